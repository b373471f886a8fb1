import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { openNewBoard } from './support/board-editor.ts';
import { newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { pausedPlayer } from './support/video.ts';

test.use({ locale: 'en-US' });

/** Board points on plain grass of full-court.svg, clear of lines, hoops and the object. */
const IN_ZONE_A = { x: 150, y: 200 };
const IN_ZONE_B = { x: 1070, y: 200 };
const MIDFIELD = { x: 500, y: 200 };

/** The part of a canvas element the page-side code below reads (the e2e project has no DOM types). */
interface PictureElement {
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  } | null;
}

type Rgb = [r: number, g: number, b: number];

/** The colour of the player's canvas (drawn at the board's size) at each board point. */
async function coloursAt(player: Locator, points: { x: number; y: number }[]): Promise<Rgb[]> {
  return player.locator('canvas').evaluate((element, at) => {
    const context = (element as unknown as PictureElement).getContext('2d');
    if (!context) throw new Error('no 2d context');
    return at.map(({ x, y }): [number, number, number] => {
      const { data } = context.getImageData(x, y, 1, 1);
      return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    });
  }, points);
}

test('playback: the keeper zones overlay tints each end of the court in its team colour', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, 'Zone Coach');
  const { page, context } = await newSession(browser, owner);
  const name = `Zones ${randomUUID().slice(0, 8)}`;
  const object = {
    type: 'circle',
    uuid: 'e2e-keeper',
    left: 610,
    top: 500,
    radius: 15,
    fill: '#ffffff',
    originX: 'center',
    originY: 'center',
  };
  const pages = [0, 1].map(() => ({
    version: 2,
    backgroundImage: { src: '/full-court.svg' },
    objects: [object],
  }));
  const { main } = await openNewBoard(page, name, pages);

  const player = await pausedPlayer(main, name);

  const points = [IN_ZONE_A, IN_ZONE_B, MIDFIELD];
  const plain = await coloursAt(player, points);
  // Grass is green: more green than red or blue.
  for (const [r, g, b] of plain) expect(g).toBeGreaterThan(Math.max(r, b));
  const [plainA, plainB, plainMid] = plain;

  const toggle = player.getByRole('button', { name: 'Show keeper zones' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // Team A (#3d85c6) tints its end blue, team B (#dd2d2d) its end red; midfield stays as it was.
  await expect
    .poll(async () => {
      const [zoneA] = await coloursAt(player, [IN_ZONE_A]);
      return (zoneA?.[2] ?? 0) - (plainA?.[2] ?? 0);
    })
    .toBeGreaterThan(25);
  const [zoneA, zoneB, mid] = await coloursAt(player, points);
  expect((zoneB?.[0] ?? 0) - (plainB?.[0] ?? 0)).toBeGreaterThan(25);
  expect(zoneA?.[2]).toBeGreaterThan(zoneB?.[2] ?? 0);
  expect(zoneB?.[0]).toBeGreaterThan(zoneA?.[0] ?? 0);
  expect(mid).toEqual(plainMid);

  // The overlay stays on the next page, and goes with the toggle.
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect(player.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
  expect((await coloursAt(player, [IN_ZONE_A]))[0]).toEqual(zoneA);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await coloursAt(player, [IN_ZONE_A]))[0]).toEqual(plainA);
  await context.close();
});
