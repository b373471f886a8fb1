import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { PhoneIconButton } from './phone-icon-button.tsx';

/** The keys every item namespace defines for the delete confirmation. */
export type DeleteTextKey = 'delete.title' | 'delete.text' | 'delete.confirm' | 'common.cancel';

interface DeleteItemButtonProps {
  t: (key: DeleteTextKey, values?: Record<string, unknown>) => string;
  label: string;
  /** The item's name, as the question names it. */
  name: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  /** Also called when the dialog closes without deleting. */
  onCancel?: () => void;
}

/** A delete button that asks first; the dialog stays open to show a failure. */
export function DeleteItemButton(props: DeleteItemButtonProps) {
  const { t, error } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <PhoneIconButton
        icon="trash"
        label={props.label}
        variant="outlined"
        color="error"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      />
      <ConfirmDialog
        open={open}
        title={t('delete.title')}
        text={t('delete.text', { name: props.name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={props.busy}
        onCancel={() => {
          setOpen(false);
          props.onCancel?.();
        }}
        onConfirm={props.onConfirm}
      >
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
