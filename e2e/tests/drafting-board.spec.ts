import { expect, test } from '@playwright/test';
import { draftingObjects, draftingPages } from './support/board-data.ts';
import { placeItems, saveEdits } from './support/board-editor.ts';
import { openScreen, reloadScreen } from './support/ready.ts';

test.use({ locale: 'en-US' });

test('drafting board: starts at kick-off, a visitor places a chaser, it survives a reload, clearing starts over', async ({
  page,
}) => {
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeVisible();
  await expect(main.locator('canvas').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Delete board' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Back to the tactic board' })).toHaveCount(0);
  const pages = main.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(1);

  // It starts with both teams lined up for the kick-off.
  const lineUp = await draftingObjects(page);
  expect(lineUp.filter((object) => object.team === 'A')).toHaveLength(7);
  expect(lineUp.filter((object) => object.team === 'B')).toHaveLength(7);

  // Edit: a team B chaser from the items drawer, then save by leaving edit mode.
  await placeItems(page, [['Team B', 'Chaser']]);
  await saveEdits(page);

  // After a reload the browser still holds the chaser on the one page.
  await reloadScreen(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Edit' })).toBeEnabled();
  const saved = await draftingPages(page);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toHaveLength(15);
  expect(saved[0]?.at(-1)).toEqual(expect.objectContaining({ team: 'B', role: 'Chaser' }));

  // Clear after confirming: the kick-off page again, in the browser's storage too.
  await main.getByRole('button', { name: 'Clear drafting board' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear the drafting board?' });
  await confirm.getByRole('button', { name: 'Clear' }).click();
  await expect(confirm).toBeHidden();
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(1);
  await expect
    .poll(async () => (await draftingPages(page)).map((objects) => objects.length))
    .toEqual([14]);
  await reloadScreen(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeVisible();
  expect((await draftingPages(page)).map((objects) => objects.length)).toEqual([14]);
});

test('a formation goes on in one step, and one undo and redo take it off and back', async ({
  page,
}) => {
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeVisible();
  const undo = main.getByRole('button', { name: 'Undo' });
  const redo = main.getByRole('button', { name: 'Redo' });

  await placeItems(page, [['Team A', 'Defensive box (2-2)']]);
  await undo.click();
  await expect(undo).toBeDisabled();
  await redo.click();
  await expect(redo).toBeDisabled();
  await saveEdits(page);

  // The kick-off line-up of both teams, then the box for team A: its seeker's spot is the one the
  // kick-off's seeker already holds, so the box adds the six others and stacks no second seeker.
  const objects = await draftingObjects(page);
  expect(objects).toHaveLength(20);
  const box = objects.slice(14);
  expect(box.every((object) => object.team === 'A')).toBe(true);
  expect(box.map((object) => object.role).sort()).toEqual(
    ['Beater', 'Beater', 'Chaser', 'Chaser', 'Chaser', 'Keeper'].sort(),
  );
  expect(box).toContainEqual(expect.objectContaining({ role: 'Keeper', left: 330, top: 333 }));
});
