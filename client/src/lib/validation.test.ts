import { loginBodySchema, registerBodySchema } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './validation.ts';

function errorsFor(
  schema: typeof registerBodySchema | typeof loginBodySchema,
  values: Record<string, string>,
) {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues, values);
}

describe('fieldErrorsFromIssues', () => {
  it('maps empty fields to "required"', () => {
    expect(errorsFor(registerBodySchema, { name: '  ', email: '', password: '' })).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
  });

  it('maps a malformed e-mail, a short password and a long name to their messages', () => {
    expect(
      errorsFor(registerBodySchema, { name: 'x'.repeat(101), email: 'coach@', password: 'short' }),
    ).toEqual({
      name: { key: 'validation.tooLong', values: { max: 100 } },
      email: { key: 'validation.email' },
      password: { key: 'validation.tooShort', values: { min: 8 } },
    });
  });

  it('reports nothing for valid input', () => {
    expect(errorsFor(loginBodySchema, { email: 'coach@example.com', password: 'x' })).toEqual({});
  });
});
