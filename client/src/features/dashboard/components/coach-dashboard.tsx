import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Icon } from '../../../components/icons.tsx';

/** Where the quick actions lead. */
export const QUICK_ACTIONS = [
  { key: 'addExercise', to: '/exercises/add', icon: 'add' },
  { key: 'newTacticBoard', to: '/tacticboards?new=1', icon: 'tacticBoards' },
  { key: 'newPracticePlan', to: '/practice-plans/add', icon: 'practicePlans' },
  { key: 'openDraftingBoard', to: '/drafting-board', icon: 'draftingBoard' },
] as const;

interface CoachDashboardProps {
  name: string;
  /** The recent and favorite lists, composed by the route from the exercise and board features. */
  children: ReactNode;
}

/** The start page of a logged-in coach: greeting, quick actions and their lists. */
export function CoachDashboard({ name, children }: CoachDashboardProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 3 } }}>
      <title>{t('app.name')}</title>
      <div>
        <Typography variant="h4" component="h1">
          {t('dashboard.greeting', { name })}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.coachIntro')}</Typography>
      </div>
      <Stack
        component="nav"
        aria-label={t('dashboard.quickActions')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        // Four actions wrap to a second row rather than squeeze their labels onto three lines.
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {QUICK_ACTIONS.map((action, index) => (
          <Button
            key={action.key}
            variant={index === 0 ? 'contained' : 'outlined'}
            component={RouterLink}
            to={action.to}
            startIcon={<Icon name={action.icon} />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t(`dashboard.actions.${action.key}`)}
          </Button>
        ))}
      </Stack>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  );
}
