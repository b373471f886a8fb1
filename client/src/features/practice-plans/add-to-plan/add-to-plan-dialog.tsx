import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MAX_ITEM_MINUTES, SECTION_TITLE_MAX } from '@courtside/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { describeFeatureError } from '../../../lib/api-error.ts';
import { useGetPracticePlanQuery, useGetPracticePlansQuery } from '../api/practice-plans-api.ts';
import type { AddToPlanKey, AddToPlanT } from './i18n.ts';
import { useAddToPlanT } from './i18n.ts';
import { useAddToPlan, type AddOutcome } from './use-add-to-plan.ts';

/** The exercise being added, as its page knows it. */
export interface ExerciseToAdd {
  _id: string;
  name: string;
  /** The exercise's own length; the item starts with it (10 when it names none). */
  minutes: number;
}

const NEW_SECTION = 'new';
const MY_PLANS = {
  flags: { mine: true },
  sortBy: 'updated',
  sortOrder: 'desc',
  limit: 100,
} as const;

const startMinutes = (minutes: number) =>
  Math.min(MAX_ITEM_MINUTES, Math.max(1, Math.round(minutes) || 10));

function outcomeText(t: AddToPlanT, outcome: AddOutcome): string {
  switch (outcome.kind) {
    case 'added':
      return t('added', { plan: outcome.planName, section: outcome.sectionTitle });
    case 'refused': {
      const { code } = outcome.refusal;
      const values = 'values' in outcome.refusal ? outcome.refusal.values : undefined;
      if (code === 'tooManyItems' || code === 'tooManySections' || code === 'notFound') {
        return t(`refusals.${code}`, values);
      }
      return t('refusals.invalid');
    }
    case 'failed': {
      const problem = describeFeatureError<AddToPlanKey>(outcome.error, () => undefined);
      return t(problem.key, problem.values);
    }
  }
}

interface AddToPlanDialogProps {
  exercise: ExerciseToAdd;
  open: boolean;
  onClose: () => void;
}

/** Picks one of the coach's plans and a section, and appends the exercise there. */
export function AddToPlanDialog({ exercise, open, onClose }: AddToPlanDialogProps) {
  const t = useAddToPlanT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const plans = useGetPracticePlansQuery(MY_PLANS, { skip: !open });
  const [planId, setPlanId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const [newTitle, setNewTitle] = useState(() => t('defaultSection'));
  const [minutes, setMinutes] = useState(() => String(startMinutes(exercise.minutes)));
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const { add, busy } = useAddToPlan();
  const plan = useGetPracticePlanQuery(planId, { skip: !planId });

  const sections = plan.data?._id === planId ? plan.data.sections : undefined;
  // The first section until the coach picks one; a plan without sections gets a new one.
  const chosenSection = sectionId || sections?.[0]?._id || NEW_SECTION;
  const minutesNumber = Number(minutes);
  const minutesValid =
    Number.isInteger(minutesNumber) && minutesNumber >= 1 && minutesNumber <= MAX_ITEM_MINUTES;
  const newTitleValid = chosenSection !== NEW_SECTION || newTitle.trim() !== '';
  const list = plans.data?.practiceplans ?? [];

  const submit = async () => {
    setOutcome(null);
    const choice =
      chosenSection === NEW_SECTION ? { newTitle: newTitle.trim() } : { sectionId: chosenSection };
    setOutcome(
      await add(planId, choice, {
        kind: 'exercise',
        exerciseId: exercise._id,
        minutes: minutesNumber,
      }),
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('title', { name: exercise.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {plans.isLoading && <LinearProgress aria-label={t('loadingPlans')} />}
          {plans.error && <Alert severity="error">{t('plansFailed')}</Alert>}
          {plans.data && list.length === 0 && (
            <Stack spacing={1}>
              <Typography>{t('noPlans')}</Typography>
              <Link component={RouterLink} to="/practice-plans/add">
                {t('createPlan')}
              </Link>
            </Stack>
          )}
          {list.length > 0 && (
            <TextField
              select
              label={t('plan')}
              value={planId}
              onChange={(event) => {
                setPlanId(event.target.value);
                setSectionId('');
                setOutcome(null);
              }}
            >
              {list.map((entry) => (
                <MenuItem key={entry._id} value={entry._id}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {planId && !sections && <LinearProgress aria-label={t('loadingSections')} />}
          {sections && (
            <TextField
              select
              label={t('section')}
              value={chosenSection}
              onChange={(event) => {
                setSectionId(event.target.value);
                setOutcome(null);
              }}
            >
              {sections.map((section) => (
                <MenuItem key={section._id} value={section._id}>
                  {section.title}
                </MenuItem>
              ))}
              <MenuItem value={NEW_SECTION}>{t('newSection')}</MenuItem>
            </TextField>
          )}
          {sections && chosenSection === NEW_SECTION && (
            <TextField
              label={t('newSectionTitle')}
              required
              value={newTitle}
              onChange={(event) => setNewTitle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: SECTION_TITLE_MAX } }}
            />
          )}
          {sections && (
            <TextField
              type="number"
              label={t('minutes')}
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
              error={!minutesValid}
              helperText={minutesValid ? undefined : t('minutesHint', { max: MAX_ITEM_MINUTES })}
              slotProps={{
                htmlInput: { min: 1, max: MAX_ITEM_MINUTES, step: 1, inputMode: 'numeric' },
              }}
            />
          )}
          {outcome && (
            <Alert
              severity={outcome.kind === 'added' ? 'success' : 'error'}
              role={outcome.kind === 'added' ? 'status' : 'alert'}
            >
              <Stack spacing={0.5}>
                <span>{outcomeText(t, outcome)}</span>
                {outcome.kind === 'added' && (
                  <Link component={RouterLink} to={`/practice-plans/${outcome.planId}/update`}>
                    {t('openPlanner')}
                  </Link>
                )}
              </Stack>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{outcome?.kind === 'added' ? t('close') : t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          loading={busy}
          disabled={!sections || !minutesValid || !newTitleValid}
        >
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
