import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { useBoardEditorT } from '../i18n.ts';

/*
 * On a phone the editor's top bar keeps its primary action and moves the others into a "More
 * actions" menu. An action is written once, as a `TopBarButton` beside its own state and dialogs;
 * inside the menu it draws itself as a menu item. The menu stays mounted while closed, so a
 * dialog an item opened outlives the menu.
 */

interface MenuPlace {
  /** The "More actions" button: what a popup opened from the menu attaches to. */
  anchor: HTMLElement;
  close: () => void;
}

const MenuPlaceContext = createContext<MenuPlace | null>(null);

/** The "More actions" button and its menu of `TopBarButton`s. */
export function TopBarMoreMenu({ children }: { children: ReactNode }) {
  const t = useBoardEditorT();
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
        aria-label={t('layout.moreActions')}
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

interface TopBarButtonProps {
  children: ReactNode;
  /** Gets the element a popup the action opens should attach to. */
  onClick: (anchor: HTMLElement) => void;
  disabled?: boolean;
  loading?: boolean;
  color?: 'primary' | 'error';
  /** A toggle's state; in the menu its label alone tells it. */
  pressed?: boolean;
  popup?: 'dialog' | 'menu';
}

/** A top bar action: an outlined button in the bar, an item in the "More actions" menu. */
export function TopBarButton(props: TopBarButtonProps) {
  const place = useContext(MenuPlaceContext);
  const { children, onClick, disabled = false, loading = false, color = 'primary' } = props;
  if (!place) {
    return (
      <Button
        variant="outlined"
        color={color}
        aria-pressed={props.pressed}
        aria-haspopup={props.popup}
        disabled={disabled}
        loading={loading}
        onClick={(event) => onClick(event.currentTarget)}
      >
        {children}
      </Button>
    );
  }
  return (
    <MenuItem
      aria-haspopup={props.popup}
      disabled={disabled || loading}
      onClick={() => {
        place.close();
        onClick(place.anchor);
      }}
      sx={color === 'error' ? { color: 'error.main' } : undefined}
    >
      {children}
    </MenuItem>
  );
}
