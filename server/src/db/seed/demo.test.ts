import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Exercise,
  ExerciseListResponse,
  TacticBoard,
  TacticBoardHeaderList,
} from '@courtside/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { DEMO_EMAIL, seedDemoContent } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo content', () => {
  it('creates a verified demo coach with boards and a dozen linked exercises, once', async () => {
    const demo = await seedDemoContent(t.app.database.db);
    expect(demo?.email).toBe(DEMO_EMAIL);
    expect(demo?.password.length).toBeGreaterThanOrEqual(12);
    expect(await seedDemoContent(t.app.database.db)).toBeNull();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: DEMO_EMAIL, password: demo?.password },
    });
    expect(login.statusCode).toBe(200);

    const exercises = (
      await t.app.inject({ method: 'GET', url: '/api/exercises?limit=50' })
    ).json<ExerciseListResponse>();
    expect(exercises.pagination.total).toBe(12);
    const kickOff = exercises.exercises.find(
      (e) => e.name === 'Kick-off quick quaffle',
    ) as Exercise;
    expect(kickOff.related_to).toHaveLength(1);
    const boardId = kickOff.description_blocks[0]?.tactics_board;
    expect(boardId).toBeTruthy();

    const board = (
      await t.app.inject({ method: 'GET', url: `/api/tacticboards/${boardId}` })
    ).json<TacticBoard>();
    expect(board.pages.length).toBeGreaterThan(1);
    expect(board.pages[0]?.objects.length).toBeGreaterThan(0);
    const boards = (
      await t.app.inject({ method: 'GET', url: '/api/tacticboards/header' })
    ).json<TacticBoardHeaderList>();
    expect(boards.tacticboards.map((b) => b.name).sort()).toEqual([
      'Beater play: take bludger control',
      'Kick-off set piece: quick quaffle',
      'Seeker drill: flag runner approach',
    ]);
  });
});
