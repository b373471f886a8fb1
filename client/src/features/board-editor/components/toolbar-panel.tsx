import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { EditorIcon, type EditorIconName } from './editor-icons.tsx';

interface ToolbarPanelProps {
  label: string;
  icon: EditorIconName;
  /** A panel of fields is a dialog named by the label; a panel of actions a plain popup. */
  dialog?: boolean;
  /** The panel's content, given a way to close it (an action that ends the visit). */
  children: (close: () => void) => ReactNode;
}

/** A toolbar icon button that opens a panel under it, for controls the toolbar has no room for. */
export function ToolbarPanel({ label, icon, dialog = false, children }: ToolbarPanelProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup={dialog ? 'dialog' : 'true'}
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <EditorIcon name={icon} fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        {...(dialog ? { slotProps: { paper: { role: 'dialog', 'aria-label': label } } } : {})}
      >
        {children(close)}
      </Popover>
    </>
  );
}
