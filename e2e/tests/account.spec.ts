import { expect, test } from '@playwright/test';
import { linkFromOutbox } from './support/outbox.ts';
import { createVerifiedUser, uniqueEmail } from './support/users.ts';
import { openScreen, reloadScreen, screenReady } from './support/ready.ts';

test.use({ locale: 'en-US' });

test('register, verify through the outbox link, log in, see the name, log out', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await openScreen(page, '/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Name').fill('Jordan Journey');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('journey password 1');
  await page.getByLabel('Confirm password').fill('journey password 1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Almost done!')).toBeVisible();

  await openScreen(page, await linkFromOutbox(email, '/verifyEmail'));
  await expect(page.getByText('Your e-mail address has been confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('journey password 1');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByTestId('welcome-line')).toHaveText('Welcome, Jordan Journey');
  // The session survives a reload through the refresh cookie.
  await reloadScreen(page);
  await expect(page.getByTestId('welcome-line')).toHaveText('Welcome, Jordan Journey');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('welcome-line')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await reloadScreen(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('welcome-line')).toHaveCount(0);
});

test('login is refused with a clear message before the address is verified', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unverified');
  await request.post('/api/auth/register', {
    data: { name: 'Una', email, password: 'unverified pw 1' },
  });
  await openScreen(page, '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('unverified pw 1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please confirm your e-mail address first.')).toBeVisible();
});

test('reset a forgotten password through the mailed link', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Forgetful Coach');
  await openScreen(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login form has an e-mail field too: fill the reset form's only once it is there.
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await screenReady(page);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account exists for this e-mail address')).toBeVisible();

  await openScreen(page, await linkFromOutbox(user.email, '/updatePassword'));
  await page.getByRole('textbox', { name: 'New password' }).fill('my new password 2');
  await page.getByLabel('Confirm password').fill('my new password 2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await openScreen(page, '/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('my new password 2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('welcome-line')).toHaveText('Welcome, Forgetful Coach');
});

test('wrong credentials show an error and keep the form filled', async ({ page }) => {
  await openScreen(page, '/login');
  await page.getByLabel('E-mail').fill('nobody@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The e-mail address or password is wrong.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('nobody@e2e.test');
});
