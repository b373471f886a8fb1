import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTacticBoardsT } from '../../i18n.ts';
import { describeBoardError } from '../../tacticboard-errors.ts';
import type { BoardProfile } from './use-board-profile.ts';

/** What went wrong with the last action or save, and a way out of an edit conflict. */
export function ProfileAlerts({ profile }: { profile: BoardProfile }) {
  const t = useTacticBoardsT();
  const { actionError, conflict, saveError } = profile;
  const actionText = actionError ? describeBoardError(actionError) : null;
  return (
    <>
      {actionText && <Alert severity="error">{t(actionText.key, actionText.values)}</Alert>}
      {conflict && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={profile.reload}>
              {t('profile.reload')}
            </Button>
          }
        >
          {t('profile.conflict')}
        </Alert>
      )}
      {saveError && <Alert severity="error">{t(saveError.key, saveError.values)}</Alert>}
    </>
  );
}
