import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { createBoardAs, loginThroughForm, pageToken } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { openScreen } from './support/ready.ts';

test.use({ locale: 'en-US' });

const BOARD_WIDTH = 1220;

interface StoredObject {
  team?: string;
  role?: string;
  ballType?: string;
  left?: number;
  top?: number;
}

interface ScreenPoint {
  x: number;
  y: number;
}

/** The board's first page as the API stores it. */
async function storedObjects(page: Page, boardId: string): Promise<StoredObject[]> {
  const response = await page.request.get(`/api/tacticboards/${boardId}`, {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const board = (await response.json()) as { pages: Array<{ objects: StoredObject[] }> };
  return board.pages[0]?.objects ?? [];
}

/**
 * Where the board point (`left`, `top`) is on the screen, from the canvas's box and scale. Not
 * by role: the open temporary drawer hides the rest of the page from the accessibility tree.
 */
async function screenPointOf(page: Page, left: number, top: number): Promise<ScreenPoint> {
  const box = await page.locator('#main-content canvas').first().boundingBox();
  if (!box) throw new Error('no canvas on the screen');
  const scale = box.width / BOARD_WIDTH;
  return { x: box.x + left * scale, y: box.y + top * scale };
}

async function centreOf(locator: Locator): Promise<ScreenPoint> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A coach in a browser of their own (optionally a touch tablet) with an empty board in the editor. */
async function coachInEditor(
  browser: Browser,
  request: APIRequestContext,
  options: { touch: boolean },
) {
  const coach = await createVerifiedUser(request, 'Drag Coach');
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1024, height: 768 },
    hasTouch: options.touch,
  });
  const page = await context.newPage();
  await openScreen(page, '/login');
  await loginThroughForm(page, coach);
  const boardId = await createBoardAs(page, `Drag ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');
  await expect(main.locator('canvas').first()).toBeVisible();
  await main.getByRole('button', { name: 'Edit' }).click();
  await expect(main.getByRole('toolbar', { name: 'Editing tools' })).toBeVisible();
  await main.getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await expect(drawer).toBeVisible();
  return { context, page, boardId, drawer };
}

/** Closes the drawer, leaves edit mode (which saves) and waits for the view mode. */
async function saveAndLeaveEditing(page: Page, drawer: Locator) {
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('button', { name: 'Edit' })).toBeVisible();
}

test('drag a player from the drawer with the mouse: it lands where it was dropped', async ({
  browser,
  request,
}) => {
  const { context, page, boardId, drawer } = await coachInEditor(browser, request, {
    touch: false,
  });
  const keeper = drawer.getByRole('group', { name: 'Team A' }).getByRole('button', {
    name: 'Keeper',
  });
  const start = await centreOf(keeper);
  const target = await screenPointOf(page, 900, 200);

  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 30, start.y, { steps: 3 });
  await expect(page.getByTestId('drag-ghost')).toBeVisible();
  await page.mouse.move(target.x, target.y, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByTestId('drag-ghost')).toHaveCount(0);
  // The drawer stays open for the next item; the drop is one undoable step.
  await expect(drawer).toBeVisible();

  await saveAndLeaveEditing(page, drawer);
  const objects = await storedObjects(page, boardId);
  expect(objects).toHaveLength(1);
  const [placed] = objects;
  expect(placed).toEqual(expect.objectContaining({ team: 'A', role: 'Keeper' }));
  // Screen pixels are coarser than board units below full size.
  expect(Math.abs((placed?.left ?? 0) - 900)).toBeLessThanOrEqual(3);
  expect(Math.abs((placed?.top ?? 0) - 200)).toBeLessThanOrEqual(3);
  await context.close();
});

test('on a touch screen: a tap places on a free spot, a swipe scrolls, a sideways drag drops where the finger lifts', async ({
  browser,
  request,
}) => {
  const { context, page, boardId, drawer } = await coachInEditor(browser, request, {
    touch: true,
  });
  // Real touch input through the browser (touch-action and the pointer events it makes), the
  // way a tablet sends it: Playwright's own API has taps only.
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: ScreenPoint) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
    });
  const swipe = async (from: ScreenPoint, to: ScreenPoint, steps: number) => {
    for (let step = 1; step <= steps; step += 1) {
      await touch('touchMove', {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      });
    }
  };

  // A tap is a click: the chaser goes on a free spot (checked with the stored page below).
  const teamB = drawer.getByRole('group', { name: 'Team B' });
  await teamB.getByRole('button', { name: 'Chaser' }).tap();

  // A finger moving up over an item scrolls the drawer and picks nothing up.
  const volleyball = drawer.getByRole('button', { name: 'Volleyball' });
  await volleyball.scrollIntoViewIfNeeded();
  const ball = await centreOf(volleyball);
  await touch('touchStart', ball);
  await swipe(ball, { x: ball.x + 2, y: ball.y - 120 }, 6);
  await touch('touchEnd');
  await expect(page.getByTestId('drag-ghost')).toHaveCount(0);

  // Moving sideways picks the ball up; it lands where the finger lifts.
  const from = await centreOf(volleyball);
  const target = await screenPointOf(page, 700, 450);
  await touch('touchStart', from);
  await swipe(from, { x: from.x + 40, y: from.y }, 4);
  await expect(page.getByTestId('drag-ghost')).toBeVisible();
  await swipe({ x: from.x + 40, y: from.y }, target, 10);
  await touch('touchEnd');
  await expect(page.getByTestId('drag-ghost')).toHaveCount(0);

  await saveAndLeaveEditing(page, drawer);
  const objects = await storedObjects(page, boardId);
  // The chaser and the ball: the swipe placed nothing.
  expect(objects).toHaveLength(2);
  expect(objects[0]).toEqual(expect.objectContaining({ team: 'B', role: 'Chaser' }));
  const dropped = objects[1];
  expect(dropped).toEqual(expect.objectContaining({ ballType: 'Volleyball' }));
  expect(Math.abs((dropped?.left ?? 0) - 700)).toBeLessThanOrEqual(3);
  expect(Math.abs((dropped?.top ?? 0) - 450)).toBeLessThanOrEqual(3);
  await context.close();
});
