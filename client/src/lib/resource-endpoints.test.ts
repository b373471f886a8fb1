import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../testing/stub-api.ts';
import { baseApi } from './base-api.ts';
import { nextListPage, resourceEndpoints } from './resource-endpoints.ts';

interface TestList {
  items: Array<{ _id: string }>;
  pagination: { page: number; pages: number; limit: number; total: number; exact: boolean };
}

const items = (list: TestList) => list.items;
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...resourceEndpoints(build, 'Exercise', items),
    ...resourceEndpoints(build, 'TacticBoard', items),
    ...resourceEndpoints(build, 'PracticePlan', items),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, auth: () => ({ accessToken: null }) },
    middleware: (defaults) => defaults().concat(baseApi.middleware),
  });
}

const ID = 'item-1';
const LIST: TestList = {
  items: [{ _id: ID }],
  pagination: { page: 1, pages: 1, limit: 5, total: 1, exact: true },
};

const { endpoints } = api;
const kinds = [
  {
    kind: 'exercises',
    listPath: '/api/exercises',
    favorites: endpoints.getFavoriteExercises,
    setFavorite: endpoints.setExerciseFavorite,
  },
  {
    kind: 'tacticboards',
    listPath: '/api/tacticboards/header',
    favorites: endpoints.getFavoriteTacticBoards,
    setFavorite: endpoints.setTacticBoardFavorite,
  },
  {
    kind: 'practice-plans',
    listPath: '/api/practice-plans',
    favorites: endpoints.getFavoritePracticePlans,
    setFavorite: endpoints.setPracticePlanFavorite,
  },
] as const;

describe('resourceEndpoints', () => {
  it.each(kinds)(
    'lists $kind favorites as the list with favorite=true, and a toggle refreshes them',
    async ({ kind, listPath, favorites, setFavorite }) => {
      const requests = stubApi(({ method }) =>
        method === 'GET' ? { status: 200, body: LIST } : { status: 204 },
      );
      const store = makeStore();
      const list = store.dispatch(favorites.initiate({ limit: 5 }));
      await list;
      expect(requests.map(({ path, query }) => ({ path, query }))).toEqual([
        { path: listPath, query: { limit: '5', favorite: 'true' } },
      ]);
      requests.length = 0;
      await store.dispatch(setFavorite.initiate({ id: ID, favorite: false }));
      // The refetches follow the mutation: waited for, as a loaded machine is slow.
      await vi.waitFor(() => {
        expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
          `DELETE /api/favorites/${kind}/${ID}`,
          `GET ${listPath}`,
        ]);
      });
      list.unsubscribe();
    },
  );

  it('searches tags case-insensitively under /tags/<kind>', async () => {
    const requests = stubApi(() => ({ status: 200, body: [] }));
    const store = makeStore();
    await store.dispatch(endpoints.getPracticePlanTags.initiate('war'));
    await store.dispatch(endpoints.getTacticBoardTags.initiate());
    expect(requests.map(({ path, query }) => ({ path, query }))).toEqual([
      {
        path: '/api/tags/practice-plans',
        query: { 'tagName[regex]': 'war', 'tagName[options]': 'i' },
      },
      { path: '/api/tags/tacticboards', query: {} },
    ]);
  });

  it('shares and changes access under the kind, refreshing only that item access info', async () => {
    const requests = stubApi(({ path }) =>
      path.endsWith('/checkAccess')
        ? { status: 200, body: { hasAccess: true, type: 'owner', level: 'edit' } }
        : { status: 200, body: [] },
    );
    const store = makeStore();
    const check = store.dispatch(endpoints.checkTacticBoardAccess.initiate(ID));
    const other = store.dispatch(endpoints.checkPracticePlanAccess.initiate(ID));
    await Promise.all([check, other]);
    requests.length = 0;
    await store.dispatch(
      endpoints.shareTacticBoard.initiate({ id: ID, email: 'a@b.cd', access: 'view' }),
    );
    // The refetches follow the mutation: waited for, as a loaded machine is slow.
    await vi.waitFor(() => {
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /api/tacticboards/${ID}/share`,
        `GET /api/tacticboards/${ID}/checkAccess`,
      ]);
    });
    check.unsubscribe();
    other.unsubscribe();
  });
});

describe('nextListPage', () => {
  const pagination = { page: 2, pages: 3, limit: 10, exact: true };

  it('is the next page after a full page that is not the last', () => {
    expect(nextListPage(10, pagination)).toBe(3);
  });

  it('is none after a short page or the last page', () => {
    expect(nextListPage(9, pagination)).toBeUndefined();
    expect(nextListPage(10, { ...pagination, page: 3 })).toBeUndefined();
  });

  it('may follow the last counted page when the count was capped', () => {
    expect(nextListPage(10, { ...pagination, page: 3, exact: false })).toBe(4);
  });
});
