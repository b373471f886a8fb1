import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PositionFilter } from '@courtside/domain';
import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { visuallyHiddenSx } from '../../../lib/shell-styles.ts';
import { useGetPracticePlanQuery, type PracticePlanItem } from '../api/practice-plans-api.ts';
import { usePlanPitchT } from './i18n.ts';
import { PitchControls } from './pitch-controls.tsx';
import { PitchStepView, type PitchRenderers } from './pitch-step-view.tsx';
import { hasParallelItems, parsePositionFilter, pitchSteps, stepIndexFor } from './pitch-steps.ts';
import { PlanLoadError } from './plan-load-error.tsx';
import { PositionFilterBar } from './position-filter.tsx';
import { usePitchTimers } from './use-pitch-timers.ts';
import { useWakeLock } from './use-wake-lock.ts';
import { LoadingShape } from '../../../components/loading-shape.tsx';

const MINUTE_MS = 60_000;

/** The address keeps the position and the item, so a reload (or a discarded tab) comes back here. */
const POSITION_PARAM = 'position';
const ITEM_PARAM = 'item';

const hasItems = (plan: PracticePlanItem) => plan.sections.some((s) => s.items.length > 0);

function PitchSkeleton() {
  const t = usePlanPitchT();
  return (
    <LoadingShape label={t('common.loading')} spacing={2}>
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" height={44} />
      <Skeleton variant="text" width="80%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={240} />
    </LoadingShape>
  );
}

function PitchScreen({ plan, renderers }: { plan: PracticePlanItem; renderers: PitchRenderers }) {
  const t = usePlanPitchT();
  const [params, setParams] = useSearchParams();
  const position = parsePositionFilter(params.get(POSITION_PARAM));
  const steps = useMemo(() => pitchSteps(plan, position), [plan, position]);
  const index = stepIndexFor(plan, steps, params.get(ITEM_PARAM));
  const step = steps[index];
  const { timer, anyRunning } = usePitchTimers(
    step?.item._id ?? '',
    (step?.minutes ?? 0) * MINUTE_MS,
    `courtside.pitchTimers.${plan._id}`,
  );
  useWakeLock(anyRunning);

  // Replace, not push: Back leaves the pitch view instead of stepping through its items.
  const showItem = (itemId: string | undefined, filter = position) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (filter === 'all') next.delete(POSITION_PARAM);
        else next.set(POSITION_PARAM, filter);
        if (itemId) next.set(ITEM_PARAM, itemId);
        else next.delete(ITEM_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  const goTo = (target: number) => {
    showItem(steps[target]?.item._id);
    // A new item starts at its top; the controls stay where they are.
    document.scrollingElement?.scrollTo?.({ top: 0 });
  };
  const choosePosition = (filter: PositionFilter) => showItem(step?.item._id, filter);

  return (
    <Stack
      spacing={2}
      // About a screen high, so the controls sit at the bottom even under a short item.
      sx={{ maxWidth: 960, width: '100%', mx: 'auto', minHeight: 'calc(100dvh - 8rem)' }}
    >
      <title>{t('pitch.documentTitle', { name: plan.name })}</title>
      {/* The breadcrumbs show the plan's name already; a phone has no room to show it twice. */}
      <Typography component="h1" sx={visuallyHiddenSx}>
        {plan.name}
      </Typography>
      {hasParallelItems(plan) && <PositionFilterBar value={position} onChange={choosePosition} />}
      {step ? (
        <PitchStepView
          // A new item is a new screen: nothing of the previous one (a playing board) carries over.
          key={step.item._id}
          plan={plan}
          step={step}
          index={index}
          total={steps.length}
          renderers={renderers}
        />
      ) : (
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          <Typography>
            {position !== 'all' && hasItems(plan) ? t('pitch.emptyLine') : t('pitch.empty')}
          </Typography>
          <Link component={RouterLink} to={`/practice-plans/${plan._id}`}>
            {t('pitch.openPlan')}
          </Link>
        </Stack>
      )}
      <Stack sx={{ flexGrow: 1 }} />
      {step && (
        <PitchControls
          timer={step.minutes > 0 ? timer : null}
          onPrevious={index > 0 ? () => goTo(index - 1) : null}
          onNext={index < steps.length - 1 ? () => goTo(index + 1) : null}
        />
      )}
    </Stack>
  );
}

/**
 * The plan at the pitch (`/practice-plans/:planId/pitch`): one item at a time with its details,
 * a count-down per item, Previous/Next and a position filter, laid out for a phone first.
 */
export function PitchView({ renderers }: { renderers: PitchRenderers }) {
  const { planId = '' } = useParams();
  const { data: plan, error, isLoading, refetch } = useGetPracticePlanQuery(planId);
  if (isLoading) return <PitchSkeleton />;
  if (error || !plan) return <PlanLoadError error={error} onRetry={() => void refetch()} />;
  return <PitchScreen plan={plan} renderers={renderers} />;
}
