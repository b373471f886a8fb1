import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MARKDOWN_MAX } from '@courtside/domain';
import { useId, useState } from 'react';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { useTacticBoardsT } from '../i18n.ts';

interface TextSectionProps {
  title: string;
  editLabel: string;
  value: string;
  canEdit: boolean;
  /** The text being edited, null while the section shows `value`. */
  draft: string | null;
  onDraftChange: (draft: string | null) => void;
  /** Resolves when saved; rejects to keep the editor open. */
  onSave: (value: string) => Promise<void>;
}

/** A titled block of Markdown, rendered safely and edited in place by those allowed to. */
export function TextSection(props: TextSectionProps) {
  const { title, editLabel, value, canEdit, draft, onDraftChange: setDraft, onSave } = props;
  const t = useTacticBoardsT();
  const headingId = useId();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      await onSave(draft);
      setDraft(null);
    } catch {
      // The page shows the error; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canEdit && draft === null && (
          <Button size="small" onClick={() => setDraft(value)} aria-label={editLabel}>
            {t('common.edit')}
          </Button>
        )}
      </Stack>
      {draft !== null ? (
        <Stack spacing={1}>
          <TextField
            label={title}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: MARKDOWN_MAX } }}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" loading={saving} onClick={() => void save()}>
              {t('common.save')}
            </Button>
            <Button onClick={() => setDraft(null)} disabled={saving}>
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : value ? (
        <MarkdownText>{value}</MarkdownText>
      ) : (
        <Typography color="text.secondary">{t('profile.emptyText')}</Typography>
      )}
    </Stack>
  );
}
