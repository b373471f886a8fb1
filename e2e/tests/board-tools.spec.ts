import { expect, test, type Page } from '@playwright/test';
import { draftingBoard, draftingObjects, type StoredObject } from './support/board-data.ts';
import {
  clickOnBoard,
  closeItemsDrawer,
  dragOnBoard,
  saveEdits,
  startEditing,
  tapOnBoard,
  type BoardPoint,
} from './support/board-editor.ts';
import { openScreen } from './support/ready.ts';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const firstPoint = (object: StoredObject | undefined) => {
  const [, x, y] = object?.path?.[0] ?? [];
  return { x: Number(x), y: Number(y) };
};

test('an arrow drawn from a player follows the player, and undo and redo take each step back', async ({
  page,
}) => {
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await startEditing(page);
  const tools = main.getByRole('group', { name: 'Tool' });
  await expect(tools.getByRole('button', { name: 'Select' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const keeper = (await draftingObjects(page)).find(
    (object) => object.team === 'A' && object.role === 'Keeper',
  );
  const keeperAt: BoardPoint = [keeper?.left ?? 0, keeper?.top ?? 0];

  // The arrow tool by its shortcut; the palette shows it.
  await page.keyboard.press('a');
  await expect(tools.getByRole('button', { name: 'Arrow' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dragOnBoard(page, keeperAt, [keeperAt[0] + 200, keeperAt[1] - 150]);
  const undo = main.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeEnabled();

  // Back to select (V) and drag the keeper 120 up the court.
  await page.keyboard.press('v');
  await dragOnBoard(page, keeperAt, [keeperAt[0], keeperAt[1] - 120]);

  // One undo puts the keeper and its arrow back; another removes the arrow; redo brings both.
  const redo = main.getByRole('button', { name: 'Redo' });
  await undo.click();
  await undo.click();
  await expect(undo).toBeDisabled();
  await redo.click();
  await redo.click();
  await expect(redo).toBeDisabled();
  await saveEdits(page);

  const objects = await draftingObjects(page);
  const arrow = objects.find((object) => object.objectType === 'line');
  expect(arrow).toMatchObject({ type: 'path', startBinding: keeper?.uuid });
  const movedKeeper = objects.find((object) => object.uuid === keeper?.uuid);
  expect(movedKeeper?.top).toBeLessThan(keeperAt[1] - 100);
  const start = firstPoint(arrow);
  const fromKeeper = Math.hypot(
    start.x - (movedKeeper?.left ?? 0),
    start.y - (movedKeeper?.top ?? 0),
  );
  expect(fromKeeper).toBeLessThan(40);
});

test('a locked cone ignores clicks until unlocked; texts take size and background', async ({
  page,
}) => {
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await startEditing(page);
  await main.getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await drawer.getByRole('button', { name: 'Red cone' }).click();
  await closeItemsDrawer(page);

  const cone: StoredObject = (await waitForObject(
    page,
    (object) => object.objectType === 'accessory',
  )) ?? { uuid: '' };
  const coneAt: BoardPoint = [cone.left ?? 0, cone.top ?? 0];
  const remove = main.getByRole('button', { name: 'Delete selected' });
  await clickOnBoard(page, coneAt);
  await expect(remove).toBeEnabled();
  await main.getByRole('button', { name: 'Arrange' }).click();
  await page
    .getByRole('group', { name: 'Arrange' })
    .getByRole('button', { name: 'Lock', exact: true })
    .click();
  await expect(remove).toBeDisabled();
  await clickOnBoard(page, coneAt);
  await expect(remove).toBeDisabled();

  // Unlock all frees it.
  await main.getByRole('button', { name: 'Arrange' }).click();
  await page
    .getByRole('group', { name: 'Arrange' })
    .getByRole('button', { name: 'Unlock all' })
    .click();
  // The cone is rebuilt from its picture, so the first click may come before it is back.
  await expect(async () => {
    await clickOnBoard(page, coneAt);
    await expect(remove).toBeEnabled({ timeout: 1_000 });
  }).toPass();

  // Undo locks it again (the arrange panel counts it once the cone is rebuilt); redo frees it.
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Undo' }).click();
  await main.getByRole('button', { name: 'Arrange' }).click();
  await expect(page.getByText('1 object is locked.')).toBeVisible();
  await page.keyboard.press('Escape');
  await clickOnBoard(page, coneAt);
  await expect(remove).toBeDisabled();
  await main.getByRole('button', { name: 'Redo' }).click();
  await expect(async () => {
    await clickOnBoard(page, coneAt);
    await expect(remove).toBeEnabled({ timeout: 1_000 });
  }).toPass();

  // The text tool: a press places a text there, open for typing.
  await page.keyboard.press('Escape');
  await page.keyboard.press('t');
  await clickOnBoard(page, [300, 120]);
  await page.keyboard.type('Cut now');
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Large' }).click();
  await main.getByRole('button', { name: 'Light background behind the text' }).click();
  // The court is picked from its menu.
  await main.getByRole('button', { name: 'Court' }).click();
  await page.getByRole('menuitemradio', { name: 'Half court' }).click();
  await saveEdits(page);
  expect((await draftingBoard(page)).pages[0]?.data.backgroundImage?.src).toBe('/half-court.svg');
  const text = (await draftingObjects(page)).find((object) => object.objectType === 'text');
  expect(text).toMatchObject({ text: 'Cut now', fontSize: 36 });
  expect(Math.abs((text?.left ?? 0) - 300)).toBeLessThanOrEqual(2);
  expect(Math.abs((text?.top ?? 0) - 120)).toBeLessThanOrEqual(2);
  expect(text?.backgroundColor).toMatch(/^rgba\(255,255,255/);
  expect((await draftingObjects(page)).find((object) => object.uuid === cone.uuid)?.locked).toBe(
    undefined,
  );
});

/** Saves, so the browser keeps the page, finds the object there and goes back to editing. */
async function waitForObject(page: Page, match: (object: StoredObject) => boolean) {
  await saveEdits(page);
  const found = (await draftingObjects(page)).find(match);
  await startEditing(page);
  return found;
}

test('on a touch screen a tap on a selected text opens it for typing, as a click does', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await openScreen(page, '/drafting-board');
  await startEditing(page);
  await page.keyboard.press('t');
  await tapOnBoard(page, [450, 600]);
  await page.keyboard.type('Cut');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // The first tap selects the text, the second opens it with the caret where the finger was.
  await tapOnBoard(page, [458, 608]);
  await tapOnBoard(page, [458, 608]);
  await page.keyboard.press('End');
  await page.keyboard.type(' now');
  await page.keyboard.press('Escape');
  await saveEdits(page);
  const texts = (await draftingObjects(page)).filter((object) => object.objectType === 'text');
  expect(texts.map((text) => text.text)).toEqual(['Cut now']);
  await context.close();
});
