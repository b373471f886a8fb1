import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  createBoardAs,
  createExerciseAs,
  createPlanAs,
  currentUserId,
  newSession,
  pageToken,
  PHONE,
} from './support/session.ts';
import { rowMiddles } from './support/layout.ts';
import { createVerifiedUser } from './support/users.ts';
import { openScreen } from './support/ready.ts';

test.use({ locale: 'en-US' });

/*
 * The dashboard's and the profile's favorites lists read the filtered exercise, board and plan
 * lists, while /api/favorites/exercises|tacticboards answer QuadCoach's favorite records (issue 18).
 */
test('favorites show on the dashboard and the profile, and leave them when unmarked', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Favorite Coach');
  const marker = randomUUID().slice(0, 8);
  const exerciseName = `Beater wall ${marker}`;
  const boardName = `Zone press ${marker}`;
  const planName = `Tuesday session ${marker}`;
  const { context, page } = await newSession(browser, coach);
  const main = page.getByRole('main');
  const exerciseId = await createExerciseAs(page, exerciseName);
  const boardId = await createBoardAs(page, boardName);
  const planId = await createPlanAs(page, { name: planName, tags: ['e2e'] });

  await openScreen(page, `/exercises/${exerciseId}`);
  const userId = await currentUserId(page);
  await main.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(main.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await openScreen(page, `/tacticboards/${boardId}`);
  await main.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(main.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await openScreen(page, `/practice-plans/${planId}`);
  await main.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(main.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  // The plan is the coach's own too: in the start page's recent list and the profile's own list.
  for (const [path, ownPlans] of [
    ['/', 'recent-plans'],
    [`/users/${userId}`, 'own-plans'],
  ] as const) {
    await openScreen(page, path);
    await expect(main.getByTestId('favorite-exercises'), path).toContainText(exerciseName);
    await expect(main.getByTestId('favorite-boards'), path).toContainText(boardName);
    await expect(main.getByTestId('favorite-plans'), path).toContainText(planName);
    await expect(main.getByTestId(ownPlans), path).toContainText(planName);
  }

  // QuadCoach's client reads the same favorites as bare records on the favorites paths.
  const headers = { Authorization: `Bearer ${await pageToken(page)}` };
  const records = async (path: string) =>
    (await (await page.request.get(path, { headers })).json()) as Array<Record<string, string>>;
  expect(await records('/api/favorites/exercises')).toEqual([
    expect.objectContaining({ _id: exerciseId, user: userId, exercise: exerciseId }),
  ]);
  expect(await records('/api/favorites/tacticboards')).toEqual([
    expect.objectContaining({ _id: boardId, user: userId, tacticboard: boardId }),
  ]);

  // Unmarked, the exercise leaves the kept dashboard list without a reload.
  await main.getByTestId('favorite-exercises').getByRole('link', { name: exerciseName }).click();
  await expect(main.getByRole('heading', { level: 1, name: exerciseName })).toBeVisible();
  await main.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(main.getByRole('button', { name: 'Add to favorites' })).toBeVisible();
  await page.goBack();
  await expect(main.getByTestId('favorite-exercises')).not.toContainText(exerciseName);
  await expect(main.getByTestId('favorite-boards')).toContainText(boardName);
  await context.close();
});

test("on a phone the favorite toggle is a star that keeps its name, and an owner finds a plan's actions in one row", async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Star Coach');
  const { context, page } = await newSession(browser, coach, PHONE);
  const main = page.getByRole('main');
  const planId = await createPlanAs(page, { name: `Short ${randomUUID().slice(0, 4)}` });
  await openScreen(page, `/practice-plans/${planId}`);

  const star = main.getByRole('button', { name: 'Add to favorites' });
  const starBox = await star.boundingBox();
  expect(starBox?.width ?? Infinity).toBeLessThan(60);
  // Edit, the star, Share and Delete: one row (the label took one of its own before).
  const middles = await rowMiddles([
    main.getByRole('link', { name: 'Edit' }),
    star,
    main.getByRole('button', { name: 'Share' }),
    main.getByRole('button', { name: 'Delete' }),
  ]);
  expect(new Set(middles).size).toBe(1);

  await star.tap();
  await expect(main.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await context.close();
});
