import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { storedObjects } from './support/board-data.ts';
import {
  chaserCircle,
  dragOnBoard,
  openNewBoard,
  saveEdits,
  startEditing,
} from './support/board-editor.ts';
import { screenReady } from './support/ready.ts';
import { createBoardAs, newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

// A board opened before on this screen: the page's boot script draws its first page where the
// editor showed it, before the app's code runs, and the editor takes that canvas over.

test.use({ locale: 'en-US' });

interface Place {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What the page's globals offer to these checks (e2e/ has no DOM types). */
interface PageGlobals {
  innerWidth: number;
  innerHeight: number;
  localStorage: { getItem(key: string): string | null };
  location: { pathname: string };
  document: {
    querySelector(selector: string): {
      dataset: Record<string, string | undefined>;
      getBoundingClientRect(): Place;
      width: number;
      height: number;
      getContext(kind: '2d'): {
        getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
      };
    } | null;
    querySelectorAll(selector: string): { length: number };
  };
}

/** The place the editor noted for this address and window size. */
function notedPlace(page: Page): Promise<Place | undefined> {
  return page.evaluate(() => {
    const globals = globalThis as unknown as PageGlobals;
    const places = JSON.parse(
      globals.localStorage.getItem('courtside.canvasPlaces') ?? '{}',
    ) as Record<string, Place>;
    return places[`${globals.location.pathname} ${globals.innerWidth}x${globals.innerHeight}`];
  });
}

/** The box of the first element matching `selector`, rounded to whole pixels. */
function boxOfElement(page: Page, selector: string) {
  return page.evaluate((query) => {
    const element = (globalThis as unknown as PageGlobals).document.querySelector(query);
    if (!element) return null;
    const { left, top, width, height } = element.getBoundingClientRect();
    return [left, top, width, height].map(Math.round);
  }, selector);
}

/** How many colours a grid of points over the canvas shows: a drawn court and players, several. */
function coloursOn(page: Page, selector: string) {
  return page.evaluate((query) => {
    const canvas = (globalThis as unknown as PageGlobals).document.querySelector(query);
    if (!canvas) return 0;
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<string>();
    for (let index = 0; index < data.length; index += 4 * 211) {
      colours.add(`${data[index]},${data[index + 1]},${data[index + 2]}`);
    }
    return colours.size;
  }, selector);
}

/** Drags the board's chaser on the editor's canvas and finds it saved where the pointer let go. */
async function expectDragSaved(page: Page, boardId: string) {
  await startEditing(page);
  await dragOnBoard(page, [300, 300], [600, 400]);
  await saveEdits(page);
  const [moved] = await storedObjects(page, boardId);
  expect(moved?.uuid).toBe('early-chaser');
  // To a pixel of the screen (under two board units here).
  expect(moved?.left).toBeCloseTo(600, -0.5);
  expect(moved?.top).toBeCloseTo(400, -0.5);
}

/** The place the editor noted, rounded to whole pixels as `boxOfElement` gives boxes. */
const roundedBox = (place: Place | undefined) =>
  place && [place.left, place.top, place.width, place.height].map(Math.round);

/**
 * Opens a board in a new page with the app's entry held back, so that only the boot script and
 * the early editor run: its first page is drawn at `earlyBox` before the app's shell. Then lets
 * the app start and finds the editor showing that same canvas (marked while drawn early).
 */
async function openDrawnEarly(
  context: BrowserContext,
  boardId: string,
  earlyBox: number[] | null,
): Promise<Page> {
  const page = await context.newPage();
  let releaseApp: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/tacticboards/${boardId}/update`, { waitUntil: 'commit' });
  await expect(page.locator('[data-early-canvas][data-drawn-page="1"]')).toBeAttached();
  expect(await page.getByTestId('side-nav').count()).toBe(0);
  expect(await boxOfElement(page, EARLY_CANVAS)).toEqual(earlyBox);
  expect(await coloursOn(page, EARLY_CANVAS)).toBeGreaterThan(3);
  await page.evaluate((query) => {
    const canvas = (globalThis as unknown as PageGlobals).document.querySelector(query);
    if (canvas) canvas.dataset.e2e = 'drawn early';
  }, EARLY_CANVAS);

  releaseApp();
  await screenReady(page);
  await expect(page.locator(EDITOR_CANVAS)).toHaveAttribute('data-e2e', 'drawn early');
  await expect(page.locator('[data-early-canvas]')).toHaveCount(0);
  return page;
}

const EARLY_CANVAS = '[data-early-canvas] canvas.lower-canvas';
const EDITOR_CANVAS = '#main-content [data-drawn-page] canvas.lower-canvas';

test("a board opened before: its first page is drawn before the app's code, and the editor takes it over", async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Early Coach');
  const { context, page } = await newSession(browser, coach);
  const page1 = {
    version: 2,
    backgroundImage: { src: '/full-court.svg' },
    objects: [chaserCircle('early-chaser', 300, 300, 7)],
  };
  const { boardId } = await openNewBoard(page, 'Early board', [page1]);
  await expect.poll(() => notedPlace(page)).toBeTruthy();
  const place = await notedPlace(page);
  const shown = await boxOfElement(page, EDITOR_CANVAS);
  expect(roundedBox(place)).toEqual(shown);

  // Opened again: drawn early where the editor showed it, and taken over there.
  const again = await openDrawnEarly(context, boardId, shown);
  expect(await boxOfElement(again, EDITOR_CANVAS)).toEqual(shown);

  // The canvas taken over is the editor's own: a move on it is saved.
  await expectDragSaved(again, boardId);
  await context.close();
});

test('a board opened for the first time where another was: drawn early at that place, then moved into its own', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Early Coach');
  const { context, page } = await newSession(browser, coach);
  const court = { version: 2, backgroundImage: { src: '/full-court.svg' } };
  await openNewBoard(page, 'Short', [{ ...court, objects: [chaserCircle('a', 300, 300, 7)] }]);
  await expect.poll(() => notedPlace(page)).toBeTruthy();
  const otherBoards = await boxOfElement(page, EDITOR_CANVAS);
  // A name that takes the breadcrumbs to a second line, so the editor's canvas sits lower.
  const name = 'A board whose name is long enough to take the breadcrumbs onto a second line';
  const boardId = await createBoardAs(page, name, [
    { ...court, objects: [chaserCircle('early-chaser', 300, 300, 9)] },
  ]);

  // Drawn early where the other board was shown, then moved into this one's own place.
  const fresh = await openDrawnEarly(context, boardId, otherBoards);
  // The first note may be taken at the early place, before the long name has moved the canvas
  // (a busy machine lays the crumbs out late); the editor notes the place again as it moves.
  await expect
    .poll(async () => roundedBox(await notedPlace(fresh)) ?? otherBoards)
    .not.toEqual(otherBoards);
  const ownBox = roundedBox(await notedPlace(fresh));
  await expect.poll(() => boxOfElement(fresh, EDITOR_CANVAS)).toEqual(ownBox);
  expect(await coloursOn(fresh, EDITOR_CANVAS)).toBeGreaterThan(3);

  // Moved and resized, the canvas still puts a drag where the pointer goes.
  await expectDragSaved(fresh, boardId);
  await context.close();
});
