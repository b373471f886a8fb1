import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { shareBodySchema, type AccessEntry, type AccessLevel } from '@courtside/domain';
import { useId, useRef, useState, type FormEvent } from 'react';

/** The texts the dialog shows; each feature words them for its own kind of item. */
export type ShareTextKey =
  | 'title'
  | 'addHeading'
  | 'email'
  | 'invalidEmail'
  | 'level'
  | 'levelFor'
  | 'levelView'
  | 'levelEdit'
  | 'submit'
  | 'shared'
  | 'listHeading'
  | 'none'
  | 'remove'
  | 'removeFor'
  | 'close';
type ShareTexts = (key: ShareTextKey, values?: Record<string, string>) => string;

/**
 * Where each feature namespace keeps the dialog's texts: the same keys everywhere, so the
 * features only word them for their kind of item.
 */
export const SHARE_TEXT_KEYS = {
  title: 'share.title',
  addHeading: 'share.addHeading',
  email: 'share.email',
  invalidEmail: 'validation.email',
  level: 'share.level',
  levelFor: 'share.levelFor',
  levelView: 'share.levels.view',
  levelEdit: 'share.levels.edit',
  submit: 'share.submit',
  shared: 'share.shared',
  listHeading: 'share.listHeading',
  none: 'share.none',
  remove: 'share.remove',
  removeFor: 'share.removeFor',
  close: 'common.close',
} as const satisfies Record<ShareTextKey, string>;

/** The dialog's keys in a feature namespace. */
export type ShareNamespaceKey = (typeof SHARE_TEXT_KEYS)[ShareTextKey];

/** The keys for the status codes of a failed share call, in the same namespaces. */
export const SHARE_ERROR_KEYS = {
  400: 'share.errors.notAllowedTarget',
  403: 'share.errors.forbidden',
  404: 'share.errors.unknownEmail',
} as const;

/** Which call failed. */
type ShareAction = 'share' | 'change' | 'load';

/** Status keys for describing a failed call: a failed share has its own words. */
export type ShareStatusKeys = typeof SHARE_ERROR_KEYS | Record<never, never>;

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  t: (key: ShareNamespaceKey, values?: Record<string, string>) => string;
  /** The people with access and the state of loading them. */
  grants: { data?: readonly AccessEntry[]; isLoading: boolean; error?: unknown };
  onShare: (email: string, access: AccessLevel) => Promise<unknown>;
  onSetAccess: (userId: string, access: AccessLevel) => Promise<unknown>;
  onRemove: (userId: string) => Promise<unknown>;
  /** A failed call in words, with `statusKeys` for the statuses the feature does not word. */
  describeError: (error: unknown, statusKeys: ShareStatusKeys) => string;
}

function LevelSelect({
  value,
  onChange,
  label,
  text,
  disabled,
}: {
  value: AccessLevel;
  onChange: (level: AccessLevel) => void;
  label: string;
  text: ShareTexts;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 130 }} disabled={disabled}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as AccessLevel)}
      >
        <MenuItem value="view">{text('levelView')}</MenuItem>
        <MenuItem value="edit">{text('levelEdit')}</MenuItem>
      </Select>
    </FormControl>
  );
}

/** Who else may see or edit an item: list, change, remove, and add people by e-mail. */
export function ShareDialog(props: ShareDialogProps) {
  const { open, onClose, t, grants } = props;
  const text: ShareTexts = (key, values) => t(SHARE_TEXT_KEYS[key], values);
  const describeError = (error: unknown, action: ShareAction) =>
    props.describeError(error, action === 'share' ? SHARE_ERROR_KEYS : {});
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<AccessLevel>('view');
  const [emailError, setEmailError] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<ShareAction | null>(null);
  const emailField = useRef<HTMLInputElement>(null);

  const run = async (action: ShareAction, call: () => Promise<unknown>) => {
    setActionError(null);
    setDone(null);
    setBusy(action);
    try {
      await call();
      return true;
    } catch (error) {
      setActionError(describeError(error, action));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = shareBodySchema.safeParse({ email, access: level });
    setEmailError(!parsed.success);
    if (!parsed.success) {
      // What an earlier attempt found is no longer the news.
      setActionError(null);
      setDone(null);
      return;
    }
    const shared = await run('share', () => props.onShare(parsed.data.email, parsed.data.access));
    if (shared) {
      setDone(text('shared', { email: parsed.data.email }));
      setEmail('');
    }
    // The submit button was disabled while sending and lost the focus; give it to the field for
    // the next address, so focus (and Escape) stays inside the dialog.
    emailField.current?.focus();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1.5}>
            <Typography variant="subtitle2" component="h3">
              {text('addHeading')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                type="email"
                label={text('email')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={emailError}
                helperText={emailError ? text('invalidEmail') : ' '}
                size="small"
                autoFocus
                inputRef={emailField}
                sx={{ flexGrow: 1 }}
              />
              <LevelSelect value={level} onChange={setLevel} label={text('level')} text={text} />
            </Stack>
            <Button
              type="submit"
              variant="contained"
              loading={busy === 'share'}
              sx={{ alignSelf: 'flex-start' }}
            >
              {text('submit')}
            </Button>
          </Stack>
          {actionError && <Alert severity="error">{actionError}</Alert>}
          {done && <Alert severity="success">{done}</Alert>}
          <Typography variant="subtitle2" component="h3">
            {text('listHeading')}
          </Typography>
          {grants.isLoading ? (
            <Skeleton variant="rounded" height={56} />
          ) : grants.error ? (
            <Alert severity="error">{describeError(grants.error, 'load')}</Alert>
          ) : !grants.data?.length ? (
            <Typography color="text.secondary">{text('none')}</Typography>
          ) : (
            <List aria-label={text('listHeading')} disablePadding>
              {grants.data.map((grant) => (
                <ListItem
                  key={grant.userId}
                  divider
                  disableGutters
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                >
                  <ListItemText
                    primary={grant.user.name}
                    secondary={grant.user.email}
                    sx={{ minWidth: 180 }}
                  />
                  <LevelSelect
                    value={grant.access}
                    label={text('levelFor', { name: grant.user.name })}
                    text={text}
                    disabled={busy !== null}
                    onChange={(access) =>
                      void run('change', () => props.onSetAccess(grant.userId, access))
                    }
                  />
                  <Button
                    color="error"
                    disabled={busy !== null}
                    aria-label={text('removeFor', { name: grant.user.name })}
                    onClick={() => void run('change', () => props.onRemove(grant.userId))}
                  >
                    {text('remove')}
                  </Button>
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
