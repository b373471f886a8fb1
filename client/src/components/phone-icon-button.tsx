import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { visuallyHiddenSx } from '../lib/shell-styles.ts';
import { Icon, type IconName } from './icons.tsx';

const phoneSx = {
  button: (theme: Theme) => ({
    [theme.breakpoints.down('sm')]: {
      minWidth: 44,
      px: 1,
      '& .MuiButton-startIcon': { mx: 0 },
    },
  }),
  label: (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHiddenSx }),
};

interface PhoneIconButtonProps extends Omit<
  ButtonProps,
  'children' | 'startIcon' | 'title' | 'sx'
> {
  icon: IconName;
  label: string;
}

/**
 * A button with an icon and a label, showing the icon alone on a phone: an item page's actions
 * took a row each there. The label stays the button's accessible name and its tooltip.
 */
export function PhoneIconButton({ icon, label, ...props }: PhoneIconButtonProps) {
  return (
    <Button {...props} startIcon={<Icon name={icon} />} title={label} sx={phoneSx.button}>
      <Box component="span" sx={phoneSx.label}>
        {label}
      </Box>
    </Button>
  );
}
