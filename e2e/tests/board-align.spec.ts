import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { placeItems } from './support/board-editor.ts';
import { openScreen } from './support/ready.ts';
import { createBoardAs, newSession, pageToken } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const BOARD_WIDTH = 1220;

interface StoredObject {
  uuid: string;
  objectType?: string;
  left?: number;
  top?: number;
}

/** The players on the board's first page as the server stores them, by uuid. */
async function storedPlayers(page: Page, boardId: string): Promise<Map<string, StoredObject>> {
  const response = await page.request.get(`/api/tacticboards/${boardId}`, {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const { pages } = (await response.json()) as { pages: { objects: StoredObject[] }[] };
  const players = (pages[0]?.objects ?? []).filter((object) => object.objectType === 'playerA');
  return new Map(players.map((object) => [object.uuid, object]));
}

function centreOf(players: Map<string, StoredObject>, uuid: string): [number, number] {
  const player = players.get(uuid);
  return [player?.left ?? Number.NaN, player?.top ?? Number.NaN];
}

/** The canvas fabric listens on (the upper of its two). */
function canvasOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Tactic board' }).locator('canvas').last();
}

/** A board point (1220 × 686 logical units) on the screen. */
async function screenPoint(page: Page, [x, y]: [number, number]) {
  const box = await canvasOf(page).boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  const scale = box.width / BOARD_WIDTH;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

/** Drags whatever is at `from` to `to`, in small steps as a hand would. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const start = await screenPoint(page, from);
  const end = await screenPoint(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 6 });
  await page.mouse.move(end.x, end.y, { steps: 6 });
  await page.mouse.up();
}

async function save(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('button', { name: 'Edit' })).toBeVisible();
}

async function edit(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit' }).click();
  await expect(main.getByRole('toolbar', { name: 'Editing tools' })).toBeVisible();
}

/**
 * The alignment controls may sit in the toolbar or in its "Arrange" panel; opens the panel when
 * they are not on screen. Returns the control, which the caller then uses.
 */
async function alignControl(page: Page, name: string): Promise<Locator> {
  const control = page.getByRole('group', { name: 'Alignment' }).getByRole('button', { name });
  if (!(await control.isVisible())) {
    await page.getByRole('main').getByRole('button', { name: 'Arrange' }).click();
  }
  await expect(control).toBeVisible();
  return control;
}

/** Closes the "Arrange" panel if the alignment controls live in it. */
async function closePanels(page: Page) {
  const popover = page.locator('.MuiPopover-root');
  if (await popover.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }
}

test('a dragged player snaps to another player’s centre; a selection lines up in a column; snap to grid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedUser(request, 'Align Coach');
  const { page, context } = await newSession(browser, owner);
  const boardId = await createBoardAs(page, `Align ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);

  // Three chasers from the drawer land side by side along team A's side line.
  await placeItems(page, [
    ['Team A', 'Chaser'],
    ['Team A', 'Chaser'],
    ['Team A', 'Chaser'],
  ]);
  await save(page);
  let players = await storedPlayers(page, boardId);
  expect(players.size).toBe(3);
  const [a, b, c] = [...players.values()]
    .sort((one, other) => (one.left ?? 0) - (other.left ?? 0))
    .map((player) => player.uuid);
  if (!a || !b || !c) throw new Error('three players expected');

  // Apart: b goes where nothing is near; c is dropped 3 board pixels right of b's centre line
  // and snaps onto it.
  await edit(page);
  await drag(page, centreOf(players, b), [450, 400]);
  await drag(page, centreOf(players, c), [453, 200]);
  await save(page);
  players = await storedPlayers(page, boardId);
  const [bx, by] = centreOf(players, b);
  // The mouse moves in whole screen pixels, a little more than one board pixel each.
  expect(Math.abs(bx - 450)).toBeLessThan(2);
  expect(Math.abs(by - 400)).toBeLessThan(2);
  const [cx, cy] = centreOf(players, c);
  expect(cx).toBeCloseTo(bx, 6);
  expect(Math.abs(cy - 200)).toBeLessThan(2);
  const [ax, ay] = centreOf(players, a);

  // All three in a column on their mean x, each keeping its height.
  await edit(page);
  await page.keyboard.press('ControlOrMeta+a');
  const column = await alignControl(page, 'Align in a column');
  await expect(column).toBeEnabled();
  await column.click();
  await closePanels(page);
  await save(page);
  players = await storedPlayers(page, boardId);
  const meanX = (ax + bx + cx) / 3;
  for (const [uuid, top] of [
    [a, ay],
    [b, by],
    [c, cy],
  ] as const) {
    const [x, y] = centreOf(players, uuid);
    expect(x, uuid).toBeCloseTo(meanX, 6);
    expect(y, uuid).toBeCloseTo(top, 6);
  }

  // With grid snapping on, a dragged player's centre lands on a grid crossing (every 20).
  await edit(page);
  const grid = await alignControl(page, 'Snap to grid');
  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await closePanels(page);
  await drag(page, centreOf(players, a), [333, 517]);
  await save(page);
  players = await storedPlayers(page, boardId);
  expect(centreOf(players, a)).toEqual([340, 520]);
  await context.close();
});
