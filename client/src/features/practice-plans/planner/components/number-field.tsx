import TextField from '@mui/material/TextField';
import { useNumberDraft } from '../hooks/use-number-draft.ts';
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
  const { draft, invalid, kept, edit, focus, leave } = useNumberDraft(value, onChange);
  const read = (field: { value: string; validity: ValidityState }) => {
    const text = field.value.trim();
    const number = Number(text);
    // The browser gives a number field's text as empty while it is no number yet ("-" on the way
    // to "-1", "1." to "1.5"): only badInput tells that from a field the coach cleared.
    if (text === '' && !field.validity.badInput) {
      edit(null);
      onChange(null);
    } else if (text !== '' && Number.isInteger(number) && number >= min && number <= max) {
      edit(null);
      onChange(number);
    } else {
      edit(field.value);
    }
  };
  const keptText =
    value === null ? t('meta.keptEmpty', { rule: hint }) : t('meta.kept', { value, rule: hint });
  return (
    <TextField
      type="number"
      label={label}
      value={draft ?? (value === null ? '' : String(value))}
      onChange={(event) => read(event.target)}
      // React fires no change for "" to "" (an empty field to "-"): such text is read here too.
      onInput={(event) => {
        const field = event.target;
        if (field instanceof HTMLInputElement && field.validity.badInput) read(field);
      }}
      onFocus={focus}
      onBlur={() => {
        leave();
        onDone();
      }}
      error={invalid || !!error}
      helperText={invalid ? hint : kept ? keptText : error}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}
