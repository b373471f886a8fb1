import { describeApiError } from '../../lib/api-error.ts';

/** Why a login was refused, as the coach should read it. */
export const loginErrorText = (error: unknown) =>
  describeApiError(error, {
    401: (message) =>
      /verif|confirm/i.test(message) ? 'errors.emailNotVerified' : 'errors.invalidCredentials',
  });
