import TextField from '@mui/material/TextField';
import { MAX_ITEM_MINUTES } from '@courtside/domain';
import { useNumberDraft } from '../hooks/use-number-draft.ts';
import { usePlannerT } from '../i18n.ts';

interface MinutesFieldProps {
  value: number;
  min: number;
  /** Called with whole minutes in range only; anything else stays in the field with a hint. */
  onChange: (minutes: number) => void;
  /** The coach left the field: the typing so far was one change. */
  onDone: () => void;
  /**
   * Where nothing holds the value but the field (the picker, before its Add): an invalid entry
   * stays when the coach leaves the field, and this hears whether the field holds one.
   */
  onValidityChange?: (valid: boolean) => void;
  /** A problem the save found (translated). */
  error?: string;
  label?: string;
}

/** A minutes input that hands on only what the plan may hold, and says why it holds the rest. */
export function MinutesField({
  value,
  min,
  onChange,
  onDone,
  onValidityChange,
  error,
  label,
}: MinutesFieldProps) {
  const t = usePlannerT();
  const draftState = useNumberDraft(value, onChange);
  const { draft, invalid, kept } = draftState;
  const edit = (next: string | null) => {
    draftState.edit(next);
    onValidityChange?.(next === null);
  };
  const hint = invalid
    ? t('item.minutesHint', { min, max: MAX_ITEM_MINUTES })
    : kept
      ? t('item.minutesKept', { minutes: value, min, max: MAX_ITEM_MINUTES })
      : error;
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
          edit(null);
          onChange(minutes);
        } else {
          edit(text);
        }
      }}
      onFocus={draftState.focus}
      onBlur={() => {
        // Where nothing but the field holds the value (the picker), an invalid entry stays.
        if (onValidityChange) return;
        draftState.leave();
        onDone();
      }}
      error={invalid || !!error}
      helperText={hint}
      slotProps={{
        htmlInput: { min, max: MAX_ITEM_MINUTES, step: 1, inputMode: 'numeric' },
        formHelperText: { sx: { mx: 0 } },
      }}
      sx={{ width: 104, flexShrink: 0 }}
    />
  );
}
