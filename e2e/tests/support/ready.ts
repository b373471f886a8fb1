import { expect, type Page } from '@playwright/test';

/**
 * Waits until the screen is ready: the app marks its main region `aria-busy` while a route's
 * code, the session, an API call, the fonts or a canvas are still loading.
 */
export async function screenReady(page: Page) {
  await expect(page.locator('#main-content')).toHaveAttribute('aria-busy', 'false');
}

/** Opens a path and waits until its screen is ready. */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await screenReady(page);
}

/** Reloads the page and waits until its screen is ready. */
export async function reloadScreen(page: Page) {
  await page.reload();
  await screenReady(page);
}
