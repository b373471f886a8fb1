import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { screenReady } from './ready.ts';

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

/** The logged-in user's id, read from the side navigation's profile link. */
export async function currentUserId(page: Page): Promise<string> {
  const href = await page
    .getByTestId('side-nav')
    .getByRole('link', { name: /^(User Profile|Nutzerprofil)$/ })
    .getAttribute('href');
  const id = href?.split('/').pop();
  if (!id) throw new Error('no profile link in the side navigation');
  return id;
}

/** Logs in through the form on /login and waits until the app greets the user. */
export async function loginThroughForm(page: Page, user: Credentials) {
  await page.getByLabel(/^(E-mail|E-Mail)$/).fill(user.email);
  await page.getByLabel(/^(Password|Passwort)$/).fill(user.password);
  await page.getByRole('button', { name: /^(Log in|Anmelden)$/ }).click();
  await expect(page.getByTestId('welcome-line')).toContainText(user.name);
  await screenReady(page);
}

/**
 * An access token for the page's logged-in user, taken from the refresh call (which is not rate
 * limited) with the browser context's session cookie.
 */
export async function pageToken(page: Page): Promise<string> {
  // The app's header for the GET form of refresh (a plain link is refused).
  const response = await page.request.get('/api/auth/refresh', {
    headers: { 'X-Requested-With': 'courtside' },
  });
  if (!response.ok()) throw new Error(`refresh failed: ${response.status()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Creates an exercise as the page's logged-in user and returns its id. */
export async function createExerciseAs(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/exercises', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data: { name, persons: 6, tags: ['e2e'] },
  });
  if (!response.ok()) throw new Error(`create exercise failed: ${response.status()}`);
  return ((await response.json()) as { _id: string })._id;
}

/** Creates a practice plan (the API's fields; a name at least) as the page's logged-in user. */
export async function createPlanAs(page: Page, plan: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/practice-plans', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data: plan,
  });
  if (!response.ok()) throw new Error(`create plan failed: ${response.status()}`);
  return ((await response.json()) as { _id: string })._id;
}

/**
 * Creates a tactic board as the page's logged-in user and returns its id: with `pages`, or with
 * the page the server gives a new board.
 */
export async function createBoardAs(
  page: Page,
  name: string,
  pages?: readonly object[],
): Promise<string> {
  const response = await page.request.post('/api/tacticboards', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data: { name, tags: ['e2e'], ...(pages && { pages }) },
  });
  if (!response.ok()) {
    throw new Error(`create board failed: ${response.status()} ${await response.text()}`);
  }
  return ((await response.json()) as { _id: string })._id;
}

/**
 * Logs the browser context in through the login API: its refresh cookie is the one the form's
 * login sets, so the next page opens logged in without loading /login and the dashboard first
 * (the form itself is the journey of account.spec.ts and shell.spec.ts).
 */
export async function logInThroughApi(context: BrowserContext, user: Credentials) {
  const response = await context.request.post('/api/auth', {
    data: { email: user.email, password: user.password },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
}

/** A phone held upright, touched: the smallest screen the app is made for. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
} as const satisfies BrowserContextOptions;

/**
 * A browser context of its own, logged in as `user`, with a blank page: a second person in a
 * journey. The caller opens the screen it needs.
 */
export async function newSession(
  browser: Browser,
  user: Credentials,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  await logInThroughApi(context, user);
  const page = await context.newPage();
  return { context, page };
}
