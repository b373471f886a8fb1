import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDeleteUserMutation } from '../api/users-api.ts';

export const DELETE_ACCOUNT_ANCHOR = 'delete-account';

interface DeleteAccountSectionProps {
  userId: string;
  /** Called once the account is gone, to end the session. */
  onDeleted: () => void | Promise<void>;
}

/** Deleting the account, behind a dialog that says what goes with it. */
export function DeleteAccountSection({ userId, onDeleted }: DeleteAccountSectionProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [deleteUser, { isLoading, isError }] = useDeleteUserMutation();
  const sectionRef = useRef<HTMLElement>(null);

  // The side navigation's "Delete Account" entry links to this section.
  useEffect(() => {
    if (location.hash === `#${DELETE_ACCOUNT_ANCHOR}`) {
      sectionRef.current?.scrollIntoView({ block: 'center' });
    }
  }, [location.hash]);

  const confirm = async () => {
    try {
      await deleteUser(userId).unwrap();
    } catch {
      return; // shown in the dialog
    }
    setOpen(false);
    await onDeleted();
  };

  return (
    <Paper
      component="section"
      ref={sectionRef}
      id={DELETE_ACCOUNT_ANCHOR}
      variant="outlined"
      aria-labelledby="delete-account-title"
      sx={{ p: 2, borderRadius: 3, borderColor: 'error.light' }}
    >
      <Typography id="delete-account-title" variant="h6" component="h2">
        {t('profile.delete.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.delete.intro')}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('nav.deleteAccount')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-dialog-title">
        <DialogTitle id="delete-dialog-title">{t('profile.delete.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('profile.delete.confirmText')}</DialogContentText>
          {isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('errors.unknown')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('profile.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={isLoading}
            onClick={() => void confirm()}
          >
            {t('profile.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
