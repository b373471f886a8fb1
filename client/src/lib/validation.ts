/** The parts of a zod issue the form messages depend on (structural, so lib needs no zod import). */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
}

export type ValidationKey =
  | 'validation.required'
  | 'validation.email'
  | 'validation.tooShort'
  | 'validation.tooLong'
  | 'validation.passwordsDoNotMatch'
  | 'validation.invalid';

/** A field error as an i18n key plus its interpolation values, translated when rendered. */
export interface FieldError {
  key: ValidationKey;
  values?: Record<string, number>;
}

export interface SafeParser<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly ValidationIssue[] } };
}

const EMAIL_FIELDS = new Set(['email']);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** Maps one zod issue on a field (by field name and issue code) to a translatable message. */
export function issueToFieldError(issue: ValidationIssue, value: unknown): FieldError {
  if (isBlank(value)) return { key: 'validation.required' };
  const field = String(issue.path[0] ?? '');
  switch (issue.code) {
    case 'too_small':
      return typeof issue.minimum === 'number' && issue.minimum > 1
        ? { key: 'validation.tooShort', values: { min: issue.minimum } }
        : { key: 'validation.required' };
    case 'too_big':
      return typeof issue.maximum === 'number'
        ? { key: 'validation.tooLong', values: { max: issue.maximum } }
        : { key: 'validation.invalid' };
    case 'invalid_format':
      return EMAIL_FIELDS.has(field) ? { key: 'validation.email' } : { key: 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** First error per top-level field. */
export function fieldErrorsFromIssues<F extends string>(
  issues: readonly ValidationIssue[],
  values: Readonly<Record<F, unknown>>,
): Partial<Record<F, FieldError>> {
  const errors: Partial<Record<F, FieldError>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in values)) continue;
    const name = field as F;
    errors[name] ??= issueToFieldError(issue, values[name]);
  }
  return errors;
}
