import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ItemLoadError } from '../../../components/item-load-error.tsx';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { usePracticePlansT } from '../i18n.ts';
import { PageRegion } from './plan-page/page-region.tsx';
import { PlanActions } from './plan-page/plan-actions.tsx';
import { PlanFacts, PlanNeeds } from './plan-page/plan-facts.tsx';
import { PlanPageHeader } from './plan-page/plan-page-header.tsx';
import { PlanTimeline } from './plan-page/plan-timeline.tsx';
import { usePlanPage } from './plan-page/use-plan-page.ts';
import { PlanTagChips } from './plan-tag-chips.tsx';
import { LoadingShape } from '../../../components/loading-shape.tsx';

/** The page's shape while the plan loads: heading, buttons, facts, then the timeline's rows. */
function PlanPageSkeleton() {
  const t = usePracticePlansT();
  const rows = [64, 64, 120, 64];
  return (
    <LoadingShape label={t('common.loading')} spacing={2} sx={{ py: 2 }}>
      <Skeleton variant="text" width="45%" height={56} />
      <Stack direction="row" spacing={1}>
        {[140, 90, 160].map((width) => (
          <Skeleton key={width} variant="rounded" width={width} height={36} />
        ))}
      </Stack>
      {rows.map((height, row) => (
        <Skeleton key={row} variant="rounded" height={height} />
      ))}
    </LoadingShape>
  );
}

/** `/practice-plans/:planId`: the plan to read, run at the pitch, print, book and reuse. */
export function PracticePlanPage() {
  const t = usePracticePlansT();
  const page = usePlanPage();
  const { plan } = page;

  if (page.loading) return <PlanPageSkeleton />;
  if (!plan) {
    return (
      <ItemLoadError
        message={t('page.loadError')}
        back={{ label: t('page.backToList'), to: '/practice-plans' }}
        retry={{ label: t('common.retry'), onClick: () => void page.refetch() }}
        error={page.loadError}
        documentTitle={t('page.documentTitle', { name: t('page.fallbackName') })}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <title>{t('page.documentTitle', { name: plan.name })}</title>
      <PlanPageHeader plan={plan} page={page} />
      {page.actionError && <Alert severity="error">{page.actionError}</Alert>}
      <PlanActions plan={plan} page={page} />
      <PlanFacts plan={plan} />
      <PlanTagChips tags={plan.tags} linked />
      {plan.description.trim() && (
        <PageRegion title={t('page.description')}>
          <MarkdownText>{plan.description}</MarkdownText>
        </PageRegion>
      )}
      <PlanNeeds plan={plan} />
      <PlanTimeline plan={plan} />
    </Stack>
  );
}
