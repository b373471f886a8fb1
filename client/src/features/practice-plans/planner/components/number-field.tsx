import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface NumberFieldProps {
  label: string;
  value: number | null;
  min: number;
  max: number;
  /** Whole numbers in range, or null for an empty field; anything else stays with `hint`. */
  onChange: (value: number | null) => void;
  onDone: () => void;
  hint: string;
  error?: string;
}

/** An optional whole number (head count, planned minutes): empty means "not set". */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  onDone,
  hint,
  error,
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      type="number"
      label={label}
      value={draft ?? (value === null ? '' : String(value))}
      onChange={(event) => {
        const text = event.target.value.trim();
        const number = Number(text);
        if (text === '') {
          setDraft(null);
          onChange(null);
        } else if (Number.isInteger(number) && number >= min && number <= max) {
          setDraft(null);
          onChange(number);
        } else {
          setDraft(event.target.value);
        }
      }}
      onBlur={() => {
        setDraft(null);
        onDone();
      }}
      error={draft !== null || !!error}
      helperText={draft !== null ? hint : error}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}
