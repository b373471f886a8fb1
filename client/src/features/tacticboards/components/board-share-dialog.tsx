import {
  ShareDialog,
  type ShareTextKey,
  type ShareTexts,
} from '../../../components/share-dialog.tsx';
import {
  useGetTacticBoardAccessQuery,
  useRemoveTacticBoardAccessMutation,
  useSetTacticBoardAccessMutation,
  useShareTacticBoardMutation,
} from '../api/tacticboards-api.ts';
import { useTacticBoardsT, type TacticBoardsKey } from '../i18n.ts';
import { describeBoardError } from '../tacticboard-errors.ts';

const TEXT_KEYS: Record<ShareTextKey, TacticBoardsKey> = {
  title: 'share.title',
  addHeading: 'share.addHeading',
  email: 'share.email',
  invalidEmail: 'validation.email',
  level: 'share.level',
  levelFor: 'share.levelFor',
  levelView: 'share.levels.view',
  levelEdit: 'share.levels.edit',
  submit: 'share.submit',
  shared: 'share.shared',
  listHeading: 'share.listHeading',
  none: 'share.none',
  remove: 'share.remove',
  removeFor: 'share.removeFor',
  close: 'common.close',
};

const SHARE_ERRORS = {
  400: 'share.errors.notAllowedTarget',
  403: 'share.errors.forbidden',
  404: 'share.errors.unknownEmail',
} as const;

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
  const text: ShareTexts = (key, values) => t(TEXT_KEYS[key], values);

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
        const { key, values } = describeBoardError(error, action === 'share' ? SHARE_ERRORS : {});
        return t(key, values);
      }}
    />
  );
}
