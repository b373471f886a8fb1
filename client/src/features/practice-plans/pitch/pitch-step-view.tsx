import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanActivity, PlanGroup } from '@courtside/domain';
import { useMemo, type ReactNode } from 'react';
import { visuallyHiddenSx } from '../../../lib/shell-styles.ts';
import type { PracticePlanItem } from '../api/practice-plans-api.ts';
import { useClockText } from '../components/plan-page/plan-facts.tsx';
import { usePracticePlansT } from '../i18n.ts';
import { planLookup, useActivityLabel, type ActivityLabel } from '../plan-references.ts';
import { usePlanPitchT } from './i18n.ts';
import type { PitchStep } from './pitch-steps.ts';

/** What the route brings from the exercise and board features (a feature imports no other). */
export interface PitchRenderers {
  /** An exercise's description blocks and coaching points, its boards playing. */
  exercise: (exerciseId: string) => ReactNode;
  /** A tactic board's animation, playing in the shared player. */
  board: (boardId: string) => ReactNode;
}

/** A note short enough to be the screen's title; a longer one is shown as text below it. */
const TITLE_TEXT_MAX = 80;
const isShortText = (activity: PlanActivity) =>
  activity.kind === 'text' &&
  activity.text.length <= TITLE_TEXT_MAX &&
  !activity.text.includes('\n');

interface StepContext {
  plan: PracticePlanItem;
  renderers: PitchRenderers;
  labelOf: (activity: PlanActivity) => ActivityLabel;
}

function KindChip({ activity }: { activity: PlanActivity }) {
  const tPlans = usePracticePlansT();
  return (
    <Chip
      size="small"
      color={activity.kind === 'break' ? 'info' : 'default'}
      label={tPlans(`common.kinds.${activity.kind}`)}
    />
  );
}

/** What is shown of one activity below its title: details, the board playing, or why not. */
function ActivityBody({ activity, context }: { activity: PlanActivity; context: StepContext }) {
  const t = usePlanPitchT();
  const tPlans = usePracticePlansT();
  const label = context.labelOf(activity);
  const lookup = useMemo(() => planLookup(context.plan), [context.plan]);
  if (!label.available) {
    return <Typography color="text.secondary">{t('common.unavailableText')}</Typography>;
  }
  switch (activity.kind) {
    case 'exercise': {
      const materials = lookup.exercise(activity.exerciseId)?.materials ?? [];
      return (
        <Stack spacing={2}>
          {materials.length > 0 && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('common.materials', { list: materials.join(', ') })}
            </Typography>
          )}
          {context.renderers.exercise(activity.exerciseId)}
        </Stack>
      );
    }
    case 'tacticboard':
      return <Box sx={{ maxWidth: 900 }}>{context.renderers.board(activity.tacticboardId)}</Box>;
    case 'text':
      return isShortText(activity) ? null : (
        <Typography sx={{ fontSize: '1.25rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {activity.text}
        </Typography>
      );
    case 'break':
      return (
        <Paper
          variant="outlined"
          sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed', borderColor: 'info.main' }}
        >
          <Typography variant="h3" component="p" color="info.main">
            {tPlans('common.kinds.break')}
          </Typography>
        </Paper>
      );
  }
}

function GroupPanel({
  group,
  showTitle,
  context,
}: {
  group: PlanGroup;
  showTitle: boolean;
  context: StepContext;
}) {
  const t = usePlanPitchT();
  const tPlans = usePracticePlansT();
  const label = context.labelOf(group.activity);
  const positions = group.positions.map((position) => tPlans(`common.positions.${position}`));
  return (
    <Paper component="section" variant="outlined" aria-label={group.label} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {group.label}
          </Typography>
          <Typography color="text.secondary">
            {t('common.groupPositions', { list: positions.join(', ') })}
          </Typography>
          <Typography color="text.secondary">
            {tPlans('common.minutes', { count: group.activity.minutes })}
          </Typography>
        </Stack>
        {showTitle && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <KindChip activity={group.activity} />
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {label.title}
            </Typography>
          </Stack>
        )}
        <ActivityBody activity={group.activity} context={context} />
      </Stack>
    </Paper>
  );
}

/** One item of the plan, as big as a phone held at arm's length allows. */
export function PitchStepView({
  plan,
  step,
  index,
  total,
  renderers,
}: {
  plan: PracticePlanItem;
  step: PitchStep;
  index: number;
  total: number;
  renderers: PitchRenderers;
}) {
  const t = usePlanPitchT();
  const tPlans = usePracticePlansT();
  const labelOf = useActivityLabel(plan);
  const clockText = useClockText();
  const context: StepContext = { plan, renderers, labelOf };
  const { item } = step;
  const onlyGroup = item.kind === 'parallel' && item.groups.length === 1 ? item.groups[0] : null;
  const activity = item.kind === 'parallel' ? onlyGroup?.activity : item;
  const title = !activity
    ? tPlans('common.kinds.parallel')
    : activity.kind === 'text' && !isShortText(activity)
      ? tPlans('common.kinds.text')
      : labelOf(activity).title;

  return (
    <Stack component="article" spacing={2} aria-labelledby="pitch-step-title">
      <Stack spacing={0.5}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
        >
          <Typography
            variant="overline"
            component="p"
            color="primary"
            sx={{ lineHeight: 1.6, overflowWrap: 'anywhere', fontSize: '0.875rem' }}
          >
            {step.sectionTitle}
          </Typography>
          <Typography sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
            <span aria-hidden>{t('pitch.step', { current: index + 1, total })}</span>
            <Box component="span" sx={visuallyHiddenSx}>
              {t('pitch.stepLabel', { current: index + 1, total })}
            </Box>
          </Typography>
        </Stack>
        <Typography
          id="pitch-step-title"
          variant="h4"
          component="h2"
          sx={{
            fontWeight: 500,
            fontSize: { xs: '1.75rem', sm: '2.125rem' },
            overflowWrap: 'anywhere',
            ...(activity && !labelOf(activity).available ? { color: 'text.secondary' } : {}),
          }}
        >
          {title}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {/* "Groups in parallel" is the title already. */}
          {activity && <KindChip activity={activity} />}
          {onlyGroup && <Chip size="small" variant="outlined" label={onlyGroup.label} />}
          {step.clock && (
            <Typography sx={{ fontSize: '1.125rem', fontWeight: 500 }}>
              {t('common.clockSpan', {
                start: clockText(step.clock.start),
                end: clockText(step.clock.end),
              })}
            </Typography>
          )}
          <Typography sx={{ fontSize: '1.125rem' }} color="text.secondary">
            {tPlans('common.minutes', { count: step.minutes })}
          </Typography>
        </Stack>
      </Stack>
      {item.kind === 'parallel' && !onlyGroup ? (
        item.groups.map((group) => (
          <GroupPanel key={group._id} group={group} showTitle context={context} />
        ))
      ) : activity ? (
        <ActivityBody activity={activity} context={context} />
      ) : null}
    </Stack>
  );
}
