import { expect, test, type Page } from '@playwright/test';
import { screenReady } from './support/ready.ts';

/*
 * The drafting board draws its frame and court before the editor's code has arrived (issue 17).
 * The editor's chunk is held back here until the frame has been measured, so the check does not
 * depend on how fast this machine is; then the court must lie exactly where fabric's canvas
 * draws the board, and give way to it once that has drawn.
 */

/** What the page's globals offer to these checks (e2e/ has no DOM types). */
interface PageGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: {
    createElement(tag: 'div'): {
      innerHTML: string;
      querySelector(
        selector: 'svg',
      ): { children: ArrayLike<{ tagName: string; outerHTML: string }> } | null;
    };
  };
}

const EDITOR_CHUNK = /\/assets\/drafting-board-editor-[\w-]+\.js$/;

/** Holds the editor's code back until `release` is called. */
async function holdEditor(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(EDITOR_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const cases = [
  { locale: 'en-US', viewport: { width: 1280, height: 800 } },
  // German labels are longer: the top bar takes two rows, and the canvas is limited by height.
  { locale: 'de-DE', viewport: { width: 1280, height: 800 } },
  { locale: 'de-DE', viewport: { width: 1024, height: 768 } },
  { locale: 'en-US', viewport: { width: 360, height: 740 } },
];

for (const { locale, viewport } of cases) {
  test.describe(`${viewport.width}×${viewport.height}, ${locale}`, () => {
    test.use({ locale, viewport });

    test('the court is drawn before the editor has loaded, where the editor draws it', async ({
      page,
    }) => {
      const release = await holdEditor(page);
      await page.goto('/drafting-board');
      const preview = page.locator('[data-court-preview]');
      await expect(preview).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      // Still the frame: the editor's code has not arrived, so there is no canvas yet.
      await expect(main.locator('canvas')).toHaveCount(0);
      const before = await preview.boundingBox();

      release();
      await screenReady(page);
      await expect(preview).toHaveCount(0);
      expect(before).not.toBeNull();
      // Where the canvas settles: on a busy machine the first look can come while the editor's
      // layout is still being worked out (suite run 89 saw x off once).
      const offBy = async () => {
        const canvas = await main.locator('canvas.lower-canvas').boundingBox();
        if (!canvas || !before) return Infinity;
        const sides = ['x', 'y', 'width', 'height'] as const;
        return Math.max(...sides.map((side) => Math.abs(canvas[side] - before[side])));
      };
      await expect.poll(offBy, { timeout: 5_000 }).toBeLessThan(0.5);
    });
  });
}

test.describe('a stored board', () => {
  test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 } });

  test('the frame shows its first court and a stand-in for each page', async ({ page }) => {
    await page.addInitScript(() => {
      const court = (src: string) => ({ version: 1, objects: [], backgroundImage: { src } });
      const board = {
        pages: [
          { id: 'a', data: court('/half-court.svg') },
          { id: 'b', data: court('/full-court.svg') },
        ],
      };
      // Only before the app's first load in this test: reloads keep what the editor stored.
      const storage = (globalThis as unknown as PageGlobals).localStorage;
      if (storage.getItem('courtside.draftingBoard') === null) {
        storage.setItem('courtside.draftingBoard', JSON.stringify(board));
      }
    });
    const release = await holdEditor(page);
    await page.goto('/drafting-board');
    const preview = page.locator('[data-court-preview]');
    await expect(preview).toBeVisible();
    const shown = await preview.evaluate((element) => {
      const svg = element.querySelector('svg');
      return [...(svg?.children ?? [])].map((shape) => shape.outerHTML);
    });
    const before = await preview.boundingBox();

    release();
    await screenReady(page);
    const pages = page.getByRole('main').getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(2);
    const canvas = await page.getByRole('main').locator('canvas.lower-canvas').boundingBox();
    expect(canvas?.y).toBeCloseTo(before?.y ?? 0, 0);
    expect(canvas?.height).toBeCloseTo(before?.height ?? 0, 0);
    // The frame drew the half court's shapes, its title left out.
    const halfCourt = await page.evaluate(async () => {
      const text = await (await fetch('/half-court.svg')).text();
      const holder = (globalThis as unknown as PageGlobals).document.createElement('div');
      holder.innerHTML = text;
      const svg = holder.querySelector('svg');
      return Array.from(svg?.children ?? [])
        .filter((shape) => shape.tagName !== 'title')
        .map((shape) => shape.outerHTML);
    });
    expect(shown).toEqual(halfCourt);
  });
});
