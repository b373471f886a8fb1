import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registerBodySchema } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useZodForm } from '../../../hooks/use-zod-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { useRegisterMutation } from '../api/auth-api.ts';
import { validatePasswordRepeat } from '../password-match.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  const [register, { isLoading, isSuccess, error }] = useRegisterMutation();

  const form = useZodForm({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    schema: registerBodySchema,
    toInput: ({ name, email, password }) => ({ name, email, password }),
    validate: validatePasswordRepeat,
    onSubmit: async (body) => {
      try {
        await register(body).unwrap();
      } catch {
        // shown in the alert below
      }
    },
  });

  if (isSuccess) {
    return (
      <AuthCard title={t('auth.register.title')}>
        <Stack spacing={2}>
          <Alert severity="success">{t('auth.register.success')}</Alert>
          <Link component={RouterLink} to="/login">
            {t('auth.register.loginLink')}
          </Link>
        </Stack>
      </AuthCard>
    );
  }

  const apiError = error ? describeApiError(error, { 409: 'errors.emailTaken' }) : null;

  return (
    <AuthCard title={t('auth.register.title')}>
      <AuthForm label={t('auth.register.title')} onSubmit={form.handleSubmit}>
        {apiError && <ApiErrorAlert error={apiError} />}
        <TextField
          {...form.field('name')}
          label={t('auth.fields.name')}
          autoComplete="name"
          autoFocus
          fullWidth
        />
        <TextField
          {...form.field('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          fullWidth
        />
        <NewPasswordFields
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
          passwordLabelKey="auth.fields.password"
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth.register.submit')}
        </Button>
        <Typography variant="body2">
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login">
            {t('auth.register.loginLink')}
          </Link>
        </Typography>
      </AuthForm>
    </AuthCard>
  );
}
