import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Planner } from '../hooks/use-planner.ts';
import type { PlanSave } from '../hooks/use-plan-save.ts';
import { usePlannerT } from '../i18n.ts';
import { PlannerIcon } from './planner-icons.tsx';

interface PlannerActionBarProps {
  planner: Planner;
  saving: PlanSave;
  planPath: string;
  /** Why the last save did not happen. */
  problem?: string;
}

/** Undo, redo, the save state and Save, kept at the bottom of the screen while it scrolls. */
export function PlannerActionBar({ planner, saving, planPath, problem }: PlannerActionBarProps) {
  const t = usePlannerT();
  const statusText =
    saving.status === 'saving'
      ? t('save.saving')
      : saving.dirty
        ? t('save.unsaved')
        : saving.status === 'saved'
          ? t('save.saved')
          : t('save.upToDate');
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        px: { xs: 1, sm: 2 },
        py: 1,
        mx: { xs: -1, sm: 0 },
      }}
    >
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 1, py: 0 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Tooltip title={t('toolbar.undoHint')}>
          <span>
            <IconButton
              aria-label={t('toolbar.undo')}
              onClick={planner.undo}
              disabled={!planner.canUndo}
              sx={{ width: 44, height: 44 }}
            >
              <PlannerIcon name="undo" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('toolbar.redoHint')}>
          <span>
            <IconButton
              aria-label={t('toolbar.redo')}
              onClick={planner.redo}
              disabled={!planner.canRedo}
              sx={{ width: 44, height: 44 }}
            >
              <PlannerIcon name="redo" />
            </IconButton>
          </span>
        </Tooltip>
        <Typography
          role="status"
          variant="body2"
          color={saving.dirty ? 'warning.dark' : 'text.secondary'}
          sx={{ flex: '1 1 auto', minWidth: 0 }}
        >
          {statusText}
        </Typography>
        {/* On a phone the breadcrumbs lead back to the plan; the bar keeps to one line. */}
        <Button
          component={RouterLink}
          to={planPath}
          sx={{ minHeight: 44, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('toolbar.viewPlan')}
        </Button>
        <Button
          variant="contained"
          onClick={saving.save}
          loading={saving.status === 'saving'}
          disabled={!saving.dirty && saving.status !== 'failed'}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {t('toolbar.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
