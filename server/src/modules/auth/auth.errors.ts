import { badRequest, conflict, unauthorized } from '../../shared/http-error.ts';

export const authErrors = {
  emailTaken: () =>
    conflict('EMAIL_TAKEN', 'email: an account with this e-mail address exists already'),
  invalidCredentials: () =>
    unauthorized('INVALID_CREDENTIALS', 'E-mail address or password is wrong'),
  emailNotVerified: () =>
    unauthorized(
      'EMAIL_NOT_VERIFIED',
      'E-mail address is not verified yet: follow the link in the mail we sent',
    ),
  invalidEmailToken: () =>
    badRequest('INVALID_EMAIL_TOKEN', 'emailToken: the link is invalid, used or expired'),
  invalidResetToken: () =>
    badRequest('INVALID_RESET_TOKEN', 'passwordResetToken: the link is invalid, used or expired'),
  missingRefreshToken: () => unauthorized('NO_REFRESH_TOKEN', 'Not logged in'),
  invalidRefreshToken: () => unauthorized('INVALID_REFRESH_TOKEN', 'Login expired'),
  refreshTokenReused: () =>
    unauthorized('REFRESH_TOKEN_REUSED', 'Login expired: this session was ended for safety'),
};
