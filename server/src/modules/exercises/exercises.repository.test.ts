import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyListQuery } from '@courtside/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { sql } from 'drizzle-orm';
import { estimatedRows } from '../../db/client.ts';
import { listExercises, writes } from './exercises.repository.ts';
import { exercises } from './exercises.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const plainExercise = (name: string, persons: number, tag: string) => ({
  name,
  persons,
  beaters: 0,
  chasers: 0,
  timeMin: 0,
  tags: [tag],
  materials: [],
  descriptionBlocks: [],
  relatedTo: [],
  boardIds: [],
});

/** One-pass limits below the match count force the second, ordered page query. */
const ONE_PASS_LIMITS = [2, 4, 100];
const limits = (countCap: number, onePassLimit = 100) => ({ countCap, onePassLimit });

describe('listExercises', () => {
  it('stops counting at the cap and says the total is not exact', async () => {
    const { db } = t.app.database;
    const owner = await createUser(t);
    const tag = `cap-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 5; i += 1) {
      await writes.insert(db, owner.id, plainExercise(`Capped ${i}`, 0, tag));
    }
    const query = { ...emptyListQuery(), limit: 2, all: { tags: [tag] } };
    for (const onePass of ONE_PASS_LIMITS) {
      const capped = await listExercises(db, query, null, limits(3, onePass));
      expect(capped).toMatchObject({ total: 3, exact: false });
      expect(capped.rows).toHaveLength(2);
      const exact = await listExercises(db, query, null, limits(5, onePass));
      expect(exact).toMatchObject({ total: 5, exact: true });
      expect(exact.rows.map((row) => row.name)).toEqual(['Capped 4', 'Capped 3']);
    }
  });

  it('gives the same pages in order within the counted prefix, beyond it and past the end', async () => {
    const { db } = t.app.database;
    const owner = await createUser(t);
    const tag = `pages-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 7; i += 1) {
      await writes.insert(db, owner.id, plainExercise(`Paged ${i}`, i, tag));
    }
    const pageOf = async (page: number, cap: number, onePass: number) => {
      const query = {
        ...emptyListQuery(),
        page,
        limit: 2,
        sortBy: 'persons',
        all: { tags: [tag] },
      };
      const result = await listExercises(db, query, null, limits(cap, onePass));
      return {
        names: result.rows.map((row) => row.name),
        total: result.total,
        exact: result.exact,
      };
    };
    // Whether the page comes from the first matches or from the ordered query, it is the same.
    for (const onePass of ONE_PASS_LIMITS) {
      const page = (n: number, cap: number) => pageOf(n, cap, onePass);
      // Cap 3: page 1 lies within the first 4 matches, page 2 ends at the 4th, page 3 lies beyond.
      expect(await page(1, 3)).toEqual({ names: ['Paged 0', 'Paged 1'], total: 3, exact: false });
      expect(await page(2, 3)).toEqual({ names: ['Paged 2', 'Paged 3'], total: 3, exact: false });
      expect(await page(3, 3)).toEqual({ names: ['Paged 4', 'Paged 5'], total: 3, exact: false });
      expect(await page(4, 100)).toEqual({ names: ['Paged 6'], total: 7, exact: true });
      expect(await page(9, 100)).toEqual({ names: [], total: 7, exact: true });
      expect(await page(9, 3)).toEqual({ names: [], total: 3, exact: false });
    }
  });
});

describe('estimatedRows', () => {
  it("reads the planner's expected row count without running the query", async () => {
    const { db } = t.app.database;
    const owner = await createUser(t);
    const tag = `estimate-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 40; i += 1) {
      await writes.insert(db, owner.id, plainExercise(`Estimated ${i}`, i, tag));
    }
    await db.execute(sql`analyze exercises`);
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(exercises);
    const all = await estimatedRows(db, db.select({ id: exercises.id }).from(exercises));
    expect(all).toBe(count);
    const none = await estimatedRows(
      db,
      db
        .select({ id: exercises.id })
        .from(exercises)
        .where(sql`false`),
    );
    expect(none).toBe(0);
    // A query that would fail when run only gets planned.
    const unrun = await estimatedRows(db, sql`select 1 / (random() * 0)::int from ${exercises}`);
    expect(unrun).toBe(count);
  });
});
