import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordSectionProps {
  email: string;
  /** Sends the reset link to the address (the account pages' reset flow). */
  onRequestLink: (email: string) => Promise<unknown>;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Changing the password: without a logged-in change-password call, the user gets the same mailed
 * link as "forgot password" and sets the new password there.
 */
export function PasswordSection({ email, onRequestLink }: PasswordSectionProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');

  const send = async () => {
    setStatus('sending');
    try {
      await onRequestLink(email);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="password-title"
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography id="password-title" variant="h6" component="h2">
        {t('profile.password.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.password.intro')}
      </Typography>
      {status === 'sent' ? (
        <Alert severity="success">{t('profile.password.sent', { email })}</Alert>
      ) : (
        <>
          {status === 'failed' && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('errors.unknown')}
            </Alert>
          )}
          <Button variant="outlined" loading={status === 'sending'} onClick={() => void send()}>
            {t('profile.password.send')}
          </Button>
        </>
      )}
    </Paper>
  );
}
