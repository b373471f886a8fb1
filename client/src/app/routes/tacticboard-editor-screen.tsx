import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { CanvasKit } from '../../features/board-editor/components/board-canvas.ts';
import { BoardEditorPage } from '../../features/board-editor/components/board-editor-page.tsx';
import { localDrafts } from '../../features/board-editor/components/local-drafts.ts';
import type { StoredPage } from '../../features/board-editor/core/page-manager.ts';
import {
  useCheckTacticBoardAccessQuery,
  useDeleteTacticBoardMutation,
  useGetTacticBoardQuery,
  type TacticBoardItem,
} from '../../features/tacticboards/api/tacticboards-api.ts';
import { useItemPage, type ItemPageApi } from '../../hooks/use-item-page.ts';
import { useBoardPersistence } from './use-board-persistence.ts';

const BOARD_API: ItemPageApi<TacticBoardItem> = {
  useItemQuery: useGetTacticBoardQuery,
  useAccessQuery: useCheckTacticBoardAccessQuery,
  listPath: '/tacticboards',
};

/**
 * The editor screen composed from the tacticboards feature's calls and the board-editor feature's
 * page; the drawing surface comes in as `canvasKit`.
 */
export function TacticBoardEditorScreen({ canvasKit }: { canvasKit: CanvasKit }) {
  const { tacticBoardId = '' } = useParams();
  const { item, canEdit, deleting, deleteAndLeave } = useItemPage(tacticBoardId, BOARD_API);
  const [deleteBoard] = useDeleteTacticBoardMutation();
  const persistence = useBoardPersistence(tacticBoardId);
  const drafts = useMemo(() => localDrafts(tacticBoardId), [tacticBoardId]);
  const data = item.data;
  const board = useMemo(
    () =>
      data && {
        name: data.name,
        pages: data.pages.map(({ _id, revision, ...page }): StoredPage => ({
          id: _id,
          revision,
          data: page,
        })),
      },
    [data],
  );
  return (
    <BoardEditorPage
      boardId={tacticBoardId}
      board={board}
      loadFailed={Boolean(item.error) || (!item.isLoading && !data)}
      onRetry={() => void item.refetch()}
      privileged={canEdit}
      persistence={persistence}
      drafts={drafts}
      onDeleteBoard={() => void deleteAndLeave(() => deleteBoard(tacticBoardId).unwrap())}
      deleting={deleting}
      canvasKit={canvasKit}
    />
  );
}
