import { useMemo } from 'react';
import type { BoardPersistence } from '../../features/board-editor/core/page-manager.ts';
import {
  GoneBoardError,
  GonePageError,
  OfflineError,
  StalePageError,
} from '../../features/board-editor/core/save-errors.ts';
import {
  useAddPageMutation,
  useDeletePageMutation,
  useLazyGetTacticBoardQuery,
  useUpdatePageMutation,
} from '../../features/tacticboards/api/tacticboards-api.ts';
import { errorDetails, errorStatus } from '../../lib/api-error.ts';

/** RTK Query's own status for a request that never got an answer. */
const unanswered = (error: unknown): boolean =>
  Boolean(
    error && typeof error === 'object' && 'status' in error && error.status === 'FETCH_ERROR',
  );

/**
 * What a 404 of a call means to the editor: its page or its board was deleted in another tab or
 * by someone else, which the coach settles.
 */
type Gone = new (cause: unknown) => Error;

/**
 * The editor's words for a failed call: a 409 is a conflict, a 404 what `gone` says (where the
 * call says), no answer at all is offline.
 */
function editorError(error: unknown, gone?: Gone): unknown {
  if (gone && errorStatus(error) === 404) return new gone(error);
  if (errorStatus(error) === 409) {
    const details = errorDetails(error);
    const revision = details?.currentRevision;
    const savedAt = details?.savedAt;
    const savedBy = details?.savedBy;
    return new StalePageError({
      ...(typeof revision === 'number' ? { currentRevision: revision } : {}),
      ...(typeof savedBy === 'string' && savedBy !== '' ? { savedBy } : {}),
      ...(details?.savedByYou === true ? { byYou: true } : {}),
      ...(typeof savedAt === 'string' || savedAt instanceof Date
        ? { savedAt: new Date(savedAt) }
        : {}),
    });
  }
  if (unanswered(error) || (typeof navigator !== 'undefined' && !navigator.onLine)) {
    return new OfflineError(error);
  }
  return error;
}

/**
 * The editor's page calls for one board over the tacticboards API. Each save sends the revision
 * the editor's page was based on, so the server answers 409 when someone else saved it in between.
 */
export function useBoardPersistence(boardId: string): BoardPersistence {
  const [updatePage] = useUpdatePageMutation();
  const [addPage] = useAddPageMutation();
  const [deletePage] = useDeletePageMutation();
  const [loadBoard] = useLazyGetTacticBoardQuery();

  return useMemo<BoardPersistence>(() => {
    const call = async <T>(run: () => Promise<T>, gone?: Gone): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        throw editorError(error, gone);
      }
    };
    return {
      savePage: ({ pageId, revision, page }) =>
        call(async () => {
          // Every page of a server board came with its revision; without one the save cannot be checked.
          if (revision === undefined)
            throw new Error(`page ${pageId} has no revision to save against`);
          const saved = await updatePage({
            tacticboardId: boardId,
            pageId,
            save: { revision, page },
          }).unwrap();
          return { revision: saved.revision };
        }, GonePageError),
      addPage: (position, data) =>
        call(async () => {
          const added = await addPage({
            tacticboardId: boardId,
            position,
            pageData: data,
          }).unwrap();
          return { id: added._id, revision: added.revision };
        }, GoneBoardError),
      deletePage: (pageId) => call(() => deletePage({ tacticboardId: boardId, pageId }).unwrap()),
      loadPage: (pageId) =>
        call(async () => {
          const board = await loadBoard(boardId).unwrap();
          const found = board.pages.find((page) => page._id === pageId);
          if (!found) throw new Error(`page ${pageId} is gone`);
          const { _id, revision, ...data } = found;
          return { id: _id, revision, data };
        }),
    };
  }, [boardId, updatePage, addPage, deletePage, loadBoard]);
}
