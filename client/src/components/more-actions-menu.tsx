import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Icon } from './icons.tsx';

/*
 * On a phone a row of actions keeps its primary ones and moves the others into a "More actions"
 * menu (the board editor's top bar, a plan's page). An action is written once, as an
 * `ActionButton` beside its own state and dialogs; inside the menu it draws itself as a menu
 * item. The menu stays mounted while closed, so a dialog an item opened outlives the menu.
 */

interface MenuPlace {
  /** The "More actions" button: what a popup opened from the menu attaches to. */
  anchor: HTMLElement;
  close: () => void;
}

const MenuPlaceContext = createContext<MenuPlace | null>(null);

/** The "More actions" button and its menu of `ActionButton`s. */
export function MoreActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const place = useMemo(() => anchor && { anchor, close: () => setOpen(false) }, [anchor]);
  return (
    <>
      <IconButton
        ref={setAnchor}
        id={buttonId}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(true)}
      >
        <Icon name="more" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open && anchor !== null}
        onClose={() => setOpen(false)}
        keepMounted
        // Drawn in the editor while it is in full screen, where the page's body is not shown. A
        // new function each render, so that the kept-mounted menu moves there when it opens.
        container={() => document.fullscreenElement ?? document.body}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {place && (
          <MenuPlaceContext value={place}>
            {/* Keys typed in a dialog an item opened reach the menu through React's tree (the
                dialog is a child here); the menu would take Tab, Home, End and letters for its
                own navigation. Only keys from the menu's own items go on to it. */}
            <Box
              sx={{ display: 'contents' }}
              onKeyDown={(event) => {
                if (!(event.target instanceof Node && event.currentTarget.contains(event.target))) {
                  event.stopPropagation();
                }
              }}
            >
              {children}
            </Box>
          </MenuPlaceContext>
        )}
      </Menu>
    </>
  );
}

interface ActionButtonBase {
  children: ReactNode;
  disabled?: boolean;
  /** Why the action is disabled: a tooltip on the button, a second line in the menu. */
  disabledReason?: string | null;
  loading?: boolean;
  color?: 'primary' | 'error';
  /** A toggle's state; in the menu its label alone tells it. */
  pressed?: boolean;
  popup?: 'dialog' | 'menu';
}

type ActionButtonProps = ActionButtonBase &
  (
    | {
        /** Gets the element a popup the action opens should attach to. */
        onClick: (anchor: HTMLElement) => void;
        to?: never;
      }
    | { /** A page of the app the action goes to. */ to: string; onClick?: never }
  );

/** An action of a row: an outlined button in the row, an item in the "More actions" menu. */
export function ActionButton(props: ActionButtonProps) {
  const place = useContext(MenuPlaceContext);
  const { children, disabledReason, loading = false, color = 'primary' } = props;
  const disabled = (props.disabled ?? false) || Boolean(disabledReason);
  const link = props.to === undefined ? {} : { component: RouterLink, to: props.to };
  if (!place) {
    const button = (
      <Button
        {...link}
        variant="outlined"
        color={color}
        aria-pressed={props.pressed}
        aria-haspopup={props.popup}
        disabled={disabled}
        loading={loading}
        onClick={(event) => props.onClick?.(event.currentTarget)}
      >
        {children}
      </Button>
    );
    if (!disabledReason) return button;
    // A disabled button takes no focus or pointer: the wrapper carries the reason for both.
    return (
      <Tooltip title={disabledReason} describeChild>
        <span tabIndex={0} style={{ display: 'inline-flex', borderRadius: 4 }}>
          {button}
        </span>
      </Tooltip>
    );
  }
  return (
    <MenuItem
      {...link}
      aria-haspopup={props.popup}
      disabled={disabled || loading}
      onClick={() => {
        place.close();
        props.onClick?.(place.anchor);
      }}
      sx={color === 'error' ? { color: 'error.main' } : undefined}
    >
      {disabledReason ? (
        <ListItemText
          primary={children}
          secondary={disabledReason}
          slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
        />
      ) : (
        children
      )}
    </MenuItem>
  );
}
