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
const GONE_CHOICES: readonly ConflictChoice[] = ['theirs', 'mine'];

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
 * Someone else (or the coach, in another tab) saved or deleted the page being edited: the coach
 * decides, nothing is thrown away unasked.
 */
export function ConflictDialog({ conflict, busy, onChoose }: ConflictDialogProps) {
  const t = useBoardEditorT();
  const titleId = useId();
  const textId = useId();
  const language = useUiLanguage();
  const gone = conflict?.gone === true;
  // Deleted, the page (or the whole board) has no other version to load or keep beside mine.
  const texts = conflict?.boardGone ? 'conflict.boardGone' : 'conflict.gone';
  const title = gone
    ? t(`${texts}.title`)
    : t(conflict?.byYou ? 'conflict.titleYou' : 'conflict.title');
  const text = gone ? t(`${texts}.text`) : conflictText(t, language, conflict ?? {});
  const choices = gone ? GONE_CHOICES : CHOICES;
  // Keeping both is the choice that loses nothing; with the page gone, keeping mine is.
  const safest: ConflictChoice = gone ? 'mine' : 'both';
  const label = (choice: ConflictChoice) =>
    gone && choice !== 'both' ? t(`${texts}.${choice}`) : t(`conflict.${choice}`);
  const hint = (choice: ConflictChoice) =>
    gone && choice !== 'both' ? t(`${texts}.${choice}Hint`) : t(`conflict.${choice}Hint`);
  return (
    <Dialog open={conflict !== null} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice) => (
          <Tooltip key={choice} title={hint(choice)} describeChild>
            <Button
              variant={choice === safest ? 'contained' : 'text'}
              disabled={busy}
              onClick={() => onChoose(choice)}
            >
              {label(choice)}
            </Button>
          </Tooltip>
        ))}
      </DialogActions>
    </Dialog>
  );
}
