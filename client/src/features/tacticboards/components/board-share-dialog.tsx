import { ShareDialog } from '../../../components/share-dialog.tsx';
import { useShareCalls, type ShareApi } from '../../../hooks/use-share-calls.ts';
import {
  useGetTacticBoardAccessQuery,
  useRemoveTacticBoardAccessMutation,
  useSetTacticBoardAccessMutation,
  useShareTacticBoardMutation,
} from '../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../i18n.ts';
import { describeBoardError } from '../tacticboard-errors.ts';

const BOARD_SHARE_API: ShareApi = {
  useAccessQuery: useGetTacticBoardAccessQuery,
  useShareMutation: useShareTacticBoardMutation,
  useSetAccessMutation: useSetTacticBoardAccessMutation,
  useRemoveAccessMutation: useRemoveTacticBoardAccessMutation,
};

interface BoardShareDialogProps {
  boardId: string;
  open: boolean;
  onClose: () => void;
}

/** The shared share dialog, bound to a board's access calls. */
export function BoardShareDialog({ boardId, open, onClose }: BoardShareDialogProps) {
  const t = useTacticBoardsT();
  const calls = useShareCalls(BOARD_SHARE_API, boardId, open);
  return (
    <ShareDialog
      open={open}
      onClose={onClose}
      t={t}
      {...calls}
      describeError={(error, statusKeys) => {
        const { key, values } = describeBoardError(error, statusKeys);
        return t(key, values);
      }}
    />
  );
}
