import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { escapeRegex } from '@courtside/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { autocompleteTexts, type AutocompleteTextKey } from './autocomplete-texts.ts';

/** The keys every namespace using the field defines for its suggestion list. */
export type LabelAutocompleteTextKey = AutocompleteTextKey | 'common.noSuggestions';

export interface LabelSuggestions {
  options: string[];
  loading: boolean;
}

export interface LabelAutocompleteProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /**
   * Suggestions for a (regex-escaped) search pattern, or for everything when it is undefined.
   * Called as a hook, so pass the same function on every render.
   */
  useSuggestions: (pattern: string | undefined) => LabelSuggestions;
  t: (key: LabelAutocompleteTextKey) => string;
  /** Allow values the server does not know yet (forms); filters pick known ones only. */
  freeEntry?: boolean;
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
}

/** Drops blank entries and case-insensitive duplicates, keeping the first spelling. */
export function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  return labels
    .map((item) => item.trim())
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Chips with suggestions from a server list, searched once typing pauses. */
export function LabelAutocomplete(props: LabelAutocompleteProps) {
  const { label, value, onChange, useSuggestions, t, freeEntry = false, size } = props;
  const [input, setInput] = useState('');
  const pattern = useDebouncedValue(input.trim());
  const suggestions = useSuggestions(pattern ? escapeRegex(pattern) : undefined);

  return (
    <Autocomplete
      multiple
      freeSolo={freeEntry}
      autoSelect={freeEntry}
      filterSelectedOptions
      size={size}
      options={suggestions.options}
      value={value}
      loading={suggestions.loading}
      {...autocompleteTexts(t)}
      noOptionsText={t('common.noSuggestions')}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onKeyDown={(event) => {
        // MUI leaves the text in the field when it names a chip already there; it is added, so
        // the text goes.
        if (event.key !== 'Enter' || !freeEntry) return;
        const typed = input.trim().toLowerCase();
        if (typed && value.some((item) => item.toLowerCase() === typed)) {
          event.defaultMuiPrevented = true;
          event.preventDefault(); // as MUI does for a new label: Enter must not submit a form
          setInput('');
        }
      }}
      onChange={(_event, next) => onChange(uniqueLabels(next))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!props.error}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}
