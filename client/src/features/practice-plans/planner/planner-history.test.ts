import { HISTORY_LIMIT } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  record,
  redo,
  replacePresent,
  seal,
  startHistory,
  undo,
} from './planner-history.ts';

describe('planner history', () => {
  it('records each change as one entry and undoes and redoes them in order', () => {
    let history = startHistory('a');
    expect(canUndo(history) || canRedo(history)).toBe(false);
    history = record(history, 'b');
    history = record(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(history.present).toBe('c');
    expect(redo(history)).toBe(history);
  });

  it('drops the redo tail on a new change', () => {
    let history = record(record(startHistory('a'), 'b'), 'c');
    history = record(undo(history), 'd');
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('b');
  });

  it('merges changes with the same key into the open entry until sealed or another change', () => {
    let history = startHistory('10');
    history = record(history, '1', 'minutes:x');
    history = record(history, '15', 'minutes:x');
    expect(history.past).toEqual(['10']);
    expect(undo(history).present).toBe('10');

    history = record(history, '155', 'minutes:y');
    expect(history.past).toEqual(['10', '15']);
    history = seal(history);
    history = record(history, '150', 'minutes:y');
    expect(history.past).toEqual(['10', '15', '155']);

    // An undo closes the entry too: typing again is a new change.
    history = record(undo(history), '160', 'minutes:y');
    expect(history.past).toEqual(['10', '15', '155']);
  });

  it('leaves no entry when the open one comes back to where it started', () => {
    let history = record(startHistory('a'), 'b');
    history = record(history, 'b9', 'minutes:x');
    history = record(history, 'b', 'minutes:x');
    expect(history).toEqual({ past: ['a'], present: 'b', future: [], openKey: null });
    // Compared by the given test: content is a fresh object each change.
    const same = (x: { n: number }, y: { n: number }) => x.n === y.n;
    let objects = record(startHistory({ n: 1 }), { n: 2 }, 'k', same);
    objects = record(objects, { n: 1 }, 'k', same);
    expect(canUndo(objects)).toBe(false);
    expect(objects.present).toEqual({ n: 1 });
  });

  it('ignores a change to the same value', () => {
    const history = startHistory({ n: 1 });
    expect(record(history, history.present)).toBe(history);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    let history = startHistory(0);
    for (let n = 1; n <= HISTORY_LIMIT + 5; n += 1) history = record(history, n);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toBe(5);
  });

  it('replaces the present without an entry (the saved copy from the server)', () => {
    const history = replacePresent(record(startHistory('a'), 'b', 'k'), 'B');
    expect(history).toEqual({ past: ['a'], present: 'B', future: [], openKey: null });
  });

  it('survives a JSON round-trip', () => {
    const history = undo(record(record(startHistory({ a: 1 }), { a: 2 }), { a: 3 }));
    expect(JSON.parse(JSON.stringify(history))).toEqual(history);
  });
});
