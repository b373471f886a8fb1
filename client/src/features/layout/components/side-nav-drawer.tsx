import Drawer from '@mui/material/Drawer';
import type { ComponentProps } from 'react';
import { SIDENAV_WIDTH, SideNav } from './side-nav.tsx';

interface SideNavDrawerProps extends Omit<ComponentProps<typeof SideNav>, 'mini' | 'onToggleMini'> {
  open: boolean;
  onClose: () => void;
}

/** The side navigation on small screens: a temporary drawer, loaded only when first opened. */
export function SideNavDrawer({ open, onClose, ...navProps }: SideNavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SIDENAV_WIDTH } } }}>
      <SideNav {...navProps} transparent mini={false} onNavigate={onClose} />
    </Drawer>
  );
}
