import Alert from '@mui/material/Alert';
import { useTacticBoardsT } from '../../i18n.ts';
import { describeBoardError } from '../../tacticboard-errors.ts';
import type { BoardProfile } from './use-board-profile.ts';
import { ActionAlert } from '../../../../components/action-alert.tsx';

/** What went wrong with the last action or save, and a way out of an edit conflict. */
export function ProfileAlerts({ profile }: { profile: BoardProfile }) {
  const t = useTacticBoardsT();
  const { actionError, conflict, saveError } = profile;
  const actionText = actionError ? describeBoardError(actionError) : null;
  return (
    <>
      {actionText && <Alert severity="error">{t(actionText.key, actionText.values)}</Alert>}
      {conflict && (
        <ActionAlert
          severity="warning"
          action={{ label: t('profile.reload'), onClick: profile.reload }}
        >
          {t('profile.conflict')}
        </ActionAlert>
      )}
      {saveError && <Alert severity="error">{t(saveError.key, saveError.values)}</Alert>}
    </>
  );
}
