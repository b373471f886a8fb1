import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { hasUnsavedChanges } from '../core/autosave.ts';
import { useBoardEditorT } from '../i18n.ts';
import { useEditorView } from './editor-view.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';

/**
 * Guards the editor around it against leaving with unsaved edits (see `useLeaveGuard`) and asks
 * when the last save fails. Its own component, so the save status's changes render only this.
 */
export function LeaveGuardDialog({ flushSave }: { flushSave: () => Promise<boolean> }) {
  const t = useBoardEditorT();
  const { unsaved } = useEditorView(({ saveStatus }) => ({
    unsaved: hasUnsavedChanges(saveStatus),
  }));
  const blocker = useLeaveGuard(unsaved, flushSave);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      text={t('leave.text')}
      confirmLabel={t('leave.stay')}
      cancelLabel={t('leave.leave')}
      onConfirm={() => blocker.reset?.()}
      onCancel={() => blocker.proceed?.()}
      onDismiss={() => blocker.reset?.()}
    />
  );
}
