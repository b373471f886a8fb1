import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resetPasswordBodySchema } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useZodForm } from '../../../hooks/use-zod-form.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { useResetPasswordMutation } from '../api/auth-api.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();

  const form = useZodForm({
    initialValues: { email: '' },
    schema: resetPasswordBodySchema,
    onSubmit: async (body) => {
      try {
        await resetPassword(body).unwrap();
      } catch {
        // shown in the alert below
      }
    },
  });

  const loginLink = (
    <Link component={RouterLink} to="/login" variant="body2">
      {t('auth.resetPassword.loginLink')}
    </Link>
  );

  if (isSuccess) {
    // The same answer whether or not the address is known, so it reveals nothing.
    return (
      <AuthCard title={t('auth.resetPassword.title')}>
        <Stack spacing={2}>
          <Alert severity="success">{t('auth.resetPassword.success')}</Alert>
          {loginLink}
        </Stack>
      </AuthCard>
    );
  }

  const apiError = error ? describeApiError(error) : null;

  return (
    <AuthCard title={t('auth.resetPassword.title')}>
      <AuthForm label={t('auth.resetPassword.title')} onSubmit={form.handleSubmit}>
        <Typography variant="body2">{t('auth.resetPassword.intro')}</Typography>
        {apiError && <ApiErrorAlert error={apiError} />}
        <TextField
          {...form.field('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth.resetPassword.submit')}
        </Button>
        {loginLink}
      </AuthForm>
    </AuthCard>
  );
}
