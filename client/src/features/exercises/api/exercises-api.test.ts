import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { EXERCISE_ID, listOf, makeExercise, stubApi } from '../testing/exercise-fixtures.ts';
import { exercisesApi } from './exercises-api.ts';

/** A store with the exercise, its access check, tags, materials and the list in the cache. */
async function primedStore() {
  const requests = stubApi(({ method, path }) => {
    if (method === 'DELETE' && path === `/api/exercises/${EXERCISE_ID}`) return { status: 204 };
    if (path === `/api/exercises/${EXERCISE_ID}`) return { status: 200, body: makeExercise() };
    if (path.endsWith('/checkAccess'))
      return { status: 200, body: { hasAccess: true, type: 'owner', level: 'edit' } };
    if (path.endsWith('/share')) return { status: 200, body: [] };
    if (path === '/api/exercises') return { status: 200, body: listOf([makeExercise()]) };
    return { status: 200, body: [] };
  });
  const store = makeStore();
  const { endpoints } = exercisesApi;
  const subscriptions = [
    store.dispatch(endpoints.getExercise.initiate(EXERCISE_ID)),
    store.dispatch(endpoints.checkExerciseAccess.initiate(EXERCISE_ID)),
    store.dispatch(endpoints.getExerciseTags.initiate()),
    store.dispatch(endpoints.getMaterials.initiate()),
    store.dispatch(endpoints.getExercises.initiate({})),
  ];
  await Promise.all(subscriptions);
  requests.length = 0;
  const refetched = () =>
    requests
      .filter((r) => r.method === 'GET')
      .map((r) => r.path)
      .sort();
  return { store, refetched };
}

describe('exercise cache rules', () => {
  it('changing an exercise refreshes tags, materials, that exercise and the lists', async () => {
    const { store, refetched } = await primedStore();
    const { _id, ...exercise } = makeExercise();
    await store.dispatch(exercisesApi.endpoints.updateExercise.initiate({ ...exercise, _id }));
    // The refetches follow the mutation: waited for, as a loaded machine is slow.
    await vi.waitFor(() => {
      expect(refetched()).toEqual([
        '/api/exercises',
        `/api/exercises/${EXERCISE_ID}`,
        '/api/materials',
        '/api/tags/exercises',
      ]);
    });
  });

  it('deleting refreshes tags, materials and the lists', async () => {
    const { store, refetched } = await primedStore();
    await store.dispatch(exercisesApi.endpoints.deleteExercise.initiate(EXERCISE_ID));
    // The refetches follow the mutation: waited for, as a loaded machine is slow.
    await vi.waitFor(() => {
      expect(refetched()).toEqual(
        expect.arrayContaining(['/api/materials', '/api/tags/exercises', '/api/exercises']),
      );
    });
  });

  it('an access change refreshes only that exercise access info', async () => {
    const { store, refetched } = await primedStore();
    await store.dispatch(
      exercisesApi.endpoints.shareExercise.initiate({
        id: EXERCISE_ID,
        email: 'a@b.cd',
        access: 'edit',
      }),
    );
    // The refetches follow the mutation: waited for, as a loaded machine is slow.
    await vi.waitFor(() => {
      expect(refetched()).toEqual([`/api/exercises/${EXERCISE_ID}/checkAccess`]);
    });
  });

  it('keeps unused data for 60 seconds', () => {
    const store = makeStore();
    expect(store.getState().api.config.keepUnusedDataFor).toBe(60);
  });
});
