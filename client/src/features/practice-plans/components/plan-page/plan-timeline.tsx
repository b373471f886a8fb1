import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  clockTimes,
  itemMinutes,
  sectionMinutes,
  type ClockSpan,
  type PlanActivity,
  type PlanGroup,
  type PlanItem,
  type PlanSection,
} from '@courtside/domain';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PracticePlanItem } from '../../api/practice-plans-api.ts';
import { usePracticePlansT } from '../../i18n.ts';
import { useActivityLabel, type ActivityLabel } from '../../plan-references.ts';
import { usePlanFormat } from '../plan-format.ts';
import { PageRegion } from './page-region.tsx';
import { useClockText } from './plan-facts.tsx';

type Label = (activity: PlanActivity) => ActivityLabel;

/** An activity's name: a link to the exercise or board, or why it cannot be opened. */
function ActivityTitle({ label }: { label: ActivityLabel }) {
  if (!label.available) {
    return (
      <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {label.title}
      </Typography>
    );
  }
  if (label.href) {
    return (
      <Link component={RouterLink} to={label.href} sx={{ overflowWrap: 'anywhere' }}>
        {label.title}
      </Link>
    );
  }
  return (
    <Typography component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {label.title}
    </Typography>
  );
}

function Kind({ kind }: { kind: PlanItem['kind'] }) {
  const t = usePracticePlansT();
  return (
    <Typography
      variant="overline"
      color="text.secondary"
      sx={{ display: 'block', lineHeight: 1.6 }}
    >
      {t(`common.kinds.${kind}`)}
    </Typography>
  );
}

/** One group of a parallel item: who, what, how long. */
function GroupCard({ group, label }: { group: PlanGroup; label: Label }) {
  const t = usePracticePlansT();
  const format = usePlanFormat();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
        {group.label}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {group.positions.map((position) => t(`common.positions.${position}`)).join(', ')}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <Kind kind={group.activity.kind} />
        <ActivityTitle label={label(group.activity)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {format.minutes(group.activity.minutes)}
      </Typography>
    </Paper>
  );
}

function ItemBody({ item, label }: { item: PlanItem; label: Label }) {
  const t = usePracticePlansT();
  if (item.kind !== 'parallel') {
    return (
      <>
        <Kind kind={item.kind} />
        <ActivityTitle label={label(item)} />
      </>
    );
  }
  return (
    <>
      <Kind kind="parallel" />
      <Box
        component="ul"
        aria-label={t('timeline.groups')}
        sx={{
          display: 'grid',
          // Side by side where they fit, one under the other on a phone.
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 190px), 1fr))',
          gap: 1,
          p: 0,
          m: 0,
          mt: 0.5,
        }}
      >
        {item.groups.map((group) => (
          <GroupCard key={group._id} group={group} label={label} />
        ))}
      </Box>
    </>
  );
}

function TimelineItem(props: { item: PlanItem; clock?: ClockSpan; label: Label }) {
  const { item, clock } = props;
  const format = usePlanFormat();
  const clockText = useClockText();
  const minutes = itemMinutes(item);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: clock ? '3.5rem minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto',
        columnGap: { xs: 1, sm: 2 },
        alignItems: 'start',
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {clock && (
        <Typography
          component="time"
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500, pt: 2.25 }}
        >
          {clockText(clock.start)}
        </Typography>
      )}
      <Box sx={{ minWidth: 0 }}>
        <ItemBody item={item} label={props.label} />
      </Box>
      <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap', pt: 2.25 }}>
        {minutes > 0 ? format.minutes(minutes) : ''}
      </Typography>
    </Box>
  );
}

function TimelineSection(props: {
  section: PlanSection;
  clock?: { span: ClockSpan; items: ReadonlyMap<string, ClockSpan> };
  label: Label;
}) {
  const { section, clock } = props;
  const t = usePracticePlansT();
  const format = usePlanFormat();
  const clockText = useClockText();
  const headingId = useId();
  const minutes = sectionMinutes(section);
  // A section that takes no time has no span of its own to show.
  const span =
    clock && minutes > 0
      ? t('facts.timeRange', { start: clockText(clock.span.start), end: clockText(clock.span.end) })
      : null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {section.title}
        </Typography>
        <Typography color="text.secondary">
          {[span, format.minutes(minutes)].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {section.items.map((item) => (
          <TimelineItem
            key={item._id}
            item={item}
            clock={clock?.items.get(item._id)}
            label={props.label}
          />
        ))}
      </Box>
      {section.items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          {t('timeline.emptySection')}
        </Typography>
      )}
    </Box>
  );
}

/** Every section with its items in order, each with its clock time and minutes. */
export function PlanTimeline({ plan }: { plan: PracticePlanItem }) {
  const t = usePracticePlansT();
  const label = useActivityLabel(plan);
  const clocks = useMemo(() => {
    const clock = clockTimes(plan);
    return new Map(
      clock?.sections.map((section) => [
        section.sectionId,
        { span: section, items: new Map(section.items.map((item) => [item.itemId, item])) },
      ]),
    );
  }, [plan]);
  return (
    <PageRegion title={t('timeline.heading')} large>
      {plan.sections.length === 0 && (
        <Typography color="text.secondary">{t('timeline.empty')}</Typography>
      )}
      {plan.sections.map((section) => (
        <TimelineSection
          key={section._id}
          section={section}
          clock={clocks.get(section._id)}
          label={label}
        />
      ))}
    </PageRegion>
  );
}
