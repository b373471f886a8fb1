import { useRef, useState } from 'react';

/**
 * What a number field of the planner holds besides the plan's value: the text typed while it is
 * no allowed value (the plan keeps its last one meanwhile), and whether leaving the field put the
 * value back over such a text, which the field says until the next entry.
 */
export function useNumberDraft<T>(value: T, onChange: (value: T) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  // The value when the coach came into the field: typing "1.5" or "999" sets 1 or 99 on the way.
  const before = useRef(value);
  return {
    draft,
    invalid: draft !== null,
    kept,
    /** The text typed, or null once it is an allowed value (handed on by the caller). */
    edit: (next: string | null) => {
      setDraft(next);
      setKept(false);
    },
    focus: () => {
      before.current = value;
    },
    /** Leaving the field: an invalid entry gives way to the value from before the typing. */
    leave: () => {
      if (draft === null) return;
      if (value !== before.current) onChange(before.current);
      setDraft(null);
      setKept(true);
    },
  };
}
