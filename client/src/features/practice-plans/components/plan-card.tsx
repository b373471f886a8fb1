import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PracticePlanHeaderItem } from '../api/practice-plans-api.ts';
import { usePracticePlansT } from '../i18n.ts';
import { FavoriteStar, PrivateChip } from './plan-marks.tsx';
import { usePlanFormat } from './plan-format.ts';
import { PlanTagChips } from './plan-tag-chips.tsx';

/** The facts a plan's entry shows, each a short phrase. */
function usePlanSummary(plan: PracticePlanHeaderItem) {
  const t = usePracticePlansT();
  const format = usePlanFormat();
  const when = plan.date
    ? [format.date(plan.date), plan.startTime].filter(Boolean).join(', ')
    : t('list.noDate');
  const length =
    plan.plannedMinutes === null
      ? format.minutes(plan.totalMinutes)
      : t('list.minutesOfPlanned', { total: plan.totalMinutes, planned: plan.plannedMinutes });
  return {
    when,
    length,
    overTime: plan.plannedMinutes !== null && plan.totalMinutes > plan.plannedMinutes,
    items: t('list.items', { count: plan.itemCount }),
    creator: t('list.by', { name: plan.creator }),
  };
}

/** The name with the plan's marks after it; long names wrap anywhere. */
function PlanName({ plan }: { plan: PracticePlanHeaderItem }) {
  const name = { fontWeight: 500, overflowWrap: 'anywhere', flexGrow: 1 } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={name}>
        {plan.name}
      </Typography>
      {plan.favorite && <FavoriteStar />}
      {plan.isPrivate && <PrivateChip />}
    </Box>
  );
}

const planHref = (plan: PracticePlanHeaderItem) => `/practice-plans/${plan._id}`;

/** A plan in the card view: when it is, how long against plan, what it holds, who made it. */
export function PlanCard({ plan }: { plan: PracticePlanHeaderItem }) {
  const summary = usePlanSummary(plan);
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={planHref(plan)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent component={Stack} spacing={0.75}>
          <PlanName plan={plan} />
          <Typography variant="body2">{summary.when}</Typography>
          <Typography variant="body2" color="text.secondary">
            <Box component="span" sx={summary.overTime ? { color: 'warning.dark' } : undefined}>
              {summary.length}
            </Box>
            {` · ${summary.items}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {summary.creator}
          </Typography>
          <PlanTagChips tags={plan.tags} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A plan in the list view: its name over one line of facts. */
export function PlanRow({ plan }: { plan: PracticePlanHeaderItem }) {
  const summary = usePlanSummary(plan);
  const facts = [summary.when, summary.length, summary.items, summary.creator, ...plan.tags];
  return (
    <li>
      <ListItemButton component={RouterLink} to={planHref(plan)} divider>
        <ListItemText
          primary={<PlanName plan={plan} />}
          secondary={facts.join(' · ')}
          slotProps={{ primary: { component: 'div' } }}
        />
      </ListItemButton>
    </li>
  );
}
