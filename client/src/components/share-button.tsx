import type { ErrorText } from '../lib/api-error.ts';
import { useShareCalls, type ShareApi } from '../hooks/use-share-calls.ts';
import { DialogButton } from './dialog-button.tsx';
import { ShareDialog, type ShareNamespaceKey, type ShareStatusKeys } from './share-dialog.tsx';

interface ShareButtonProps<Key extends string> {
  label: string;
  /** The item kind's access calls; the same object on every render, since its hooks are called. */
  api: ShareApi;
  id: string;
  /** The feature namespace's texts, which word the dialog for its kind of item. */
  t: (key: NoInfer<Key> | ShareNamespaceKey, values?: Record<string, string>) => string;
  describeError: (error: unknown, statusKeys: ShareStatusKeys) => ErrorText<Key>;
}

function BoundShareDialog<Key extends string>({
  api,
  id,
  t,
  describeError,
  open,
  onClose,
}: Omit<ShareButtonProps<Key>, 'label'> & { open: boolean; onClose: () => void }) {
  const calls = useShareCalls(api, id, open);
  return (
    <ShareDialog
      open={open}
      onClose={onClose}
      t={t}
      {...calls}
      describeError={(error, statusKeys) => {
        const { key, values } = describeError(error, statusKeys);
        return t(key, values);
      }}
    />
  );
}

/** The button that opens the share dialog of one item, bound to its kind's access calls. */
export function ShareButton<Key extends string>({ label, ...dialog }: ShareButtonProps<Key>) {
  return (
    <DialogButton
      label={label}
      icon="share"
      renderDialog={(open, onClose) => (
        <BoundShareDialog {...dialog} open={open} onClose={onClose} />
      )}
    />
  );
}
