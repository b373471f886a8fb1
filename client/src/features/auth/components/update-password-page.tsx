import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { updatePasswordBodySchema } from '@courtside/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useZodForm } from '../../../hooks/use-zod-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { useLoggedIn } from '../../../hooks/use-logged-in.ts';
import { useUpdatePasswordMutation } from '../api/auth-api.ts';
import { useForgetSession } from '../hooks/use-end-session.ts';
import { validatePasswordRepeat } from '../password-match.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const passwordResetToken = searchParams.get('passwordResetToken') ?? '';
  const tokenIsWellFormed =
    updatePasswordBodySchema.shape.passwordResetToken.safeParse(passwordResetToken).success;
  const [updatePassword, { isLoading, error }] = useUpdatePasswordMutation();
  // Kept here: forgetting the session below also forgets the mutation's state.
  const [changed, setChanged] = useState(false);
  const loggedIn = useLoggedIn();
  const forgetSession = useForgetSession();

  const form = useZodForm({
    initialValues: { password: '', confirmPassword: '' },
    schema: updatePasswordBodySchema,
    toInput: ({ password }) => ({ passwordResetToken, password }),
    validate: validatePasswordRepeat,
    onSubmit: async (body) => {
      try {
        await updatePassword(body).unwrap();
        setChanged(true);
        // The server ended every session of the account, this one too: the coach logs in anew.
        if (loggedIn) forgetSession();
      } catch {
        // shown in the alert below
      }
    },
  });

  const title = t('auth.updatePassword.title');

  if (!tokenIsWellFormed) {
    return (
      <AuthCard title={title}>
        <Stack spacing={2}>
          <Alert severity="error">{t('auth.updatePassword.missingToken')}</Alert>
          <Link component={RouterLink} to="/resetPassword">
            {t('auth.updatePassword.requestNewLink')}
          </Link>
        </Stack>
      </AuthCard>
    );
  }

  if (changed) {
    return (
      <AuthCard title={title}>
        <Stack spacing={2}>
          <Alert severity="success">{t('auth.updatePassword.success')}</Alert>
          <Link component={RouterLink} to="/login">
            {t('auth.updatePassword.loginLink')}
          </Link>
        </Stack>
      </AuthCard>
    );
  }

  const apiError = error ? describeApiError(error, { 400: 'errors.invalidToken' }) : null;

  return (
    <AuthCard title={title}>
      <AuthForm label={title} onSubmit={form.handleSubmit}>
        {apiError && <ApiErrorAlert error={apiError} />}
        {apiError && 'key' in apiError && apiError.key === 'errors.invalidToken' && (
          <Link component={RouterLink} to="/resetPassword" variant="body2">
            {t('auth.updatePassword.requestNewLink')}
          </Link>
        )}
        <NewPasswordFields
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
          passwordLabelKey="auth.fields.newPassword"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth.updatePassword.submit')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
