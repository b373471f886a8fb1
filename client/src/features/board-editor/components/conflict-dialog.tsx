import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import type { ConflictChoice } from '../core/board-editor.ts';
import type { ConflictInfo } from '../core/save-errors.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import { useBoardEditorT } from '../i18n.ts';

interface ConflictDialogProps {
  conflict: ConflictInfo | null;
  busy: boolean;
  onChoose: (choice: ConflictChoice) => void;
}

const CHOICES: readonly ConflictChoice[] = ['theirs', 'mine', 'both'];

/** Says who saved in between and when, as far as the server told. */
function conflictText(
  t: ReturnType<typeof useBoardEditorT>,
  language: string,
  { savedAt, savedBy, byYou }: ConflictInfo,
) {
  if (byYou) {
    return savedAt
      ? t('conflict.textYouAt', { time: savedAt.toLocaleTimeString(language) })
      : t('conflict.textYou');
  }
  if (!savedAt) return t('conflict.text');
  const time = savedAt.toLocaleTimeString(language);
  return savedBy ? t('conflict.textBy', { name: savedBy, time }) : t('conflict.textAt', { time });
}

/**
 * Someone else (or the coach, in another tab) saved the page being edited: the coach decides,
 * nothing is thrown away unasked.
 */
export function ConflictDialog({ conflict, busy, onChoose }: ConflictDialogProps) {
  const t = useBoardEditorT();
  const titleId = useId();
  const textId = useId();
  const text = conflictText(t, useUiLanguage(), conflict ?? {});
  return (
    <Dialog open={conflict !== null} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>
        {t(conflict?.byYou ? 'conflict.titleYou' : 'conflict.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {CHOICES.map((choice) => (
          <Tooltip key={choice} title={t(`conflict.${choice}Hint`)} describeChild>
            <Button
              variant={choice === 'both' ? 'contained' : 'text'}
              disabled={busy}
              onClick={() => onChoose(choice)}
            >
              {t(`conflict.${choice}`)}
            </Button>
          </Tooltip>
        ))}
      </DialogActions>
    </Dialog>
  );
}
