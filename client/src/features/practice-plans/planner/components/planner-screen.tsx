import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clockTimes, type ClockSpan } from '@courtside/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import type { PracticePlanItem } from '../../api/practice-plans-api.ts';
import { useActivityLabel } from '../../plan-references.ts';
import type { PlannerCatalog } from '../catalog.ts';
import { usePlanSave } from '../hooks/use-plan-save.ts';
import { usePlanner, type PickedActivity } from '../hooks/use-planner.ts';
import { usePlannerShortcuts } from '../hooks/use-planner-shortcuts.ts';
import { usePlannerT } from '../i18n.ts';
import { describePlannerError } from '../planner-errors.ts';
import { contentOf, findItem, minMinutes, type PlanContent } from '../planner-model.ts';
import { problemText, refusalText } from '../planner-texts.ts';
import {
  PlannerClockContext,
  PlannerCommandsContext,
  PlannerLabelContext,
  PlannerProblemsContext,
  PlannerViewContext,
  type PickerTarget,
  type PlannerCommands,
  type PlannerView,
} from '../planner-view.ts';
import { PickerDialog } from './picker-dialog.tsx';
import { PlanBoard } from './plan-board.tsx';
import { PlanMetaFields } from './plan-meta-fields.tsx';
import { PlanTimeline } from './plan-timeline.tsx';
import { PlannerActionBar } from './planner-action-bar.tsx';

function clockMap(content: PlanContent): ReadonlyMap<string, ClockSpan> {
  const clock = clockTimes(content);
  const spans = new Map<string, ClockSpan>();
  for (const section of clock?.sections ?? []) {
    spans.set(section.sectionId, section);
    for (const item of section.items) spans.set(item.itemId, item);
  }
  return spans;
}

interface PlannerScreenProps {
  plan: PracticePlanItem;
  catalog: PlannerCatalog;
  /** Reads the plan again from the server (after a conflict). */
  reload: () => Promise<PracticePlanItem | undefined>;
}

/** The planner: the plan's details, its sections and items, the timeline, undo/redo and save. */
export function PlannerScreen({ plan, catalog, reload }: PlannerScreenProps) {
  const t = usePlannerT();
  const planner = usePlanner(contentOf(plan));
  const saving = usePlanSave(plan, planner, reload);
  const label = useActivityLabel(plan, planner.names);
  const clock = useMemo(() => clockMap(planner.content), [planner.content]);
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // Opened as a fresh copy ("Duplicate as template"): said once, not again after a reload.
  const [copied, setCopied] = useState(
    () => (location.state as { copied?: unknown } | null)?.copied === true,
  );
  useEffect(() => {
    if (!copied) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A refused save leads to the first field it marked.
  useEffect(() => {
    if (saving.refusedSaves === 0) return;
    const field = document.querySelector<HTMLElement>('#main-content [aria-invalid="true"]');
    // Centred, so the sticky bars above and below do not cover it.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, [saving.refusedSaves]);
  usePlannerShortcuts({ undo: planner.undo, redo: planner.redo, save: () => void saving.save() });

  const view = useMemo<PlannerView>(
    () => ({ planner, label, clock, problems: saving.problems, openPicker: setPicker }),
    [planner, label, clock, saving.problems],
  );
  const { run, seal, split, addGroup } = planner;
  const commands = useMemo<PlannerCommands>(
    () => ({ run, seal, split, addGroup, openPicker: setPicker }),
    [run, seal, split, addGroup],
  );

  const onPick = (picked: PickedActivity[]) => {
    const target = picker;
    setPicker(null);
    if (!target) return;
    if (target.kind === 'section') {
      planner.addActivities(target.sectionId, picked);
      return;
    }
    const [choice] = picked;
    const found = findItem(planner.content, target.itemId);
    const group =
      found?.item.kind === 'parallel'
        ? found.item.groups.find((g) => g._id === target.groupId)
        : undefined;
    if (!choice || !group || choice.activity.kind === 'break') return;
    // The group keeps its length; only what it does changes.
    const minutes = Math.max(minMinutes(choice.activity), group.activity.minutes);
    const id =
      choice.activity.kind === 'exercise'
        ? choice.activity.exerciseId
        : choice.activity.kind === 'tacticboard'
          ? choice.activity.tacticboardId
          : undefined;
    if (id && choice.name) planner.rememberName(id, choice.name);
    planner.run({
      kind: 'editGroup',
      itemId: target.itemId,
      groupId: target.groupId,
      patch: { activity: { ...choice.activity, minutes } },
    });
  };

  const planWide = problemText(t, saving.problems.get('plan'));
  const failure =
    saving.status === 'failed' && saving.failure
      ? describePlannerError(saving.failure, { 400: 'save.refused', 403: 'access.forbidden' })
      : null;
  // Shown beside Save, where the coach looks after clicking it.
  const saveProblem =
    saving.status === 'invalid'
      ? (planWide ?? t('save.invalid'))
      : failure && (planWide ?? t(failure.key, failure.values));

  return (
    <PlannerViewContext.Provider value={view}>
      <PlannerCommandsContext.Provider value={commands}>
        <PlannerClockContext.Provider value={clock}>
          <PlannerProblemsContext.Provider value={saving.problems}>
            <PlannerLabelContext.Provider value={label}>
              <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
                <title>{t('documentTitle', { name: planner.content.name || plan.name })}</title>
                <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                  {t('heading', { name: planner.content.name || plan.name })}
                </Typography>
                {plan.unavailable.length > 0 && (
                  <Alert severity="info">{t('unavailableNote')}</Alert>
                )}
                <Box
                  sx={{
                    display: 'grid',
                    gap: 3,
                    alignItems: 'start',
                    gridTemplateColumns: {
                      xs: 'minmax(0, 1fr)',
                      md: 'minmax(0, 1fr) 280px',
                      lg: 'minmax(0, 1fr) 320px',
                    },
                  }}
                >
                  <Stack spacing={3} sx={{ minWidth: 0 }}>
                    <PlanMetaFields />
                    <PlanBoard />
                  </Stack>
                  <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
                    <PlanTimeline />
                  </Box>
                </Box>
                <PlannerActionBar
                  planner={planner}
                  saving={saving}
                  planPath={`/practice-plans/${plan._id}`}
                  problem={saveProblem || undefined}
                />
              </Stack>
              <Snackbar
                open={planner.refusal !== null}
                autoHideDuration={8000}
                onClose={(_event, reason) => reason !== 'clickaway' && planner.dismissRefusal()}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
                sx={{ bottom: { xs: 96, sm: 96 } }}
              >
                <Alert severity="warning" variant="filled" onClose={planner.dismissRefusal}>
                  {planner.refusal && refusalText(t, planner.refusal)}
                </Alert>
              </Snackbar>
              <Snackbar
                open={copied}
                autoHideDuration={10_000}
                onClose={(_event, reason) => reason !== 'clickaway' && setCopied(false)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
                sx={{ bottom: { xs: 96, sm: 96 } }}
              >
                <Alert severity="info" variant="filled" onClose={() => setCopied(false)}>
                  {t('copied')}
                </Alert>
              </Snackbar>
              {picker && (
                <PickerDialog
                  open
                  mode={picker.kind === 'group' ? 'one' : 'several'}
                  sectionTitle={
                    picker.kind === 'section'
                      ? planner.content.sections.find((entry) => entry._id === picker.sectionId)
                          ?.title || undefined
                      : undefined
                  }
                  catalog={catalog}
                  onPick={onPick}
                  onClose={() => setPicker(null)}
                />
              )}
              <ConfirmDialog
                open={saving.conflict}
                title={t('conflict.title')}
                text={t('conflict.text')}
                confirmLabel={t('conflict.keepMine')}
                cancelLabel={t('conflict.takeTheirs')}
                busy={saving.status === 'saving'}
                onConfirm={() => void saving.keepMine()}
                onCancel={() => void saving.takeTheirs()}
                onDismiss={saving.dismissConflict}
              />
              <ConfirmDialog
                open={saving.blocker.state === 'blocked'}
                title={t('leave.title')}
                text={t('leave.text')}
                confirmLabel={t('leave.leave')}
                cancelLabel={t('leave.stay')}
                danger
                onConfirm={() => saving.blocker.proceed?.()}
                onCancel={() => saving.blocker.reset?.()}
              />
            </PlannerLabelContext.Provider>
          </PlannerProblemsContext.Provider>
        </PlannerClockContext.Provider>
      </PlannerCommandsContext.Provider>
    </PlannerViewContext.Provider>
  );
}
