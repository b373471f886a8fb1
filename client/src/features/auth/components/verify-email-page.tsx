import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { verifyEmailBodySchema } from '@courtside/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ApiErrorText } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { useVerifyEmailMutation } from '../api/auth-api.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';
import { AuthCard } from './auth-card.tsx';

type Outcome =
  { status: 'pending' } | { status: 'success' } | { status: 'failed'; error: ApiErrorText };

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const emailToken = searchParams.get('emailToken') ?? '';
  const tokenIsWellFormed = verifyEmailBodySchema.safeParse({ emailToken }).success;
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' });
  // Tokens are single-use: never send one twice, not even under StrictMode's double effects.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!tokenIsWellFormed || sentToken.current === emailToken) return;
    sentToken.current = emailToken;
    verifyEmail({ emailToken })
      .unwrap()
      .then(
        () => setOutcome({ status: 'success' }),
        (error: unknown) =>
          setOutcome({
            status: 'failed',
            error: describeApiError(error, { 400: 'errors.invalidToken' }),
          }),
      );
  }, [emailToken, tokenIsWellFormed, verifyEmail]);

  const loginLink = (
    <Link component={RouterLink} to="/login">
      {t('auth.verifyEmail.loginLink')}
    </Link>
  );

  return (
    <AuthCard title={t('auth.verifyEmail.title')}>
      {!tokenIsWellFormed ? (
        <Alert severity="error">{t('auth.verifyEmail.missingToken')}</Alert>
      ) : outcome.status === 'pending' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('auth.verifyEmail.pending')}</Typography>
        </Box>
      ) : outcome.status === 'success' ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('auth.verifyEmail.success')}</Alert>
          {loginLink}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <ApiErrorAlert error={outcome.error} />
          {loginLink}
        </Stack>
      )}
    </AuthCard>
  );
}
