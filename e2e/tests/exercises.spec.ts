import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { rowMiddles } from './support/layout.ts';
import { createExerciseAs, newSession, PHONE } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { openScreen, reloadScreen } from './support/ready.ts';

test.use({ locale: 'en-US' });

/** Picks the first suggestion of an autocomplete after typing `text`. */
async function pickSuggestion(page: Page, label: string, text: string) {
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

test('exercise library: create, find, edit, share, favorite, delete', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, 'Owner Coach');
  const colleague = await createVerifiedUser(request, 'Colleague Coach');
  const marker = randomUUID().slice(0, 8);
  const name = `Hoop defence ${marker}`;
  const tag = `defence-${marker}`;

  const { page } = await newSession(browser, owner);
  const main = page.getByRole('main');

  // Create with two blocks.
  await openScreen(page, '/exercises/add');
  await main.getByRole('textbox', { name: 'Name' }).fill(name);
  await main.getByRole('spinbutton', { name: 'Persons' }).fill('8');
  await main.getByRole('spinbutton', { name: 'Beaters' }).fill('2');
  await main.getByRole('spinbutton', { name: 'Chasers' }).fill('3');
  await main.getByRole('combobox', { name: 'Tags' }).fill(tag);
  await page.keyboard.press('Enter');
  await main.getByRole('combobox', { name: 'Materials' }).fill('cones');
  await page.keyboard.press('Enter');
  await main.getByLabel('Description (Block 1)').fill('Keepers defend the hoops **together**.');
  await main.getByLabel('Coaching points (Block 1)').fill('- talk\n- stay low');
  await main.getByLabel('Time (minutes) (Block 1)').fill('10');
  await main.getByRole('button', { name: 'Add block' }).click();
  await main.getByLabel('Description (Block 2)').fill('Chasers attack in pairs.');
  await main.getByLabel('Video URL (Block 2)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await main.getByLabel('Time (minutes) (Block 2)').fill('5');
  await main.getByRole('button', { name: 'Create exercise' }).click();

  await expect(page).toHaveURL(/\/exercises\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText('together', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(main.getByText('15 min')).toBeVisible();
  await expect(main.getByTitle('Video of Block 2')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );

  // Find it by name search.
  await openScreen(page, '/exercises');
  await main.getByRole('searchbox', { name: 'Search by name' }).fill(`defence ${marker}`);
  await expect(page).toHaveURL(/name%5Bregex%5D=/);
  await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(main.getByText('1 exercise', { exact: true })).toBeVisible();

  // By tag filter, then by persons range; the address carries the API query.
  await openScreen(page, '/exercises');
  await page.setViewportSize({ width: 1280, height: 900 });
  await pickSuggestion(page, 'Tags', tag);
  await expect(page).toHaveURL(new RegExp(`tags%5Ball%5D=${tag}`));
  await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await main.getByRole('spinbutton', { name: 'Minimum Persons' }).fill('9');
  await expect(main.getByText(/No exercises match these filters/)).toBeVisible();
  await main.getByRole('spinbutton', { name: 'Minimum Persons' }).fill('8');
  await main.getByRole('spinbutton', { name: 'Maximum Persons' }).fill('8');
  await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(page).toHaveURL(/persons%5Bgte%5D=8&persons%5Blte%5D=8/);
  // The filtered address can be shared: opened anew it shows the same result.
  await openScreen(page, page.url());
  await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(main.getByRole('spinbutton', { name: 'Minimum Persons' })).toHaveValue('8');

  // Edit.
  await openScreen(page, detailUrl);
  await main.getByRole('link', { name: 'Edit' }).click();
  const nameField = main.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toHaveValue(name);
  await nameField.fill(`${name} edited`);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(main.getByRole('heading', { level: 1, name: `${name} edited` })).toBeVisible();

  // Share by e-mail with edit access.
  await main.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share exercise' });
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(colleague.email);
  await dialog.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'Can edit' }).click();
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText(`Shared with ${colleague.email}.`)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'People with access' })).toContainText(
    'Colleague Coach',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The colleague can edit but not delete.
  const second = await newSession(browser, colleague);
  const secondMain = second.page.getByRole('main');
  await openScreen(second.page, detailUrl);
  await expect(secondMain.getByRole('heading', { level: 1, name: `${name} edited` })).toBeVisible();
  await expect(secondMain.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(secondMain.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(secondMain.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await secondMain.getByRole('link', { name: 'Edit' }).click();
  await secondMain.getByRole('spinbutton', { name: 'Persons' }).fill('10');
  await secondMain.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.page).toHaveURL(detailUrl);
  await expect(secondMain.getByText('10', { exact: true })).toBeVisible();
  await second.context.close();

  // Favorite it, and find it among the favorites.
  await reloadScreen(page);
  await main.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(main.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openScreen(page, `/exercises?favorite=true&tags%5Ball%5D=${tag}`);
  await expect(main.getByRole('switch', { name: 'Favorites only' })).toBeChecked();
  await expect(main.getByRole('link', { name: new RegExp(`${name} edited`) })).toBeVisible();

  // Delete, after confirming.
  await openScreen(page, detailUrl);
  await main.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete exercise?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await main.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/exercises$/);
  await openScreen(page, `/exercises?tags%5Ball%5D=${tag}`);
  await expect(main.getByText(/No exercises match these filters/)).toBeVisible();
  await openScreen(page, detailUrl);
  await expect(main.getByText('This exercise does not exist or was deleted.')).toBeVisible();
});

test('on a phone the three counts of a new exercise share a row and say what is wrong with each', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Phone Coach');
  const { context, page } = await newSession(browser, coach, PHONE);
  await openScreen(page, '/exercises/add');
  const main = page.getByRole('main');
  const counts = ['Persons', 'Beaters', 'Chasers'].map((name) =>
    main.getByRole('spinbutton', { name }),
  );
  const tops = await Promise.all(counts.map(async (field) => (await field.boundingBox())?.y));
  expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);

  await main.getByRole('textbox', { name: 'Name' }).fill(`Phone drill ${randomUUID().slice(0, 6)}`);
  await counts[0]?.fill('-3');
  await counts[1]?.fill('2.5');
  await main.getByRole('button', { name: 'Create exercise' }).click();
  await expect(counts[0] as Locator).toHaveAccessibleDescription(/whole number/);
  await expect(counts[1] as Locator).toHaveAccessibleDescription(/whole number/);
  await expect(page).toHaveURL(/\/exercises\/add$/);
  await context.close();
});

test('a number typed only half way ("-", "4e") is refused, not saved as an empty count', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Half Number Coach');
  const { context, page } = await newSession(browser, coach);
  await openScreen(page, '/exercises/add');
  const main = page.getByRole('main');
  await main
    .getByRole('textbox', { name: 'Name' })
    .fill(`Half numbers ${randomUUID().slice(0, 6)}`);
  // Typed key by key: the browser reads such a field's text as "", as if it were cleared.
  const persons = main.getByRole('spinbutton', { name: 'Persons' });
  await persons.pressSequentially('-');
  const minutes = main.getByLabel('Time (minutes) (Block 1)');
  await minutes.pressSequentially('4e');
  await main.getByRole('button', { name: 'Create exercise' }).click();

  await expect(persons).toHaveAccessibleDescription(/whole number/);
  await expect(minutes).toHaveAccessibleDescription(/whole number/);
  await expect(page).toHaveURL(/\/exercises\/add$/);
  await minutes.fill('4');
  await persons.fill('6');
  await main.getByRole('button', { name: 'Create exercise' }).click();
  await expect(page).toHaveURL(/\/exercises\/[0-9a-f-]{36}$/);
  await expect(main.getByRole('definition').filter({ hasText: 'min' })).toHaveText('4 min');
  await context.close();
});

test('a login that expires while an exercise is typed: log in again over the form, then save', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Expiring Coach');
  const { context, page } = await newSession(browser, coach);
  await openScreen(page, '/exercises/add');
  const main = page.getByRole('main');
  const name = `Kept through a login ${randomUUID().slice(0, 6)}`;
  await main.getByRole('textbox', { name: 'Name' }).fill(name);
  await main.getByLabel('Description (Block 1)').fill('Every word of this stays.');

  // The session ends behind the coach's back: no refresh cookie, and the access token refused.
  await context.clearCookies();
  let expired = true;
  await page.route('**/api/**', async (route) => {
    const headers = { ...route.request().headers() };
    if (expired && headers.authorization) headers.authorization = 'Bearer expired';
    await route.continue({ headers });
  });
  await main.getByRole('button', { name: 'Create exercise' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your login has expired' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/exercises\/add$/);
  expired = false;
  await dialog.getByLabel(/Password/).fill(coach.password);
  await dialog.getByRole('button', { name: 'Log in again' }).click();
  await expect(dialog).toBeHidden();

  await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(main.getByLabel('Description (Block 1)')).toHaveValue('Every word of this stays.');
  await main.getByRole('button', { name: 'Create exercise' }).click();
  await expect(page).toHaveURL(/\/exercises\/[0-9a-f-]{36}$/);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await context.close();
});

test("on a phone an exercise's actions take two rows, the bin beside others (German)", async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Handy Coach');
  const { context, page } = await newSession(browser, coach, { ...PHONE, locale: 'de-DE' });
  const main = page.getByRole('main');
  const name = `Passen ${randomUUID().slice(0, 4)}`;
  await openScreen(page, `/exercises/${await createExerciseAs(page, name)}`);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  const [edit = 0, star, addToPlan = 0, share, bin] = await rowMiddles([
    main.getByRole('link', { name: 'Bearbeiten' }),
    main.getByRole('button', { name: 'Zu Favoriten hinzufügen' }),
    main.getByRole('button', { name: 'Zum Plan hinzufügen' }),
    main.getByRole('button', { name: 'Teilen' }),
    main.getByRole('button', { name: 'Löschen' }),
  ]);
  expect(star).toBe(edit);
  expect(addToPlan).toBeGreaterThan(edit);
  expect([share, bin]).toEqual([addToPlan, addToPlan]);

  // The icons keep their names as tooltips, and share opens its dialog.
  await expect(main.getByRole('button', { name: 'Teilen' })).toHaveAttribute('title', 'Teilen');
  await main.getByRole('button', { name: 'Teilen' }).tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});
