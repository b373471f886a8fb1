import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { rowMiddles } from './support/layout.ts';
import { openScreen } from './support/ready.ts';
import { createExerciseAs, createPlanAs, newSession, pageToken, PHONE } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US' });

const PLAN_URL = /\/practice-plans\/([0-9a-f-]{36})\/update$/;

/** The plan id in the planner's address the app went to. */
async function plannerPlanId(page: Page): Promise<string> {
  await expect(page).toHaveURL(PLAN_URL);
  const id = PLAN_URL.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`no plan id in ${page.url()}`);
  return id;
}

/** Puts one exercise into the plan's first section, as the planner would. */
async function addExerciseThroughApi(page: Page, planId: string, exerciseId: string) {
  const headers = { Authorization: `Bearer ${await pageToken(page)}` };
  const plan = await (await page.request.get(`/api/practice-plans/${planId}`, { headers })).json();
  const [first, ...rest] = plan.sections;
  const item = { _id: randomUUID(), kind: 'exercise', exerciseId, minutes: 15 };
  const body = { ...plan, sections: [{ ...first, items: [item] }, ...rest] };
  const saved = await page.request.put(`/api/practice-plans/${planId}`, { headers, data: body });
  expect(saved.status()).toBe(200);
}

/** An iCalendar event's properties, folded lines joined (RFC 5545 §3.1). */
function icsProperties(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return new Map(
    lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

test('practice plans: add, find, read, add to a calendar, duplicate as a template, delete the copy', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const coach = await createVerifiedUser(request, 'Plan Coach');
  const marker = randomUUID().slice(0, 8);
  const name = `Tuesday ${marker}`;

  const { page } = await newSession(browser, coach);
  const main = page.getByRole('main');
  const exerciseId = await createExerciseAs(page, `Passing square ${marker}`);

  // Add the plan through the form; it opens in the planner with four sections to fill.
  await openScreen(page, '/practice-plans');
  await main.getByRole('link', { name: 'Add Practice Plan' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Add Practice Plan' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Name' }).fill(name);
  await main.getByLabel('Date').fill('2026-03-03');
  await main.getByLabel('Start time').fill('19:00');
  await main.getByRole('spinbutton', { name: 'Planned length (minutes)' }).fill('90');
  await main.getByRole('spinbutton', { name: 'Players expected' }).fill('14');
  await main.getByRole('combobox', { name: 'Tags' }).fill(`u18-${marker}`);
  await page.keyboard.press('Enter');
  await main.getByRole('button', { name: 'Create and plan' }).click();
  const planId = await plannerPlanId(page);
  await addExerciseThroughApi(page, planId, exerciseId);

  // Find it in the list.
  await openScreen(page, '/practice-plans');
  await main.getByRole('searchbox', { name: 'Search by name' }).fill(marker);
  // The search reaches the address after a typing pause; wait for it before leaving the list.
  await expect(page).toHaveURL(new RegExp(`name%5Bregex%5D=${marker}`));
  await expect(main.getByText('1 practice plan', { exact: true })).toBeVisible();
  const card = main.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Tue, Mar 3, 2026, 19:00')).toBeVisible();
  await expect(card.getByText('15 of 90 min')).toBeVisible();

  // Open it: the timeline runs from the start time.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/practice-plans/${planId}$`));
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  const warmUp = main.getByRole('region', { name: 'Warm-up' });
  await expect(warmUp.getByText('19:00–19:15 · 15 min')).toBeVisible();
  await expect(warmUp.getByRole('link', { name: `Passing square ${marker}` })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Cool-down' })).toContainText(
    'Nothing planned here yet.',
  );

  // The calendar file holds the session at its local date and time.
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.ics`);
  const file = await readFile(await download.path(), 'utf8');
  expect(file).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT\r\n[\s\S]*END:VCALENDAR\r\n$/);
  const ics = icsProperties(file);
  expect(ics.get('DTSTART')).toBe('20260303T190000');
  expect(ics.get('DURATION')).toBe('PT90M');
  expect(ics.get('SUMMARY')).toBe(name);

  // Duplicate as a template: the copy, named so, has no date and opens in the planner, which says
  // that it holds the copy.
  await main.getByRole('button', { name: 'Duplicate as template' }).click();
  const copyId = await plannerPlanId(page);
  expect(copyId).not.toBe(planId);
  await expect(page.getByText(/A copy of the plan: the original is unchanged/)).toBeVisible();
  await openScreen(page, `/practice-plans/${copyId}`);
  const copyName = `${name} (copy)`;
  await expect(main.getByRole('heading', { level: 1, name: copyName })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to calendar' })).toBeDisabled();
  await expect(main.getByRole('region', { name: 'Warm-up' }).getByRole('link')).toHaveText(
    `Passing square ${marker}`,
  );

  // Delete the copy after confirming; the original stays.
  await main.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete practice plan?' });
  await expect(confirm).toContainText(`“${copyName}” will be deleted`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/practice-plans$/);
  await main.getByRole('searchbox', { name: 'Search by name' }).fill(marker);
  await expect(page).toHaveURL(new RegExp(`name%5Bregex%5D=${marker}`));
  await expect(main.getByText('1 practice plan', { exact: true })).toBeVisible();
  await openScreen(page, `/practice-plans/${copyId}`);
  await expect(
    main.getByText('The practice plan could not be loaded.', { exact: false }),
  ).toBeVisible();
});

test('a planned length typed only half way ("-") is refused, not taken as no length', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Half Length Coach');
  const { context, page } = await newSession(browser, coach);
  await openScreen(page, '/practice-plans/add');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill(`Half length ${randomUUID().slice(0, 6)}`);
  // Typed key by key: the browser reads such a field's text as "", as if it were cleared.
  const length = main.getByRole('spinbutton', { name: 'Planned length (minutes)' });
  await length.pressSequentially('-');
  await main.getByRole('button', { name: 'Create and plan' }).click();

  await expect(length).toHaveAccessibleDescription('Please enter whole minutes from 1 to 720.');
  await expect(length).toBeFocused();
  await expect(page).toHaveURL(/\/practice-plans\/add$/);
  await length.fill('75');
  await main.getByRole('button', { name: 'Create and plan' }).click();
  await plannerPlanId(page);
  await expect(main.getByRole('spinbutton', { name: 'Planned length (minutes)' })).toHaveValue(
    '75',
  );
  await context.close();
});

test("on a phone a plan's actions take two rows, the less used ones in a menu (German)", async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Handy Coach');
  const { context, page } = await newSession(browser, coach, { ...PHONE, locale: 'de-DE' });
  const main = page.getByRole('main');
  const name = `Dienstag ${randomUUID().slice(0, 4)}`;
  const planId = await createPlanAs(page, { name, startTime: '19:00', plannedMinutes: 90 });
  await openScreen(page, `/practice-plans/${planId}`);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  const rowOf = async (actions: Locator[]) => new Set(await rowMiddles(actions));
  // Edit, the star, Share and the bin: one row; "At the pitch" and the menu: the next.
  const owner = await rowOf([
    main.getByRole('link', { name: 'Bearbeiten' }),
    main.getByRole('button', { name: 'Zu Favoriten hinzufügen' }),
    main.getByRole('button', { name: 'Teilen' }),
    main.getByRole('button', { name: 'Löschen' }),
  ]);
  expect(owner.size).toBe(1);
  const more = main.getByRole('button', { name: 'Weitere Aktionen' });
  const run = await rowOf([main.getByRole('link', { name: 'Am Spielfeld' }), more]);
  expect(run.size).toBe(1);
  expect([...run][0]).toBeGreaterThan([...owner][0] ?? Infinity);
  await expect(main.getByRole('button', { name: 'Zum Kalender hinzufügen' })).toHaveCount(0);

  // The menu: printing is a link, the calendar says why it cannot book a plan without a date.
  await more.tap();
  const menu = page.getByRole('menu', { name: 'Weitere Aktionen' });
  await expect(menu.getByRole('menuitem', { name: 'Drucken' })).toHaveAttribute(
    'href',
    `/practice-plans/${planId}/print`,
  );
  const calendar = menu.getByRole('menuitem', { name: /^Zum Kalender hinzufügen/ });
  await expect(calendar).toHaveAttribute('aria-disabled', 'true');
  await expect(calendar).toContainText('Der Plan hat noch kein Datum');
  await menu.getByRole('menuitem', { name: 'Als Vorlage duplizieren' }).tap();
  await expect(page).toHaveURL(PLAN_URL);
  expect(await plannerPlanId(page)).not.toBe(planId);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name} (Kopie)`);
  await context.close();
});
