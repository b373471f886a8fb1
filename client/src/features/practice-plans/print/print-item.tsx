import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClockSpan, ClockTime, PlanActivity, PlanItem } from '@courtside/domain';
import { itemMinutes } from '@courtside/domain';
import type { ReactNode } from 'react';
import { usePracticePlansT } from '../i18n.ts';
import type { ActivityLabel, PlanLookup } from '../plan-references.ts';
import { usePlanPitchT } from '../pitch/i18n.ts';

/** Draws the first page of a board the plan names; the route brings it from the board feature. */
export type RenderBoardImage = (boardId: string, name: string) => ReactNode;

export interface SheetContext {
  lookup: PlanLookup;
  labelOf: (activity: PlanActivity) => ActivityLabel;
  renderBoardImage: RenderBoardImage;
  clockText: (clock: ClockTime) => string;
}

function Activity({ activity, context }: { activity: PlanActivity; context: SheetContext }) {
  const t = usePlanPitchT();
  const tPlans = usePracticePlansT();
  const label = context.labelOf(activity);
  const materials =
    activity.kind === 'exercise' && label.available
      ? (context.lookup.exercise(activity.exerciseId)?.materials ?? [])
      : [];
  return (
    // On paper a board stands right of its name rather than below it: a row less per board.
    <Box sx={{ minWidth: 0, '@media print': { display: 'flex', flexWrap: 'wrap', columnGap: 2 } }}>
      {/* In a group's narrow column the board wraps below the name again. */}
      <Box sx={{ minWidth: 0, flex: '1 1 35mm' }}>
        <Typography
          variant="overline"
          component="p"
          color="text.secondary"
          sx={{ lineHeight: 1.5 }}
        >
          {tPlans(`common.kinds.${activity.kind}`)}
        </Typography>
        <Typography
          sx={{
            fontWeight: 500,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            ...(label.available ? {} : { fontStyle: 'italic', color: 'text.secondary' }),
          }}
        >
          {label.title}
        </Typography>
        {materials.length > 0 && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('common.materials', { list: materials.join(', ') })}
          </Typography>
        )}
      </Box>
      {activity.kind === 'tacticboard' && label.available && (
        <Box
          sx={{
            width: '100%',
            maxWidth: 240,
            mt: 0.5,
            '@media print': { width: '45mm', flexShrink: 0, mt: 0 },
          }}
        >
          {context.renderBoardImage(activity.tacticboardId, label.title)}
        </Box>
      )}
    </Box>
  );
}

function Groups({
  item,
  context,
}: {
  item: Extract<PlanItem, { kind: 'parallel' }>;
  context: SheetContext;
}) {
  const t = usePlanPitchT();
  const tPlans = usePracticePlansT();
  const columns = `repeat(${item.groups.length}, minmax(0, 1fr))`;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {tPlans('common.kinds.parallel')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          // Side by side as they happen; stacked only where a phone has no room for columns.
          gridTemplateColumns: { xs: '1fr', sm: columns },
          '@media print': { gridTemplateColumns: columns },
        }}
      >
        {item.groups.map((group) => (
          <Box
            key={group._id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0 }}
          >
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {group.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('common.groupPositions', {
                list: group.positions
                  .map((position) => tPlans(`common.positions.${position}`))
                  .join(', '),
              })}
              {' · '}
              {tPlans('common.minutes', { count: group.activity.minutes })}
            </Typography>
            <Activity activity={group.activity} context={context} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** One line of the sheet: when it starts and how long, then what is done. */
export function PrintItem({
  item,
  clock,
  context,
}: {
  item: PlanItem;
  clock: ClockSpan | undefined;
  context: SheetContext;
}) {
  const tPlans = usePracticePlansT();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '4.5rem minmax(0, 1fr)',
        columnGap: 2,
        py: 1,
        // On paper rows sit closer, so that a plan of an evening fits on one A4 page.
        '@media print': { py: 0.5 },
        borderTop: 1,
        borderColor: 'divider',
        breakInside: 'avoid',
      }}
    >
      <Box>
        {clock && (
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {context.clockText(clock.start)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {tPlans('common.minutes', { count: itemMinutes(item) })}
        </Typography>
      </Box>
      {item.kind === 'parallel' ? (
        <Groups item={item} context={context} />
      ) : (
        <Activity activity={item} context={context} />
      )}
    </Box>
  );
}
