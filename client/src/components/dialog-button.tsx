import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';

interface DialogButtonProps {
  label: string;
  /** The dialog the button opens; it stays mounted, shown while `open`. */
  renderDialog: (open: boolean, onClose: () => void) => ReactNode;
}

/** An outlined button that opens a dialog, such as an item's share dialog. */
export function DialogButton({ label, renderDialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      {renderDialog(open, () => setOpen(false))}
    </>
  );
}
