import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { PlannerIcon, type PlannerIconName } from './planner-icons.tsx';

export interface RowAction {
  label: string;
  icon: PlannerIconName;
  onClick: () => void;
  hidden?: boolean;
  /** What the action keeps or drops, under its label. */
  hint?: string;
}

/** A row's less frequent actions behind one button, so a phone row keeps its width. */
export function RowMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = actions.filter((action) => !action.hidden);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44, flexShrink: 0 }}
      >
        <PlannerIcon name="more" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 'min(360px, calc(100vw - 32px))' } } }}
      >
        {shown.map((action) => (
          <MenuItem
            key={action.label}
            sx={{ whiteSpace: 'normal', minHeight: 44 }}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            <ListItemIcon>
              <PlannerIcon name={action.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={action.label} secondary={action.hint} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
