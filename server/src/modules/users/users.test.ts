import { REFRESH_GET_HEADER, REFRESH_GET_HEADER_VALUE } from '@courtside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { email: TEST_ADMIN_EMAIL, name: 'Admin' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PATCH' | 'DELETE', id: string, as?: TestUser, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/users/${id}`,
    ...(as ? { headers: bearer(as) } : {}),
    ...(payload ? { payload } : {}),
  });

describe('GET /api/users/:id', () => {
  it('returns the caller without secrets', async () => {
    const user = await createUser(t, { name: 'Self' });
    const response = await call('GET', user.id, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: user.id,
      name: 'Self',
      email: user.email,
      roles: [],
      emailVerified: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(response.body).not.toContain('password');
  });

  it('hides other users from a stranger (404) but not from an admin', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    expect((await call('GET', b.id, a)).statusCode).toBe(404);
    expect((await call('GET', b.id, admin)).statusCode).toBe(200);
  });

  it('needs a login and a well-formed id', async () => {
    const user = await createUser(t);
    expect((await call('GET', user.id)).statusCode).toBe(401);
    const malformed = await call('GET', 'not-a-uuid', user);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('params.id');
  });
});

describe('PATCH /api/users/:id', () => {
  it('lets users rename themselves', async () => {
    const user = await createUser(t);
    const response = await call('PATCH', user.id, user, { name: '  New Name ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }>().name).toBe('New Name');
  });

  it('refuses to let a user change their own roles', async () => {
    const user = await createUser(t);
    const response = await call('PATCH', user.id, user, { roles: ['admin'] });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/roles/);
    expect((await call('GET', user.id, user)).json<{ roles: string[] }>().roles).toEqual([]);
  });

  it('refuses to let a user change another user', async () => {
    const [a, b] = [await createUser(t), await createUser(t, { name: 'Original' })];
    expect((await call('PATCH', b.id, a, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await call('GET', b.id, b)).json<{ name: string }>().name).toBe('Original');
  });

  it('lets an admin set roles and names', async () => {
    const user = await createUser(t);
    const response = await call('PATCH', user.id, admin, {
      roles: ['admin', 'admin'],
      name: 'Promoted',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['admin'], name: 'Promoted' });
  });

  it('rejects fields it does not know, such as email or password, with 400', async () => {
    const user = await createUser(t);
    for (const payload of [{ email: 'x@example.com' }, { password: 'new password here' }]) {
      const response = await call('PATCH', user.id, user, payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('rejects an empty name with 400 naming the field', async () => {
    const user = await createUser(t);
    const response = await call('PATCH', user.id, user, { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body.name');
  });
});

describe('GET /api/users/:id/summary', () => {
  it('counts what deleting the account would delete, for self or admin only', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const exercise = await t.app.inject({
      method: 'POST',
      url: '/api/exercises',
      headers: bearer(user),
      payload: { name: 'Mine' },
    });
    const board = await t.app.inject({
      method: 'POST',
      url: '/api/tacticboards',
      headers: bearer(user),
      payload: { name: 'Board' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/tacticboards',
      headers: bearer(user),
      payload: { name: 'Board 2' },
    });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/exercises',
      headers: bearer(other),
      payload: { name: 'Theirs' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/exercises/${theirs.json<{ _id: string }>()._id}/share`,
      headers: bearer(other),
      payload: { email: user.email, access: 'edit' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/favorites/exercises/${exercise.json<{ _id: string }>()._id}`,
      headers: bearer(user),
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/favorites/tacticboards/${board.json<{ _id: string }>()._id}`,
      headers: bearer(user),
    });
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/practice-plans',
      headers: bearer(user),
      payload: { name: 'Tuesday' },
    });
    expect(plan.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/favorites/practice-plans/${plan.json<{ _id: string }>()._id}`,
      headers: bearer(user),
    });
    const theirPlan = await t.app.inject({
      method: 'POST',
      url: '/api/practice-plans',
      headers: bearer(other),
      payload: { name: 'Their plan' },
    });
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/practice-plans/${theirPlan.json<{ _id: string }>()._id}/share`,
      headers: bearer(other),
      payload: { email: user.email, access: 'view' },
    });
    expect(shared.statusCode).toBe(200);
    const summary = await call('GET', `${user.id}/summary`, user);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      exercises: 1,
      tacticboards: 2,
      practiceplans: 1,
      grants: 2,
      favorites: 3,
    });
    expect((await call('GET', `${user.id}/summary`, other)).statusCode).toBe(404);
    expect((await call('GET', `${user.id}/summary`, admin)).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/:id', () => {
  it('lets users delete themselves, ending their sessions', async () => {
    const user = await createUser(t);
    const response = await call('DELETE', user.id, user);
    expect(response.statusCode).toBe(204);
    const refresh = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      cookies: { refreshToken: user.refreshToken },
      headers: { [REFRESH_GET_HEADER]: REFRESH_GET_HEADER_VALUE },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await call('GET', user.id, admin)).statusCode).toBe(404);
  });

  it('refuses strangers and lets admins delete anyone', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    expect((await call('DELETE', b.id, a)).statusCode).toBe(404);
    expect((await call('GET', b.id, b)).statusCode).toBe(200);
    expect((await call('DELETE', b.id, admin)).statusCode).toBe(204);
    expect((await call('DELETE', b.id, admin)).statusCode).toBe(404);
  });
});
