import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectCurrentUser } from '../../features/auth/auth-slice.ts';
import type { EditorBoardAccess } from '../../features/board-editor/components/board-editor-page.tsx';
import {
  PagesUnreadableError,
  SaveAsBoardDialog,
} from '../../features/board-editor/components/save-as-board-dialog.tsx';
import { ActionButton } from '../../components/more-actions-menu.tsx';
import { useEditorView } from '../../features/board-editor/components/editor-view.tsx';
import { isAnimating } from '../../features/board-editor/core/editor-state.ts';
import { useBoardEditorT } from '../../features/board-editor/i18n.ts';
import { useCreateTacticBoardMutation } from '../../features/tacticboards/api/tacticboards-api.ts';

interface SaveAsBoardActionProps {
  board: EditorBoardAccess;
}

/**
 * "Save as new board" on the drafting board, for a signed-in coach only: every drafting page
 * becomes a page of a new tactic board (one request, so it is all or nothing), which then opens
 * in its editor. The drafting board itself stays in this browser either way.
 */
export function SaveAsBoardAction({ board }: SaveAsBoardActionProps) {
  const t = useBoardEditorT();
  const state = useEditorView((state) => ({
    busy: state.busy,
    running: isAnimating(state),
    pageCount: state.pageCount,
  }));
  const user = useSelector(selectCurrentUser);
  const navigate = useNavigate();
  const [create] = useCreateTacticBoardMutation();
  const [open, setOpen] = useState(false);
  if (!user) return null;

  const save = async (name: string) => {
    // Edits still waiting for the autosave belong to the new board too.
    if (!(await board.flushSave())) throw new PagesUnreadableError();
    const created = await create({ name, pages: board.pageData() }).unwrap();
    return created._id;
  };

  return (
    <>
      <ActionButton
        popup="dialog"
        disabled={state.busy || state.running || state.pageCount < 1}
        onClick={() => setOpen(true)}
      >
        {t('draftingSave.button')}
      </ActionButton>
      <SaveAsBoardDialog
        open={open}
        pageCount={state.pageCount}
        onClose={() => setOpen(false)}
        save={save}
        onSaved={(id) => void navigate(`/tacticboards/${id}/update`)}
      />
    </>
  );
}
