import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createBoardAs, newSession, pageToken } from './support/session.ts';
import { storedBoard, storedObjects, storedPages } from './support/board-data.ts';
import {
  boardCanvas,
  clickOnBoard,
  placeItems,
  saveEdits,
  screenPoint,
  startEditing,
} from './support/board-editor.ts';
import { openScreen, reloadScreen, screenReady } from './support/ready.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US' });

const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });

/**
 * Adds one item from the drawer without waiting for its save, whose refusal brings up a dialog
 * over the drawer (placeItems waits for Undo, which the dialog hides).
 */
async function addItemAsSaveIsRefused(page: Page, team: string, role: string) {
  await page.getByRole('main').getByRole('button', { name: 'Items' }).click();
  await page
    .getByRole('complementary', { name: 'Items' })
    .getByRole('group', { name: team })
    .getByRole('button', { name: role })
    .click();
}

test('board editor keeps every edit: autosave, undo of a move, leaving guard, offline', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const coach = await createVerifiedUser(request, 'Trusting Coach');
  const { page, context } = await newSession(browser, coach);
  const boardId = await createBoardAs(page, `Trust ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');

  // A keeper placed without pressing Save is on the server a moment later, and after a reload.
  await placeItems(page, [['Team A', 'Keeper']]);
  await expect(saveStatus(page)).toHaveText('All changes saved');
  expect(await storedObjects(page, boardId)).toEqual([expect.objectContaining({ role: 'Keeper' })]);
  await reloadScreen(page);
  expect(await storedObjects(page, boardId)).toHaveLength(1);

  // Nudge the keeper, then undo: it goes back to where it was instead of disappearing.
  await main.getByRole('button', { name: 'Edit' }).click();
  const [before] = await storedObjects(page, boardId);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  expect((await storedObjects(page, boardId))[0]?.left).toBe((before?.left ?? 0) + 20);
  await main.getByRole('button', { name: 'Undo' }).click();
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await expect.poll(async () => (await storedObjects(page, boardId))[0]?.left).toBe(before?.left);
  expect(await storedObjects(page, boardId)).toHaveLength(1);

  // Drag the keeper with the pointer, then undo: it is back at its old place.
  await page.keyboard.press('Escape');
  const [start] = await storedObjects(page, boardId);
  // The whole board in view, so the pointer can reach the keeper near its bottom edge.
  await boardCanvas(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  if (start?.left === undefined || start.top === undefined) throw new Error('no keeper');
  const from = await screenPoint(page, [start.left, start.top]);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 80, from.y + 40, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await storedObjects(page, boardId))[0]?.left).not.toBe(start.left);
  await main.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await storedObjects(page, boardId))[0]?.left).toBe(start.left);
  expect(await storedObjects(page, boardId)).toMatchObject([{ top: start.top }]);

  // Offline: the status says so and keeps the edit; back online it is saved.
  await context.setOffline(true);
  await main.getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await drawer.getByRole('button', { name: 'Volleyball' }).click();
  await page.keyboard.press('Escape');
  await expect(saveStatus(page)).toContainText('Offline');
  // Leaving now would leave the edit behind: the editor asks, and staying keeps everything.
  await main.getByRole('link', { name: 'Back to the tactic board' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tacticboards/${boardId}/update$`));
  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveText('All changes saved');
  expect(await storedObjects(page, boardId)).toHaveLength(2);

  // Leaving with a change not yet saved waits for the save; nothing is lost and nobody asks.
  await main.getByRole('button', { name: 'Items' }).click();
  await drawer.getByRole('button', { name: 'Red cone' }).click();
  await page.keyboard.press('Escape');
  await main.getByRole('link', { name: 'Back to the tactic board' }).click();
  await expect(page).toHaveURL(new RegExp(`/tacticboards/${boardId}$`));
  await screenReady(page);
  expect(await storedObjects(page, boardId)).toHaveLength(3);
  await context.close();
});

test('the board opened again in this tab shows what was saved, and saves on it without a conflict', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const coach = await createVerifiedUser(request, 'Returning Coach');
  const { page, context } = await newSession(browser, coach);
  const boardId = await createBoardAs(page, `Again ${randomUUID().slice(0, 8)}`);
  const main = page.getByRole('main');
  // Within the app, as a coach goes: profile, editor, back to the profile, editor again.
  await openScreen(page, `/tacticboards/${boardId}`);
  await main.getByRole('link', { name: 'Open editor' }).click();
  await placeItems(page, [['Team A', 'Keeper']]);
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await saveEdits(page);
  await main.getByRole('link', { name: 'Back to the tactic board' }).click();
  await main.getByRole('link', { name: 'Open editor' }).click();

  await placeItems(page, [['Team B', 'Keeper']]);
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveEdits(page);
  expect((await storedObjects(page, boardId)).map((object) => object.role)).toEqual([
    'Keeper',
    'Keeper',
  ]);
  await context.close();
});

test('a text is saved while it is typed, so a reload before leaving it keeps the words', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Typing Coach');
  const { page, context } = await newSession(browser, coach);
  const boardId = await createBoardAs(page, `Typing ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  await startEditing(page);
  await page.keyboard.press('t');
  await clickOnBoard(page, [300, 120]);
  await page.keyboard.type('Run here fast');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await expect
    .poll(async () => (await storedObjects(page, boardId)).map((object) => object.text))
    .toEqual(['Run here fast']);
  await reloadScreen(page);
  expect((await storedObjects(page, boardId)).map((object) => object.text)).toEqual([
    'Run here fast',
  ]);
  await context.close();
});

test('offline in edit mode the coach turns pages, and is told that adding a page needs a connection', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Offline Pager');
  const { page, context } = await newSession(browser, coach);
  const empty = { objects: [], backgroundImage: { src: '/full-court.svg' } };
  const boardId = await createBoardAs(page, `Pages ${randomUUID().slice(0, 8)}`, [empty, empty]);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  await startEditing(page);
  await context.setOffline(true);
  const pages = page.getByRole('main').getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', /.+/);
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await pages.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('alert')).toContainText('only with a connection');
  await context.setOffline(false);
  expect(await storedPages(page, boardId)).toHaveLength(2);
  await context.close();
});

test('two editors on one page: the second chooses, keeping both leaves both versions', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const coach = await createVerifiedUser(request, 'Busy Coach');
  const first = await newSession(browser, coach);
  const second = await newSession(browser, coach);
  const boardId = await createBoardAs(first.page, `Clash ${randomUUID().slice(0, 8)}`);
  for (const { page } of [first, second]) {
    await openScreen(page, `/tacticboards/${boardId}/update`);
    await page.getByRole('main').getByRole('button', { name: 'Edit' }).click();
  }
  await placeItems(first.page, [['Team A', 'Seeker']], { alreadyEditing: true });
  await expect(saveStatus(first.page)).toHaveText('All changes saved');

  // The second coach's change is saved at once and refused: the choice comes up over the drawer.
  const secondMain = second.page.getByRole('main');
  await addItemAsSaveIsRefused(second.page, 'Team B', 'Beater');
  // The same coach in two windows: the choice says so.
  const dialog = second.page.getByRole('dialog', { name: 'This page was changed in another tab' });
  await dialog.getByRole('button', { name: 'Keep both' }).click();
  await expect(dialog).toBeHidden();
  await second.page.keyboard.press('Escape');
  const pages = secondMain.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(2);

  const stored = await storedPages(second.page, boardId);
  expect(stored.map((objects) => objects.map((o) => o.role))).toEqual([['Seeker'], ['Beater']]);
  await first.context.close();
  await second.context.close();
});

test('a page deleted elsewhere while it is edited here: the coach keeps it, edits and all', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Keeper Coach');
  const { page, context } = await newSession(browser, coach);
  const empty = { objects: [], backgroundImage: { src: '/full-court.svg' } };
  const boardId = await createBoardAs(page, `Gone ${randomUUID().slice(0, 8)}`, [empty, empty]);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  await startEditing(page);
  const pages = page.getByRole('main').getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', /.+/);

  // Another tab deletes page 2 while this one edits it.
  const secondId = (await storedBoard(page, boardId)).pages[1]?._id;
  const deleted = await page.request.delete(`/api/tacticboards/${boardId}/pages/${secondId}`, {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(deleted.ok()).toBe(true);
  // Its save is refused at once: the choice comes up over the drawer.
  await addItemAsSaveIsRefused(page, 'Team A', 'Seeker');

  const dialog = page.getByRole('dialog', { name: 'This page was deleted elsewhere' });
  await expect(dialog).toContainText('deleted in another tab or by someone else');
  await dialog.getByRole('button', { name: 'Keep my page' }).click();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  const stored = await storedPages(page, boardId);
  expect(stored.map((objects) => objects.map((o) => o.role))).toEqual([[], ['Seeker']]);

  // Nothing waits on the device: the board opens again as saved.
  await reloadScreen(page);
  await expect(page.getByText(/not saved are kept on this device/)).toBeHidden();
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(2);
  await context.close();
});

test('a board deleted elsewhere while it is edited here: its pages become a new board', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Rescue Coach');
  const { page, context } = await newSession(browser, coach);
  const name = `Doomed ${randomUUID().slice(0, 8)}`;
  const boardId = await createBoardAs(page, name);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  await startEditing(page);
  const deleted = await page.request.delete(`/api/tacticboards/${boardId}`, {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(deleted.ok()).toBe(true);
  await addItemAsSaveIsRefused(page, 'Team B', 'Beater');

  // The page is gone first; adding it back finds the board gone too.
  await page
    .getByRole('dialog', { name: 'This page was deleted elsewhere' })
    .getByRole('button', { name: 'Keep my page' })
    .click();
  const boardGone = page.getByRole('dialog', { name: 'This board was deleted' });
  await boardGone.getByRole('button', { name: 'Save as new board' }).click();
  await expect(page).not.toHaveURL(new RegExp(boardId));
  await expect(page).toHaveURL(/\/tacticboards\/[0-9a-f-]{36}\/update$/);
  const newId = /\/tacticboards\/([0-9a-f-]{36})\/update$/.exec(page.url())?.[1] ?? '';
  expect(newId).not.toBe(boardId);
  const restored = await storedBoard(page, newId);
  expect(restored.name).toBe(`${name} (restored)`);
  expect(restored.pages.map((p) => p.objects.map((o) => o.role))).toEqual([['Beater']]);
  await context.close();
});
