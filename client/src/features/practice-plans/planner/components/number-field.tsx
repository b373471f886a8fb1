import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { usePlannerT } from '../i18n.ts';

interface NumberFieldProps {
  label: string;
  value: number | null;
  min: number;
  max: number;
  /** Whole numbers in range, or null for an empty field; anything else stays with `hint`. */
  onChange: (value: number | null) => void;
  onDone: () => void;
  /** The rule the value follows, shown while the field holds something else. */
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
  const t = usePlannerT();
  // What the coach typed while it is no allowed value (the plan keeps its last one meanwhile).
  const [draft, setDraft] = useState<string | null>(null);
  // Leaving the field put the plan's value back over an invalid entry: say so until the next one.
  const [kept, setKept] = useState(false);
  // The value when the coach came into the field: typing "1.5" sets 1 on the way.
  const before = useRef(value);
  const invalid = draft !== null;
  const keptText =
    value === null ? t('meta.keptEmpty', { rule: hint }) : t('meta.kept', { value, rule: hint });
  return (
    <TextField
      type="number"
      label={label}
      value={draft ?? (value === null ? '' : String(value))}
      onChange={(event) => {
        setKept(false);
        const text = event.target.value.trim();
        const number = Number(text);
        // The browser gives a number field's text as empty while it is no number yet ("-" on the
        // way to "-1", "1." to "1.5"): only badInput tells that from a field the coach cleared.
        if (text === '' && !event.target.validity.badInput) {
          setDraft(null);
          onChange(null);
        } else if (text !== '' && Number.isInteger(number) && number >= min && number <= max) {
          setDraft(null);
          onChange(number);
        } else {
          setDraft(event.target.value);
        }
      }}
      onFocus={() => {
        before.current = value;
      }}
      onBlur={() => {
        if (invalid) {
          if (value !== before.current) onChange(before.current);
          setDraft(null);
          setKept(true);
        }
        onDone();
      }}
      error={invalid || !!error}
      helperText={invalid ? hint : kept ? keptText : error}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}
