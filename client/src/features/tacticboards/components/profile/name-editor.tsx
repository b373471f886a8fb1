import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BOARD_NAME_MAX } from '@courtside/domain';
import { useState, type FormEvent } from 'react';
import { useTacticBoardsT } from '../../i18n.ts';

/** Renames the board in place of its heading; Escape or Cancel leaves the name as it was. */
export function NameEditor({
  name,
  onSave,
  onDone,
}: {
  name: string;
  onSave: (name: string) => Promise<void>;
  onDone: () => void;
}) {
  const t = useTacticBoardsT();
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = draft.trim();
    const invalid = trimmed ? null : t('validation.required');
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await onSave(trimmed);
      onDone();
    } catch {
      setSaving(false);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, flexGrow: 1 }}
    >
      <TextField
        label={t('profile.name')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        error={!!problem}
        helperText={problem ?? ' '}
        autoFocus
        size="small"
        sx={{ flexGrow: 1 }}
        slotProps={{ htmlInput: { maxLength: BOARD_NAME_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={saving}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone} disabled={saving}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
