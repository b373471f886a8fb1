import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginAgainMutation } from '../api/auth-api.ts';
import { loginErrorText } from '../login-error.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';

interface SessionExpiredDialogProps {
  email: string;
  onLogout: () => void;
}

/**
 * Over the page whose session could not be renewed: the coach logs in again right here and the
 * page, with all that is typed on it, stays; or logs out. A login ends the expiry, which closes
 * this dialog.
 */
export function SessionExpiredDialog({ email, onLogout }: SessionExpiredDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [login, { isLoading, error }] = useLoginAgainMutation();
  const titleId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '' || isLoading) return;
    // A refused login shows in the alert; a successful one closes the dialog.
    login({ email, password }).catch(() => undefined);
  };

  return (
    <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('auth.expired.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('auth.expired.text')}</DialogContentText>
            <DialogContentText>{t('auth.expired.signedInAs', { email })}</DialogContentText>
            {error && <ApiErrorAlert error={loginErrorText(error)} />}
            {/* The address is part of the login form for password managers. */}
            <input type="hidden" name="email" autoComplete="username" value={email} />
            <TextField
              label={t('auth.fields.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
              fullWidth
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onLogout}>{t('auth.expired.logout')}</Button>
          <Button type="submit" variant="contained" loading={isLoading} disabled={password === ''}>
            {t('auth.expired.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
