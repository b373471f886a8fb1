import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL, buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../test/factories.ts';

/*
 * Contract tests for the QuadCoach web client's calls (issue 18, docs/quadcoach-compat.md),
 * written from its RTK Query slices: client/src/api/quadcoachApi/favoriteApi.ts,
 * tacticboardApi.ts, client/src/pages/userApi.ts, exerciseApi.ts and store/hooks/useAuth.ts.
 * Each test sends what that client sends (method, path, query, body) and checks the shape it reads.
 */

let t: TestApp;
let coach: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [coach, other, admin] = await Promise.all([
    createUser(t, { name: 'Coach' }),
    createUser(t, { name: 'Other' }),
    createUser(t, { name: 'Admin', email: TEST_ADMIN_EMAIL }),
  ]);
}, 120_000);

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** As QuadCoach's axios base query sends it: JSON body, bearer token. */
const send = (method: Method, url: string, as?: TestUser, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(as ? { headers: bearer(as) } : {}),
    ...(payload ? { payload } : {}),
  });

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

async function newExercise(as: TestUser, fields: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/exercises', as, {
    name: `Drill ${randomUUID().slice(0, 8)}`,
    persons: 4,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; name: string }>();
}

async function newBoard(as: TestUser, isPrivate = false) {
  const response = await send('POST', '/api/tacticboards', as, {
    name: `Board ${randomUUID().slice(0, 8)}`,
    isPrivate,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; name: string }>();
}

async function newPlan(as: TestUser) {
  const response = await send('POST', '/api/practice-plans', as, {
    name: `Plan ${randomUUID().slice(0, 8)}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; name: string }>();
}

describe('access token (useAuth.ts)', () => {
  it('carries UserInfo { id, name, email, roles } for the QuadCoach client', () => {
    const claims = payloadOf(coach.accessToken);
    expect(claims.UserInfo).toEqual({ id: coach.id, name: 'Coach', email: coach.email, roles: [] });
  });

  it('keeps our own top-level claims beside it', () => {
    const claims = payloadOf(coach.accessToken);
    expect(claims).toMatchObject({
      id: coach.id,
      sub: coach.id,
      name: 'Coach',
      email: coach.email,
      roles: [],
      sid: expect.any(String),
    });
  });

  it('carries UserInfo in the token a refresh returns too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refreshToken: admin.refreshToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    const claims = payloadOf(response.json<{ accessToken: string }>().accessToken);
    expect(claims.UserInfo).toEqual({
      id: admin.id,
      name: 'Admin',
      email: admin.email,
      roles: ['admin'],
    });
    expect(claims.id).toBe(admin.id);
  });
});

describe('favorites (favoriteApi.ts)', () => {
  it('POST /api/favorites/exercises { userId, exerciseId } adds; a second time is a 400', async () => {
    const exercise = await newExercise(other);
    const added = await send('POST', '/api/favorites/exercises', coach, {
      userId: coach.id,
      exerciseId: exercise._id,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      _id: exercise._id,
      user: coach.id,
      exercise: exercise._id,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const headers = await send('GET', '/api/favorites/exercisesHeaders', coach);
    expect(headers.json<Array<{ _id: string }>>().map((h) => h._id)).toContain(exercise._id);

    const again = await send('POST', '/api/favorites/exercises', coach, {
      userId: coach.id,
      exerciseId: exercise._id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'Already in favorites' });
  });

  it('GET /api/favorites/exercises answers the favorite records as a bare array, newest first', async () => {
    const first = await newExercise(other);
    const second = await newExercise(other);
    for (const exercise of [first, second]) {
      const added = await send('POST', '/api/favorites/exercises', coach, {
        userId: coach.id,
        exerciseId: exercise._id,
      });
      expect(added.statusCode).toBe(201);
    }
    // QuadCoach sends { userId } as a GET body, which a browser drops.
    const response = await send('GET', '/api/favorites/exercises', coach);
    expect(response.statusCode, response.body).toBe(200);
    const records = response.json<unknown[]>();
    expect(Array.isArray(records)).toBe(true);
    expect(records.slice(0, 2)).toEqual(
      [second, first].map((exercise) => ({
        _id: exercise._id,
        user: coach.id,
        exercise: exercise._id,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })),
    );
    expect((await send('GET', '/api/favorites/exercises')).statusCode).toBe(401);
  });

  it('DELETE /api/favorites/exercises { userId, exerciseId } removes; a second time is a 404', async () => {
    const exercise = await newExercise(other);
    const body = { userId: coach.id, exerciseId: exercise._id };
    expect((await send('POST', '/api/favorites/exercises', coach, body)).statusCode).toBe(201);
    const removed = await send('DELETE', '/api/favorites/exercises', coach, body);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Favorite removed successfully' });
    const headers = await send('GET', '/api/favorites/exercisesHeaders', coach);
    expect(headers.json<Array<{ _id: string }>>().map((h) => h._id)).not.toContain(exercise._id);
    const again = await send('DELETE', '/api/favorites/exercises', coach, body);
    expect(again.statusCode).toBe(404);
  });

  it('refuses another user id in the body (403) and bad ids (400)', async () => {
    const exercise = await newExercise(other);
    const forOther = await send('POST', '/api/favorites/exercises', coach, {
      userId: other.id,
      exerciseId: exercise._id,
    });
    expect(forOther.statusCode).toBe(403);
    const badId = await send('POST', '/api/favorites/exercises', coach, {
      userId: coach.id,
      exerciseId: 'not-an-id',
    });
    expect(badId.statusCode).toBe(400);
    const anonymous = await send('GET', '/api/favorites/exercisesHeaders');
    expect(anonymous.statusCode).toBe(401);
  });

  it('GET /api/favorites/exercisesHeaders answers [{ _id, name }] newest first', async () => {
    const first = await newExercise(other);
    const second = await newExercise(other);
    for (const exercise of [first, second]) {
      const added = await send('POST', '/api/favorites/exercises', other, {
        userId: other.id,
        exerciseId: exercise._id,
      });
      expect(added.statusCode).toBe(201);
    }
    const response = await send('GET', '/api/favorites/exercisesHeaders', other);
    expect(response.statusCode).toBe(200);
    const headers = response.json<Array<{ _id: string; name: string }>>();
    expect(headers.slice(0, 2)).toEqual([
      { _id: second._id, name: second.name },
      { _id: first._id, name: first.name },
    ]);
  });

  it('tactic boards: POST/DELETE with { userId, tacticboardId }, GET and Headers as bare arrays', async () => {
    const board = await newBoard(other);
    const body = { userId: coach.id, tacticboardId: board._id };
    const added = await send('POST', '/api/favorites/tacticboards', coach, body);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ user: coach.id, tacticboard: board._id });

    const headers = await send('GET', '/api/favorites/tacticboardsHeaders', coach);
    expect(headers.statusCode).toBe(200);
    expect(headers.json()).toContainEqual({ _id: board._id, name: board.name });
    const records = await send('GET', '/api/favorites/tacticboards', coach);
    expect(records.statusCode).toBe(200);
    expect(records.json()).toContainEqual({
      _id: board._id,
      user: coach.id,
      tacticboard: board._id,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const removed = await send('DELETE', '/api/favorites/tacticboards', coach, body);
    expect(removed.statusCode).toBe(200);
  });

  it('leaves out boards the caller can no longer see, and refuses to favorite them (404)', async () => {
    const board = await newBoard(other);
    const body = { userId: coach.id, tacticboardId: board._id };
    expect((await send('POST', '/api/favorites/tacticboards', coach, body)).statusCode).toBe(201);
    const hidden = await send('PATCH', `/api/tacticboards/${board._id}/meta`, other, {
      isPrivate: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const headers = await send('GET', '/api/favorites/tacticboardsHeaders', coach);
    expect(headers.json<Array<{ _id: string }>>().map((h) => h._id)).not.toContain(board._id);
    const records = await send('GET', '/api/favorites/tacticboards', coach);
    expect(records.json<Array<{ tacticboard: string }>>().map((f) => f.tacticboard)).not.toContain(
      board._id,
    );

    const privateBoard = await newBoard(other, true);
    const refused = await send('POST', '/api/favorites/tacticboards', coach, {
      userId: coach.id,
      tacticboardId: privateBoard._id,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('practice plans: /api/favorites/practicePlans GET, POST and DELETE', async () => {
    const plan = await newPlan(other);
    const body = { userId: coach.id, practicePlanId: plan._id };
    const added = await send('POST', '/api/favorites/practicePlans', coach, body);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ user: coach.id, practicePlan: plan._id });
    const listed = await send('GET', '/api/favorites/practicePlans', coach);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Array<{ practicePlan: string }>>().map((f) => f.practicePlan)).toContain(
      plan._id,
    );
    const removed = await send('DELETE', '/api/favorites/practicePlans', coach, body);
    expect(removed.statusCode).toBe(200);
  });
});

describe('users (userApi.ts)', () => {
  it('GET /api/user/{id} answers the user with active', async () => {
    const response = await send('GET', `/api/user/${coach.id}`, coach);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: coach.id,
      name: 'Coach',
      email: coach.email,
      roles: [],
      active: true,
    });
    expect(response.body).not.toContain('password');
    expect((await send('GET', `/api/user/${coach.id}`, other)).statusCode).toBe(404);
    expect((await send('GET', `/api/user/${coach.id}`, admin)).statusCode).toBe(200);
  });

  it('PUT and PATCH /api/user save the profile form: { ...user, id }', async () => {
    const user = await createUser(t, { name: 'Before' });
    const form = {
      _id: user.id,
      id: user.id,
      name: 'After',
      email: user.email,
      roles: [],
      active: true,
    };
    const put = await send('PUT', '/api/user', user, form);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ message: `${user.email} updated` });
    expect((await send('GET', `/api/user/${user.id}`, user)).json()).toMatchObject({
      name: 'After',
    });
    const patch = await send('PATCH', '/api/user', user, { ...form, name: 'Again' });
    expect(patch.statusCode, patch.body).toBe(200);
  });

  it('refuses what it cannot apply with a 400 naming the field', async () => {
    const form = { id: coach.id, name: 'Coach', email: coach.email, roles: [], active: true };
    const email = await send('PUT', '/api/user', coach, { ...form, email: 'new@example.com' });
    expect(email.statusCode).toBe(400);
    expect(email.json<{ message: string }>().message).toMatch(/^email/);
    const password = await send('PUT', '/api/user', coach, { ...form, password: 'new password 1' });
    expect(password.statusCode).toBe(400);
    expect(password.json<{ message: string }>().message).toMatch(/^password/);
    const inactive = await send('PUT', '/api/user', coach, { ...form, active: false });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json<{ message: string }>().message).toMatch(/^active/);
    const roles = await send('PUT', '/api/user', coach, { ...form, roles: ['admin'] });
    expect(roles.statusCode).toBe(403);
    const foreign = await send('PUT', '/api/user', other, form);
    expect(foreign.statusCode).toBe(404);
  });

  it('DELETE /api/user { id } deletes the account', async () => {
    const user = await createUser(t, { name: 'Leaving' });
    const response = await send('DELETE', '/api/user', user, { id: user.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toContain(user.email);
    expect((await send('GET', `/api/user/${user.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/user', other, { id: coach.id })).statusCode).toBe(404);
  });

  it('GET /api/user/{id}/exercises answers { owned, accessible } (edit grants)', async () => {
    const user = await createUser(t, { name: 'Lists' });
    const own = await newExercise(user);
    const granted = await newExercise(other);
    const viewOnly = await newExercise(other);
    for (const [exercise, access] of [
      [granted, 'edit'],
      [viewOnly, 'view'],
    ] as const) {
      const grant = await send('POST', `/api/exercises/${exercise._id}/access`, other, {
        userId: user.id,
        access,
      });
      expect(grant.statusCode, grant.body).toBe(200);
    }
    const response = await send('GET', `/api/user/${user.id}/exercises`, user);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      owned: Array<{ _id: string }>;
      accessible: Array<{ _id: string }>;
    }>();
    expect(body.owned.map((e) => e._id)).toEqual([own._id]);
    expect(body.accessible.map((e) => e._id)).toEqual([granted._id]);
    expect(body.owned[0]).toMatchObject({ name: own.name });
    expect((await send('GET', `/api/user/${user.id}/exercises`, other)).statusCode).toBe(404);
  });

  it('GET /api/user/{id}/tacticboards answers { owned, accessible }', async () => {
    const user = await createUser(t, { name: 'Boards' });
    const own = await newBoard(user, true);
    const granted = await newBoard(other, true);
    const grant = await send('POST', `/api/tacticboards/${granted._id}/access`, other, {
      userId: user.id,
      access: 'edit',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const response = await send('GET', `/api/user/${user.id}/tacticboards`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      owned: [{ _id: own._id, name: own.name }],
      accessible: [{ _id: granted._id, name: granted.name }],
    });
  });

  it('GET /api/user/online-count answers { onlineUsersCount } to admins only', async () => {
    const response = await send('GET', '/api/user/online-count', admin);
    expect(response.statusCode).toBe(200);
    // Every user of this file logged in moments ago.
    expect(response.json<{ onlineUsersCount: number }>().onlineUsersCount).toBeGreaterThanOrEqual(
      3,
    );
    expect((await send('GET', '/api/user/online-count', coach)).statusCode).toBe(403);
    expect((await send('GET', '/api/user/online-count')).statusCode).toBe(401);
  });
});

describe('list filters (exerciseApi.ts, tacticboardApi.ts, practicePlansApi.ts)', () => {
  it('applies persons, time_min, beaters and chasers ranges and sortBy/sortOrder to exercises', async () => {
    const tag = `qc${randomUUID().slice(0, 6)}`;
    const block = (minutes: number) => [{ time_min: minutes }];
    const small = await newExercise(coach, {
      tags: [tag],
      persons: 4,
      beaters: 1,
      chasers: 2,
      description_blocks: block(5),
    });
    const large = await newExercise(coach, {
      tags: [tag],
      persons: 14,
      beaters: 4,
      chasers: 6,
      description_blocks: block(30),
    });
    const ids = async (query: string) => {
      const response = await send(
        'GET',
        `/api/exercises?page=1&limit=50&tags[all]=${tag}&${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ exercises: Array<{ _id: string }> }>().exercises.map((e) => e._id);
    };
    expect(await ids('time_min[gte]=10')).toEqual([large._id]);
    expect(await ids('time_min[lte]=10')).toEqual([small._id]);
    expect(await ids('beaters[gte]=2')).toEqual([large._id]);
    expect(await ids('beaters[lte]=2')).toEqual([small._id]);
    expect(await ids('chasers[gte]=3')).toEqual([large._id]);
    expect(await ids('chasers[lte]=3')).toEqual([small._id]);
    expect(await ids('persons[gte]=10&persons[lte]=20')).toEqual([large._id]);
    expect(await ids('sortBy=time&sortOrder=asc')).toEqual([small._id, large._id]);
    expect(await ids('sortBy=persons&sortOrder=desc')).toEqual([large._id, small._id]);
    expect(await ids('sortBy=name&sortOrder=asc')).toEqual(
      [small, large].sort((a, b) => a.name.localeCompare(b.name)).map((e) => e._id),
    );
  });

  it('applies isPrivate[eq] to tactic board lists and headers', async () => {
    const tag = `qc${randomUUID().slice(0, 6)}`;
    const make = async (isPrivate: boolean) => {
      const response = await send('POST', '/api/tacticboards', coach, {
        name: `Board ${randomUUID().slice(0, 8)}`,
        isPrivate,
        tags: [tag],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ _id: string }>()._id;
    };
    const open = await make(false);
    const closed = await make(true);
    for (const path of ['/api/tacticboards', '/api/tacticboards/header']) {
      const ids = async (flag: string) => {
        const response = await send(
          'GET',
          `${path}?page=1&limit=50&tags[in]=${tag}&isPrivate[eq]=${flag}&sortBy=name&sortOrder=asc`,
          coach,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response
          .json<{ tacticboards: Array<{ _id: string }> }>()
          .tacticboards.map((b) => b._id);
      };
      expect(await ids('true')).toEqual([closed]);
      expect(await ids('false')).toEqual([open]);
    }
  });

  it('applies isPrivate[eq] to practice plan lists', async () => {
    const plan = await newPlan(coach);
    const closed = await send('PUT', `/api/practice-plans/${plan._id}`, coach, {
      name: plan.name,
      isPrivate: true,
      version: 1,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const open = await newPlan(coach);
    const ids = async (flag: string) => {
      const response = await send(
        'GET',
        `/api/practice-plans?page=1&limit=200&mine=true&isPrivate[eq]=${flag}`,
        coach,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ practiceplans: Array<{ _id: string }> }>()
        .practiceplans.map((p) => p._id);
    };
    expect(await ids('true')).toContain(plan._id);
    expect(await ids('true')).not.toContain(open._id);
    expect(await ids('false')).toContain(open._id);
    expect(await ids('false')).not.toContain(plan._id);
  });

  it('answers a filter it does not apply with a 400 naming the parameter', async () => {
    const response = await send('GET', '/api/exercises?time_min[gt]=5');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { param: 'time_min[gt]' } });
    const board = await send('GET', '/api/tacticboards?isPrivate[eq]=maybe');
    expect(board.statusCode).toBe(400);
    expect(board.json()).toMatchObject({ details: { param: 'isPrivate[eq]' } });
  });
});
