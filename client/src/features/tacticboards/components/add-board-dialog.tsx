import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  BOARD_NAME_MAX,
  COURT_BACKGROUNDS,
  DEFAULT_COURT_BACKGROUND,
  type CourtBackground,
} from '@courtside/domain';
import { useId, useState, type FormEvent } from 'react';
import { PagePreview } from '../../../components/page-preview.tsx';
import { useCreateTacticBoardMutation } from '../api/tacticboards-api.ts';
import type { TacticBoardsKey } from '../i18n.ts';
import { useTacticBoardsT } from '../i18n.ts';
import { describeBoardError } from '../tacticboard-errors.ts';

const BACKGROUND_LABELS: Record<CourtBackground, TacticBoardsKey> = {
  '/full-court.svg': 'add.backgrounds.full',
  '/half-court.svg': 'add.backgrounds.half',
  '/empty-court.svg': 'add.backgrounds.empty',
};

interface AddBoardDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new board's id once the server created it. */
  onCreated: (id: string) => void;
}

/** Name and court for a new board; it starts with one empty page. */
export function AddBoardDialog({ open, onClose, onCreated }: AddBoardDialogProps) {
  const t = useTacticBoardsT();
  const titleId = useId();
  const [name, setName] = useState('');
  const [background, setBackground] = useState<CourtBackground>(DEFAULT_COURT_BACKGROUND);
  const [nameError, setNameError] = useState<string | null>(null);
  const [create, { isLoading, error, reset }] = useCreateTacticBoardMutation();

  const close = () => {
    if (isLoading) return;
    setName('');
    setNameError(null);
    reset();
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = !trimmed
      ? t('validation.required')
      : trimmed.length > BOARD_NAME_MAX
        ? t('validation.tooLong', { max: BOARD_NAME_MAX })
        : null;
    setNameError(problem);
    if (problem) return;
    try {
      const board = await create({ name: trimmed, background }).unwrap();
      setName('');
      onCreated(board._id);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const errorText = error ? describeBoardError(error, { 403: 'add.forbidden' }) : null;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('add.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={!!nameError}
              helperText={nameError ?? ' '}
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: BOARD_NAME_MAX } }}
            />
            <FormControl>
              <FormLabel id={`${titleId}-background`}>{t('add.background')}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-background`}
                value={background}
                onChange={(event) => setBackground(event.target.value as CourtBackground)}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
                  gap: 1,
                  mt: 1,
                }}
              >
                {COURT_BACKGROUNDS.map((src) => (
                  <Box
                    key={src}
                    sx={{
                      border: 2,
                      borderRadius: 2,
                      borderColor: background === src ? 'primary.main' : 'divider',
                      p: 0.5,
                    }}
                  >
                    <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }}>
                      <PagePreview page={{ objects: [], backgroundImage: { src } }} label="" />
                    </Box>
                    <FormControlLabel
                      value={src}
                      control={<Radio size="small" />}
                      label={t(BACKGROUND_LABELS[src])}
                      sx={{ m: 0 }}
                    />
                  </Box>
                ))}
              </RadioGroup>
            </FormControl>
            {errorText && <Alert severity="error">{t(errorText.key, errorText.values)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('add.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
