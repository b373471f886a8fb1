import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openScreen, reloadScreen } from './support/ready.ts';
import {
  createBoardAs,
  createExerciseAs,
  createPlanAs,
  newSession,
  pageToken,
  PHONE,
} from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US' });

interface StoredPlan {
  version: number;
  sections: Array<{
    title: string;
    items: Array<{
      kind: string;
      exerciseId?: string;
      tacticboardId?: string;
      minutes?: number;
      groups?: Array<{ label: string; positions: string[]; activity: { exerciseId?: string } }>;
    }>;
  }>;
}

/** A plan with a start time and a planned length, so that the planner shows times. */
const timedPlan = (name: string) => ({ name, startTime: '19:00', plannedMinutes: 90 });

async function storedPlan(page: Page, planId: string): Promise<StoredPlan> {
  const response = await page.request.get(`/api/practice-plans/${planId}`, {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredPlan;
}

/** The names of a section's items, in order (the rows are named after what they do). */
function itemsOf(main: Locator, section: string): Locator {
  return main
    .getByRole('list', { name: `Items of ${section}`, exact: true })
    .locator(':scope > li');
}

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Picks a row up by its handle with the keyboard, presses each arrow and waits for the screen
 * reader's text to say where the row is, then drops it there.
 */
async function moveByKeyboard(
  page: Page,
  handle: Locator,
  from: string,
  arrows: readonly (readonly ['ArrowUp' | 'ArrowDown', string])[],
) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText(from);
  let at = from;
  for (const [key, where] of arrows) {
    await page.keyboard.press(key);
    await expect(live).toContainText(where);
    at = where;
  }
  await page.keyboard.press('Space');
  await expect(live).toContainText(`was dropped at ${at}`);
}

/** Drags a row by its handle with the mouse, in small steps as a hand would. */
async function dragHandle(page: Page, handle: Locator, target: Locator, below: boolean) {
  const from = await centre(handle);
  const box = await target.boundingBox();
  if (!box) throw new Error('target not laid out');
  const to = { x: box.x + 30, y: below ? box.y + box.height - 6 : box.y + 6 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.move(to.x, to.y + (below ? 2 : -2), { steps: 2 });
  await page.mouse.up();
}

test('a coach builds a plan from the picker, reorders by mouse and keyboard, saves and adds from an exercise', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Planner Coach');
  const { context, page } = await newSession(browser, coach);
  await page.setViewportSize({ width: 1024, height: 768 });
  const marker = randomUUID().slice(0, 6);
  const named = (name: string) => `${name} ${marker}`;
  const jog = await createExerciseAs(page, named('Warm-up jog'));
  const twoOnOne = await createExerciseAs(page, named('Two on one'));
  const keeperDrill = await createExerciseAs(page, named('Keeper drill'));
  const beaterDrill = await createExerciseAs(page, named('Beater drill'));
  const breakout = await createBoardAs(page, named('Breakout'));
  const planId = await createPlanAs(page, timedPlan(named('Tuesday')));
  const main = page.getByRole('main');

  await openScreen(page, `/practice-plans/${planId}/update`);
  await expect(main.getByRole('heading', { level: 1 })).toContainText(named('Tuesday'));

  // Three sections, named.
  for (const title of ['Warm-up', 'Main part', 'Game']) {
    await main.getByRole('button', { name: 'Add section' }).click();
    await main.getByRole('textbox', { name: 'Section title' }).last().fill(title);
  }

  // Warm-up: an exercise from the picker, then a break.
  await main.getByRole('button', { name: 'Add items to Warm-up' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add to “Warm-up”' });
  await dialog.getByRole('searchbox', { name: 'Search exercises by name' }).fill(named('jog'));
  await dialog.getByRole('checkbox', { name: new RegExp(named('Warm-up jog')) }).click();
  await dialog.getByRole('button', { name: 'Add 1 selected' }).click();
  await expect(dialog).toBeHidden();
  await main.getByRole('button', { name: 'Add items to Warm-up' }).click();
  await dialog.getByRole('tab', { name: 'Break' }).click();
  await dialog.getByRole('spinbutton', { name: 'Minutes' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Water');
  await dialog.getByRole('button', { name: 'Add break' }).click();
  await expect(itemsOf(main, 'Warm-up')).toHaveCount(2);

  // Main part: two exercises and a board picked together.
  await main.getByRole('button', { name: 'Add items to Main part' }).click();
  dialog = page.getByRole('dialog', { name: 'Add to “Main part”' });
  await dialog.getByRole('searchbox', { name: 'Search exercises by name' }).fill(marker);
  await dialog.getByRole('checkbox', { name: new RegExp(named('Two on one')) }).click();
  await dialog.getByRole('checkbox', { name: new RegExp(named('Keeper drill')) }).click();
  await dialog.getByRole('tab', { name: 'Tactic boards' }).click();
  await dialog.getByRole('searchbox', { name: 'Search tactic boards by name' }).fill(marker);
  await dialog.getByRole('checkbox', { name: new RegExp(named('Breakout')) }).click();
  await dialog.getByRole('button', { name: 'Add 3 selected' }).click();
  await expect(itemsOf(main, 'Main part')).toHaveCount(3);

  // The keeper drill becomes two parallel groups; the second does the beater drill.
  await main.getByRole('button', { name: `Actions for ${named('Keeper drill')}` }).click();
  await page.getByRole('menuitem', { name: 'Split into groups' }).click();
  const groups = main.getByRole('list', { name: 'Groups training at the same time' });
  await groups.getByRole('textbox', { name: 'Group name' }).first().fill('Keepers and chasers');
  await groups.getByRole('textbox', { name: 'Group name' }).last().fill('Beaters and seekers');
  const beaters = groups.getByRole('listitem', { name: 'Beaters and seekers' });
  await beaters.getByRole('button', { name: 'Choose activity' }).click();
  dialog = page.getByRole('dialog', { name: 'Choose what the group does' });
  await dialog
    .getByRole('searchbox', { name: 'Search exercises by name' })
    .fill(named('Beater drill'));
  await dialog.getByRole('button', { name: new RegExp(named('Beater drill')) }).click();
  await expect(beaters).toContainText(named('Beater drill'));
  await beaters.getByRole('spinbutton', { name: 'Minutes' }).fill('12');
  dialog = page.getByRole('dialog', { name: 'Add to “Game”' });

  // Game: a free-text item.
  await main.getByRole('button', { name: 'Add items to Game' }).click();
  await dialog.getByRole('tab', { name: 'Note' }).click();
  await dialog.getByRole('textbox', { name: 'Text' }).fill('Scrimmage to ten');
  await dialog.getByRole('spinbutton', { name: 'Minutes' }).fill('20');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(itemsOf(main, 'Game')).toHaveCount(1);

  const parallelName = 'Groups in parallel: Keepers and chasers, Beaters and seekers';
  const mainNames = () =>
    itemsOf(main, 'Main part').evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('aria-label')),
    );
  expect(await mainNames()).toEqual([named('Two on one'), parallelName, named('Breakout')]);

  // Mouse: the board goes to the top of the main part (all three rows on screen first).
  await main
    .getByRole('listitem', { name: parallelName, exact: true })
    .evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await dragHandle(
    page,
    main.getByRole('button', { name: `Move ${named('Breakout')}` }),
    main.getByRole('listitem', { name: named('Two on one'), exact: true }),
    false,
  );
  await expect.poll(mainNames).toEqual([named('Breakout'), named('Two on one'), parallelName]);

  // Keyboard: the warm-up exercise moves down below the break.
  const jogHandle = main.getByRole('button', { name: `Move ${named('Warm-up jog')}` });
  await jogHandle.focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place; one arrow down moves it below the break. The arrow goes
  // at once: on a busy machine dnd-kit's own sensor missed an arrow pressed this soon (the
  // planner's PromptKeyboardSensor hears it).
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toContainText('position 1 of 2 in Warm-up');
  await page.keyboard.press('ArrowDown');
  await expect(live).toContainText('position 2 of 2 in Warm-up');
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('was dropped at position 2');
  await expect
    .poll(() =>
      itemsOf(main, 'Warm-up').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label'))),
    )
    .toEqual(['Break: Water', named('Warm-up jog')]);

  // The timeline gives the clock times from 19:00.
  const timeline = main.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText(`19:03–19:13 ${named('Warm-up jog')}`);

  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  await reloadScreen(page);
  await expect.poll(mainNames).toEqual([named('Breakout'), named('Two on one'), parallelName]);
  await expect(itemsOf(main, 'Warm-up').first()).toHaveAttribute('aria-label', 'Break: Water');
  const saved = await storedPlan(page, planId);
  expect(saved.sections.map((s) => s.title)).toEqual(['Warm-up', 'Main part', 'Game']);
  expect(saved.sections[0]?.items.map((i) => i.exerciseId ?? i.kind)).toEqual(['break', jog]);
  expect(saved.sections[1]?.items).toMatchObject([
    { kind: 'tacticboard', tacticboardId: breakout },
    { kind: 'exercise', exerciseId: twoOnOne, minutes: 10 },
    {
      kind: 'parallel',
      groups: [
        {
          label: 'Keepers and chasers',
          positions: ['keepers', 'chasers'],
          activity: { exerciseId: keeperDrill },
        },
        {
          label: 'Beaters and seekers',
          positions: ['beaters', 'seekers'],
          activity: { exerciseId: beaterDrill },
        },
      ],
    },
  ]);
  expect(saved.sections[2]?.items).toMatchObject([{ kind: 'text', minutes: 20 }]);

  // From the exercise page: add the two-on-one to the game.
  await openScreen(page, `/exercises/${twoOnOne}`);
  await main.getByRole('button', { name: `Add to plan: ${named('Two on one')}` }).click();
  dialog = page.getByRole('dialog', { name: `Add “${named('Two on one')}” to a plan` });
  await dialog.getByRole('combobox', { name: 'Practice plan' }).click();
  await page.getByRole('option', { name: named('Tuesday') }).click();
  await dialog.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Game' }).click();
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog.getByText(`Added to “${named('Tuesday')}” in “Game”.`)).toBeVisible();
  await dialog.getByRole('link', { name: 'Open the planner' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice-plans/${planId}/update$`));
  await expect
    .poll(() =>
      itemsOf(main, 'Game').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label'))),
    )
    .toEqual(['Scrimmage to ten', named('Two on one')]);

  await context.close();
});

test('on a 360 px phone: rows stack without sideways scrolling and a finger drags by the handle', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Phone Coach');
  const { context, page } = await newSession(browser, coach, PHONE);
  const marker = randomUUID().slice(0, 6);
  const drill = await createExerciseAs(page, `Pass and go ${marker}`);
  const response = await page.request.post('/api/practice-plans', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data: {
      name: `Phone plan ${marker}`,
      startTime: '18:30',
      sections: [
        {
          _id: randomUUID(),
          title: 'Warm-up',
          items: [
            { _id: randomUUID(), kind: 'exercise', exerciseId: drill, minutes: 15 },
            { _id: randomUUID(), kind: 'break', minutes: 5, note: 'Water' },
            { _id: randomUUID(), kind: 'text', text: 'Stretch', minutes: 5 },
          ],
        },
      ],
    },
  });
  expect(response.ok()).toBe(true);
  const planId = ((await response.json()) as { _id: string })._id;
  const main = page.getByRole('main');
  await openScreen(page, `/practice-plans/${planId}/update`);
  await expect(itemsOf(main, 'Warm-up')).toHaveCount(3);

  const overflow = () =>
    page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
  expect(await overflow()).toBeLessThanOrEqual(0);

  // A finger holds the text's handle briefly and moves it above the exercise.
  const handle = main.getByRole('button', { name: 'Move Stretch' });
  const target = main.getByRole('listitem', { name: `Pass and go ${marker}`, exact: true });
  await target.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  const from = await centre(handle);
  const box = await target.boundingBox();
  if (!box) throw new Error('target not laid out');
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
    });
  await touch('touchStart', from);
  await page.waitForTimeout(250);
  const to = { x: from.x, y: box.y + 8 };
  for (let step = 1; step <= 12; step += 1) {
    await touch('touchMove', { x: from.x, y: from.y + ((to.y - from.y) * step) / 12 });
  }
  await touch('touchEnd');
  await expect
    .poll(() =>
      itemsOf(main, 'Warm-up').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label'))),
    )
    .toEqual(['Stretch', `Pass and go ${marker}`, 'Break: Water']);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await context.close();
});

test('a save that cannot reach the server keeps the changes on screen, and they save once back online', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Offline Coach');
  const { context, page } = await newSession(browser, coach);
  const marker = randomUUID().slice(0, 6);
  const planId = await createPlanAs(page, timedPlan(`Offline plan ${marker}`));
  const main = page.getByRole('main');
  await openScreen(page, `/practice-plans/${planId}/update`);
  const name = main.getByRole('textbox', { name: 'Name' });
  await name.fill(`Renamed offline ${marker}`);

  await context.setOffline(true);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText(/server cannot be reached/i)).toBeVisible();
  await expect(name).toHaveValue(`Renamed offline ${marker}`);
  await expect(main.getByRole('button', { name: 'Save' })).toBeVisible();

  // Back online, the save goes out again by itself.
  await context.setOffline(false);
  await expect(main.getByText('All changes saved')).toBeVisible();
  await expect(main.getByText(/server cannot be reached/i)).toBeHidden();
  await reloadScreen(page);
  await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue(
    `Renamed offline ${marker}`,
  );
  await context.close();
});

test("typing a negative head count or a fraction of minutes keeps the plan's numbers, and says so", async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Numbers Coach');
  const { context, page } = await newSession(browser, coach);
  const plan = { ...timedPlan(`Numbers ${randomUUID().slice(0, 6)}`), headCount: 14 };
  const planId = await createPlanAs(page, plan);
  const main = page.getByRole('main');
  await openScreen(page, `/practice-plans/${planId}/update`);

  // "-" on the way to "-1" reads as an empty field in the browser; it must not clear the count.
  const players = main.getByRole('spinbutton', { name: 'Expected players' });
  await players.selectText();
  await page.keyboard.type('-1');
  await expect(players).toHaveAccessibleDescription('A whole number from 1 to 200');
  await page.keyboard.press('Tab');
  await expect(players).toHaveValue('14');
  await expect(players).toHaveAccessibleDescription('Kept 14: A whole number from 1 to 200');

  const planned = main.getByRole('spinbutton', { name: 'Planned length (minutes)' });
  await planned.selectText();
  await page.keyboard.type('1.5');
  await page.keyboard.press('Tab');
  await expect(planned).toHaveValue('90');
  await expect(planned).toHaveAccessibleDescription(/^Kept 90: /);
  await expect(main.getByText('No changes yet')).toBeVisible();

  await reloadScreen(page);
  await expect(main.getByRole('spinbutton', { name: 'Expected players' })).toHaveValue('14');
  await context.close();
});

test('the keyboard moves an item across sections one place at a time, past rows taller than it', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Keyboard Coach');
  const { context, page } = await newSession(browser, coach);
  await page.setViewportSize({ width: 1024, height: 768 });
  const marker = randomUUID().slice(0, 6);
  // Groups in parallel make a row many times as tall as a note.
  const groups = (label: string) => ({
    _id: randomUUID(),
    kind: 'parallel',
    groups: ['keepers', 'beaters', 'seekers'].map((position) => ({
      _id: randomUUID(),
      label: `${label} ${position}`,
      positions: [position],
      activity: { kind: 'text', text: `${position} drill`, minutes: 5 },
    })),
  });
  const note = (text: string) => ({ _id: randomUUID(), kind: 'text', text, minutes: 5 });
  const response = await page.request.post('/api/practice-plans', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data: {
      name: `Keyboard plan ${marker}`,
      startTime: '18:30',
      sections: [
        { _id: randomUUID(), title: 'Warm-up', items: [groups('Early')] },
        { _id: randomUUID(), title: 'Main part', items: [note('Jog')] },
        { _id: randomUUID(), title: 'Game', items: [groups('Late'), note('Scrimmage')] },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const planId = ((await response.json()) as { _id: string })._id;
  const main = page.getByRole('main');
  await openScreen(page, `/practice-plans/${planId}/update`);
  const names = (section: string) =>
    itemsOf(main, section).evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
  const jog = main.getByRole('button', { name: 'Move Jog' });

  // Up from the top of the main part: below the warm-up's tall row, not above it.
  await moveByKeyboard(page, jog, 'position 1 of 1 in Main part', [
    ['ArrowUp', 'position 2 of 2 in Warm-up'],
  ]);
  await expect.poll(() => names('Warm-up')).toHaveLength(2);
  expect((await names('Warm-up'))[1]).toBe('Jog');

  // Down from the bottom of the warm-up: the empty main part, then above the game's tall row.
  await moveByKeyboard(page, jog, 'position 2 of 2 in Warm-up', [
    ['ArrowDown', 'position 1 of 1 in Main part'],
    ['ArrowDown', 'position 1 of 3 in Game'],
  ]);
  await expect.poll(async () => (await names('Game'))[0]).toBe('Jog');
  expect(await names('Game')).toHaveLength(3);

  // Within a section, one place per arrow both ways past the tall row.
  await moveByKeyboard(page, jog, 'position 1 of 3 in Game', [
    ['ArrowDown', 'position 2 of 3 in Game'],
    ['ArrowDown', 'position 3 of 3 in Game'],
    ['ArrowUp', 'position 2 of 3 in Game'],
  ]);
  await expect.poll(async () => (await names('Game'))[1]).toBe('Jog');
  expect((await names('Game'))[2]).toBe('Scrimmage');

  // A section moves up past a taller one by one arrow.
  await moveByKeyboard(
    page,
    main.getByRole('button', { name: 'Move section Game' }),
    'position 3 of 3',
    [['ArrowUp', 'position 2 of 3']],
  );
  const titles = async () => {
    const fields = await main.getByRole('textbox', { name: 'Section title' }).all();
    return Promise.all(fields.map((field) => field.inputValue()));
  };
  await expect.poll(titles).toEqual(['Warm-up', 'Game', 'Main part']);
  await context.close();
});
