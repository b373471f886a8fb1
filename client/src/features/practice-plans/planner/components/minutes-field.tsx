import TextField from '@mui/material/TextField';
import { MAX_ITEM_MINUTES } from '@courtside/domain';
import { useState } from 'react';
import { usePlannerT } from '../i18n.ts';

interface MinutesFieldProps {
  value: number;
  min: number;
  /** Called with whole minutes in range only; anything else stays in the field with a hint. */
  onChange: (minutes: number) => void;
  /** The coach left the field: the typing so far was one change. */
  onDone: () => void;
  /** A problem the save found (translated). */
  error?: string;
  label?: string;
}

/** A minutes input that hands on only what the plan may hold, and says why it holds the rest. */
export function MinutesField({ value, min, onChange, onDone, error, label }: MinutesFieldProps) {
  const t = usePlannerT();
  // What the coach typed while it is not (yet) a valid number of minutes, e.g. an empty field.
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null;
  return (
    <TextField
      type="number"
      size="small"
      label={label ?? t('item.minutes')}
      value={draft ?? String(value)}
      onChange={(event) => {
        const text = event.target.value;
        const minutes = Number(text);
        if (
          text.trim() !== '' &&
          Number.isInteger(minutes) &&
          minutes >= min &&
          minutes <= MAX_ITEM_MINUTES
        ) {
          setDraft(null);
          onChange(minutes);
        } else {
          setDraft(text);
        }
      }}
      onBlur={() => {
        setDraft(null);
        onDone();
      }}
      error={invalid || !!error}
      helperText={invalid ? t('item.minutesHint', { min, max: MAX_ITEM_MINUTES }) : error}
      slotProps={{
        htmlInput: { min, max: MAX_ITEM_MINUTES, step: 1, inputMode: 'numeric' },
        formHelperText: { sx: { mx: 0 } },
      }}
      sx={{ width: 104, flexShrink: 0 }}
    />
  );
}
