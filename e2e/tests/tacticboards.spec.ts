import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newSession, pageToken, PHONE } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { openScreen, reloadScreen } from './support/ready.ts';

test.use({ locale: 'en-US' });

test('tactic boards: create, rename, tag, find, share for viewing, duplicate, delete', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedUser(request, 'Board Owner');
  const viewer = await createVerifiedUser(request, 'Board Viewer');
  const marker = randomUUID().slice(0, 8);
  const name = `Kick-off ${marker}`;
  const tag = `setpiece-${marker}`;

  const { page } = await newSession(browser, owner);
  const main = page.getByRole('main');

  // Create from the dialog the dashboard's quick action opens.
  await openScreen(page, '/tacticboards?new=1');
  const addDialog = page.getByRole('dialog', { name: 'Add Tactic Board' });
  await addDialog.getByRole('textbox', { name: 'Name' }).fill(`Draft ${marker}`);
  await addDialog.getByRole('radio', { name: 'Half court' }).check();
  await addDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/tacticboards\/[0-9a-f-]{36}$/);
  const profileUrl = page.url();
  await expect(main.getByRole('heading', { level: 1, name: `Draft ${marker}` })).toBeVisible();
  await expect(main.getByRole('img', { name: `Draft ${marker}, page 1` })).toBeVisible();
  // The crumb shows the board's name.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    `Draft ${marker}`,
  );

  // Rename and tag it on the profile.
  await main.getByRole('button', { name: 'Rename' }).click();
  await main.getByRole('textbox', { name: 'Name' }).fill(name);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await main.getByRole('combobox', { name: 'Add tags' }).fill(tag);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: tag })).toBeVisible();
  // The same tag again: it is there already, so the text goes and no second chip comes.
  await main.getByRole('combobox', { name: 'Add tags' }).fill(tag);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('combobox', { name: 'Add tags' })).toHaveValue('');
  await expect(main.getByRole('button', { name: tag })).toHaveCount(1);
  await reloadScreen(page);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByRole('button', { name: tag })).toBeVisible();

  // Find it by its tag.
  await openScreen(page, '/tacticboards');
  await main.getByRole('button', { name: tag }).click();
  await expect(page).toHaveURL(new RegExp(`tags%5Bin%5D=${tag}`));
  await expect(main.getByText('1 tactic board', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  // Share it for viewing.
  await openScreen(page, profileUrl);
  await main.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share tactic board' });
  await share.getByRole('textbox', { name: 'E-mail address' }).fill(viewer.email);
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText(`Shared with ${viewer.email}.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // Make it private: the viewer still sees it, but cannot change it.
  // The switch follows the saved board, so it flips once the server agreed.
  await main.getByRole('switch', { name: 'Private' }).click();
  await expect(main.getByRole('switch', { name: 'Private' })).toBeChecked();

  const second = await newSession(browser, viewer);
  const secondMain = second.page.getByRole('main');
  await openScreen(second.page, profileUrl);
  await expect(secondMain.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(secondMain.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  for (const control of ['Rename', 'Share', 'Delete']) {
    await expect(secondMain.getByRole('button', { name: control })).toHaveCount(0);
  }
  await expect(secondMain.getByRole('link', { name: 'Open editor' })).toHaveCount(0);
  await expect(secondMain.getByRole('switch', { name: 'Private' })).toHaveCount(0);
  // Sent the editor's address, the viewer watches the board there and is told so.
  await openScreen(second.page, `${profileUrl}/update`);
  await expect(
    second.page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText('View Tactic Board');
  await second.context.close();

  // Duplicate: the copy opens and belongs to the owner.
  await main.getByRole('button', { name: 'Duplicate' }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Copy of ${name}` })).toBeVisible();
  await expect(page).not.toHaveURL(profileUrl);
  const copyUrl = page.url();

  // Delete the original after confirming; the list follows.
  await openScreen(page, profileUrl);
  await main.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete tactic board?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/tacticboards$/);
  await openScreen(page, profileUrl);
  await expect(main.getByText('An error occurred while loading tactic board.')).toBeVisible();
  await openScreen(page, copyUrl);
  await expect(main.getByRole('heading', { level: 1, name: `Copy of ${name}` })).toBeVisible();
});

test('tactic boards on a phone: the tags are one row that scrolls sideways, and still filter', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Tag Coach');
  const { context, page } = await newSession(browser, coach, PHONE);
  const marker = randomUUID().slice(0, 6);
  const tags = Array.from({ length: 12 }, (_, index) => `drill-${marker}-${index}`);
  const created = await page.request.post('/api/tacticboards', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data: { name: `Tagged ${marker}`, tags },
  });
  expect(created.ok()).toBe(true);

  await openScreen(page, '/tacticboards');
  const main = page.getByRole('main');
  const group = main.getByRole('group', { name: 'Filter by tag' });
  const last = group.getByRole('button', { name: tags[11] });
  await expect(last).toBeAttached();
  const row = await group.boundingBox();
  const chip = await group.getByRole('button').first().boundingBox();
  // One row of chips (and room for a scrollbar), not a dozen wrapped ones.
  expect(row?.height ?? Infinity).toBeLessThan((chip?.height ?? 0) * 1.5);
  expect(await group.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);

  await last.tap();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByText('1 tactic board', { exact: true })).toBeVisible();
  await context.close();
});
