import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import type { CanvasKit } from '../../features/board-editor/components/board-canvas.ts';
import { BoardEditorPage } from '../../features/board-editor/components/board-editor-page.tsx';
import { localDrafts } from '../../features/board-editor/components/local-drafts.ts';
import type { StoredPage } from '../../features/board-editor/core/page-manager.ts';
import {
  useCheckTacticBoardAccessQuery,
  useCreateTacticBoardMutation,
  useDeleteTacticBoardMutation,
  useGetTacticBoardQuery,
  type TacticBoardItem,
} from '../../features/tacticboards/api/tacticboards-api.ts';
import { useItemPage, type ItemPageApi } from '../../hooks/use-item-page.ts';
import { useShownAgain } from '../../hooks/use-shown-again.ts';
import { useBoardPersistence } from './use-board-persistence.ts';

const BOARD_API: ItemPageApi<TacticBoardItem> = {
  useItemQuery: useGetTacticBoardQuery,
  useAccessQuery: useCheckTacticBoardAccessQuery,
  listPath: '/tacticboards',
};

/**
 * True from the task after the first commit on. The queries' effects of that commit send their
 * requests before the editor's first render (its toolbar, drawer and canvas take tens of
 * milliseconds, more on a tablet), so the board is fetched while the editor is being drawn
 * rather than after it; a board already cached is shown at once.
 */
function useShownAfterRequests(cached: boolean): boolean {
  const [shown, setShown] = useState(cached);
  useEffect(() => {
    if (shown) return undefined;
    // A new task, not a state update in this one: fetch is called in the microtasks before it.
    const timer = window.setTimeout(() => setShown(true), 0);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return shown;
}

/**
 * The editor screen composed from the tacticboards feature's calls and the board-editor feature's
 * page; the drawing surface comes in as `canvasKit`.
 */
export function TacticBoardEditorScreen({ canvasKit }: { canvasKit: CanvasKit }) {
  const { tacticBoardId = '' } = useParams();
  const { item, canEdit, deleting, deleteAndLeave } = useItemPage(tacticBoardId, BOARD_API);
  // The editor starts from this visit's answer: a board cached from an earlier visit may be older
  // than the server's, and the first save against its page revisions failed as a conflict, with
  // "Keep mine" throwing away what was saved since. Offline, the cached board is what there is.
  const [openedAt] = useState(() => Date.now());
  const fresh = (item.fulfilledTimeStamp ?? 0) >= openedAt || item.error !== undefined;
  const editorShown = useShownAfterRequests(item.data !== undefined && fresh);
  const [deleteBoard] = useDeleteTacticBoardMutation();
  const [createBoard] = useCreateTacticBoardMutation();
  const persistence = useBoardPersistence(tacticBoardId);
  const drafts = useMemo(() => localDrafts(tacticBoardId), [tacticBoardId]);
  // Once shown, the editor keeps the board it has: its pages load once, so a later answer brings
  // only a new name, and a board deleted meanwhile (404) is for the editor's saves to settle.
  const answer = fresh ? item.data : undefined;
  const [kept, setKept] = useState<{ id: string; board: TacticBoardItem }>();
  if (answer && answer !== kept?.board) setKept({ id: tacticBoardId, board: answer });
  const data = answer ?? (kept?.id === tacticBoardId ? kept.board : undefined);
  // A rename in another tab shows when the coach comes back to this one.
  useShownAgain(() => {
    if (data) void item.refetch();
  });
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
  if (!editorShown) return <PageLoading />;
  return (
    <BoardEditorPage
      boardId={tacticBoardId}
      board={board}
      loadFailed={!data && (Boolean(item.error) || (fresh && !item.isLoading))}
      loadError={item.error}
      onRetry={() => void item.refetch()}
      privileged={canEdit}
      persistence={persistence}
      drafts={drafts}
      onDeleteBoard={() => void deleteAndLeave(() => deleteBoard(tacticBoardId).unwrap())}
      deleting={deleting}
      keepAsNewBoard={async (name, pages) => (await createBoard({ name, pages }).unwrap())._id}
      canvasKit={canvasKit}
    />
  );
}
