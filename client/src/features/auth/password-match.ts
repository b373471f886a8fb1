import type { FieldError } from '../../lib/validation.ts';

/** The repeated password must be filled in and equal the first one. */
export function validatePasswordRepeat(values: { password: string; confirmPassword: string }): {
  confirmPassword?: FieldError;
} {
  if (!values.confirmPassword) return { confirmPassword: { key: 'validation.required' } };
  if (values.confirmPassword !== values.password) {
    return { confirmPassword: { key: 'validation.passwordsDoNotMatch' } };
  }
  return {};
}
