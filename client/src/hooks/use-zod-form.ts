import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, SafeParser } from '../lib/validation.ts';
import { fieldErrorsFromIssues } from '../lib/validation.ts';

interface UseZodFormOptions<F extends string, T> {
  initialValues: Record<F, string>;
  /** Domain schema the form values (mapped by `toInput`) must satisfy. */
  schema: SafeParser<T>;
  toInput?: (values: NoInfer<Record<F, string>>) => unknown;
  /** Client-only rules the schema cannot know, such as a repeated password. */
  validate?: (values: NoInfer<Record<F, string>>) => Partial<Record<NoInfer<F>, FieldError>>;
  onSubmit: (data: T) => void | Promise<void>;
}

/**
 * Form state validated with a domain schema. A field's error shows once the field was edited
 * and left, or the form was submitted; messages are i18n keys translated at render time, so they follow
 * a language switch.
 */
export function useZodForm<F extends string, T>({
  initialValues,
  schema,
  toInput = (values) => values,
  validate,
  onSubmit,
}: UseZodFormOptions<F, T>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const parsed = schema.safeParse(toInput(values));
  const errors: Partial<Record<F, FieldError>> = {
    ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, values)),
  };
  for (const [name, error] of Object.entries(validate?.(values) ?? {})) {
    errors[name as F] ??= error as FieldError;
  }
  const hasErrors = Object.keys(errors).length > 0;

  function visibleError(name: F): FieldError | undefined {
    return submitted || touched[name] ? errors[name] : undefined;
  }

  function field(name: F) {
    const error = visibleError(name);
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
      // Leaving a field the user has not changed says nothing yet.
      onBlur: () => {
        if (values[name] !== initialValues[name]) {
          setTouched((current) => ({ ...current, [name]: true }));
        }
      },
      error: !!error,
      // A blank helper keeps the line reserved, so a message appearing never moves the form.
      helperText: error ? t(error.key, error.values ?? {}) : ' ',
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || hasErrors) return;
    void onSubmit(parsed.data);
  }

  return { values, field, handleSubmit };
}
