import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { storedObjects } from './support/board-data.ts';
import {
  boardCanvas,
  boxOf,
  centreOf,
  closeItemsDrawer,
  saveEdits,
  screenPoint,
  startEditing,
  type ScreenPoint,
} from './support/board-editor.ts';
import { createBoardAs, newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { openScreen } from './support/ready.ts';

test.use({ locale: 'en-US' });

/** A coach in a browser of their own (optionally a touch tablet) with an empty board in the editor. */
async function coachInEditor(
  browser: Browser,
  request: APIRequestContext,
  options: { touch: boolean; viewport?: { width: number; height: number } },
) {
  const coach = await createVerifiedUser(request, 'Drag Coach');
  const { context, page } = await newSession(browser, coach, {
    viewport: options.viewport ?? { width: 1024, height: 768 },
    hasTouch: options.touch,
  });
  const boardId = await createBoardAs(page, `Drag ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');
  await expect(main.locator('canvas').first()).toBeVisible();
  await startEditing(page);
  await main.getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await expect(drawer).toBeVisible();
  return { context, page, boardId, drawer };
}

/**
 * Real touch input through the browser (touch-action and the pointer events it makes), the way a
 * tablet or phone sends it: Playwright's own API has taps only.
 */
async function fingers(context: BrowserContext, page: Page) {
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
  /**
   * Picks `item` up with a finger moving by `pickUp` and lets it go at `target`. A drawer may
   * still glide after a swipe, so the finger goes down once the item stands still.
   */
  const dragItem = async (
    item: Locator,
    pickUp: { dx: number; dy: number },
    target: ScreenPoint,
  ) => {
    let from = await centreOf(item);
    await expect
      .poll(async () => {
        const now = await centreOf(item);
        const still = now.x === from.x && now.y === from.y;
        from = now;
        return still;
      })
      .toBe(true);
    const picked = { x: from.x + pickUp.dx, y: from.y + pickUp.dy };
    await touch('touchStart', from);
    await swipe(from, picked, 4);
    await expect(page.getByTestId('drag-ghost')).toBeVisible();
    await swipe(picked, target, 10);
    await touch('touchEnd');
    await expect(page.getByTestId('drag-ghost')).toHaveCount(0);
  };
  return { touch, swipe, dragItem };
}

/**
 * The board holds a team B chaser placed on a free spot and the volleyball dropped at `[x, y]`,
 * to `tolerance` board units (screen pixels are coarser than board units below full size).
 */
async function expectChaserAndBallAt(
  page: Page,
  boardId: string,
  [x, y]: [number, number],
  tolerance: number,
) {
  const objects = await storedObjects(page, boardId);
  expect(objects).toHaveLength(2);
  expect(objects[0]).toEqual(expect.objectContaining({ team: 'B', role: 'Chaser' }));
  const dropped = objects[1];
  expect(dropped).toEqual(expect.objectContaining({ ballType: 'Volleyball' }));
  expect(Math.abs((dropped?.left ?? 0) - x)).toBeLessThanOrEqual(tolerance);
  expect(Math.abs((dropped?.top ?? 0) - y)).toBeLessThanOrEqual(tolerance);
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
  const target = await screenPoint(page, [900, 200]);

  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 30, start.y, { steps: 3 });
  await expect(page.getByTestId('drag-ghost')).toBeVisible();
  await page.mouse.move(target.x, target.y, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByTestId('drag-ghost')).toHaveCount(0);
  // The drawer stays open for the next item; the drop is one undoable step.
  await expect(drawer).toBeVisible();

  await closeItemsDrawer(page);
  await saveEdits(page);
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
  const { touch, swipe, dragItem } = await fingers(context, page);

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
  await dragItem(volleyball, { dx: 40, dy: 0 }, await screenPoint(page, [700, 450]));

  await closeItemsDrawer(page);
  await saveEdits(page);
  // The chaser and the ball: the swipe placed nothing.
  await expectChaserAndBallAt(page, boardId, [700, 450], 3);
  await context.close();
});

test('on a phone held upright: the items come in a tray below the board, which stays in sight; a swipe scrolls the tray, a drag up drops where the finger lifts', async ({
  browser,
  request,
}) => {
  const { context, page, boardId, drawer } = await coachInEditor(browser, request, {
    touch: true,
    viewport: { width: 360, height: 740 },
  });
  const { touch, swipe, dragItem } = await fingers(context, page);
  // The tray slides up to the bottom of the screen, and the board stays whole above it, so that an
  // item tapped lands in sight.
  await expect
    .poll(async () => Math.round((await boxOf(drawer)).y + (await boxOf(drawer)).height))
    .toBe(740);
  const canvas = await boxOf(boardCanvas(page));
  expect(canvas.y).toBeGreaterThanOrEqual(0);
  expect(canvas.y + canvas.height).toBeLessThanOrEqual((await boxOf(drawer)).y);
  // The page bar below the board is in reach above the tray too.
  const addPage = page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: 'Add page' });
  const bar = await boxOf(addPage);
  expect(bar.y + bar.height).toBeLessThanOrEqual((await boxOf(drawer)).y);

  await drawer.getByRole('group', { name: 'Team B' }).getByRole('button', { name: 'Chaser' }).tap();
  await expect(drawer).toBeVisible();

  // A finger moving sideways over an item scrolls the tray and picks nothing up.
  const volleyball = drawer.getByRole('button', { name: 'Volleyball' });
  const chaser = await centreOf(
    drawer.getByRole('group', { name: 'Team B' }).getByRole('button', { name: 'Chaser' }),
  );
  const scroller = drawer.locator('[data-tray-items]');
  const scrolled = () => scroller.evaluate((element) => element.scrollLeft);
  const before = await scrolled();
  await touch('touchStart', chaser);
  await swipe(chaser, { x: chaser.x + 150, y: chaser.y + 2 }, 8);
  await touch('touchEnd');
  await expect(page.getByTestId('drag-ghost')).toHaveCount(0);
  await expect.poll(async () => Math.abs((await scrolled()) - before)).toBeGreaterThan(50);

  // Moving up picks the ball up; it lands where the finger lifts.
  await volleyball.scrollIntoViewIfNeeded();
  await dragItem(volleyball, { dx: 0, dy: -40 }, await screenPoint(page, [700, 300]));

  await drawer.getByRole('button', { name: 'Close items' }).tap();
  await expect(drawer).toBeHidden();
  // Escape closes it too, wherever the focus is (here on the toggle that opened it).
  const toggle = page.getByRole('main').getByRole('button', { name: 'Items' });
  await toggle.tap();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await saveEdits(page);
  // A phone's screen pixel is more than 3 board units.
  await expectChaserAndBallAt(page, boardId, [700, 300], 6);
  await context.close();
});
