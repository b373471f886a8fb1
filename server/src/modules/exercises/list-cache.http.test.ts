import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exercise, ExerciseListResponse } from '@courtside/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let coach: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [coach, other] = await Promise.all([
    createUser(t, { name: 'Cached Coach' }),
    createUser(t, { name: 'Other Coach' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const marker = `cache${randomUUID().slice(0, 8)}`;
const listNames = async (as: TestUser, query = `name[regex]=${marker}`) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/exercises?${query}`,
    headers: bearer(as),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<ExerciseListResponse>().exercises.map((exercise) => exercise.name);
};
const create = async (as: TestUser, name: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/exercises',
    headers: bearer(as),
    payload: { name, persons: 4, tags: [], materials: [], description_blocks: [] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Exercise>();
};

/** Until the database's notification arrived; on PostgreSQL it travels over another connection. */
async function eventually(check: () => Promise<void>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('kept list answers', () => {
  it('are the same JSON a fresh query gives, and each caller sees their own view', async () => {
    const first = await create(coach, `${marker} first`);
    await create(coach, `${marker} second`);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/favorites/exercises/${first._id}`,
          headers: bearer(coach),
        })
      ).statusCode,
    ).toBe(204);
    const query = `/api/exercises?name[regex]=${marker}&sortBy=name`;
    const fresh = await t.app.inject({ method: 'GET', url: query, headers: bearer(coach) });
    const kept = await t.app.inject({ method: 'GET', url: query, headers: bearer(coach) });
    expect(kept.body).toBe(fresh.body);
    const favoritesOf = (body: string) =>
      JSON.parse(body).exercises.map((e: Exercise) => [e.name, e.favorite]);
    expect(favoritesOf(kept.body)).toEqual([
      [`${marker} first`, true],
      [`${marker} second`, false],
    ]);
    const others = await t.app.inject({ method: 'GET', url: query, headers: bearer(other) });
    expect(favoritesOf(others.body)).toEqual([
      [`${marker} first`, false],
      [`${marker} second`, false],
    ]);
  });

  it('never outlive a write through the API: the writer reads it at once', async () => {
    const before = await listNames(coach);
    const added = await create(coach, `${marker} added`);
    expect(await listNames(coach)).toEqual(expect.arrayContaining([...before, added.name]));

    const favorite = await t.app.inject({
      method: 'POST',
      url: `/api/favorites/exercises/${added._id}`,
      headers: bearer(other),
    });
    expect(favorite.statusCode).toBe(204);
    expect(await listNames(other, `name[regex]=${marker}&favorite=true`)).toEqual([added.name]);
  });

  it('are dropped when the database announces a change made elsewhere', async () => {
    const cached = await listNames(coach);
    const renamed = `${marker} renamed by hand`;
    await t.app.database.db.execute(
      sql`update exercises set name = ${renamed} where name = ${`${marker} second`}`,
    );
    await eventually(async () => {
      expect(await listNames(coach)).toContain(renamed);
    });
    expect(await listNames(coach)).toHaveLength(cached.length);
  });
});
