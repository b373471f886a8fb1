import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SaveStatus as Status } from '../core/autosave.ts';
import { useBoardEditorT } from '../i18n.ts';
import { useEditorView } from './editor-view.tsx';

interface SaveStatusProps {
  status: Status;
  onRetry: () => void;
}

/** Where the edits stand, always in view while editing; a failed save can be retried at once. */
export function SaveStatus({ status, onRetry }: SaveStatusProps) {
  const t = useBoardEditorT();
  const problem = status === 'failed' || status === 'offline' || status === 'conflict';
  return (
    <Box
      role="status"
      aria-label={t('save.label')}
      data-save-status={status}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      <Typography
        variant="body2"
        noWrap
        sx={{ color: problem ? 'error.main' : 'text.secondary', minWidth: 0 }}
      >
        {t(`save.${status}`)}
      </Typography>
      {(status === 'failed' || status === 'offline') && (
        <Button size="small" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      )}
    </Box>
  );
}

/** The save status of the editor around it, rendered only when the status changes. */
export function EditorSaveStatus({ onRetry }: { onRetry: () => void }) {
  const { saveStatus } = useEditorView(({ saveStatus }) => ({ saveStatus }));
  return <SaveStatus status={saveStatus} onRetry={onRetry} />;
}
