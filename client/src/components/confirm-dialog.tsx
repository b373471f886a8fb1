import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape and the backdrop; cancels unless given. */
  onDismiss?: () => void;
  busy?: boolean;
  danger?: boolean;
  children?: ReactNode;
}

/** A two-way question; Escape and the backdrop dismiss it, the first choice has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel, busy, danger } = props;
  const onDismiss = props.onDismiss ?? onCancel;
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onDismiss}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          loading={busy}
          color={danger ? 'error' : 'primary'}
          variant="contained"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
