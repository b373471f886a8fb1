import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { draftingObjects, storedPages } from './support/board-data.ts';
import { placeItems, saveEdits, startEditing } from './support/board-editor.ts';
import { openScreen, reloadScreen } from './support/ready.ts';
import { createBoardAs, newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US' });

/** Team A's player numbers on each page, in drawing order. */
async function numbersByPage(page: Page, boardId: string): Promise<(number | undefined)[][]> {
  return (await storedPages(page, boardId)).map((objects) =>
    objects.filter((object) => object.team === 'A').map((object) => object.playerNumber),
  );
}

const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });

test('board clipboard: copy two players to page 2, numbered for it; undo, redo, duplicate, cut', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const coach = await createVerifiedUser(request, 'Copying Coach');
  const { page, context } = await newSession(browser, coach);
  const boardId = await createBoardAs(page, `Clipboard ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');

  await placeItems(page, [
    ['Team A', 'Chaser'],
    ['Team A', 'Beater'],
  ]);
  await expect(saveStatus(page)).toHaveText('All changes saved');
  expect(await numbersByPage(page, boardId)).toEqual([[0, 1]]);

  // Select both, copy, then add a page (a copy of page 1) and paste onto it.
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+c');
  const pages = main.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Add page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Control+v');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await expect
    .poll(() => numbersByPage(page, boardId))
    .toEqual([
      [0, 1],
      [0, 1, 2, 3],
    ]);
  // The copies sit beside the players already on page 2, not on top of them.
  const [, second] = await storedPages(page, boardId);
  const [first, , pasted] = second ?? [];
  expect(pasted?.left).toBe((first?.left ?? 0) + 20);
  expect(pasted?.top).toBe((first?.top ?? 0) + 20);
  expect(new Set(second?.map((object) => object.uuid)).size).toBe(4);

  // One undo takes the paste away, one redo brings it back.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await numbersByPage(page, boardId))[1]).toEqual([0, 1]);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await numbersByPage(page, boardId))[1]).toEqual([0, 1, 2, 3]);

  // Duplicate all four: the copies step past both the players and their first copies.
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+d');
  await expect
    .poll(async () => (await numbersByPage(page, boardId))[1])
    .toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await numbersByPage(page, boardId))[1]).toEqual([0, 1, 2, 3]);

  // Cut takes the selection off as one step; undo puts it back.
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+x');
  await expect.poll(async () => (await numbersByPage(page, boardId))[1]).toEqual([]);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await numbersByPage(page, boardId))[1]).toEqual([0, 1, 2, 3]);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await numbersByPage(page, boardId))[1]).toEqual([]);
  await page.keyboard.press('Control+z');

  // Saved: after a reload page 2 still holds the four players.
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await saveEdits(page);
  await reloadScreen(page);
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(2);
  expect(await numbersByPage(page, boardId)).toEqual([
    [0, 1],
    [0, 1, 2, 3],
  ]);
  await context.close();
});

test('board clipboard: copy on a board, paste on the drafting board', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const coach = await createVerifiedUser(request, 'Drafting Coach');
  const { page, context } = await newSession(browser, coach);
  const boardId = await createBoardAs(page, `Clipboard ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  await placeItems(page, [['Team A', 'Keeper']]);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+c');

  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeVisible();
  const before = await draftingObjects(page);
  await startEditing(page);
  await page.keyboard.press('Control+v');
  await expect(main.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await saveEdits(page);

  await expect.poll(async () => (await draftingObjects(page)).length).toBe(before.length + 1);
  const after = await draftingObjects(page);
  const keeper = after.at(-1);
  expect(keeper).toEqual(expect.objectContaining({ team: 'A', role: 'Keeper' }));
  expect(before.map((object) => object.uuid)).not.toContain(keeper?.uuid);
  // The kick-off line-up already numbers team A; the pasted keeper takes a number of its own.
  const numbers = after.filter((object) => object.team === 'A').map((o) => o.playerNumber);
  expect(new Set(numbers).size).toBe(numbers.length);
  await context.close();
});
