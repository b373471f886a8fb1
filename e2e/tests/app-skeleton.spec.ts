import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenReady } from './support/ready.ts';

/*
 * index.html carries a skeleton of the shell (client/src/app/boot/app-skeleton.ts), drawn with the
 * page's first paint before any script has arrived (issue 17). It must sit exactly where the shell
 * draws the same things, so that nothing moves when the app takes over: the skeleton is looked at
 * with the scripts held back, then the app's shell is looked at on the same page.
 */

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is drawn').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

function expectSameBox(actual: Box, expected: Box, what: string) {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[side] - expected[side]), `${what}: ${side}`).toBeLessThan(0.5);
  }
}

const skeleton = (page: Page) => page.locator('#root > .boot');

/**
 * Opens /exercises with every script and style sheet held back until `release` is called, and
 * waits for the skeleton: the page's HTML alone must paint it (a linked style sheet would hold
 * the first paint back, so the skeleton would not show).
 */
async function openWithAssetsHeld(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.(?:js|css)$/, async (route) => {
    await released;
    await route.continue();
  });
  // The scripts hold back the load event too.
  await page.goto('/exercises', { waitUntil: 'commit' });
  await expect(skeleton(page)).toBeVisible();
  // Laid out is not painted: a pending style sheet in the head holds the paint back.
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { timeout: 5_000 },
  );
  return release;
}

test.describe('wide screen', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('the rail, the top bar and its settings button are where the shell draws them', async ({
    page,
  }) => {
    const release = await openWithAssetsHeld(page);
    const railIcons = skeleton(page).locator('.boot-entry svg');
    const iconCount = await railIcons.count();
    expect(iconCount).toBeGreaterThanOrEqual(5);
    const before = {
      toggle: await boxOf(skeleton(page).locator('.boot-toggle svg')),
      icons: await Promise.all(
        Array.from({ length: iconCount }, (_, index) => boxOf(railIcons.nth(index))),
      ),
      bar: await boxOf(skeleton(page).locator('.boot-bar')),
      settings: await boxOf(skeleton(page).locator('.boot-bar > span').last().locator('svg')),
      menu: await skeleton(page).locator('.boot-menu').isVisible(),
    };

    release();
    await screenReady(page);
    await expect(skeleton(page)).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expectSameBox(await boxOf(nav.getByRole('button').locator('svg')), before.toggle, 'toggle');
    const links = nav.getByRole('listitem').locator('a svg');
    for (const [index, box] of before.icons.entries()) {
      expectSameBox(await boxOf(links.nth(index)), box, `navigation entry ${index + 1}`);
    }
    expectSameBox(await boxOf(page.locator('header')), before.bar, 'top bar');
    const settings = page.getByRole('button', { name: 'Open settings' }).locator('svg');
    expectSameBox(await boxOf(settings), before.settings, 'settings button');
    expect(before.menu, 'no menu button beside the rail').toBe(false);
  });
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 700, height: 900 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ locale: 'en-US', viewport });

    test('the top bar with its menu and settings buttons is where the shell draws it', async ({
      page,
    }) => {
      const release = await openWithAssetsHeld(page);
      await expect(skeleton(page).locator('.boot-rail')).toBeHidden();
      const before = {
        bar: await boxOf(skeleton(page).locator('.boot-bar')),
        menu: await boxOf(skeleton(page).locator('.boot-menu svg')),
        settings: await boxOf(skeleton(page).locator('.boot-bar > span').last().locator('svg')),
      };

      release();
      await screenReady(page);
      await expect(skeleton(page)).toHaveCount(0);
      expectSameBox(await boxOf(page.locator('header')), before.bar, 'top bar');
      const menu = page.getByRole('button', { name: 'Open navigation' }).locator('svg');
      expectSameBox(await boxOf(menu), before.menu, 'menu button');
      const settings = page.getByRole('button', { name: 'Open settings' }).locator('svg');
      expectSameBox(await boxOf(settings), before.settings, 'settings button');
    });
  });
}
