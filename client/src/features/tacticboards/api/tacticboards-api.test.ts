import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { stubApi } from '../../../testing/stub-api.ts';
import { BOARD_ID, makeBoard } from '../testing/board-fixtures.ts';
import { startEarlyCall } from '../../../lib/early-answers.ts';
import { tacticboardsApi } from './tacticboards-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getTacticBoard', () => {
  it('caches the board as answered, frozen at the top but not walked object by object', async () => {
    stubApi((request) =>
      request.path === `/api/tacticboards/${BOARD_ID}`
        ? { status: 200, body: makeBoard() }
        : undefined,
    );
    const store = makeStore();
    const query = store.dispatch(tacticboardsApi.endpoints.getTacticBoard.initiate(BOARD_ID));
    const board = await query.unwrap();
    query.unsubscribe();
    expect(board.name).toBe('Kick-off set piece');
    expect(board.pages).toHaveLength(2);
    // Dates are revived as for every answer.
    expect(board.createdAt).toBeInstanceOf(Date);
    expect(Object.isFrozen(board)).toBe(true);
    // The pages' objects are left as they came: freezing each costs the editor's open.
    const object = board.pages[0]?.objects[0];
    expect(object).toBeDefined();
    expect(Object.isFrozen(object)).toBe(false);
    expect(tacticboardsApi.endpoints.getTacticBoard.select(BOARD_ID)(store.getState()).data).toBe(
      board,
    );
  });
});

describe('getTacticBoard after an early call', () => {
  it('takes the answer of the call started with the session, instead of asking again', async () => {
    // A board of its own: the early calls remember which boards a query has asked for.
    const boardId = 'board-asked-early';
    const requests = stubApi((request) =>
      request.path === `/api/tacticboards/${boardId}`
        ? { status: 200, body: makeBoard({ name: 'Asked early' }) }
        : undefined,
    );
    startEarlyCall(`/api/tacticboards/${boardId}`, 'token-1');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const store = makeStore();
    const query = store.dispatch(tacticboardsApi.endpoints.getTacticBoard.initiate(boardId));
    const board = await query.unwrap();
    query.unsubscribe();
    expect(board.name).toBe('Asked early');
    expect(board.updatedAt).toBeInstanceOf(Date);
    // The early call was the only one.
    expect(requests).toHaveLength(1);
  });
});
