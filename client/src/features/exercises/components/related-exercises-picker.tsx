import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { escapeRegex } from '@courtside/domain';
import { useState } from 'react';
import { useGetExercisesQuery } from '../api/exercises-api.ts';
import type { RelatedOption } from '../exercise-form-values.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useExercisesT } from '../i18n.ts';
import { autocompleteTexts } from '../../../components/autocomplete-texts.ts';

interface RelatedExercisesPickerProps {
  value: RelatedOption[];
  onChange: (value: RelatedOption[]) => void;
  /** The exercise being edited, which cannot relate to itself. */
  excludeId?: string;
  error?: string;
}

/** Search exercises by name and pick the ones this exercise relates to. */
export function RelatedExercisesPicker({
  value,
  onChange,
  excludeId,
  error,
}: RelatedExercisesPickerProps) {
  const t = useExercisesT();
  const [input, setInput] = useState('');
  const pattern = useDebouncedValue(input.trim());
  const { data, isFetching } = useGetExercisesQuery({
    regex: pattern ? { name: escapeRegex(pattern) } : {},
    sortBy: 'name',
    sortOrder: 'asc',
    limit: 20,
  });
  const options: RelatedOption[] = (data?.exercises ?? [])
    .filter((exercise) => exercise._id !== excludeId)
    .map(({ _id, name }) => ({ _id, name }));

  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      // The server already filtered by name.
      filterOptions={(items) => items}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option._id}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      loading={isFetching}
      {...autocompleteTexts(t)}
      noOptionsText={t('common.noSuggestions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('fields.related')}
          error={!!error}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}
