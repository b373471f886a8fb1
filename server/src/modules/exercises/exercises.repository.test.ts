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

describe('listExercises', () => {
  it('stops counting at the cap and says the total is not exact', async () => {
    const { db } = t.app.database;
    const owner = await createUser(t);
    const tag = `cap-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 5; i += 1) {
      await insertExercise(db, owner.id, {
        name: `Capped ${i}`,
        persons: 0,
        beaters: 0,
        chasers: 0,
        timeMin: 0,
        tags: [tag],
        materials: [],
        descriptionBlocks: [],
        relatedTo: [],
        boardIds: [],
      });
    }
    const query = { ...emptyListQuery(), limit: 2, all: { tags: [tag] } };
    expect(await listExercises(db, query, null, 3)).toMatchObject({ total: 3, exact: false });
    const exact = await listExercises(db, query, null, 5);
    expect(exact).toMatchObject({ total: 5, exact: true });
    expect(exact.rows).toHaveLength(2);
  });
});
