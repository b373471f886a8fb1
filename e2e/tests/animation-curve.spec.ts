import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { numberedPlayer, openNewBoard } from './support/board-editor.ts';
import { newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { decodedFrame, pausedPlayer } from './support/video.ts';

test.use({ locale: 'en-US' });

interface XY {
  x: number;
  y: number;
}

// Colours no court has, so the runner and the player waiting can be found in a picture by colour.
const RUNNER_FILL = '#0000ff';
const WAITER_FILL = '#ff00ff';
const RUNNER_RADIUS = 18;
const START: XY = { x: 260, y: 470 };
const END: XY = { x: 860, y: 330 };
/** A player who stands here on both pages, far from the run: drawn once for the whole move. */
const WAITER: XY = { x: 1050, y: 600 };
/**
 * The bend stored on page 1 (page schema 2, `objectRunSchema`): the curve's control point lies
 * 0.3 of the way along the straight run and 0.35 run-lengths to its left as seen walking it
 * (`across` counts to the right), so the run bows up, well away from the straight line.
 */
const BEND = { along: 0.3, across: -0.35 };
/** Page 1 holds 2 s, then the runner moves for 1 s at constant speed (linear easing). */
const MOVE_START_MS = 2_000;
const MOVE_MS = 1_000;

/**
 * Where the runner should be `progress` (0–1) into the move: the quadratic Bézier curve from
 * START through the control point to END, worked out here from the stored numbers as the schema
 * describes them rather than with the app's code, so the test checks that code.
 */
function onCurve(progress: number): XY {
  const dx = END.x - START.x;
  const dy = END.y - START.y;
  // "To the right as seen walking the run" on a screen whose y grows downwards.
  const control = {
    x: START.x + BEND.along * dx - BEND.across * dy,
    y: START.y + BEND.along * dy + BEND.across * dx,
  };
  const u = 1 - progress;
  return {
    x: u * u * START.x + 2 * u * progress * control.x + progress * progress * END.x,
    y: u * u * START.y + 2 * u * progress * control.y + progress * progress * END.y,
  };
}

/** Where the runner would be on the straight run, which the bend must leave clearly. */
function onStraightLine(progress: number): XY {
  return {
    x: START.x + (END.x - START.x) * progress,
    y: START.y + (END.y - START.y) * progress,
  };
}

const distance = (a: XY, b: XY) => Math.hypot(a.x - b.x, a.y - b.y);

/** A player as the editor stores it (a group), its disc in `fill`. */
const disc = (uuid: string, fill: string, at: XY) =>
  numberedPlayer(uuid, at, { fill, radius: RUNNER_RADIUS });

const runner = (at: XY, bend?: typeof BEND) => ({
  ...disc('e2e-runner', RUNNER_FILL, at),
  ...(bend ? { run: bend } : {}),
});
const waiter = () => disc('e2e-waiter', WAITER_FILL, WAITER);

/**
 * A two-page board seeded over the API (the runner's bent run from START to END), opened in the
 * editor.
 */
async function openCurveBoard(page: Page, name: string) {
  const pages = [
    {
      version: 2,
      backgroundImage: { src: '/full-court.svg' },
      transition: { easing: 'linear' },
      objects: [waiter(), runner(START, BEND)],
    },
    {
      version: 2,
      backgroundImage: { src: '/full-court.svg' },
      objects: [waiter(), runner(END)],
    },
  ];
  const { main } = await openNewBoard(page, name, pages);
  return main;
}

/** The part of a canvas element the page-side code below reads (the e2e project has no DOM types). */
interface PictureElement {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  } | null;
}

/** Whether an RGB colour is the runner's pure blue (allowing for a GIF palette's rounding). */
const isRunnerBlue = (r: number, g: number, b: number) => b > 200 && r < 50 && g < 50;

/**
 * Centre of the pixels of one colour (the runner's unless named) in the player's canvas, which is
 * drawn at the board's size.
 */
async function discInPlayer(
  player: Locator,
  fill = RUNNER_FILL,
): Promise<{ centre: XY; count: number }> {
  const target = [1, 3, 5].map((at) => parseInt(fill.slice(at, at + 2), 16));
  return player.locator('canvas').evaluate((element, [red, green, blue]) => {
    const canvas = element as unknown as PictureElement;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const { width, height } = canvas;
    const { data } = context.getImageData(0, 0, width, height);
    let [minX, minY, maxX, maxY, count] = [Infinity, Infinity, -1, -1, 0];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        // Within 50 of each channel, as isRunnerBlue: this runs in the page, without its scope.
        const near = (offset: number, value = 0) => Math.abs((data[at + offset] ?? 0) - value) < 50;
        if (!(near(0, red) && near(1, green) && near(2, blue))) continue;
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
        count += 1;
      }
    }
    return { centre: { x: (minX + maxX + 1) / 2, y: (minY + maxY + 1) / 2 }, count };
  }, target);
}

/** Centre of the runner's pixels in a decoded RGB frame, in that frame's pixels. */
function runnerInFrame(rgb: Buffer, width: number, height: number) {
  let [minX, minY, maxX, maxY, count] = [Infinity, Infinity, -1, -1, 0];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      if (!isRunnerBlue(rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0)) continue;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
      count += 1;
    }
  }
  return { centre: { x: (minX + maxX + 1) / 2, y: (minY + maxY + 1) / 2 }, count };
}

/** The runner was drawn on the curve at `progress`, far from where a straight run would put it. */
function expectOnCurve(found: XY, progress: number, tolerance: number) {
  const expected = onCurve(progress);
  expect(
    distance(found, expected),
    `runner at ${JSON.stringify(found)}, curve point ${JSON.stringify(expected)}`,
  ).toBeLessThanOrEqual(tolerance);
  expect(distance(found, onStraightLine(progress))).toBeGreaterThan(60);
}

test('playback: a bent run follows its curve, scrubbed to a quarter, half and three quarters of the move', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, 'Curve Coach');
  const { page, context } = await newSession(browser, owner);
  const name = `Curve ${randomUUID().slice(0, 8)}`;
  const main = await openCurveBoard(page, name);

  const player = await pausedPlayer(main, name);

  // Paused on page 2 at rest (the move has ended): the runner is at END.
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect(player.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
  const scrubber = player.getByRole('slider', { name: 'Position in the animation' });
  const restMs = MOVE_START_MS + MOVE_MS;
  await expect(scrubber).toHaveAttribute('aria-valuenow', String(restMs));
  const atEnd = await discInPlayer(player);
  expect(atEnd.count).toBeGreaterThan(500);
  expect(distance(atEnd.centre, END)).toBeLessThanOrEqual(2);

  // The scrubber moves 10 ms a key: back through the move, reading the picture at each stop. The
  // positions come from the paused clock, not from how fast this machine plays.
  let position = restMs;
  for (const progress of [0.75, 0.5, 0.25]) {
    const target = MOVE_START_MS + progress * MOVE_MS;
    await scrubber.focus();
    for (; position > target; position -= 10) await page.keyboard.press('ArrowLeft');
    await expect(scrubber).toHaveAttribute('aria-valuenow', String(target));
    const found = await discInPlayer(player);
    expect(found.count).toBeGreaterThan(500);
    expectOnCurve(found.centre, progress, 3);
    // The player standing still is drawn where it stands, as whole as the runner.
    const standing = await discInPlayer(player, WAITER_FILL);
    expect(standing.count).toBeGreaterThan(500);
    expect(distance(standing.centre, WAITER)).toBeLessThanOrEqual(1);
  }
  await context.close();
});

test('GIF export: the exported frames of a bent run lie on its curve', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request, 'Curve Export Coach');
  const { page, context } = await newSession(browser, owner);
  const name = `Curve GIF ${randomUUID().slice(0, 8)}`;
  const main = await openCurveBoard(page, name);

  await main.getByRole('button', { name: 'Download picture' }).click();
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('menuitem', { name: /^Animation as GIF/ }).click();
  const path = await (await download).path();

  // The GIF is half the board (610 × 343) at 20 fps: frame 0 is page 1 at rest, frames 1–20 the
  // move (frame k at 2000 + 50·(k − 1) ms), frame 21 page 2 at rest.
  const [width, height, scale] = [610, 343, 0.5];
  for (const [frame, progress] of [
    [6, 0.25],
    [11, 0.5],
    [16, 0.75],
  ] as const) {
    const found = runnerInFrame(await decodedFrame(path, frame, width, height), width, height);
    expect(found.count).toBeGreaterThan(150);
    const board = { x: found.centre.x / scale, y: found.centre.y / scale };
    // A GIF pixel is two board pixels.
    expectOnCurve(board, progress, 4);
  }
  await context.close();
});
