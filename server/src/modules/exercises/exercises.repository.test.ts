import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyListQuery } from '@courtside/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { insertExercise, listExercises } from './exercises.repository.ts';

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

describe('listExercises', () => {
  it('stops counting at the cap and says the total is not exact', async () => {
    const { db } = t.app.database;
    const owner = await createUser(t);
    const tag = `cap-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 5; i += 1) {
      await insertExercise(db, owner.id, plainExercise(`Capped ${i}`, 0, tag));
    }
    const query = { ...emptyListQuery(), limit: 2, all: { tags: [tag] } };
    expect(await listExercises(db, query, null, 3)).toMatchObject({ total: 3, exact: false });
    const exact = await listExercises(db, query, null, 5);
    expect(exact).toMatchObject({ total: 5, exact: true });
    expect(exact.rows).toHaveLength(2);
  });

  it('gives the same pages in order within the counted prefix, beyond it and past the end', async () => {
    const { db } = t.app.database;
    const owner = await createUser(t);
    const tag = `pages-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 7; i += 1) {
      await insertExercise(db, owner.id, plainExercise(`Paged ${i}`, i, tag));
    }
    const pageOf = async (page: number, cap: number) => {
      const query = {
        ...emptyListQuery(),
        page,
        limit: 2,
        sortBy: 'persons',
        all: { tags: [tag] },
      };
      const result = await listExercises(db, query, null, cap);
      return {
        names: result.rows.map((row) => row.name),
        total: result.total,
        exact: result.exact,
      };
    };
    // Cap 3: page 1 lies within the first 4 matches, page 2 ends at the 4th, page 3 lies beyond.
    expect(await pageOf(1, 3)).toEqual({ names: ['Paged 0', 'Paged 1'], total: 3, exact: false });
    expect(await pageOf(2, 3)).toEqual({ names: ['Paged 2', 'Paged 3'], total: 3, exact: false });
    expect(await pageOf(3, 3)).toEqual({ names: ['Paged 4', 'Paged 5'], total: 3, exact: false });
    expect(await pageOf(4, 100)).toEqual({ names: ['Paged 6'], total: 7, exact: true });
    expect(await pageOf(9, 100)).toEqual({ names: [], total: 7, exact: true });
    expect(await pageOf(9, 3)).toEqual({ names: [], total: 3, exact: false });
  });
});
