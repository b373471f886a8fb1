import type { BoardPage } from '@courtside/domain';
import { useEffect, useMemo, useRef } from 'react';
import type { BoardPersistence } from '../../features/board-editor/core/page-manager.ts';
import { StalePageError } from '../../features/board-editor/components/editor-errors.ts';
import {
  useAddPageMutation,
  useDeletePageMutation,
  useUpdatePageMutation,
} from '../../features/tacticboards/api/tacticboards-api.ts';
import { errorStatus } from '../../lib/api-error.ts';

/**
 * The editor's page calls for one board over the tacticboards API. Each save sends the revision
 * last read or written for that page, so the server answers 409 when someone else saved it in
 * between; that becomes a {@link StalePageError} the editor page words for the user.
 */
export function useBoardPersistence(
  boardId: string,
  pages: readonly BoardPage[] | undefined,
): BoardPersistence {
  const [updatePage] = useUpdatePageMutation();
  const [addPage] = useAddPageMutation();
  const [deletePage] = useDeletePageMutation();
  const revisions = useRef(new Map<string, number>());

  useEffect(() => {
    for (const page of pages ?? []) {
      const known = revisions.current.get(page._id) ?? 0;
      revisions.current.set(page._id, Math.max(known, page.revision));
    }
  }, [pages]);

  return useMemo<BoardPersistence>(
    () => ({
      savePage: async (pageId, data) => {
        try {
          const saved = await updatePage({
            tacticboardId: boardId,
            pageId,
            pageData: { ...data, revision: revisions.current.get(pageId) },
          }).unwrap();
          revisions.current.set(saved._id, saved.revision);
        } catch (error) {
          throw errorStatus(error) === 409 ? new StalePageError() : error;
        }
      },
      addPage: async (position, data) => {
        const added = await addPage({ tacticboardId: boardId, position, pageData: data }).unwrap();
        revisions.current.set(added._id, added.revision);
        return added._id;
      },
      deletePage: async (pageId) => {
        await deletePage({ tacticboardId: boardId, pageId }).unwrap();
        revisions.current.delete(pageId);
      },
    }),
    [boardId, updatePage, addPage, deletePage],
  );
}
