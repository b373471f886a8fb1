import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  MARKDOWN_MAX,
  MAX_HEAD_COUNT,
  MAX_PLANNED_MINUTES,
  PLAN_NAME_MAX,
} from '@courtside/domain';
import {
  LabelAutocomplete,
  type LabelSuggestions,
} from '../../../../components/label-autocomplete.tsx';
import { useGetPracticePlanTagsQuery } from '../../api/practice-plans-api.ts';
import { usePlannerT } from '../i18n.ts';
import type { MetaPatch } from '../planner-model.ts';
import { problemText } from '../planner-texts.ts';
import { usePlannerView } from '../planner-view.ts';
import { NumberField } from './number-field.tsx';

function useTagSuggestions(pattern: string | undefined): LabelSuggestions {
  const { data, isFetching } = useGetPracticePlanTagsQuery(pattern);
  return { options: data ?? [], loading: isFetching };
}

/** The plan's name, date and time, planned length, head count, description and tags. */
export function PlanMetaFields() {
  const { planner, problems } = usePlannerView();
  const t = usePlannerT();
  const plan = planner.content;
  const set = (patch: MetaPatch, field: keyof MetaPatch) =>
    planner.run({ kind: 'setMeta', patch }, `meta:${field}`);
  const problem = (field: string) => problemText(t, problems.get(field));

  return (
    <Box
      component="section"
      aria-label={t('meta.heading')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <TextField
        label={t('meta.name')}
        required
        value={plan.name}
        onChange={(event) => set({ name: event.target.value }, 'name')}
        onBlur={planner.seal}
        error={!!problem('name')}
        helperText={problem('name')}
        slotProps={{ htmlInput: { maxLength: PLAN_NAME_MAX } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        type="date"
        label={t('meta.date')}
        value={plan.date ?? ''}
        onChange={(event) => set({ date: event.target.value || null }, 'date')}
        onBlur={planner.seal}
        error={!!problem('date')}
        helperText={problem('date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="time"
        label={t('meta.startTime')}
        value={plan.startTime ?? ''}
        onChange={(event) =>
          set({ startTime: event.target.value.slice(0, 5) || null }, 'startTime')
        }
        onBlur={planner.seal}
        error={!!problem('startTime')}
        helperText={problem('startTime') ?? t('meta.startTimeHint')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <NumberField
        label={t('meta.plannedMinutes')}
        value={plan.plannedMinutes}
        min={1}
        max={MAX_PLANNED_MINUTES}
        onChange={(plannedMinutes) => set({ plannedMinutes }, 'plannedMinutes')}
        onDone={planner.seal}
        hint={t('problems.plannedMinutesRange', { min: 1, max: MAX_PLANNED_MINUTES })}
        error={problem('plannedMinutes')}
      />
      <NumberField
        label={t('meta.headCount')}
        value={plan.headCount}
        min={1}
        max={MAX_HEAD_COUNT}
        onChange={(headCount) => set({ headCount }, 'headCount')}
        onDone={planner.seal}
        hint={t('problems.headCountRange', { min: 1, max: MAX_HEAD_COUNT })}
        error={problem('headCount')}
      />
      <TextField
        label={t('meta.description')}
        multiline
        minRows={2}
        maxRows={8}
        value={plan.description}
        onChange={(event) => set({ description: event.target.value }, 'description')}
        onBlur={planner.seal}
        error={!!problem('description')}
        helperText={problem('description') ?? t('meta.descriptionHint')}
        slotProps={{ htmlInput: { maxLength: MARKDOWN_MAX } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <LabelAutocomplete
          label={t('meta.tags')}
          value={plan.tags}
          onChange={(tags) => planner.run({ kind: 'setMeta', patch: { tags } })}
          useSuggestions={useTagSuggestions}
          t={t}
          freeEntry
          error={problem('tags')}
        />
      </Box>
    </Box>
  );
}
