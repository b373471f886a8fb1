import {
  SHARE_ERROR_KEYS,
  SHARE_TEXT_KEYS,
  ShareDialog,
  type ShareTexts,
} from '../../../components/share-dialog.tsx';
import {
  useGetTacticBoardAccessQuery,
  useRemoveTacticBoardAccessMutation,
  useSetTacticBoardAccessMutation,
  useShareTacticBoardMutation,
} from '../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../i18n.ts';
import { describeBoardError } from '../tacticboard-errors.ts';

interface BoardShareDialogProps {
  boardId: string;
  open: boolean;
  onClose: () => void;
}

/** The shared share dialog, bound to a board's access calls. */
export function BoardShareDialog({ boardId, open, onClose }: BoardShareDialogProps) {
  const t = useTacticBoardsT();
  const grants = useGetTacticBoardAccessQuery(boardId, { skip: !open });
  const [share] = useShareTacticBoardMutation();
  const [setAccess] = useSetTacticBoardAccessMutation();
  const [removeAccess] = useRemoveTacticBoardAccessMutation();
  const text: ShareTexts = (key, values) => t(SHARE_TEXT_KEYS[key], values);

  return (
    <ShareDialog
      open={open}
      onClose={onClose}
      text={text}
      grants={grants}
      onShare={(email, access) => share({ id: boardId, email, access }).unwrap()}
      onSetAccess={(userId, access) => setAccess({ id: boardId, userId, access }).unwrap()}
      onRemove={(userId) => removeAccess({ id: boardId, userId }).unwrap()}
      describeError={(error, action) => {
        const { key, values } = describeBoardError(
          error,
          action === 'share' ? SHARE_ERROR_KEYS : {},
        );
        return t(key, values);
      }}
    />
  );
}
