import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginBodySchema } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useZodForm } from '../../../hooks/use-zod-form.ts';
import { useLoginMutation } from '../api/auth-api.ts';
import { loginErrorText } from '../login-error.ts';
import { redirectTarget } from '../redirect-target.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading, error }] = useLoginMutation();

  const form = useZodForm({
    initialValues: { email: '', password: '' },
    schema: loginBodySchema,
    onSubmit: async (body) => {
      try {
        await login(body).unwrap();
      } catch {
        return; // shown in the alert below
      }
      await navigate(redirectTarget(location.state), { replace: true });
    },
  });

  const apiError = error ? loginErrorText(error) : null;

  return (
    <AuthCard title={t('auth.login.title')}>
      <AuthForm label={t('auth.login.title')} onSubmit={form.handleSubmit}>
        {apiError && <ApiErrorAlert error={apiError} />}
        <TextField
          {...form.field('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <TextField
          {...form.field('password')}
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth.login.submit')}
        </Button>
        <Link component={RouterLink} to="/resetPassword" variant="body2">
          {t('auth.login.forgotPassword')}
        </Link>
        <Typography variant="body2">
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {t('auth.login.registerLink')}
          </Link>
        </Typography>
      </AuthForm>
    </AuthCard>
  );
}
