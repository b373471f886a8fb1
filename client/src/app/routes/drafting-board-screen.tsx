import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { CanvasKit } from '../../features/board-editor/components/board-canvas.ts';
import {
  BoardEditorPage,
  type EditorBoardAccess,
} from '../../features/board-editor/components/board-editor-page.tsx';
import { ActionButton } from '../../components/more-actions-menu.tsx';
import { useEditorView } from '../../features/board-editor/components/editor-view.tsx';
import { isAnimating } from '../../features/board-editor/core/editor-state.ts';
import { useBoardEditorT } from '../../features/board-editor/i18n.ts';
import type { Scheduler } from '../../features/board-editor/playback/scheduler.ts';
import { LocalBoardStore } from '../../features/drafting-board/local-board-store.ts';
import { formationObjects } from '../../features/board-editor/core/object-factories.ts';
import { FORMATIONS, emptyPage, type Page } from '@courtside/domain';
import { SaveAsBoardAction } from './drafting-board-save-action.tsx';

interface DraftingBoardScreenProps {
  canvasKit: CanvasKit;
  /** The browser's local storage unless given. */
  storage?: Storage;
  scheduler?: Scheduler;
}

const DRAFTING_BOARD_ID = 'drafting-board';

/** A full court with both teams lined up for the kick-off: where a sketch at the pitch starts. */
function kickOffPage(canvasKit: CanvasKit): Page {
  const formation = FORMATIONS.find((entry) => entry.id === 'bothKickOff');
  const page = emptyPage();
  if (!formation) return page;
  return { ...page, objects: formationObjects(formation, 'A', [], canvasKit.items.newPlayer) };
}

/** "Save as new board" and "Clear" with its question, in the editor's top bar. */
function DraftingBoardActions({
  access,
  onClear,
}: {
  access: EditorBoardAccess;
  onClear: () => void;
}) {
  const t = useBoardEditorT();
  const [confirmClear, setConfirmClear] = useState(false);
  const { idle } = useEditorView((state) => ({ idle: !state.busy && !isAnimating(state) }));
  return (
    <>
      <SaveAsBoardAction board={access} />
      <ActionButton
        color="error"
        popup="dialog"
        disabled={!idle}
        onClick={() => setConfirmClear(true)}
      >
        {t('draftingBoard.clear')}
      </ActionButton>
      <ConfirmDialog
        open={confirmClear}
        title={t('draftingBoard.clearTitle')}
        text={t('draftingBoard.clearText')}
        confirmLabel={t('draftingBoard.clearConfirm')}
        cancelLabel={t('common.cancel')}
        danger
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          onClear();
        }}
      />
    </>
  );
}

/**
 * The drafting board: the board editor over one board kept in this browser's storage. Anyone may
 * edit it, signed in or not; instead of deleting the board, "Clear" starts over with one page.
 */
export function DraftingBoardScreen(props: DraftingBoardScreenProps) {
  const t = useBoardEditorT();
  // Store and pages come from one initialiser, so they agree even when StrictMode runs it twice.
  const [board, setBoard] = useState(() => {
    const store = new LocalBoardStore({
      storage: props.storage ?? localStorage,
      startPage: () => kickOffPage(props.canvasKit),
    });
    return { store, pages: store.load(), generation: 0 };
  });
  const { store } = board;

  const clear = () => {
    const pages = store.clear();
    // Each generation is a fresh editor: it loads its pages once, so clearing mounts a new one.
    setBoard(({ generation }) => ({ store, pages, generation: generation + 1 }));
  };

  const clearAction = (access: EditorBoardAccess) => (
    <DraftingBoardActions access={access} onClear={clear} />
  );

  return (
    <BoardEditorPage
      key={board.generation}
      boardId={DRAFTING_BOARD_ID}
      board={{ name: t('draftingBoard.title'), pages: board.pages }}
      documentTitle={t('draftingBoard.documentTitle')}
      backLink={false}
      loadFailed={false}
      onRetry={() => undefined}
      privileged
      persistence={store}
      topBarActions={clearAction}
      canvasKit={props.canvasKit}
      scheduler={props.scheduler}
    />
  );
}
