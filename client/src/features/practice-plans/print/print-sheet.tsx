import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  clockTimes,
  headCountRange,
  overTime,
  planMaterials,
  sectionMinutes,
  sessionSpan,
  totalMinutes,
} from '@courtside/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { useGetPracticePlanQuery, type PracticePlanItem } from '../api/practice-plans-api.ts';
import { useClockText } from '../components/plan-page/plan-facts.tsx';
import { usePracticePlansT } from '../i18n.ts';
import { planLookup, useActivityLabel } from '../plan-references.ts';
import { usePlanPitchT } from '../pitch/i18n.ts';
import { PitchIcon } from '../pitch/pitch-icons.tsx';
import { PlanLoadError } from '../pitch/plan-load-error.tsx';
import { PrintItem, type RenderBoardImage, type SheetContext } from './print-item.tsx';
import { PrintStyles } from './print-styles.tsx';
import { countRangeText, fullDateText } from './sheet-text.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import { LoadingShape } from '../../../components/loading-shape.tsx';

const hiddenInPrint = { '@media print': { display: 'none' } } as const;

interface Fact {
  term: string;
  value: string;
  /** Over the planned length: printed so that it stands out. */
  warning?: string;
}

/** When, how long, for how many and with what: the head of the sheet. */
function useSheetFacts(plan: PracticePlanItem): Fact[] {
  const t = usePlanPitchT();
  const tPlans = usePracticePlansT();
  const clockText = useClockText();
  const language = useUiLanguage();
  const lookup = useMemo(() => planLookup(plan), [plan]);
  const facts: Fact[] = [];
  if (plan.date) facts.push({ term: t('print.date'), value: fullDateText(plan.date, language) });
  const clock = sessionSpan(plan);
  if (clock) {
    facts.push({
      term: t('print.time'),
      value: t('common.clockSpan', { start: clockText(clock.start), end: clockText(clock.end) }),
    });
  }
  const total = totalMinutes(plan);
  const over = overTime(plan);
  facts.push({
    term: t('print.duration'),
    value:
      plan.plannedMinutes === null
        ? tPlans('common.minutes', { count: total })
        : t('print.ofPlanned', { total, planned: plan.plannedMinutes }),
    ...(over > 0 ? { warning: t('print.over', { count: over }) } : {}),
  });
  const needed = headCountRange(plan, lookup.exercise).persons;
  const players = [
    ...(plan.headCount === null ? [] : [t('print.expected', { count: plan.headCount })]),
    ...(needed ? [t('print.needs', { range: countRangeText(needed) })] : []),
  ];
  if (players.length > 0) facts.push({ term: t('print.players'), value: players.join(' · ') });
  const materials = planMaterials(plan, lookup.exercise);
  if (materials.length > 0) facts.push({ term: t('print.materials'), value: materials.join(', ') });
  return facts;
}

function SheetFacts({ plan }: { plan: PracticePlanItem }) {
  const facts = useSheetFacts(plan);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {facts.map(({ term, value, warning }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
            {warning && (
              <Box component="strong" sx={{ color: 'error.main', ml: 1 }}>
                {warning}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PrintablePlan({
  plan,
  renderBoardImage,
}: {
  plan: PracticePlanItem;
  renderBoardImage: RenderBoardImage;
}) {
  const t = usePlanPitchT();
  const tPlans = usePracticePlansT();
  const labelOf = useActivityLabel(plan);
  const clockText = useClockText();
  const lookup = useMemo(() => planLookup(plan), [plan]);
  const clock = clockTimes(plan);
  const context: SheetContext = { lookup, labelOf, renderBoardImage, clockText };

  return (
    <Stack sx={{ alignItems: 'center' }}>
      <title>{t('print.documentTitle', { name: plan.name })}</title>
      <PrintStyles />
      <Box sx={{ width: '100%', maxWidth: '210mm', textAlign: 'right', mb: 2, ...hiddenInPrint }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<PitchIcon name="print" />}
          onClick={() => window.print()}
        >
          {t('print.print')}
        </Button>
      </Box>
      <Paper
        component="article"
        aria-labelledby="print-sheet-title"
        elevation={3}
        sx={{
          width: '100%',
          maxWidth: '210mm',
          minHeight: { sm: '297mm' },
          p: { xs: 2, sm: '15mm' },
          borderRadius: 0,
          '@media print': { boxShadow: 'none', p: 0, minHeight: 0, maxWidth: 'none' },
        }}
      >
        <Stack spacing={2}>
          <Typography
            id="print-sheet-title"
            variant="h4"
            component="h1"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {plan.name}
          </Typography>
          <SheetFacts plan={plan} />
          {plan.description.trim() && <MarkdownText>{plan.description}</MarkdownText>}
          {plan.sections.map((section, index) => {
            const span = clock?.sections[index];
            const minutes = tPlans('common.minutes', { count: sectionMinutes(section) });
            return (
              <Box component="section" key={section._id} aria-labelledby={`sheet-${section._id}`}>
                <Stack
                  direction="row"
                  sx={{
                    justifyContent: 'space-between',
                    alignItems: 'baseline',
                    flexWrap: 'wrap',
                    columnGap: 2,
                    borderBottom: 2,
                    borderColor: 'primary.main',
                    breakAfter: 'avoid',
                  }}
                >
                  <Typography
                    id={`sheet-${section._id}`}
                    variant="h6"
                    component="h2"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {section.title}
                  </Typography>
                  <Typography color="text.secondary">
                    {span
                      ? t('print.section', {
                          span: t('common.clockSpan', {
                            start: clockText(span.start),
                            end: clockText(span.end),
                          }),
                          minutes,
                        })
                      : minutes}
                  </Typography>
                </Stack>
                {section.items.length === 0 ? (
                  <Typography color="text.secondary" sx={{ py: 1 }}>
                    {t('print.noItems')}
                  </Typography>
                ) : (
                  <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {section.items.map((item, itemIndex) => (
                      <PrintItem
                        key={item._id}
                        item={item}
                        clock={span?.items[itemIndex]}
                        context={context}
                      />
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
      </Paper>
    </Stack>
  );
}

function SheetSkeleton() {
  const t = usePlanPitchT();
  return (
    <LoadingShape label={t('common.loading')} spacing={2} sx={{ mx: 'auto' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', maxWidth: '210mm', height: 480 }} />
    </LoadingShape>
  );
}

/**
 * The printable sheet of a plan (`/practice-plans/:planId/print`): on screen a sheet of paper
 * with a Print button, on paper the plan alone, one A4 page where it fits.
 */
export function PrintSheet({ renderBoardImage }: { renderBoardImage: RenderBoardImage }) {
  const { planId = '' } = useParams();
  const { data: plan, error, isLoading, refetch } = useGetPracticePlanQuery(planId);
  if (isLoading) return <SheetSkeleton />;
  if (error || !plan) return <PlanLoadError error={error} onRetry={() => void refetch()} />;
  return <PrintablePlan plan={plan} renderBoardImage={renderBoardImage} />;
}
