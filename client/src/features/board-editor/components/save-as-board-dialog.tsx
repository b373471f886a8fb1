import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOARD_NAME_MAX, MAX_PAGES } from '@courtside/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../../lib/api-error.ts';
import { LOGIN_EXPIRED } from '../../../lib/base-api.ts';
import { useBoardEditorT, type BoardEditorKey } from '../i18n.ts';

/** The drafting pages could not be written out before saving (the browser's storage failed). */
export class PagesUnreadableError extends Error {
  constructor() {
    super('drafting board: pages could not be saved locally before creating the board');
    this.name = 'PagesUnreadableError';
  }
}

export interface SaveErrorText {
  key: BoardEditorKey;
  values?: Record<string, string>;
}

function serverMessage(error: object): string | undefined {
  const data = 'data' in error ? error.data : undefined;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

/** What went wrong in words the coach can act on; whatever it was, the drafting board is kept. */
export function saveErrorText(error: unknown): SaveErrorText {
  if (error instanceof PagesUnreadableError) return { key: 'draftingSave.errors.readFailed' };
  if (!error || typeof error !== 'object' || !('status' in error)) {
    return { key: 'draftingSave.errors.unknown' };
  }
  const message = serverMessage(error);
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { key: 'draftingSave.errors.network' };
  }
  if (error.status === 'CUSTOM_ERROR' && message === LOGIN_EXPIRED) {
    return { key: 'draftingSave.errors.loginExpired' };
  }
  switch (errorStatus(error)) {
    case 400:
      return message
        ? { key: 'draftingSave.errors.badRequest', values: { message } }
        : { key: 'draftingSave.errors.unknown' };
    case 401:
      return { key: 'draftingSave.errors.loginExpired' };
    case 403:
      return { key: 'draftingSave.errors.forbidden' };
    case 413:
      return { key: 'draftingSave.errors.tooLarge' };
    case 429:
      return { key: 'draftingSave.errors.tooManyRequests' };
    default:
      return { key: 'draftingSave.errors.unknown' };
  }
}

/** The spec's board name rules (domain `BOARD_NAME_MAX`): required after trimming, bounded. */
export function nameProblem(name: string): SaveErrorText | null {
  const trimmed = name.trim();
  if (!trimmed) return { key: 'draftingSave.required' };
  if (trimmed.length > BOARD_NAME_MAX) {
    return { key: 'draftingSave.tooLong', values: { max: String(BOARD_NAME_MAX) } };
  }
  return null;
}

interface SaveAsBoardDialogProps {
  open: boolean;
  /** Pages of the drafting board, for the texts and the page limit. */
  pageCount: number;
  onClose: () => void;
  /**
   * Creates the board from every drafting page and resolves to its id; rejects with the API's
   * error (or {@link PagesUnreadableError}) and leaves the drafting board as it was.
   */
  save: (name: string) => Promise<string>;
  onSaved: (id: string) => void;
}

type Phase = 'editing' | 'saving' | 'opening';

/** "Save as new board": asks the new board's name and reports how creating it goes. */
export function SaveAsBoardDialog(props: SaveAsBoardDialogProps) {
  const { open, pageCount } = props;
  const t = useBoardEditorT();
  const { i18n } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const suggestedName = () =>
    t('draftingSave.defaultName', {
      date: new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date()),
    });
  const [name, setName] = useState(suggestedName);
  const [nameError, setNameError] = useState<SaveErrorText | null>(null);
  const [failure, setFailure] = useState<SaveErrorText | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  // Each opening starts afresh with a name for now.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(suggestedName());
      setNameError(null);
      setFailure(null);
      setPhase('editing');
    }
  }

  const busy = phase !== 'editing';
  const tooManyPages = pageCount > MAX_PAGES;
  const close = () => {
    if (!busy) props.onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || tooManyPages) return;
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    setFailure(null);
    setPhase('saving');
    try {
      const id = await props.save(name.trim());
      setPhase('opening');
      props.onSaved(id);
    } catch (error) {
      console.error('save drafting board as a new board', error);
      setFailure(saveErrorText(error));
      setPhase('editing');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('draftingSave.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={textId}>
              {t('draftingSave.text', { count: pageCount })}
            </DialogContentText>
            <TextField
              label={t('draftingSave.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onFocus={(event) => event.target.select()}
              error={nameError !== null}
              helperText={nameError ? t(nameError.key, nameError.values) : ' '}
              required
              autoFocus
              fullWidth
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: BOARD_NAME_MAX } }}
            />
            {tooManyPages && (
              <Alert severity="warning">
                {t('draftingSave.tooManyPages', { max: MAX_PAGES, count: pageCount })}
              </Alert>
            )}
            {busy && (
              <Box role="status">
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {phase === 'saving'
                    ? t('draftingSave.saving', { count: pageCount })
                    : t('draftingSave.opening')}
                </Typography>
                <LinearProgress />
              </Box>
            )}
            {failure && <Alert severity="error">{t(failure.key, failure.values)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={tooManyPages}>
            {t('draftingSave.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
