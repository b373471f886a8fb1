import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUserQuery, useUpdateUserMutation } from '../api/users-api.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { NameForm } from './name-form.tsx';
import { PasswordSection } from './password-section.tsx';

interface ProfilePageProps {
  userId: string;
  /** The profile is the caller's own (lists, password and deletion are shown only then). */
  isOwn: boolean;
  /** Lists of the user's exercises and boards, composed by the route. */
  lists: ReactNode;
  onRenamed: () => void | Promise<unknown>;
  onRequestPasswordLink: (email: string) => Promise<unknown>;
  onDeleted: () => void | Promise<void>;
}

function errorStatus(error: unknown): unknown {
  return error && typeof error === 'object' && 'status' in error ? error.status : undefined;
}

/** The user profile (/users/{id}): identity, roles, lists, password and account deletion. */
export function ProfilePage({
  userId,
  isOwn,
  lists,
  onRenamed,
  onRequestPasswordLink,
  onDeleted,
}: ProfilePageProps) {
  const { t, i18n } = useTranslation();
  const { data: user, isLoading, error } = useGetUserQuery(userId);
  const [updateUser, { isLoading: saving, isError: saveFailed }] = useUpdateUserMutation();
  const [editing, setEditing] = useState(false);

  const title = `${t('nav.userProfile')} – ${t('app.name')}`;

  if (isLoading) {
    return (
      <Stack spacing={2} sx={{ py: { xs: 1, md: 3 } }} data-testid="profile-skeleton">
        <title>{title}</title>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }

  if (!user) {
    const status = errorStatus(error);
    return (
      <Stack spacing={2} sx={{ py: { xs: 1, md: 3 } }}>
        <title>{title}</title>
        <Typography variant="h4" component="h1">
          {t('nav.userProfile')}
        </Typography>
        <Alert severity="warning">
          {status === 403 || status === 404 || status === 'CUSTOM_ERROR'
            ? t('profile.notAllowed')
            : t('errors.unknown')}
        </Alert>
      </Stack>
    );
  }

  const save = async (name: string) => {
    try {
      await updateUser({ id: user._id, name }).unwrap();
    } catch {
      return;
    }
    setEditing(false);
    if (isOwn) await onRenamed();
  };

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 3 } }}>
      <title>{title}</title>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={1.5}>
          {editing ? (
            <NameForm
              name={user.name}
              saving={saving}
              onSave={save}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                variant="h4"
                component="h1"
                data-testid="profile-name"
                sx={{ wordBreak: 'break-word' }}
              >
                {user.name}
              </Typography>
              <Button size="small" onClick={() => setEditing(true)}>
                {t('profile.editName')}
              </Button>
            </Stack>
          )}
          {saveFailed && <Alert severity="error">{t('errors.unknown')}</Alert>}
          <Typography data-testid="profile-email">
            {t('profile.emailLine', { email: user.email })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span">{t('profile.roles')}</Typography>
            {user.roles.length > 0 ? (
              user.roles.map((role) => <Chip key={role} label={role} size="small" />)
            ) : (
              <Chip label={t('profile.noRoles')} size="small" />
            )}
          </Stack>
          <Typography color="text.secondary" variant="body2">
            {t('profile.memberSince', {
              date: user.createdAt.toLocaleDateString(i18n.resolvedLanguage),
            })}
          </Typography>
        </Stack>
      </Paper>
      {isOwn && (
        <>
          <Grid container spacing={2}>
            {lists}
          </Grid>
          <PasswordSection email={user.email} onRequestLink={onRequestPasswordLink} />
        </>
      )}
      <DeleteAccountSection userId={user._id} onDeleted={onDeleted} />
    </Stack>
  );
}
