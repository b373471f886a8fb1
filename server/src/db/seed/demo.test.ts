import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clockTimes,
  type Exercise,
  type ExerciseListResponse,
  type PracticePlan,
  type PracticePlanListResponse,
  type TacticBoard,
  type TacticBoardHeaderList,
} from '@courtside/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { DEMO_EMAIL, seedDemoContent } from './demo.ts';
import { DEMO_PLAN_MINUTES, DEMO_PLAN_NAME, nextTuesday } from './demo-plan.ts';

let t: TestApp;
let demo: { email: string; password: string } | null;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await seedDemoContent(t.app.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('demo content', () => {
  it('creates a verified demo coach with boards and a dozen linked exercises, once', async () => {
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

  it('gives the demo coach one complete practice plan that names only what the coach sees', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: DEMO_EMAIL, password: demo?.password },
    });
    const headers = bearer(login.json<{ accessToken: string }>());
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/practice-plans?mine=true', headers })
    ).json<PracticePlanListResponse>();
    expect(list.practiceplans.map((p) => p.name)).toEqual([DEMO_PLAN_NAME]);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/practice-plans/${list.practiceplans[0]?._id}`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    const plan = read.json<PracticePlan>();
    expect(plan).toMatchObject({
      creator: 'Demo Coach',
      isPrivate: false,
      startTime: '19:00',
      headCount: 18,
      plannedMinutes: DEMO_PLAN_MINUTES,
      totalMinutes: DEMO_PLAN_MINUTES,
      unavailable: [],
    });
    expect(plan.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(plan.sections.map((s) => s.title)).toEqual([
      'Warm-up',
      'Main part',
      'Game',
      'Cool-down',
    ]);
    const kinds = new Set(plan.sections.flatMap((s) => s.items.map((item) => item.kind)));
    expect([...kinds].sort()).toEqual(['break', 'exercise', 'parallel', 'tacticboard', 'text']);
    const parallel = plan.sections[1]?.items.find((item) => item.kind === 'parallel');
    expect(parallel?.kind === 'parallel' && parallel.groups.map((g) => g.positions)).toEqual([
      ['keepers', 'chasers'],
      ['beaters'],
      ['seekers'],
    ]);
    expect(plan.referenced.exercises).toHaveLength(6);
    expect(plan.referenced.tacticboards.map((b) => b.name)).toEqual([
      'Kick-off set piece: quick quaffle',
      'Beater play: take bludger control',
    ]);
    // The session ends when it was planned to: 19:00 plus 90 minutes.
    expect(clockTimes(plan)?.end).toEqual({ time: '20:30', dayOffset: 0 });
  });

  it('dates the plan on the coming Tuesday', () => {
    expect(nextTuesday(new Date('2026-03-02T12:00:00Z'))).toBe('2026-03-03'); // a Monday
    expect(nextTuesday(new Date('2026-03-03T12:00:00Z'))).toBe('2026-03-10'); // a Tuesday
    expect(nextTuesday(new Date('2026-03-08T23:30:00Z'))).toBe('2026-03-10'); // a Sunday
  });
});
