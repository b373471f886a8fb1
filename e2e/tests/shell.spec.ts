import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Credentials } from './support/session.ts';
import {
  createBoardAs,
  createExerciseAs,
  createPlanAs,
  currentUserId,
  loginThroughForm,
  newSession,
  PHONE,
} from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { openScreen, reloadScreen, screenReady } from './support/ready.ts';

const sideNav = (page: Page) => page.getByTestId('side-nav');
const crumbs = (page: Page) => page.getByTestId('breadcrumbs').getByRole('listitem');

/** The height of one line of an element's text, in CSS pixels. */
const lineHeightOf = (locator: Locator) =>
  locator.evaluate((element) =>
    parseFloat(element.ownerDocument.defaultView?.getComputedStyle(element).lineHeight ?? ''),
  );
const activeEntry = (page: Page) => sideNav(page).locator('[aria-current="page"]');

test.describe('language', () => {
  test.use({ locale: 'de-DE' });

  test('?lng=en renders English and is cached for the next visit', async ({ page }) => {
    await openScreen(page, '/?lng=en');
    await expect(sideNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate('localStorage.getItem("i18nextLng")')).toBe('en');

    await openScreen(page, '/exercises');
    await expect(sideNav(page).getByRole('link', { name: 'Exercises' })).toBeVisible();
  });

  test('a German browser gets German', async ({ page }) => {
    await openScreen(page, '/');
    await expect(sideNav(page).getByRole('link', { name: 'Startseite' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Willkommen bei Courtside' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('language switch', () => {
  test.use({ locale: 'en-US' });

  test('switches every visible text at once and persists across a reload', async ({ page }) => {
    await openScreen(page, '/');
    await expect(page.getByRole('heading', { name: 'Welcome to Courtside' })).toBeVisible();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Willkommen bei Courtside' })).toBeVisible();
    await expect(sideNav(page).getByRole('link', { name: 'Übungen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await reloadScreen(page);
    await expect(page.getByRole('heading', { name: 'Willkommen bei Courtside' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Courtside' })).toBeVisible();
  });
});

test.describe('not found', () => {
  test.use({ locale: 'en-US' });

  test('unknown paths show the not-found page inside the layout', async ({ page }) => {
    await openScreen(page, '/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(sideNav(page)).toBeVisible();
    await expect(page.getByTestId('breadcrumbs')).toHaveCount(0);
  });
});

test.describe('a dropped connection', () => {
  test.use({ locale: 'en-US' });

  test('a screen whose code could not be fetched comes once the connection is back', async ({
    page,
    context,
  }) => {
    await openScreen(page, '/');
    await context.setOffline(true);
    await sideNav(page).getByRole('link', { name: 'Drafting Board' }).click();
    // The route's code fails to load while offline: no error page, the start page stays.
    await expect(page.getByRole('heading', { name: 'Welcome to Courtside' })).toBeVisible();
    await expect(page.getByText('Something went wrong while showing this page.')).toHaveCount(0);
    await context.setOffline(false);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeVisible();
    await expect(page).toHaveURL(/\/drafting-board$/);
    await screenReady(page);
  });
});

// One coach walks through the shell in order. Sharing the page (and one login) keeps the suite
// under the server's per-minute limit on logins and registrations.
test.describe('a coach in the shell', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ locale: 'en-US' });

  let page: Page;
  let user: Credentials;
  let userId: string;
  let exerciseId: string;

  test.beforeAll(async ({ browser, request }) => {
    user = await createVerifiedUser(request, 'Shell Coach');
    // axe needs a page of an explicit context.
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('a visitor is sent to login from a protected page and comes back after login', async () => {
    await openScreen(page, '/exercises/add');
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughForm(page, user);
    await expect(page).toHaveURL(/\/exercises\/add$/);
    userId = await currentUserId(page);
    exerciseId = await createExerciseAs(page, 'Seeker sprint');
  });

  test('the active entry and the breadcrumb chain are right on every route', async () => {
    const cases: Array<[string, string | null, string[]]> = [
      ['/', 'home', ['Dashboard']],
      ['/exercises', 'exercises', ['Exercises']],
      ['/exercises/add', 'exercises', ['Exercises', 'add']],
      [`/exercises/${exerciseId}`, 'exercises', ['Exercises', 'Seeker sprint']],
      [`/exercises/${exerciseId}/update`, 'exercises', ['Exercises', 'Seeker sprint', 'edit']],
      ['/tacticboards', 'tacticboards', ['Tactic Boards']],
      ['/drafting-board', 'drafting-board', ['Drafting Board']],
      [`/users/${userId}`, 'profile', ['User Profile']],
      ['/test-components', null, ['Test components']],
      ['/login', 'login', ['Dashboard']],
    ];
    for (const [path, active, chain] of cases) {
      await openScreen(page, path);
      // Let the session restore finish before the next load: an aborted refresh response would
      // lose the rotated refresh cookie.
      await expect(page.getByTestId('welcome-line')).toBeVisible();
      await expect(crumbs(page), path).toHaveText(chain);
      if (active === 'login') {
        // Logged in, the profile replaces the login entry; nothing is active on /login.
        await expect(activeEntry(page), path).toHaveCount(0);
      } else if (active) {
        await expect(activeEntry(page), path).toHaveAttribute('data-nav-key', active);
        await expect(activeEntry(page), path).toHaveCount(1);
      } else {
        await expect(activeEntry(page), path).toHaveCount(0);
      }
      // Earlier crumbs link to their path, the last one is plain text.
      for (let index = 0; index < chain.length - 1; index += 1) {
        await expect(crumbs(page).nth(index).getByRole('link'), path).toHaveCount(1);
      }
      await expect(crumbs(page).last().getByRole('link'), path).toHaveCount(0);
    }

    // Browser history works through the lazily loaded routes.
    const welcome = page.getByTestId('welcome-line');
    await page.goBack();
    await expect(page).toHaveURL(/\/test-components$/);
    await expect(crumbs(page)).toHaveText(['Test components']);
    await expect(welcome).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/users/${userId}$`));
    await expect(welcome).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/test-components$/);
    await expect(welcome).toBeVisible();
  });

  test('the exercise crumb shows a skeleton while loading, then the name, else the fallback', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/exercises/${exerciseId}`, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`/exercises/${exerciseId}`);
    await expect(page.getByTestId('breadcrumbs').getByTestId('crumb-skeleton')).toBeVisible();
    await expect(page.getByTestId('welcome-line')).toBeVisible();
    // The screen says it is still loading as long as the exercise has not come.
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    release();
    await screenReady(page);
    await expect(crumbs(page)).toHaveText(['Exercises', 'Seeker sprint']);
    await page.unroute(`**/api/exercises/${exerciseId}`);

    await openScreen(page, '/exercises/00000000-0000-4000-8000-000000000000');
    await expect(crumbs(page)).toHaveText(['Exercises', 'exercise']);
    await expect(page.getByTestId('welcome-line')).toBeVisible();
  });

  test('no serious or critical axe violations on the screens of a logged-in coach', async () => {
    const boardId = await createBoardAs(page, 'Axe board');
    const screens: Array<[string, string]> = [
      ['/', 'Hello, Shell Coach!'],
      ['/exercises', 'Exercises'],
      [`/exercises/${exerciseId}`, 'Seeker sprint'],
      ['/exercises/add', 'Add exercise'],
      [`/exercises/${exerciseId}/update`, 'Edit “Seeker sprint”'],
      ['/tacticboards', 'Tactic Boards'],
      [`/tacticboards/${boardId}`, 'Axe board'],
    ];
    for (const [path, heading] of screens) {
      await openScreen(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('screens still loading have no serious or critical axe violations either', async () => {
    const boardId = await createBoardAs(page, 'Loading board');
    const planId = await createPlanAs(page, { name: 'Loading plan' });
    // The items' answers are held, so each screen stays in its loading shape while axe looks.
    const items = /\/api\/(exercises|tacticboards|practice-plans)\b/;
    await page.route(items, () => undefined);
    // One of each loading shape (the three lists share one); the shell around them is scanned
    // in the test before.
    const screens = [
      '/exercises',
      `/exercises/${exerciseId}`,
      `/exercises/${exerciseId}/update`,
      `/tacticboards/${boardId}`,
      `/tacticboards/${boardId}/update`,
      `/practice-plans/${planId}`,
      `/practice-plans/${planId}/update`,
      `/practice-plans/${planId}/pitch`,
      `/practice-plans/${planId}/print`,
    ];
    try {
      for (const path of screens) {
        await page.goto(path);
        await expect(page.locator('#main-content'), path).toHaveAttribute('aria-busy', 'true');
        await expect(page.locator('.MuiSkeleton-root').first(), path).toBeVisible();
        await expectNoSeriousA11yViolations(page, ['#main-content', '[data-testid="breadcrumbs"]']);
      }
    } finally {
      await page.unroute(items);
    }
  });

  test('the profile edits the own name and the welcome line follows', async () => {
    await sideNav(page).getByRole('link', { name: 'User Profile' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText('Shell Coach');
    await expect(page.getByTestId('profile-email')).toContainText(user.email);
    await expect(page.getByTestId('own-exercises').getByText('Seeker sprint')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Change name' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Renamed Coach');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText('Renamed Coach');
    await expect(page.getByTestId('welcome-line')).toHaveText('Welcome, Renamed Coach');
    await reloadScreen(page);
    await expect(page.getByTestId('profile-name')).toHaveText('Renamed Coach');
  });

  test('logout clears cached data: a private item is gone without a reload', async () => {
    await openScreen(page, '/');
    await expect(page.getByTestId('recent-exercises').getByText('Seeker sprint')).toBeVisible();
    await sideNav(page).getByRole('link', { name: 'User Profile' }).click();
    await expect(page.getByTestId('own-exercises').getByText('Seeker sprint')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Courtside' })).toBeVisible();
    await expect(page.getByText('Seeker sprint')).toHaveCount(0);
    // Nothing private is left in the client's cache either.
    expect(await page.evaluate('document.body.innerText.includes("Seeker sprint")')).toBe(false);
  });
});

test.describe('account deletion', () => {
  test.use({ locale: 'en-US' });

  test('deletes the account behind a confirmation that says what goes', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const user = await createVerifiedUser(request, 'Leaving Coach');
    await openScreen(page, '/login');
    await loginThroughForm(page, user);
    await sideNav(page).getByRole('link', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(/\/users\/[^/]+#delete-account$/);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Really delete the account?' });
    await expect(dialog).toContainText(
      'all of its own exercises, tactic boards and practice plans',
    );
    await dialog.getByRole('button', { name: 'Delete for good' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Courtside' })).toBeVisible();
    await expect(page.getByTestId('welcome-line')).toHaveCount(0);
    // The session is gone on the server too: a reload finds no user.
    await reloadScreen(page);
    await expect(sideNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('accessibility and small screens', () => {
  test.use({ locale: 'en-US' });

  test('no serious or critical axe violations on /, /login and /exercises', async ({ page }) => {
    for (const path of ['/', '/login', '/exercises']) {
      await openScreen(page, path);
      await expect(sideNav(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('works on a 360 px phone: no sideways scrolling, the navigation is a drawer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openScreen(page, '/');
    await expect(page.getByRole('heading', { name: 'Welcome to Courtside' })).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
      true,
    );
    await expect(sideNav(page)).toBeHidden();
    // A visitor's login keeps its label beside the icon (the logout of a coach shows its icon).
    const login = await page.getByRole('banner').getByRole('link', { name: 'Login' }).boundingBox();
    expect(login?.width ?? 0).toBeGreaterThan(60);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Tactic Boards' }).click();
    await expect(page).toHaveURL(/\/tacticboards$/);
    await expect(crumbs(page)).toHaveText(['Tactic Boards']);
  });

  test('on a phone a long name without spaces neither widens the page nor fills the top bar', async ({
    browser,
    request,
  }) => {
    const coach = await createVerifiedUser(request, 'Long Name Coach');
    const { context, page } = await newSession(browser, coach, PHONE);
    const name = 'N'.repeat(190);
    const exercise = await createExerciseAs(page, name);
    const board = await createBoardAs(page, name);
    for (const path of [`/exercises/${exercise}`, `/tacticboards/${board}/update`]) {
      await openScreen(page, path);
      const current = page.getByTestId('breadcrumbs').locator('[aria-current="page"]');
      await expect(current).toBeVisible();
      expect(
        await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
      // The chain keeps to one row, each crumb to one line.
      const list = await page.getByTestId('breadcrumbs').getByRole('list').boundingBox();
      expect(list?.height ?? 0).toBeLessThanOrEqual((await lineHeightOf(current)) + 1);
      expect((list?.x ?? 0) + (list?.width ?? Infinity)).toBeLessThanOrEqual(360);
    }
    // The name, the language switch and the logout button (its icon) share the top bar's row.
    const middle = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return (box?.y ?? Number.NaN) + (box?.height ?? 0) / 2;
    };
    const row = await middle(page.getByTestId('welcome-line'));
    expect(
      Math.abs((await middle(page.getByRole('button', { name: 'Log out' }))) - row),
    ).toBeLessThan(4);
    expect(
      Math.abs((await middle(page.getByRole('button', { name: 'English' }))) - row),
    ).toBeLessThan(4);
    await context.close();
  });

  test('on a tablet the breadcrumbs take a row of their own below the buttons', async ({
    browser,
    request,
  }) => {
    const coach = await createVerifiedUser(request, 'Tablet Coach');
    const { context, page } = await newSession(browser, coach, {
      viewport: { width: 700, height: 900 },
      hasTouch: true,
    });
    const board = await createBoardAs(page, 'Beater play: take bludger control');
    // Upright without the navigation rail (squeezed beside the welcome line the crumbs took six
    // lines), and with it (three lines).
    for (const width of [700, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await openScreen(page, `/tacticboards/${board}/update`);
      await expect(crumbs(page)).toHaveText([
        'Tactic Boards',
        'Beater play: take bludger control',
        'Edit Tactic Board',
      ]);
      const logout = await page.getByRole('button', { name: 'Log out' }).boundingBox();
      const list = await page.getByTestId('breadcrumbs').getByRole('list').boundingBox();
      expect(list?.y ?? 0).toBeGreaterThan((logout?.y ?? 0) + (logout?.height ?? 0));
      expect(list?.height ?? 0).toBeLessThanOrEqual((await lineHeightOf(crumbs(page).first())) + 1);
    }
    await context.close();
  });

  test('keyboard: skip link and navigation are reachable with Tab', async ({ page }) => {
    await openScreen(page, '/');
    await expect(sideNav(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(sideNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });
});
