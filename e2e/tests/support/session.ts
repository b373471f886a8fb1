import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';

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

const RATE_LIMIT_PAUSE_MS = 15_000;
const RATE_LIMIT_ATTEMPTS = 6;

/**
 * Registers and verifies a user like `createVerifiedUser`, waiting out the server's per-minute
 * limit on sensitive auth calls when several spec files register at the same time.
 */
export async function createVerifiedUserPatiently(
  request: APIRequestContext,
  name: string,
  create: (request: APIRequestContext, name: string) => Promise<Credentials>,
): Promise<Credentials> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(request, name);
    } catch (error) {
      if (attempt >= RATE_LIMIT_ATTEMPTS || !String(error).includes('429')) throw error;
      await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_PAUSE_MS));
    }
  }
}

/** Like `loginThroughForm`, but submits again after a pause when the login is rate limited. */
export async function loginPatiently(page: Page, user: Credentials) {
  await page.getByLabel(/^(E-mail|E-Mail)$/).fill(user.email);
  await page.getByLabel(/^(Password|Passwort)$/).fill(user.password);
  const submit = page.getByRole('button', { name: /^(Log in|Anmelden)$/ });
  const limited = page.getByText(/Too many attempts|Zu viele Versuche/);
  const welcome = page.getByTestId('welcome-line');
  for (let attempt = 1; attempt <= RATE_LIMIT_ATTEMPTS; attempt += 1) {
    await submit.click();
    await expect(welcome.or(limited)).toBeVisible();
    if (await welcome.isVisible()) break;
    await page.waitForTimeout(RATE_LIMIT_PAUSE_MS);
  }
  await expect(welcome).toContainText(user.name);
}

/**
 * An access token for the page's logged-in user, taken from the refresh call (which is not rate
 * limited) with the browser context's session cookie.
 */
export async function pageToken(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/refresh');
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

/** Creates a tactic board as the page's logged-in user and returns its id. */
export async function createBoardAs(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/tacticboards', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data: { name, tags: ['e2e'] },
  });
  if (!response.ok()) throw new Error(`create board failed: ${response.status()}`);
  return ((await response.json()) as { _id: string })._id;
}

/** A browser context of its own, logged in as `user`: a second person in a journey. */
export async function newSession(browser: Browser, user: Credentials) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await loginPatiently(page, user);
  return { context, page };
}
