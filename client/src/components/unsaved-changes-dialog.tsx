import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface UnsavedChangesDialogProps {
  /** From `useUnsavedChanges`: the dialog shows while it holds a navigation. */
  blocker: Blocker;
  title: string;
  text: string;
  leaveLabel: string;
  stayLabel: string;
}

/** "Leave without saving?": Leave lets the held navigation go on, Stay (or Escape) drops it. */
export function UnsavedChangesDialog(props: UnsavedChangesDialogProps) {
  const { blocker, title, text, leaveLabel, stayLabel } = props;
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      text={text}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
