import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PracticePlan, PracticePlanListResponse } from '@courtside/domain';
import { useActors } from '../../../test/actors.ts';
import type { TestUser } from '../../../test/factories.ts';

const actors = useActors();
const { call } = actors;

const unique = () => randomUUID().slice(0, 8);
const id = () => randomUUID();

async function created<T>(response: { statusCode: number; body: string; json<J>(): J }) {
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const createExercise = async (as: TestUser = actors.owner) =>
  created<{ _id: string }>(
    await call('POST', '/api/exercises', as, { name: `Drill ${unique()}`, persons: 6 }),
  );

const createBoard = async (as: TestUser = actors.owner, isPrivate = false) =>
  created<{ _id: string }>(
    await call('POST', '/api/tacticboards', as, { name: `Board ${unique()}`, isPrivate }),
  );

const exerciseItem = (exerciseId: string, minutes = 10) => ({
  _id: id(),
  kind: 'exercise',
  exerciseId,
  minutes,
});
const boardItem = (tacticboardId: string, minutes = 5) => ({
  _id: id(),
  kind: 'tacticboard',
  tacticboardId,
  minutes,
});
const breakItem = (minutes = 5) => ({ _id: id(), kind: 'break', minutes });
const section = (title: string, items: unknown[]) => ({ _id: id(), title, items });
const group = (label: string, positions: string[], activity: Record<string, unknown>) => ({
  _id: id(),
  label,
  positions,
  activity,
});
const parallelItem = (...groups: Array<ReturnType<typeof group>>) => ({
  _id: id(),
  kind: 'parallel',
  groups,
});

async function createPlan(
  as: TestUser = actors.owner,
  body: Record<string, unknown> = {},
): Promise<PracticePlan> {
  return created<PracticePlan>(
    await call('POST', '/api/practice-plans', as, { name: `Plan ${unique()}`, ...body }),
  );
}

/** The plan as `as` reads it; fails the test unless the read succeeds. */
async function readPlan(planId: string, as: TestUser | null): Promise<PracticePlan> {
  const response = await call('GET', `/api/practice-plans/${planId}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticePlan>();
}

/** The board's owner makes it private. */
async function hideBoard(boardId: string, owner: TestUser): Promise<void> {
  const hide = await call('PATCH', `/api/tacticboards/${boardId}/meta`, owner, { isPrivate: true });
  expect(hide.statusCode, hide.body).toBe(200);
}

/** A private plan of `owner` with an edit grant for `editor` and a view grant for `viewer`. */
async function sharedPlan(body: Record<string, unknown> = {}): Promise<PracticePlan> {
  const plan = await createPlan(actors.owner, { isPrivate: true, ...body });
  for (const [user, access] of [
    [actors.editor, 'edit'],
    [actors.viewer, 'view'],
  ] as const) {
    const granted = await call('POST', `/api/practice-plans/${plan._id}/access`, actors.owner, {
      userId: user.id,
      access,
    });
    expect(granted.statusCode, granted.body).toBe(200);
  }
  return plan;
}

/** The plan's content as a PUT body, at the version it was read. */
const bodyOf = (plan: PracticePlan, change: Record<string, unknown> = {}) => ({
  name: plan.name,
  description: plan.description,
  tags: plan.tags,
  date: plan.date,
  startTime: plan.startTime,
  headCount: plan.headCount,
  plannedMinutes: plan.plannedMinutes,
  sections: plan.sections,
  version: plan.version,
  ...change,
});

describe('practice plans: create, read, replace, delete', () => {
  it('creates a plan with defaults, computes its minutes and reads it back', async () => {
    const exercise = await createExercise();
    const board = await createBoard();
    const parallel = parallelItem(
      group('Chasers', ['chasers', 'keepers'], {
        kind: 'exercise',
        exerciseId: exercise._id,
        minutes: 15,
      }),
      group('Beaters', ['beaters'], { kind: 'text', text: 'Beat drills', minutes: 20 }),
    );
    const plan = await createPlan(actors.owner, {
      name: '  Tuesday  ',
      description: '**Focus:** passing',
      tags: ['tuesday'],
      date: '2026-12-01',
      startTime: '19:00',
      headCount: 18,
      plannedMinutes: 90,
      sections: [
        section('Warm-up', [exerciseItem(exercise._id, 10), breakItem(5)]),
        section('Main part', [parallel, boardItem(board._id, 7)]),
      ],
    });
    expect(plan).toMatchObject({
      name: 'Tuesday',
      description: '**Focus:** passing',
      tags: ['tuesday'],
      isPrivate: false,
      date: '2026-12-01',
      startTime: '19:00',
      headCount: 18,
      plannedMinutes: 90,
      totalMinutes: 10 + 5 + 20 + 7,
      user: actors.owner.id,
      creator: 'Owner',
      favorite: false,
      version: 1,
      unavailable: [],
      referenced: {
        exercises: [{ _id: exercise._id, persons: 6, beaters: 0, chasers: 0, materials: [] }],
        tacticboards: [{ _id: board._id }],
      },
    });
    expect(plan.sections.map((s) => s.title)).toEqual(['Warm-up', 'Main part']);
    expect(plan.sections[1]?.items[0]).toEqual(parallel);

    const read = await call('GET', `/api/practice-plans/${plan._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<PracticePlan>()).toEqual(plan);

    const bare = await createPlan(actors.owner, { name: 'Bare' });
    expect(bare).toMatchObject({
      description: '',
      tags: [],
      date: null,
      startTime: null,
      headCount: null,
      plannedMinutes: null,
      sections: [],
      totalMinutes: 0,
    });
  });

  it('replaces the whole plan, raising the version, and answers 409 to a stale version', async () => {
    const plan = await createPlan(actors.owner, { sections: [section('Warm-up', [breakItem(5)])] });
    const replaced = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.owner,
      bodyOf(plan, {
        name: 'Renamed',
        sections: [...plan.sections, section('Game', [breakItem(30)])],
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<PracticePlan>()).toMatchObject({
      name: 'Renamed',
      version: 2,
      totalMinutes: 35,
    });

    const stale = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.owner,
      bodyOf(plan, { name: 'Late' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'version: the practice plan was changed by someone else; reload it',
      details: { currentVersion: 2 },
    });
    const after = await call('GET', `/api/practice-plans/${plan._id}`, actors.owner);
    expect(after.json<PracticePlan>().name).toBe('Renamed');
  });

  it('keeps privacy when a replace leaves isPrivate out', async () => {
    const plan = await createPlan(actors.owner, { isPrivate: true });
    const replaced = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.owner,
      bodyOf(plan),
    );
    expect(replaced.json<PracticePlan>().isPrivate).toBe(true);
  });

  it('deletes a plan', async () => {
    const plan = await createPlan();
    expect((await call('DELETE', `/api/practice-plans/${plan._id}`, actors.owner)).statusCode).toBe(
      204,
    );
    const gone = await call('GET', `/api/practice-plans/${plan._id}`, actors.owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Practice plan not found' });
  });
});

describe('practice plans: validation', () => {
  it('refuses bad minutes, naming the field', async () => {
    const response = await call('POST', '/api/practice-plans', actors.owner, {
      name: 'Bad minutes',
      sections: [section('Warm-up', [breakItem(0)])],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'body.sections.0.items.0.minutes: must be at least 1 minute',
    );
    const fraction = await call('POST', '/api/practice-plans', actors.owner, {
      name: 'Fraction',
      sections: [section('Warm-up', [{ ...breakItem(), minutes: 2.5 }])],
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json<{ message: string }>().message).toContain('must be whole minutes');
  });

  it('refuses an unknown exercise and an unknown or hidden board, naming the field', async () => {
    const missing = id();
    const response = await call('POST', '/api/practice-plans', actors.owner, {
      name: 'Unknown',
      sections: [section('Main', [breakItem(), exerciseItem(missing)])],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'sections.0.items.1.exerciseId: no such exercise',
      details: { field: 'sections.0.items.1.exerciseId', id: missing },
    });

    const hidden = await createBoard(actors.stranger, true);
    const parallel = parallelItem(
      group('A', ['chasers'], { kind: 'text', text: 'Run', minutes: 5 }),
      group('B', ['beaters'], { kind: 'tacticboard', tacticboardId: hidden._id, minutes: 5 }),
    );
    const board = await call('POST', '/api/practice-plans', actors.owner, {
      name: 'Hidden board',
      sections: [section('Main', [parallel])],
    });
    expect(board.statusCode).toBe(400);
    expect(board.json<{ message: string }>().message).toBe(
      'sections.0.items.0.groups.1.activity.tacticboardId: no such tactic board visible to you',
    );
  });

  it('refuses too many items over all sections', async () => {
    const items = (n: number) => Array.from({ length: n }, () => breakItem(1));
    const response = await call('POST', '/api/practice-plans', actors.owner, {
      name: 'Too long',
      sections: [section('One', items(40)), section('Two', items(21))],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'body.sections: must hold at most 60 items in all sections together (has 61)',
    );
  });

  it('refuses a replace without a version', async () => {
    const plan = await createPlan();
    const { version: _version, ...body } = bodyOf(plan);
    const response = await call('PUT', `/api/practice-plans/${plan._id}`, actors.owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^body\.version: /);
  });
});

describe('practice plans: references the caller can no longer see', () => {
  it('marks deleted exercises and hidden boards unavailable, and still saves the plan', async () => {
    const exercise = await createExercise(actors.editor);
    const kept = await createExercise(actors.owner);
    const board = await createBoard(actors.editor);
    const plan = await createPlan(actors.owner, {
      sections: [
        section('Main', [exerciseItem(exercise._id), exerciseItem(kept._id), boardItem(board._id)]),
      ],
    });
    expect(plan.unavailable).toEqual([]);

    // Their owner removes them at will: a plan using them never holds them back.
    expect((await call('DELETE', `/api/exercises/${exercise._id}`, actors.editor)).statusCode).toBe(
      204,
    );
    await hideBoard(board._id, actors.editor);

    const read = await readPlan(plan._id, actors.owner);
    expect(read.unavailable.sort()).toEqual([exercise._id, board._id].sort());
    expect(read.totalMinutes).toBe(25);
    // The board's owner still sees it; the exercise is gone for everyone.
    const asEditor = await call('GET', `/api/practice-plans/${plan._id}`, actors.editor);
    expect(asEditor.json<PracticePlan>().unavailable).toEqual([exercise._id]);
    const asAdmin = await call('GET', `/api/practice-plans/${plan._id}`, actors.admin);
    expect(asAdmin.json<PracticePlan>().unavailable).toEqual([exercise._id]);

    const saved = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.owner,
      bodyOf(read, { name: 'Still saves' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // A new mention of what the caller cannot see is refused.
    const added = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.owner,
      bodyOf(saved.json<PracticePlan>(), {
        sections: [section('More', [boardItem(board._id)])],
      }),
    );
    expect(added.statusCode).toBe(200);
    const fresh = await createBoard(actors.editor, true);
    const refused = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.owner,
      bodyOf(added.json<PracticePlan>(), { sections: [section('More', [boardItem(fresh._id)])] }),
    );
    expect(refused.statusCode).toBe(400);
  });
});

describe('practice plans: what the plan names, as the caller sees it', () => {
  it('returns the names and needs of the exercises and boards, parallel groups included', async () => {
    const exercise = await created<{ _id: string }>(
      await call('POST', '/api/exercises', actors.owner, {
        name: 'Passing square',
        persons: 10,
        beaters: 2,
        chasers: 6,
        materials: ['cones', 'quaffles'],
        description_blocks: [{ time_min: 12 }, { time_min: 8 }],
      }),
    );
    const other = await createExercise(actors.editor);
    const board = await created<{ _id: string }>(
      await call('POST', '/api/tacticboards', actors.owner, { name: 'Zone defence' }),
    );
    const parallel = parallelItem(
      group('Chasers', ['chasers'], { kind: 'exercise', exerciseId: other._id, minutes: 10 }),
      group('Beaters', ['beaters'], {
        kind: 'tacticboard',
        tacticboardId: board._id,
        minutes: 10,
      }),
    );
    const plan = await createPlan(actors.owner, {
      sections: [
        section('Warm-up', [exerciseItem(exercise._id), boardItem(board._id)]),
        section('Main', [parallel, exerciseItem(exercise._id, 5)]),
      ],
    });
    const expected = {
      exercises: [
        {
          _id: exercise._id,
          name: 'Passing square',
          persons: 10,
          beaters: 2,
          chasers: 6,
          materials: ['cones', 'quaffles'],
          time: 20,
        },
        expect.objectContaining({ _id: other._id, name: expect.stringMatching(/^Drill /) }),
      ],
      tacticboards: [{ _id: board._id, name: 'Zone defence' }],
    };
    expect(plan.referenced).toEqual(expected);
    expect((await readPlan(plan._id, actors.stranger)).referenced).toEqual(expected);
    const replaced = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.owner,
      bodyOf(plan, { name: 'Renamed' }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<PracticePlan>().referenced).toEqual(expected);
  });

  it('leaves a board its owner made private out for another coach, who sees it unavailable', async () => {
    const board = await createBoard(actors.editor);
    const exercise = await createExercise(actors.owner);
    const plan = await createPlan(actors.owner, {
      sections: [section('Main', [boardItem(board._id), exerciseItem(exercise._id)])],
    });
    expect(plan.referenced.tacticboards.map((b) => b._id)).toEqual([board._id]);

    await hideBoard(board._id, actors.editor);

    const asOwner = await readPlan(plan._id, actors.owner);
    expect(asOwner.referenced.tacticboards).toEqual([]);
    expect(asOwner.referenced.exercises.map((e) => e._id)).toEqual([exercise._id]);
    expect(asOwner.unavailable).toEqual([board._id]);
    // The board's owner still sees it named.
    const asBoardOwner = await readPlan(plan._id, actors.editor);
    expect(asBoardOwner.referenced.tacticboards.map((b) => b._id)).toEqual([board._id]);
    expect(asBoardOwner.unavailable).toEqual([]);
  });
});

describe('practice plans: privacy and grants', () => {
  it('shows a private plan to owner, grantees and admins only', async () => {
    const plan = await sharedPlan();
    const statuses = await Promise.all(
      [null, actors.stranger, actors.viewer, actors.editor, actors.owner, actors.admin].map(
        async (as) => (await call('GET', `/api/practice-plans/${plan._id}`, as)).statusCode,
      ),
    );
    expect(statuses).toEqual([404, 404, 200, 200, 200, 200]);
  });

  it('lets edit grantees replace but not change privacy or delete', async () => {
    const plan = await sharedPlan();
    const byViewer = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.viewer,
      bodyOf(plan),
    );
    expect(byViewer.statusCode).toBe(403);
    const publish = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.editor,
      bodyOf(plan, { isPrivate: false }),
    );
    expect(publish.statusCode).toBe(403);
    expect(publish.json<{ message: string }>().message).toMatch(/^isPrivate: /);
    const byEditor = await call(
      'PUT',
      `/api/practice-plans/${plan._id}`,
      actors.editor,
      bodyOf(plan, { name: 'Edited' }),
    );
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    expect(
      (await call('DELETE', `/api/practice-plans/${plan._id}`, actors.editor)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/practice-plans/${plan._id}`, actors.admin)).statusCode).toBe(
      204,
    );
  });

  it('shares by e-mail and reports the caller access', async () => {
    const plan = await createPlan(actors.owner, { isPrivate: true });
    const shared = await call('POST', `/api/practice-plans/${plan._id}/share`, actors.owner, {
      email: actors.stranger.email,
      access: 'view',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const check = await call('GET', `/api/practice-plans/${plan._id}/checkAccess`, actors.stranger);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ hasAccess: true });
    const revoked = await call('DELETE', `/api/practice-plans/${plan._id}/access`, actors.owner, {
      userId: actors.stranger.id,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await call('GET', `/api/practice-plans/${plan._id}`, actors.stranger)).statusCode).toBe(
      404,
    );
  });

  it('needs a sign-in to create', async () => {
    const response = await call('POST', '/api/practice-plans', null, { name: 'Anonymous' });
    expect(response.statusCode).toBe(401);
  });
});

describe('practice plans: list, search and favorites', () => {
  it('searches by name and tags, paginates and hides private plans from others', async () => {
    const tag = `tag-${unique()}`;
    const word = `Word${unique()}`;
    const open = await createPlan(actors.owner, { name: `${word} open`, tags: [tag] });
    const closed = await createPlan(actors.owner, {
      name: `${word} closed`,
      tags: [tag],
      isPrivate: true,
    });
    await createPlan(actors.owner, { name: `${word} untagged` });

    const byName = (as: TestUser | null) =>
      call('GET', `/api/practice-plans?name[regex]=${word}&sortBy=name`, as);
    const anonymous = (await byName(null)).json<PracticePlanListResponse>();
    expect(anonymous.practiceplans.map((p) => p.name)).toEqual([
      `${word} open`,
      `${word} untagged`,
    ]);
    const mine = (await byName(actors.owner)).json<PracticePlanListResponse>();
    expect(mine.pagination).toMatchObject({ total: 3, page: 1 });

    const tagged = (
      await call('GET', `/api/practice-plans?tags[in]=${tag}&sortBy=name`, actors.owner)
    ).json<PracticePlanListResponse>();
    expect(tagged.practiceplans.map((p) => p._id)).toEqual([closed._id, open._id]);
    const byTagPattern = (
      await call('GET', `/api/practice-plans?tags[regex]=${tag}&private=true`, actors.owner)
    ).json<PracticePlanListResponse>();
    expect(byTagPattern.practiceplans.map((p) => p._id)).toEqual([closed._id]);

    const paged = (
      await call(
        'GET',
        `/api/practice-plans?name[regex]=${word}&sortBy=name&limit=2&page=2`,
        actors.owner,
      )
    ).json<PracticePlanListResponse>();
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2, exact: true });
    expect(paged.practiceplans.map((p) => p.name)).toEqual([`${word} untagged`]);
    // Only what QuadCoach's plan card shows of the sections; no items.
    expect(paged.practiceplans[0]).toHaveProperty('sections', []);
    expect(paged.practiceplans[0]).toMatchObject({ itemCount: 0, totalMinutes: 0 });

    const bad = await call('GET', '/api/practice-plans?pages=2', actors.owner);
    expect(bad.statusCode).toBe(400);
  });

  it('lists the tags of the plans the caller can see', async () => {
    const open = `open-${unique()}`;
    const hidden = `hidden-${unique()}`;
    await createPlan(actors.owner, { tags: [open] });
    await createPlan(actors.owner, { tags: [hidden], isPrivate: true });
    const tagsFor = async (as: TestUser | null) =>
      (await call('GET', '/api/tags/practice-plans', as)).json<string[]>();
    expect(await tagsFor(null)).toContain(open);
    expect(await tagsFor(null)).not.toContain(hidden);
    expect(await tagsFor(actors.owner)).toContain(hidden);
    const matching = await call(
      'GET',
      `/api/tags/practice-plans?tagName[regex]=${open}`,
      actors.owner,
    );
    expect(matching.json()).toEqual([open]);
  });

  it('keeps favorites per user', async () => {
    const plan = await createPlan(actors.owner, { sections: [section('Warm-up', [breakItem(5)])] });
    expect(
      (await call('POST', `/api/favorites/practice-plans/${plan._id}`, actors.viewer)).statusCode,
    ).toBe(204);
    const favorites = (
      await call('GET', '/api/favorites/practice-plans', actors.viewer)
    ).json<PracticePlanListResponse>();
    expect(favorites.practiceplans.map((p) => p._id)).toContain(plan._id);
    expect(favorites.practiceplans.find((p) => p._id === plan._id)).toMatchObject({
      favorite: true,
      itemCount: 1,
      totalMinutes: 5,
    });
    const read = await call('GET', `/api/practice-plans/${plan._id}`, actors.viewer);
    expect(read.json<PracticePlan>().favorite).toBe(true);
    expect(
      (await call('GET', `/api/practice-plans/${plan._id}`, actors.owner)).json<PracticePlan>()
        .favorite,
    ).toBe(false);

    const hidden = await createPlan(actors.owner, { isPrivate: true });
    const refused = await call(
      'POST',
      `/api/favorites/practice-plans/${hidden._id}`,
      actors.stranger,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Practice plan not found' });
  });
});
