import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { numberedPlayer, openNewBoard } from './support/board-editor.ts';
import { newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { decodedFrame, pausedPlayer } from './support/video.ts';

test.use({ locale: 'en-US' });

// Colours no court has, so the ball and its carrier can be found in the picture by colour.
const CARRIER_FILL = '#0000ff';
const BALL_FILL = '#ff00ff';
const CARRIER_RADIUS = 18;
/** Where the editor and playback draw a held ball's centre from its carrier's (domain constant). */
const HELD_BALL_OFFSET = { x: 15, y: 15 };
const CAPTION = 'Beater 1 takes the bludger; chaser 2 cuts';

const carrier = (left: number, top: number) => ({
  type: 'circle',
  uuid: 'e2e-carrier',
  left,
  top,
  radius: CARRIER_RADIUS,
  fill: CARRIER_FILL,
  strokeWidth: 0,
  originX: 'center',
  originY: 'center',
});

/** A volleyball (the quaffle) held by the carrier; its stored position is where it lay on page 1 on both pages. */
const ball = {
  type: 'circle',
  uuid: 'e2e-ball',
  objectType: 'ball',
  ballType: 'Volleyball',
  left: 300 + HELD_BALL_OFFSET.x,
  top: 300 + HELD_BALL_OFFSET.y,
  radius: 8,
  fill: BALL_FILL,
  strokeWidth: 0,
  originX: 'center',
  originY: 'center',
  heldBy: 'e2e-carrier',
};

/**
 * A two-page board (page schema 2, seeded over the API): the carrier holds the ball on both pages
 * and runs from (300, 300) to (700, 400); page 1 has a caption. Opened in the editor.
 */
async function openPossessionBoard(page: Page, name: string) {
  const pages = [
    {
      version: 2,
      backgroundImage: { src: '/full-court.svg' },
      caption: CAPTION,
      objects: [carrier(300, 300), ball],
    },
    {
      version: 2,
      backgroundImage: { src: '/full-court.svg' },
      objects: [carrier(700, 400), ball],
    },
  ];
  const { main } = await openNewBoard(page, name, pages);
  return main;
}

interface Spot {
  /** Bounding box of the pixels of one colour in the player's picture (canvas pixels). */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  count: number;
}

/** The part of a canvas element the page-side code below reads (the e2e project has no DOM types). */
interface PictureElement {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  } | null;
}

/** Finds the carrier's and the ball's pixels in the player's canvas (drawn at the board's size). */
async function spotsIn(player: Locator): Promise<{ carrier: Spot; ball: Spot }> {
  return player.locator('canvas').evaluate((element) => {
    const canvas = element as unknown as PictureElement;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const { width, height } = canvas;
    const { data } = context.getImageData(0, 0, width, height);
    const empty = () => ({ minX: Infinity, minY: Infinity, maxX: -1, maxY: -1, count: 0 });
    const found = { carrier: empty(), ball: empty() };
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
        const spot =
          b > 220 && r < 30 && g < 30
            ? found.carrier
            : r > 220 && b > 220 && g < 30
              ? found.ball
              : undefined;
        if (!spot) continue;
        spot.minX = Math.min(spot.minX, x);
        spot.minY = Math.min(spot.minY, y);
        spot.maxX = Math.max(spot.maxX, x);
        spot.maxY = Math.max(spot.maxY, y);
        spot.count += 1;
      }
    }
    return found;
  });
}

/** Centre of the ball, and of the carrier from its top left edges (the ball covers its lower right). */
function centres(spots: { carrier: Spot; ball: Spot }) {
  return {
    carrier: {
      x: spots.carrier.minX + CARRIER_RADIUS,
      y: spots.carrier.minY + CARRIER_RADIUS,
    },
    ball: {
      x: (spots.ball.minX + spots.ball.maxX + 1) / 2,
      y: (spots.ball.minY + spots.ball.maxY + 1) / 2,
    },
  };
}

function expectHeld(spots: { carrier: Spot; ball: Spot }) {
  expect(spots.carrier.count).toBeGreaterThan(100);
  expect(spots.ball.count).toBeGreaterThan(50);
  const { carrier: at, ball: held } = centres(spots);
  expect(Math.abs(held.x - (at.x + HELD_BALL_OFFSET.x))).toBeLessThanOrEqual(2);
  expect(Math.abs(held.y - (at.y + HELD_BALL_OFFSET.y))).toBeLessThanOrEqual(2);
  return at;
}

/** Share of dark and of white pixels in the band of rows `top`–`bottom` (middle half of the width). */
function bandShares(rgb: Buffer, width: number, top: number, bottom: number) {
  let dark = 0;
  let white = 0;
  let all = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = Math.floor(width / 4); x < Math.floor((3 * width) / 4); x += 1) {
      const at = (y * width + x) * 3;
      const light = ((rgb[at] ?? 0) + (rgb[at + 1] ?? 0) + (rgb[at + 2] ?? 0)) / 3;
      if (light < 70) dark += 1;
      if (light > 220) white += 1;
      all += 1;
    }
  }
  return { dark: dark / all, white: white / all };
}

test('playback: a held ball follows its running carrier, at rest and mid-run', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, 'Possession Coach');
  const { page, context } = await newSession(browser, owner);
  const name = `Possession ${randomUUID().slice(0, 8)}`;
  const main = await openPossessionBoard(page, name);

  const player = await pausedPlayer(main, name);
  const scrubber = player.getByRole('slider', { name: 'Position in the animation' });
  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(scrubber).toHaveAttribute('aria-valuenow', '0');
  // The caption is text below the picture, where a phone can read it.
  await expect(player.getByText(CAPTION, { exact: true })).toBeVisible();

  // Page 1 at rest: the ball at the carrier.
  const start = expectHeld(await spotsIn(player));
  expect(start.x).toBeCloseTo(300, -1);
  expect(start.y).toBeCloseTo(300, -1);

  // Page 2 at rest: the stored ball still lies at page 1's spot, but it is drawn at the carrier.
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect(player.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
  const end = expectHeld(await spotsIn(player));
  expect(Math.abs(end.x - 700)).toBeLessThanOrEqual(2);
  expect(Math.abs(end.y - 400)).toBeLessThanOrEqual(2);

  // Half way through the move (page 2 rests from 3000 ms; 50 steps of 10 ms back): the carrier
  // is on its way, and the ball with it.
  await scrubber.focus();
  for (let step = 0; step < 50; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(scrubber).toHaveAttribute('aria-valuenow', '2500');
  const middle = expectHeld(await spotsIn(player));
  expect(Math.abs(middle.x - 500)).toBeLessThanOrEqual(3);
  expect(Math.abs(middle.y - 350)).toBeLessThanOrEqual(3);
  await context.close();
});

test('playback: a numbered player as the editor stores it (a group) is drawn on every page', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, 'Numbered Coach');
  const { page, context } = await newSession(browser, owner);
  const name = `Numbered ${randomUUID().slice(0, 8)}`;
  const pages = [300, 700].map((left, index) => ({
    version: 2,
    backgroundImage: { src: '/full-court.svg' },
    objects: [
      numberedPlayer(
        'e2e-numbered',
        { x: left, y: 300 + 100 * index },
        { fill: CARRIER_FILL, radius: CARRIER_RADIUS },
        '7',
      ),
    ],
  }));
  const { main } = await openNewBoard(page, name, pages);
  const player = await pausedPlayer(main, name);
  const scrubber = player.getByRole('slider', { name: 'Position in the animation' });
  await scrubber.focus();
  await page.keyboard.press('Home');
  // Page 1 at rest, then page 2 at rest: the disc at the page's place each time (the page after
  // the first was drawn from a bitmap made before its first frame, and came out empty).
  for (const [label, at] of [
    ['Page 1 of 2', { x: 300, y: 300 }],
    ['Page 2 of 2', { x: 700, y: 400 }],
  ] as const) {
    if (label === 'Page 2 of 2') {
      await player.focus();
      await page.keyboard.press('ArrowRight');
    }
    await expect(player.getByRole('img', { name: label })).toBeVisible();
    await expect(async () => {
      const { carrier } = await spotsIn(player);
      expect(carrier.count, label).toBeGreaterThan(300);
      expect(Math.abs(carrier.minX + CARRIER_RADIUS - at.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(carrier.minY + CARRIER_RADIUS - at.y)).toBeLessThanOrEqual(2);
    }).toPass({ timeout: 5_000 });
  }
  await context.close();
});

test('GIF export: the page caption is burned in on a strip below the court, covering none of it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request, 'Caption Coach');
  const { page, context } = await newSession(browser, owner);
  const name = `Caption ${randomUUID().slice(0, 8)}`;
  const main = await openPossessionBoard(page, name);

  await main.getByRole('button', { name: 'Download picture' }).click();
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('menuitem', { name: /^Animation as GIF/ }).click();
  const path = await (await download).path();

  // 610 × 343: the GIF is half the board. Frame 0 is page 1 at rest (captioned), the last one
  // page 2 at rest (no caption): one frame, 20 moving ones at 20 fps, one frame.
  const [width, height, frames] = [610, 343, 22];
  const stripTop = height - Math.round(height * 0.075);
  const first = await decodedFrame(path, 0, width, height);
  const last = await decodedFrame(path, frames - 1, width, height);
  const strip = (rgb: Buffer) => bandShares(rgb, width, stripTop + 1, height - 1);
  const courtAbove = (rgb: Buffer) => bandShares(rgb, width, stripTop - 8, stripTop - 2);
  // The caption's white text on the dark strip; a page without one leaves the strip empty.
  expect(strip(first).dark).toBeGreaterThan(0.4);
  expect(strip(first).white).toBeGreaterThan(0.02);
  expect(strip(last).white).toBeLessThan(0.005);
  // The court ends where the strip starts: grass right above it, none in it.
  expect(strip(last).dark).toBeGreaterThan(0.9);
  for (const frame of [first, last]) expect(courtAbove(frame).dark).toBeLessThan(0.2);
  await context.close();
});
