import { HISTORY_LIMIT } from '@courtside/domain';

/**
 * Undo and redo over whole snapshots of the plan: content is immutable and shares what did not
 * change, so a snapshot costs only the changed path. Bounded like the editor's history (the
 * oldest entry goes first, a new change drops the redo tail).
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /**
   * The merge key of the newest entry while it may still grow: typing into one field keeps
   * extending the same entry until something else happens.
   */
  openKey: string | null;
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], openKey: null };
}

/**
 * Records `next` as a new entry, or extends the newest one when `mergeKey` names the same open
 * entry (each keystroke in a minutes field is one change for the coach, not one per digit). An
 * open entry that comes back to where it started (by `same`) is no change and leaves no entry.
 */
export function record<T>(
  history: History<T>,
  next: T,
  mergeKey: string | null = null,
  same: (a: T, b: T) => boolean = Object.is,
): History<T> {
  if (next === history.present) return history;
  if (mergeKey !== null && mergeKey === history.openKey) {
    const start = history.past[history.past.length - 1];
    if (start !== undefined && same(start, next)) {
      return { past: history.past.slice(0, -1), present: start, future: [], openKey: null };
    }
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present];
  return {
    past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past,
    present: next,
    future: [],
    openKey: mergeKey,
  };
}

/** Ends the open entry, so the next change to the same field is a new one. */
export function seal<T>(history: History<T>): History<T> {
  return history.openKey === null ? history : { ...history, openKey: null };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    openKey: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, openKey: null };
}

/** Swaps the present for an equal value from elsewhere (the server's copy) without an entry. */
export function replacePresent<T>(history: History<T>, present: T): History<T> {
  return { ...history, present, openKey: null };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
