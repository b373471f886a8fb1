import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { openScreen } from './support/ready.ts';
import { newSession, pageToken } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { createAnimatedBoardAs } from './support/video.ts';

test.use({ locale: 'en-US' });

/** POSTs as the page's logged-in user and returns the new resource's id. */
async function createAs(page: Page, path: string, data: unknown): Promise<string> {
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data,
  });
  if (!response.ok()) {
    throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  }
  return ((await response.json()) as { _id: string })._id;
}

test('a practice plan at the pitch on a phone, and on paper', async ({ browser, request }) => {
  const marker = randomUUID().slice(0, 8);
  const coach = await createVerifiedUser(request, 'Pitch Coach');
  const { page, context } = await newSession(browser, coach);
  const names = {
    passing: `Passing square ${marker}`,
    duels: `Beater duels ${marker}`,
    board: `Zone defence ${marker}`,
    plan: `Tuesday ${marker}`,
  };
  const passingId = await createAs(page, '/api/exercises', {
    name: names.passing,
    persons: 8,
    chasers: 8,
    materials: ['cones'],
    description_blocks: [
      { description: 'Pass and move to the next cone.', coaching_points: 'Eyes up', time_min: 2 },
    ],
  });
  const duelsId = await createAs(page, '/api/exercises', {
    name: names.duels,
    persons: 4,
    beaters: 4,
    materials: ['bludgers'],
    description_blocks: [{ description: 'Two on two for the bludger.', time_min: 3 }],
  });
  const boardId = await createAnimatedBoardAs(page, names.board, 2);
  const id = () => randomUUID();
  const planId = await createAs(page, '/api/practice-plans', {
    name: names.plan,
    date: '2026-03-10',
    startTime: '19:00',
    headCount: 12,
    plannedMinutes: 15,
    sections: [
      {
        _id: id(),
        title: 'Warm-up',
        items: [
          { _id: id(), kind: 'exercise', exerciseId: passingId, minutes: 2 },
          { _id: id(), kind: 'break', minutes: 1, note: 'Water' },
        ],
      },
      {
        _id: id(),
        title: 'Main part',
        items: [
          {
            _id: id(),
            kind: 'parallel',
            groups: [
              {
                _id: id(),
                label: 'Beater corner',
                positions: ['beaters'],
                activity: { kind: 'exercise', exerciseId: duelsId, minutes: 3 },
              },
              {
                _id: id(),
                label: 'Quaffle team',
                positions: ['chasers', 'keepers'],
                activity: { kind: 'tacticboard', tacticboardId: boardId, minutes: 4 },
              },
              {
                _id: id(),
                label: 'Seeker pair',
                positions: ['seekers'],
                activity: { kind: 'text', text: 'Seeker grabs at the wall', minutes: 2 },
              },
            ],
          },
        ],
      },
      {
        _id: id(),
        title: 'Cool-down',
        items: [{ _id: id(), kind: 'text', text: 'Stretch and talk', minutes: 5 }],
      },
    ],
  });

  // At the pitch, on a phone held upright.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await openScreen(page, `/practice-plans/${planId}/pitch`);
  const main = page.getByRole('main');
  const title = main.getByRole('heading', { level: 2 });
  const next = main.getByRole('button', { name: 'Next', exact: true });
  const previous = main.getByRole('button', { name: 'Previous', exact: true });
  await expect(title).toHaveText(names.passing);
  await expect(main.getByText('1 / 4')).toBeVisible();
  await expect(main.getByText('19:00–19:02')).toBeVisible();
  await expect(main.getByText('Pass and move to the next cone.')).toBeVisible();
  await expect(main.getByText('Eyes up')).toBeVisible();
  await expect(previous).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The count-down runs on the page's clock, which the test moves on.
  const timer = main.getByRole('timer', { name: 'Count-down' });
  await expect(timer).toHaveText('02:00');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await main.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(61_000);
  await expect(timer).toHaveText('00:59');
  await main.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(30_000);
  await expect(timer).toHaveText('00:59');
  await main.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('00:00');
  await expect(main.getByRole('status')).toHaveText("Time's up!");
  await main.getByRole('button', { name: 'Reset' }).click();
  await expect(timer).toHaveText('02:00');
  await page.clock.resume();

  // Item by item.
  await next.click();
  await expect(title).toHaveText('Water');
  await expect(main.getByText('2 / 4')).toBeVisible();
  await next.click();
  await expect(title).toHaveText('Groups in parallel');
  for (const group of ['Beater corner', 'Quaffle team', 'Seeker pair']) {
    await expect(main.getByRole('region', { name: group })).toBeVisible();
  }
  await expect(main.getByRole('region', { name: `Animation of ${names.board}` })).toBeVisible();

  // One position's line: only its group of the parallel item.
  const positions = main.getByRole('group', { name: 'Show the line of' });
  await positions.getByRole('button', { name: 'Beaters' }).click();
  await expect(page).toHaveURL(/[?&]position=beaters/);
  await expect(title).toHaveText(names.duels);
  await expect(main.getByText('Two on two for the bludger.')).toBeVisible();
  await expect(main.getByText('Quaffle team')).toHaveCount(0);
  await expect(main.getByText('Seeker pair')).toHaveCount(0);
  await positions.getByRole('button', { name: 'Keepers' }).click();
  await expect(title).toHaveText(names.board);
  await expect(main.getByText('Beater corner')).toHaveCount(0);
  // The filter is kept in the address: a reload comes back to the same line and item.
  await openScreen(page, page.url());
  await expect(title).toHaveText(names.board);

  await previous.click();
  await expect(title).toHaveText('Water');
  await next.click();
  await expect(title).toHaveText(names.board);
  await next.click();
  await expect(title).toHaveText('Stretch and talk');
  await expect(next).toBeDisabled();

  // The print sheet: every item on paper, the app's frame left out.
  await page.setViewportSize({ width: 1024, height: 768 });
  await openScreen(page, `/practice-plans/${planId}/print`);
  await expect(main.getByRole('heading', { level: 1, name: names.plan })).toBeVisible();
  const printButton = main.getByRole('button', { name: 'Print' });
  await expect(printButton).toBeVisible();
  await expect(page.getByTestId('side-nav')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const text of [
    names.passing,
    'Water',
    names.duels,
    names.board,
    'Seeker grabs at the wall',
    'Stretch and talk',
  ]) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('img', { name: `First page of ${names.board}` })).toBeVisible();
  await expect(main.getByText('cones, bludgers')).toBeVisible();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByTestId('side-nav')).toBeHidden();
  await expect(page.getByTestId('breadcrumbs')).toBeHidden();
  await expect(printButton).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(printButton).toBeVisible();
  await context.close();
});

test('on paper a board stands right of its name, and a plan of an evening fits one A4 page', async ({
  browser,
  request,
}) => {
  const marker = randomUUID().slice(0, 8);
  const coach = await createVerifiedUser(request, 'Paper Coach');
  const { page, context } = await newSession(browser, coach);
  const board = `Kick-off ${marker}`;
  const boardId = await createAnimatedBoardAs(page, board, 2);
  const id = () => randomUUID();
  const note = (text: string, minutes: number) => ({ _id: id(), kind: 'text', text, minutes });
  const planId = await createAs(page, '/api/practice-plans', {
    name: `Paper plan ${marker}`,
    startTime: '19:00',
    plannedMinutes: 90,
    // Like the demo's evening: four sections, two boards, eight drills and a break.
    sections: ['Warm-up', 'Main part', 'Game', 'Cool-down'].map((title, index) => ({
      _id: id(),
      title,
      items: [
        ...(index === 1 || index === 2
          ? [{ _id: id(), kind: 'tacticboard', tacticboardId: boardId, minutes: 5 }]
          : []),
        note(`${title}: first drill`, 10),
        note(`${title}: second drill`, 10),
        ...(index === 1 ? [{ _id: id(), kind: 'break', minutes: 5, note: 'Water' }] : []),
      ],
    })),
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await openScreen(page, `/practice-plans/${planId}/print`);
  const main = page.getByRole('main');
  const images = main.getByRole('img', { name: `First page of ${board}` });
  await expect(images).toHaveCount(2);
  await page.emulateMedia({ media: 'print' });
  const name = await main.getByText(board, { exact: true }).first().boundingBox();
  const image = await images.first().boundingBox();
  expect(image?.x ?? 0).toBeGreaterThan((name?.x ?? 0) + (name?.width ?? 0));
  expect(image?.y ?? 0).toBeLessThan((name?.y ?? 0) + (name?.height ?? 0));
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await context.close();
});
