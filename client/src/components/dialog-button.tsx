import { useState, type ReactNode } from 'react';
import type { IconName } from './icons.tsx';
import { PhoneIconButton } from './phone-icon-button.tsx';

interface DialogButtonProps {
  label: string;
  /** Beside the label, and alone on a phone. */
  icon: IconName;
  /** The dialog the button opens; it stays mounted, shown while `open`. */
  renderDialog: (open: boolean, onClose: () => void) => ReactNode;
}

/** An outlined button that opens a dialog, such as an item's share dialog. */
export function DialogButton({ label, icon, renderDialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PhoneIconButton
        icon={icon}
        label={label}
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      />
      {renderDialog(open, () => setOpen(false))}
    </>
  );
}
