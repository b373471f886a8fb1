import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { itemMinutes, overTime, sectionMinutes, totalMinutes } from '@courtside/domain';
import { useId } from 'react';
import { usePracticePlansT } from '../../i18n.ts';
import { useItemTitle } from '../hooks/use-item-title.ts';
import { usePlannerT } from '../i18n.ts';
import { spanText } from '../planner-texts.ts';
import { usePlannerView } from '../planner-view.ts';

/** The total against the planned length; a warning when the plan runs over. */
function Totals() {
  const { planner } = usePlannerView();
  const t = usePlannerT();
  const { content } = planner;
  const total = totalMinutes(content);
  const planned = content.plannedMinutes;
  const over = overTime(content);
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 500 }}>
        {planned === null
          ? t('timeline.total', { total })
          : t('timeline.totalOfPlanned', { total, planned })}
      </Typography>
      {planned !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (total / planned) * 100)}
          color={over > 0 ? 'warning' : 'primary'}
          aria-label={t('timeline.progress')}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
      {over > 0 && (
        <Alert severity="warning" role="status">
          {t('timeline.over', { over, planned: planned ?? 0 })}
        </Alert>
      )}
    </Stack>
  );
}

/** Every section and item with its clock time from the start time, and the plan's total. */
export function PlanTimeline() {
  const { planner, clock } = usePlannerView();
  const t = usePlannerT();
  const pt = usePracticePlansT();
  const titleOf = useItemTitle();
  const headingId = useId();
  const { content } = planner;
  const time = (id: string) => {
    const span = clock.get(id);
    return span ? `${spanText(t, span)} ` : '';
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('timeline.heading')}
        </Typography>
        <Totals />
        {content.startTime === null && (
          <Typography variant="body2" color="text.secondary">
            {t('timeline.noStartTime')}
          </Typography>
        )}
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {content.sections.map((section) => (
            <Box component="li" key={section._id} sx={{ mb: 1.5 }}>
              <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {time(section._id)}
                {section.title || t('section.untitled')} (
                {pt('common.minutes', { count: sectionMinutes(section) })})
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 2 }}>
                {section.items.map((item) => (
                  <Typography
                    component="li"
                    variant="body2"
                    key={item._id}
                    sx={{ overflowWrap: 'anywhere' }}
                    data-testid="timeline-item"
                  >
                    <Box
                      component="span"
                      sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
                    >
                      {time(item._id)}
                    </Box>
                    {titleOf(item)} ({pt('common.minutes', { count: itemMinutes(item) })})
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}
