import { expect, test, type Locator, type Page } from '@playwright/test';
import { openScreen } from './support/ready.ts';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const KEY = 'courtside.draftingBoard';
const BOARD_WIDTH = 1220;

interface StoredObject {
  uuid: string;
  type: string;
  objectType?: string;
  team?: string;
  role?: string;
  left?: number;
  top?: number;
  locked?: boolean;
  startBinding?: string;
  endBinding?: string;
  path?: (string | number)[][];
  text?: string;
  fontSize?: number;
  backgroundColor?: string;
}

interface WithStorage {
  localStorage: { getItem(key: string): string | null };
}

/** The drafting board's first page as this browser keeps it. */
async function storedObjects(page: Page): Promise<StoredObject[]> {
  const text = await page.evaluate(
    (key) => (globalThis as unknown as WithStorage).localStorage.getItem(key),
    KEY,
  );
  const board = JSON.parse(text ?? '{}') as { pages?: { data: { objects: StoredObject[] } }[] };
  return board.pages?.[0]?.data.objects ?? [];
}

async function storedBackground(page: Page): Promise<string | undefined> {
  const text = await page.evaluate(
    (key) => (globalThis as unknown as WithStorage).localStorage.getItem(key),
    KEY,
  );
  const board = JSON.parse(text ?? '{}') as {
    pages?: { data: { backgroundImage: { src: string } } }[];
  };
  return board.pages?.[0]?.data.backgroundImage.src;
}

/** The canvas fabric listens on (the upper of its two). */
function canvasOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Tactic board' }).locator('canvas').last();
}

/** A board point (1220 × 686 logical units) on the screen. */
async function screenPoint(page: Page, x: number, y: number) {
  const box = await canvasOf(page).boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  const scale = box.width / BOARD_WIDTH;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

async function drag(page: Page, from: [number, number], to: [number, number]) {
  const start = await screenPoint(page, ...from);
  const end = await screenPoint(page, ...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 5 });
  await page.mouse.move(end.x, end.y, { steps: 5 });
  await page.mouse.up();
}

async function save(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('button', { name: 'Edit' })).toBeVisible();
}

const firstPoint = (object: StoredObject | undefined) => {
  const [, x, y] = object?.path?.[0] ?? [];
  return { x: Number(x), y: Number(y) };
};

test('an arrow drawn from a player follows the player, and undo and redo take each step back', async ({
  page,
}) => {
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit' }).click();
  const tools = main.getByRole('group', { name: 'Tool' });
  await expect(tools.getByRole('button', { name: 'Select' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const keeper = (await storedObjects(page)).find(
    (object) => object.team === 'A' && object.role === 'Keeper',
  );
  const keeperAt: [number, number] = [keeper?.left ?? 0, keeper?.top ?? 0];

  // The arrow tool by its shortcut; the palette shows it.
  await page.keyboard.press('a');
  await expect(tools.getByRole('button', { name: 'Arrow' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await drag(page, keeperAt, [keeperAt[0] + 200, keeperAt[1] - 150]);
  const undo = main.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeEnabled();

  // Back to select (V) and drag the keeper 120 up the court.
  await page.keyboard.press('v');
  await drag(page, keeperAt, [keeperAt[0], keeperAt[1] - 120]);
  await page.screenshot({ path: '/tmp/shots/tools-arrow.png' });

  // One undo puts the keeper and its arrow back; another removes the arrow; redo brings both.
  const redo = main.getByRole('button', { name: 'Redo' });
  await undo.click();
  await undo.click();
  await expect(undo).toBeDisabled();
  await redo.click();
  await redo.click();
  await expect(redo).toBeDisabled();
  await save(page);

  const objects = await storedObjects(page);
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
  await main.getByRole('button', { name: 'Edit' }).click();
  await main.getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await drawer.getByRole('button', { name: 'Red cone' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const cone: StoredObject = (await waitForObject(
    page,
    (object) => object.objectType === 'accessory',
  )) ?? { uuid: '', type: '' };
  const coneAt: [number, number] = [cone.left ?? 0, cone.top ?? 0];
  const remove = main.getByRole('button', { name: 'Delete selected' });
  await click(page, coneAt);
  await expect(remove).toBeEnabled();
  await main.getByRole('button', { name: 'Arrange' }).click();
  await page
    .getByRole('group', { name: 'Arrange' })
    .getByRole('button', { name: 'Lock', exact: true })
    .click();
  await expect(remove).toBeDisabled();
  await click(page, coneAt);
  await expect(remove).toBeDisabled();

  // Unlock all frees it.
  await main.getByRole('button', { name: 'Arrange' }).click();
  await page
    .getByRole('group', { name: 'Arrange' })
    .getByRole('button', { name: 'Unlock all' })
    .click();
  // The cone is rebuilt from its picture, so the first click may come before it is back.
  await expect(async () => {
    await click(page, coneAt);
    await expect(remove).toBeEnabled({ timeout: 1_000 });
  }).toPass();

  // The text tool: a press places a text there, open for typing.
  await page.keyboard.press('Escape');
  await page.keyboard.press('t');
  await click(page, [300, 120]);
  await page.keyboard.type('Cut now');
  await page.screenshot({ path: '/tmp/shots/tools-text.png' });
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Large' }).click();
  await main.getByRole('button', { name: 'Light background behind the text' }).click();
  // The court is picked from its menu.
  await main.getByRole('button', { name: 'Court' }).click();
  await page.getByRole('menuitemradio', { name: 'Half court' }).click();
  await save(page);
  expect(await storedBackground(page)).toBe('/half-court.svg');
  const text = (await storedObjects(page)).find((object) => object.objectType === 'text');
  expect(text).toMatchObject({ text: 'Cut now', fontSize: 36 });
  expect(Math.abs((text?.left ?? 0) - 300)).toBeLessThanOrEqual(2);
  expect(Math.abs((text?.top ?? 0) - 120)).toBeLessThanOrEqual(2);
  expect(text?.backgroundColor).toMatch(/^rgba\(255,255,255/);
  expect((await storedObjects(page)).find((object) => object.uuid === cone.uuid)?.locked).toBe(
    undefined,
  );
});

async function click(page: Page, at: [number, number]) {
  const point = await screenPoint(page, ...at);
  await page.mouse.click(point.x, point.y);
}

async function waitForObject(page: Page, match: (object: StoredObject) => boolean) {
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit' })).toBeVisible();
  const found = (await storedObjects(page)).find(match);
  await page.getByRole('main').getByRole('button', { name: 'Edit' }).click();
  return found;
}
