/**
 * What form state keeps for a number field whose text is no number yet ("-", "4e", "1-"): the
 * browser reads such a field as "", exactly like a cleared one, and a form that took it as empty
 * saved a count of 0 or no planned length while the field showed what the coach typed. The form's
 * own parsing reads this text as NaN, so its rules refuse it and say what is wanted.
 */
export const NOT_A_NUMBER = 'NaN';

/**
 * `value`, `onChange` and `onInput` for a controlled `type="number"` field holding `text`. Both
 * events read the field: React calls onChange only when the read value changes, and "" to "" (an
 * empty field to "-") is no change to it.
 */
export function numberFieldProps(text: string, set: (text: string) => void) {
  // The input event reaches a TextField's props at its outer element, so the field is the target.
  const read = (event: { target: EventTarget }) => {
    const field = event.target;
    if (field instanceof HTMLInputElement)
      set(field.validity.badInput ? NOT_A_NUMBER : field.value);
  };
  // The field gets "" back while it holds no number, which leaves the typed text as it is.
  return { value: text === NOT_A_NUMBER ? '' : text, onChange: read, onInput: read };
}
