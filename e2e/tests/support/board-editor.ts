import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { openScreen } from './ready.ts';
import { createBoardAs } from './session.ts';

/** The board's width in its own logical units (the domain's CANVAS_WIDTH; it is 686 high). */
export const BOARD_WIDTH = 1220;

/** A point on the screen, in CSS pixels of the viewport. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** Where an element lies on the screen. */
export interface ScreenBox extends ScreenPoint {
  width: number;
  height: number;
}

/** A point on the board, in its logical units: [left, top]. */
export type BoardPoint = [x: number, y: number];

/** A drawer entry: a player as [team, role], or a ball, accessory or text by its label. */
export type DrawerItem = string | [team: string, role: string];

/** Enters edit mode and waits for the editing tools. */
export async function startEditing(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(main.getByRole('toolbar', { name: 'Editing tools' })).toBeVisible();
}

/**
 * Leaves edit mode with Save and waits for view mode. Exact names: on the drafting board a
 * logged-in user also has "Save as new board".
 */
export async function saveEdits(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
}

/** Closes the temporary items drawer the way a keyboard user does. */
export async function closeItemsDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Items' })).toBeHidden();
}

/** Enters edit mode (unless already editing), places the items from the drawer and closes it. */
export async function placeItems(
  page: Page,
  items: readonly DrawerItem[],
  { alreadyEditing = false } = {},
) {
  const main = page.getByRole('main');
  if (alreadyEditing) {
    await expect(main.getByRole('toolbar', { name: 'Editing tools' })).toBeVisible();
  } else {
    await startEditing(page);
  }
  await main.getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  for (const item of items) {
    const button =
      typeof item === 'string'
        ? drawer.getByRole('button', { name: item })
        : drawer.getByRole('group', { name: item[0] }).getByRole('button', { name: item[1] });
    await button.click();
  }
  await closeItemsDrawer(page);
  await expect(main.getByRole('button', { name: 'Undo' })).toBeEnabled();
}

/**
 * The board's canvas that fabric listens on (the upper of its two). By CSS, not by role: while
 * the temporary items drawer is open the rest of the page is hidden from the accessibility tree.
 */
export function boardCanvas(page: Page): Locator {
  return page.locator('#main-content canvas').last();
}

/** Where an element is on the screen; fails when it is not rendered. */
export async function boxOf(locator: Locator): Promise<ScreenBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  return box;
}

/**
 * Where an element lies once it has stopped moving: the same box twice, 100 ms apart. Measured
 * while the items drawer still slid in, a drag started beside the item on a busy machine.
 */
async function settledBoxOf(locator: Locator): Promise<ScreenBox> {
  let previous: ScreenBox | undefined;
  let settled: ScreenBox | undefined;
  await expect
    .poll(
      async () => {
        const box = await boxOf(locator);
        const same =
          previous !== undefined &&
          box.x === previous.x &&
          box.y === previous.y &&
          box.width === previous.width &&
          box.height === previous.height;
        previous = box;
        if (same) settled = box;
        return same;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return settled ?? (await boxOf(locator));
}

/** The middle of an element on the screen, once it has stopped moving. */
export async function centreOf(locator: Locator): Promise<ScreenPoint> {
  const box = await settledBoxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where a board point is on the screen: the canvas is drawn scaled to fit its box. */
export async function screenPoint(page: Page, [x, y]: BoardPoint): Promise<ScreenPoint> {
  const box = await boxOf(boardCanvas(page));
  const scale = box.width / BOARD_WIDTH;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

/** Drags whatever is at board point `from` to `to`, in small steps as a hand would. */
export async function dragOnBoard(page: Page, from: BoardPoint, to: BoardPoint) {
  const start = await screenPoint(page, from);
  const end = await screenPoint(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 6 });
  await page.mouse.move(end.x, end.y, { steps: 6 });
  await page.mouse.up();
}

/** Clicks the board at a board point. */
export async function clickOnBoard(page: Page, at: BoardPoint) {
  const point = await screenPoint(page, at);
  await page.mouse.click(point.x, point.y);
}

/** Taps the board at a board point with a finger. */
export async function tapOnBoard(page: Page, at: BoardPoint) {
  const point = await screenPoint(page, at);
  await page.touchscreen.tap(point.x, point.y);
}

/** A board of `pages` (as stored) made over the API by the page's user, opened in the editor. */
export async function openNewBoard(page: Page, name: string, pages: readonly object[]) {
  const boardId = await createBoardAs(page, name, pages);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  return { boardId, main };
}

/**
 * A board of schema 2 pages (full court) made over the API by the page's user, opened in the
 * editor in edit mode. Its name is `prefix` and a random tail.
 */
export async function openAnimatedEditor(
  page: Page,
  prefix: string,
  pages: readonly { objects: object[] }[],
) {
  const opened = await openNewBoard(
    page,
    `${prefix} ${randomUUID().slice(0, 8)}`,
    pages.map((data) => ({ version: 2, backgroundImage: { src: '/full-court.svg' }, ...data })),
  );
  await startEditing(page);
  return opened;
}

/**
 * A team A chaser as a plain circle stored by its centre: what runs, timing and possession read.
 * Without a number it is stored without one.
 */
export const chaserCircle = (uuid: string, left: number, top: number, playerNumber?: number) => ({
  type: 'circle',
  uuid,
  objectType: 'playerA',
  team: 'A',
  role: 'Chaser',
  ...(playerNumber === undefined ? {} : { playerNumber }),
  left,
  top,
  radius: 15,
  fill: '#3d85c6',
  originX: 'center',
  originY: 'center',
});

/**
 * A team A player as the editor stores it: a group of a disc and its white number, stored by its
 * centre. The renderers draw a group apart from a plain shape (the bitmaps of its parts), which
 * the journeys of playback and the exports must see.
 */
export const numberedPlayer = (
  uuid: string,
  at: { x: number; y: number },
  disc: { fill: string; radius: number },
  number = '4',
) => ({
  type: 'group',
  uuid,
  objectType: 'playerA',
  left: at.x,
  top: at.y,
  originX: 'center',
  originY: 'center',
  objects: [
    {
      type: 'circle',
      uuid: `${uuid}-disc`,
      left: 0,
      top: 0,
      radius: disc.radius,
      fill: disc.fill,
      strokeWidth: 0,
      originX: 'center',
      originY: 'center',
    },
    {
      type: 'text',
      uuid: `${uuid}-number`,
      left: 0,
      top: 0,
      text: number,
      fontSize: 14,
      fill: '#ffffff',
      originX: 'center',
      originY: 'center',
    },
  ],
});

/** Whether `box` (a bounding box, or null when not shown) lies wholly inside the viewport. */
export const inViewport = (box: ScreenBox | null, size: { width: number; height: number }) =>
  box !== null &&
  box.x >= 0 &&
  box.y >= 0 &&
  box.x + box.width <= size.width + 0.5 &&
  box.y + box.height <= size.height + 0.5;

/** Whether the page itself scrolls (its scrolling element is taller than the window). */
export async function pageScrolls(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // e2e/ has no DOM types: what this check reads of the page's globals.
    const { document } = globalThis as unknown as {
      document: { scrollingElement: { scrollHeight: number; clientHeight: number } | null };
    };
    const scrolling = document.scrollingElement;
    return scrolling === null || scrolling.scrollHeight > scrolling.clientHeight;
  });
}
