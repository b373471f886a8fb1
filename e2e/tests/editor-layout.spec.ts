import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { draftingObjects } from './support/board-data.ts';
import {
  boardCanvas,
  boxOf,
  inViewport,
  pageScrolls,
  saveEdits,
  screenPoint,
  startEditing,
  type BoardPoint,
  type ScreenPoint,
} from './support/board-editor.ts';
import { openScreen } from './support/ready.ts';
import { createBoardAs, newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US' });

/** What the page's globals offer to these checks (e2e/ has no DOM types). */
interface PageGlobals {
  document: {
    fullscreenElement: { contains(node: unknown): boolean } | null;
    elementFromPoint(x: number, y: number): { closest(selector: string): unknown } | null;
  };
  scrollTo(x: number, y: number): void;
}

/** An element probed where it shows (the player's controls). */
interface Probe {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  getAttribute(name: string): string | null;
  textContent: string | null;
}

type ProbedDocument = PageGlobals['document'] & {
  querySelector(selector: string): { querySelectorAll(selector: string): Iterable<Probe> } | null;
};

/** Whether the page scrolls and where canvas and page bar lie, as one value to wait for. */
async function layout(page: Page, pageButtons: readonly string[]) {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const main = page.getByRole('main');
  const pages = main.getByRole('navigation', { name: 'Pages' });
  const scrolls = await pageScrolls(page);
  const boxes = await Promise.all(
    pageButtons.map((name) => pages.getByRole('button', { name }).boundingBox()),
  );
  return {
    pageScrolls: scrolls,
    canvasInView: inViewport(await main.locator('canvas').first().boundingBox(), size),
    pageBarInView: boxes.every((box) => inViewport(box, size)),
  };
}

const FITS = { pageScrolls: false, canvasInView: true, pageBarInView: true };

/** The editor fits the window: no page scrolling, canvas and page bar in view. */
async function expectFits(page: Page, pageButtons: readonly string[]) {
  await expect.poll(() => layout(page, pageButtons)).toEqual(FITS);
}

/** Checks view mode, then edit mode, of the editor that is open; leaves it in view mode. */
async function expectFitsInBothModes(page: Page) {
  const main = page.getByRole('main');
  await expect(main.locator('canvas').first()).toBeVisible();
  await expectFits(page, ['Page 1']);
  await startEditing(page);
  await expectFits(page, ['Page 1', 'Add page', 'Remove page']);
  await saveEdits(page);
}

function isFullscreen(page: Page) {
  return page.evaluate(() =>
    Boolean((globalThis as unknown as PageGlobals).document.fullscreenElement),
  );
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1600, height: 900 },
]) {
  test(`editor layout: a board and the drafting board fit ${viewport.width}×${viewport.height} in view and edit mode`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const owner = await createVerifiedUser(request, 'Layout Coach');
    const { page, context } = await newSession(browser, owner);
    await page.setViewportSize(viewport);
    const boardId = await createBoardAs(page, `Layout ${randomUUID().slice(0, 8)}`);

    await openScreen(page, `/tacticboards/${boardId}/update`);
    await expectFitsInBothModes(page);

    await openScreen(page, '/drafting-board');
    await expectFitsInBothModes(page);
    await context.close();
  });
}

test('editor layout: the first page is drawn at the size the canvas keeps', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, 'First Draw Coach');
  const { page, context } = await newSession(browser, owner);
  const boardId = await createBoardAs(page, `First draw ${randomUUID().slice(0, 8)}`);
  // The drawing surface's size as the editor first says a page is drawn on it.
  await page.addInitScript(() => {
    const globals = globalThis as unknown as {
      document: {
        querySelector(selector: string): { width: number; height: number } | null;
      };
      MutationObserver: new (callback: () => void) => {
        observe(target: unknown, options: Record<string, unknown>): void;
        disconnect(): void;
      };
      sizeAtFirstDraw?: string;
    };
    const observer = new globals.MutationObserver(() => {
      if (!globals.document.querySelector('[data-drawn-page]')) return;
      const canvas = globals.document.querySelector('canvas.lower-canvas');
      globals.sizeAtFirstDraw = canvas ? `${canvas.width}×${canvas.height}` : 'none';
      observer.disconnect();
    });
    observer.observe(globals.document, { subtree: true, childList: true, attributes: true });
  });
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const sizes = () =>
    page.evaluate(() => {
      const globals = globalThis as unknown as {
        document: { querySelector(selector: string): { width: number; height: number } };
        sizeAtFirstDraw?: string;
      };
      const canvas = globals.document.querySelector('canvas.lower-canvas');
      return { first: globals.sizeAtFirstDraw, now: `${canvas.width}×${canvas.height}` };
    });
  // Two frames on, the resize observer has reported any change of the layout: a resize after
  // the first draw would have drawn the page twice, the first time at the wrong scale.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = (globalThis as unknown as { requestAnimationFrame(next: () => void): void })
          .requestAnimationFrame;
        frame(() => frame(() => resolve()));
      }),
  );
  const { first, now } = await sizes();
  expect(first).toBe(now);
  await context.close();
});

test('editor layout: at 1600 px the permanent items drawer stays below the app bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await startEditing(page);
  // Wide enough for the permanent drawer: no toggle, the drawer is simply there.
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await expect(drawer).toBeVisible();
  await expect(main.getByRole('button', { name: 'Items' })).toHaveCount(0);

  const appBar = await boxOf(page.getByRole('banner'));
  const drawerBox = await boxOf(drawer);
  expect(drawerBox.y).toBeGreaterThanOrEqual(appBar.y + appBar.height);
  // The drawer scrolls inside itself rather than lengthening the page.
  await expectFits(page, ['Page 1', 'Add page']);

  // Even scrolled as far as it goes, what shows at the app bar over the drawer is the app bar.
  await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 10_000));
  const x = drawerBox.x + drawerBox.width / 2;
  const y = appBar.y + appBar.height - 4;
  const hitsAppBar = await page.evaluate(
    ([px, py]) =>
      Boolean(
        (globalThis as unknown as PageGlobals).document
          .elementFromPoint(px ?? 0, py ?? 0)
          ?.closest('header:not(main header)'),
      ),
    [x, y],
  );
  expect(hitsAppBar).toBe(true);
});

/**
 * The drafting board in edit mode on a touch tablet of `viewport`, with the items opened by a
 * tap; `alone` is where the board was before they opened.
 */
async function openItemsOnTablet(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: 'en-US', viewport, hasTouch: true });
  const page = await context.newPage();
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit', exact: true }).tap();
  const board = boardCanvas(page);
  await expect(board).toBeVisible();
  const alone = await boxOf(board);
  await main.getByRole('button', { name: 'Items' }).tap();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await expect(drawer).toBeVisible();
  return { context, page, main, board, alone, drawer };
}

test('editor layout: on a tablet on its side the items drawer sits beside the board, which stays wholly in sight', async ({
  browser,
}) => {
  const { context, page, main, board, alone, drawer } = await openItemsOnTablet(browser, {
    width: 1024,
    height: 768,
  });

  const teamA = drawer.getByRole('group', { name: 'Team A' });
  for (const role of ['Keeper', 'Chaser', 'Beater']) {
    await teamA.getByRole('button', { name: role }).tap();
    await expect(drawer).toBeVisible();
  }
  // The kick-off line-up's 14 players and the three placed ones, kept by this browser.
  await expect.poll(async () => (await draftingObjects(page)).length).toBe(17);

  // Nothing covers or dims the board: it shrinks to the room beside the drawer, whole.
  await expect(page.locator('.MuiBackdrop-root')).toHaveCount(0);
  await expect.poll(async () => (await boxOf(board)).width).toBeLessThan(alone.width);
  const beside = await boxOf(board);
  const drawerBox = await boxOf(drawer);
  expect(beside.x).toBeGreaterThanOrEqual(drawerBox.x + drawerBox.width);
  expect(beside.x + beside.width).toBeLessThanOrEqual(1024);

  // The coach works on the board with the drawer open; its close button closes it, and the board
  // takes the width back.
  await page.touchscreen.tap(beside.x + beside.width / 2, beside.y + 20);
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close items' }).tap();
  await expect(drawer).toBeHidden();
  await expect(main.getByRole('button', { name: 'Items', pressed: false })).toBeVisible();
  await expect.poll(async () => (await boxOf(board)).width).toBe(alone.width);
  await context.close();
});

test('editor layout: on a tablet held upright the items come in a tray below the board', async ({
  browser,
}) => {
  const {
    context,
    page,
    board,
    alone,
    drawer: tray,
  } = await openItemsOnTablet(browser, { width: 768, height: 1024 });
  await tray.getByRole('group', { name: 'Team A' }).getByRole('button', { name: 'Chaser' }).tap();
  await expect.poll(async () => (await draftingObjects(page)).length).toBe(15);
  // The board keeps the window's width, and the tray lies below it.
  const withTray = await boxOf(board);
  expect(withTray.width).toBe(alone.width);
  expect((await boxOf(tray)).y).toBeGreaterThanOrEqual(withTray.y + withTray.height);
  await context.close();
});

test('editor layout: full screen fits the editor and shows the items drawer inside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await startEditing(page);
  await main.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await expectFits(page, ['Page 1', 'Add page', 'Remove page']);

  await main.getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  await expect(drawer).toBeVisible();
  // Inside the element shown in full screen; outside it the browser would show nothing.
  expect(
    await drawer.evaluate((element) =>
      Boolean((globalThis as unknown as PageGlobals).document.fullscreenElement?.contains(element)),
    ),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await main.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(() => isFullscreen(page)).toBe(false);
  await expectFits(page, ['Page 1', 'Add page', 'Remove page']);
});

test('editor layout: on a 360 px phone the top bar keeps Play and Edit/Save and the rest is in "More actions"', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const device = { width: 360, height: 740, touch: false };
  const { page, context, main, topBar } = await openBoardOnDevice(browser, request, device);

  const edit = await boxOf(topBar.getByRole('button', { name: 'Edit', exact: true }));
  const play = await boxOf(topBar.getByRole('button', { name: 'Play', exact: true }));
  const more = topBar.getByRole('button', { name: 'More actions' });
  // One row under the name, whole on the screen.
  expect(play.y).toBe(edit.y);
  expect((await boxOf(more)).x + 40).toBeLessThanOrEqual(360);
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Record video',
    'Export video',
    'Download picture',
    'Full screen',
    'Delete board',
  ]);

  // Full screen and back, both from the menu.
  await menu.getByRole('menuitem', { name: 'Full screen' }).click();
  await expect(menu).toBeHidden();
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await more.click();
  await menu.getByRole('menuitem', { name: 'Exit full screen' }).click();
  await expect.poll(() => isFullscreen(page)).toBe(false);

  // A dialog opened from the menu outlives it.
  await more.click();
  await menu.getByRole('menuitem', { name: 'Delete board' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete tactic board?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // Editing: Save and the items toggle stay in the bar, and nothing runs off the side.
  await topBar.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(topBar.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Items' })).toBeVisible();
  const canvas = await boxOf(main.locator('canvas').first());
  expect(canvas.x + canvas.width).toBeLessThanOrEqual(360);
  await topBar.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(topBar.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await context.close();
});

/** A new coach's new board open in the editor on a device of this size, by touch or not. */
async function openBoardOnDevice(
  browser: Browser,
  request: APIRequestContext,
  device: { width: number; height: number; touch: boolean },
) {
  const owner = await createVerifiedUser(request, 'Device Coach');
  const { page, context } = await newSession(browser, owner, {
    viewport: { width: device.width, height: device.height },
    hasTouch: device.touch,
    isMobile: device.touch,
  });
  const name = `Device ${randomUUID().slice(0, 8)}`;
  const boardId = await createBoardAs(page, name);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');
  // The editor's own bar: a header inside main, so no landmark of its own.
  const topBar = main.locator('header[aria-label="Board controls"]');
  await expect(main.locator('canvas').first()).toBeVisible();
  return { page, context, name, main, topBar };
}

test('editor layout: on a phone on its side the top bar folds into "More actions" and the board fits', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const device = { width: 844, height: 390, touch: true };
  const { page, context, topBar } = await openBoardOnDevice(browser, request, device);
  await expect(topBar.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Record video' })).toHaveCount(0);
  // Back, name, Play, Edit and the menu share one row.
  expect((await boxOf(topBar)).height).toBeLessThan(64);
  await expectFits(page, ['Page 1']);

  await topBar.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Record video' })).toBeVisible();
  await page.keyboard.press('Escape');
  await topBar.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Animation of/ })).toBeVisible();
  await context.close();
});

test('editor layout: on a small phone on its side, editing, the page scrolls the app bar away and shows tools, board and pages whole', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const device = { width: 740, height: 360, touch: true };
  const owner = await createVerifiedUser(request, 'Sideways Coach');
  const { page, context } = await newSession(browser, owner, {
    viewport: { width: device.width, height: device.height },
    hasTouch: true,
    isMobile: true,
  });
  // Two pages: the timing strip shows too.
  const empty = { objects: [], backgroundImage: { src: '/full-court.svg' } };
  const boardId = await createBoardAs(page, `Sideways ${randomUUID().slice(0, 8)}`, [empty, empty]);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');
  const topBar = main.locator('header[aria-label="Board controls"]');
  await topBar.getByRole('button', { name: 'Edit', exact: true }).click();
  const tools = main.getByRole('group', { name: 'Tool' });
  await expect(tools).toBeVisible();
  // Scrolled to the end: the app's bar has gone up and covers nothing.
  await page.evaluate(() => {
    const globals = globalThis as unknown as PageGlobals & {
      document: { body: { scrollHeight: number } };
    };
    globals.scrollTo(0, globals.document.body.scrollHeight);
  });
  const toolsBox = await boxOf(tools);
  const save = topBar.getByRole('button', { name: 'Save', exact: true });
  for (const [element, selector] of [
    [tools, '[role="group"][aria-label="Tool"]'],
    [save, 'header[aria-label="Board controls"]'],
  ] as const) {
    const box = await boxOf(element);
    const shown = await page.evaluate(
      ({ x, y, selector }) =>
        (globalThis as unknown as PageGlobals).document
          .elementFromPoint(x, y)
          ?.closest(selector) !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2, selector },
    );
    expect(shown, selector).toBe(true);
  }
  const size = { width: device.width, height: device.height };
  expect(inViewport(toolsBox, size)).toBe(true);
  const pages = main.getByRole('navigation', { name: 'Pages' });
  expect(inViewport(await boxOf(pages.getByRole('button', { name: 'Add page' })), size)).toBe(true);
  // The board lies inside the editor's panel, above its page bar.
  const canvas = await boxOf(main.locator('canvas').first());
  expect(canvas.y + canvas.height).toBeLessThanOrEqual((await boxOf(pages)).y + 1);
  await context.close();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1024, height: 768 },
]) {
  test(`editor layout: at ${viewport.width}×${viewport.height} selecting does not move the canvas, and a touch drag lands under the finger`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport, hasTouch: true });
    const page = await context.newPage();
    await openScreen(page, '/drafting-board');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit', exact: true }).tap();
    const toolbar = main.getByRole('toolbar', { name: 'Editing tools' });
    await expect(toolbar).toBeVisible();
    const deleteButton = toolbar.getByRole('button', { name: 'Delete selected' });
    const knockOut = toolbar.getByRole('button', { name: 'Knocked out' });
    await expect(deleteButton).toBeDisabled();
    await expect(knockOut).toHaveCount(0);

    const canvas = boardCanvas(page);
    const canvasTop = async () => (await boxOf(canvas)).y;
    const top = await canvasTop();
    const [first, second] = (await draftingObjects(page)).filter((object) => object.role);
    if (!first || !second) throw new Error('the drafting board starts with players');

    // A tap selects a player and brings the selection's own tools (knocking out among them);
    // the toolbar keeps its height, so the canvas stays where it was.
    const firstAt = await screenPoint(page, [first.left ?? 0, first.top ?? 0]);
    await page.touchscreen.tap(firstAt.x, firstAt.y);
    await expect(deleteButton).toBeEnabled();
    await expect(knockOut).toHaveCount(1);
    expect(await canvasTop()).toBe(top);
    // Where the row has no room for them, the keyboard still reaches them: Tab scrolls them in.
    await toolbar.getByRole('button', { name: 'Duplicate' }).focus();
    await page.keyboard.press('Tab');
    await expect(knockOut).toBeFocused();
    await expect(knockOut).toBeInViewport({ ratio: 1 });

    // Nothing selected again, then a finger drags another player: the selection the drag starts
    // changes the toolbar mid-drag, which must not move the board under the finger.
    const emptyAt = await screenPoint(page, [610, 60]);
    await page.touchscreen.tap(emptyAt.x, emptyAt.y);
    await expect(deleteButton).toBeDisabled();
    expect(await canvasTop()).toBe(top);

    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: ScreenPoint) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
      });
    const target: BoardPoint = [610, 150];
    const from = await screenPoint(page, [second.left ?? 0, second.top ?? 0]);
    const to = await screenPoint(page, target);
    await touch('touchStart', from);
    const steps = 12;
    for (let step = 1; step <= steps; step += 1) {
      await touch('touchMove', {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      });
    }
    await touch('touchEnd');
    await expect(knockOut).toHaveCount(1);
    expect(await canvasTop()).toBe(top);

    // Where the finger lifted, in board units: a screen pixel is up to 4 of them on a phone.
    await expect
      .poll(async () => {
        const moved = (await draftingObjects(page)).find(({ uuid }) => uuid === second.uuid);
        return [
          Math.abs((moved?.left ?? 0) - target[0]) <= 4,
          Math.abs((moved?.top ?? 0) - target[1]) <= 4,
        ];
      })
      .toEqual([true, true]);
    await context.close();
  });
}

/**
 * The player's buttons and slider whose middle or lower edge is covered or cut off, by their
 * accessible names: each is probed where a finger would land and just above its bottom edge.
 */
function coveredControls(page: Page, region: string) {
  return page.evaluate((label) => {
    const doc = (globalThis as unknown as { document: ProbedDocument }).document;
    const player = doc.querySelector(`[role="region"][aria-label="${label}"]`);
    if (!player) return ['no player'];
    const covered: string[] = [];
    for (const control of player.querySelectorAll('button, input')) {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const hits = [box.top + box.height / 2, box.top + box.height - 2].map(
        (y) => doc.elementFromPoint(x, y)?.closest('button, input') === control,
      );
      if (!hits.every(Boolean)) {
        covered.push(control.getAttribute('aria-label') ?? control.textContent ?? '?');
      }
    }
    return covered;
  }, region);
}

for (const device of [
  { width: 360, height: 740, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1024, height: 768, touch: false },
]) {
  test(`editor layout: at ${device.width}×${device.height}${device.touch ? ' by touch' : ''} the player shows all its controls whole above the page bar and its picture wide`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { page, context, name, main, topBar } = await openBoardOnDevice(browser, request, device);
    await topBar.getByRole('button', { name: 'Play', exact: true }).click();
    const region = `Animation of ${name}`;
    const player = page.getByRole('region', { name: region });
    await expect(player.getByRole('button', { name: 'Loop' })).toBeVisible();

    await expect.poll(() => coveredControls(page, region)).toEqual([]);
    const size = { width: device.width, height: device.height };
    const pageOne = main.getByRole('navigation', { name: 'Pages' }).getByRole('button', {
      name: 'Page 1',
    });
    expect(inViewport(await pageOne.boundingBox(), size)).toBe(true);
    const picture = await boxOf(player.getByRole('img'));
    const loop = await boxOf(player.getByRole('button', { name: 'Loop' }));
    expect(loop.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    // The slot leaves room for the rows below the picture, not the picture for the rows.
    expect(picture.width).toBeGreaterThan(0.85 * (await boxOf(main)).width);
    await context.close();
  });
}
