import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  RANGE_FIELDS,
  isRangeInverted,
  type FilterValues,
  type RangeField,
} from '../list-filters.ts';
import { FilterSwitch } from '../../../components/resource-list/filter-switch.tsx';
import { useExercisesT, type ExercisesKey } from '../i18n.ts';
import { LabelAutocomplete } from './label-autocomplete.tsx';

const RANGE_LABELS: Record<RangeField, ExercisesKey> = {
  persons: 'fields.persons',
  time_min: 'fields.timeMinutes',
  beaters: 'fields.beaters',
  chasers: 'fields.chasers',
};

interface ExerciseFilterPanelProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  onClear: () => void;
  showFavorite: boolean;
}

function RangeInputs({
  field,
  range,
  onChange,
}: {
  field: RangeField;
  range: { min: string; max: string };
  onChange: (range: { min: string; max: string }) => void;
}) {
  const t = useExercisesT();
  const headingId = useId();
  const label = t(RANGE_LABELS[field]);
  const inverted = isRangeInverted(range);
  const numberProps = { inputMode: 'numeric' as const, min: 0 };
  return (
    <Stack
      component="fieldset"
      spacing={1}
      sx={{ border: 0, p: 0, m: 0 }}
      aria-labelledby={headingId}
    >
      <Typography id={headingId} component="legend" variant="subtitle2">
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          type="number"
          label={t('filters.min')}
          value={range.min}
          onChange={(event) => onChange({ ...range, min: event.target.value })}
          slotProps={{
            htmlInput: { ...numberProps, 'aria-label': t('filters.minOf', { field: label }) },
          }}
          error={inverted}
        />
        <TextField
          size="small"
          type="number"
          label={t('filters.max')}
          value={range.max}
          onChange={(event) => onChange({ ...range, max: event.target.value })}
          slotProps={{
            htmlInput: { ...numberProps, 'aria-label': t('filters.maxOf', { field: label }) },
          }}
          error={inverted}
        />
      </Stack>
      {inverted && (
        <Typography variant="caption" color="error" role="alert">
          {t('filters.rangeInverted')}
        </Typography>
      )}
    </Stack>
  );
}

export function ExerciseFilterPanel({
  values,
  onChange,
  onClear,
  showFavorite,
}: ExerciseFilterPanelProps) {
  const t = useExercisesT();
  return (
    <Stack spacing={2.5} component="section" aria-label={t('filters.title')}>
      {RANGE_FIELDS.map((field) => (
        <RangeInputs
          key={field}
          field={field}
          range={values.ranges[field]}
          onChange={(range) =>
            onChange({ ...values, ranges: { ...values.ranges, [field]: range } })
          }
        />
      ))}
      <LabelAutocomplete
        kind="tags"
        size="small"
        label={t('fields.tags')}
        value={values.tags}
        onChange={(tags) => onChange({ ...values, tags })}
      />
      <LabelAutocomplete
        kind="materials"
        size="small"
        label={t('fields.materials')}
        value={values.materials}
        onChange={(materials) => onChange({ ...values, materials })}
      />
      {showFavorite && (
        <FilterSwitch
          label={t('filters.favoritesOnly')}
          checked={values.favorite}
          onChange={(favorite) => onChange({ ...values, favorite })}
        />
      )}
      <Button variant="outlined" onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
