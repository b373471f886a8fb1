import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { stubApi } from '../../../testing/stub-api.ts';
import { BOARD_ID, headerListOf, makeHeader } from '../testing/board-fixtures.ts';
import { tacticboardsApi } from './tacticboards-api.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('favorite tactic boards', () => {
  it('are the header list with favorite=true, and a toggle refreshes them', async () => {
    const requests = stubApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: headerListOf([makeHeader({ favorite: true })]) }
        : { status: 204 },
    );
    const store = makeStore();
    const { endpoints } = tacticboardsApi;
    const favorites = store.dispatch(endpoints.getFavoriteTacticBoards.initiate({ limit: 5 }));
    await favorites;
    expect(requests.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/api/tacticboards/header', query: { limit: '5', favorite: 'true' } },
    ]);
    requests.length = 0;
    await store.dispatch(
      endpoints.setTacticBoardFavorite.initiate({ id: BOARD_ID, favorite: false }),
    );
    await settle();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/favorites/tacticboards/${BOARD_ID}`,
      'GET /api/tacticboards/header',
    ]);
    favorites.unsubscribe();
  });
});
