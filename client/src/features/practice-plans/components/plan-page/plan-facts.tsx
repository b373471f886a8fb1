import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  headCountRange,
  overTime,
  planMaterials,
  sessionSpan,
  totalMinutes,
  type ClockTime,
  type CountRange,
} from '@courtside/domain';
import { useMemo } from 'react';
import type { PracticePlanItem } from '../../api/practice-plans-api.ts';
import { usePracticePlansT } from '../../i18n.ts';
import { planLookup } from '../../plan-references.ts';
import { usePlanFormat } from '../plan-format.ts';
import { PageRegion } from './page-region.tsx';

const VALUE_LOOK = { m: 0, fontWeight: 500, overflowWrap: 'anywhere' } as const;

/** One term over its value. */
function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={VALUE_LOOK}>
        {value}
      </Typography>
    </Box>
  );
}

/** Terms over values, as many to a row as fit; one column on a narrow phone. */
function FactList({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  const grid = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
    gap: 2,
    m: 0,
  };
  return (
    <Box component="dl" sx={grid}>
      {facts.map(([term, value]) => (
        <Fact key={term} term={term} value={value} />
      ))}
    </Box>
  );
}

/** A clock time, marked when it falls on a later day than the plan's. */
export function useClockText() {
  const t = usePracticePlansT();
  return (clock: ClockTime) =>
    clock.dayOffset > 0
      ? `${clock.time} ${t('timeline.laterDay', { count: clock.dayOffset })}`
      : clock.time;
}

/** When the session is, how many come, and how long it runs against the planned length. */
export function PlanFacts({ plan }: { plan: PracticePlanItem }) {
  const t = usePracticePlansT();
  const format = usePlanFormat();
  const clockText = useClockText();
  const clock = sessionSpan(plan);
  const total = totalMinutes(plan);
  const over = overTime(plan);
  const notSet = t('facts.notSet');
  const facts = [
    [t('facts.date'), plan.date ? format.date(plan.date) : notSet],
    [
      t('facts.time'),
      clock
        ? t('facts.timeRange', { start: clockText(clock.start), end: clockText(clock.end) })
        : notSet,
    ],
    [t('facts.headCount'), plan.headCount === null ? notSet : String(plan.headCount)],
    [
      t('facts.duration'),
      plan.plannedMinutes === null
        ? format.minutes(total)
        : t('facts.durationOfPlanned', { total, planned: plan.plannedMinutes }),
    ],
    [t('facts.creator'), plan.creator],
  ] as const;
  return (
    <Stack spacing={1.5}>
      <FactList facts={facts} />
      {over > 0 && (
        <Alert severity="warning">
          {t('facts.overTime', { over, planned: plan.plannedMinutes })}
        </Alert>
      )}
    </Stack>
  );
}

const rangeText = (range: CountRange) =>
  range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;

/** Players and materials the plan's exercises ask for (exercises no longer available left out). */
export function PlanNeeds({ plan }: { plan: PracticePlanItem }) {
  const t = usePracticePlansT();
  const needs = useMemo(() => {
    const { exercise } = planLookup(plan);
    return { range: headCountRange(plan, exercise), materials: planMaterials(plan, exercise) };
  }, [plan]);
  const { range, materials } = needs;
  const counts = (['persons', 'beaters', 'chasers'] as const).flatMap((field) => {
    const counted = range[field];
    return counted ? [[t(`needs.${field}`), rangeText(counted)] as const] : [];
  });
  if (counts.length === 0 && materials.length === 0) return null;
  const tooFew =
    plan.headCount !== null && range.persons !== null && range.persons.max > plan.headCount;
  return (
    <PageRegion title={t('needs.heading')}>
      {counts.length > 0 && <FactList facts={counts} />}
      {tooFew && (
        <Alert severity="info">
          {t('needs.moreThanExpected', { max: range.persons?.max, expected: plan.headCount })}
        </Alert>
      )}
      {materials.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary" component="h3">
            {t('needs.materials')}
          </Typography>
          <Box
            component="ul"
            aria-label={t('needs.materials')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
          >
            {materials.map((material) => (
              <li key={material}>
                <Chip label={material} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        </Stack>
      )}
    </PageRegion>
  );
}
