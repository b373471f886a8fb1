import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { HTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import { plainButtonSx } from './plain-button.ts';

type ShellButtonProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  variant?: 'contained' | 'outlined';
  color?: 'primary' | 'error';
  /** Renders an in-app link instead of a button. */
  to?: string;
  sx?: SxProps<Theme>;
};

/**
 * A small contained or outlined button for the always-visible shell (top bar, language switch,
 * error box): a native button (or link) styled like MUI's, since MUI's Button and ButtonBase
 * weigh more in the first download than everything they draw here. Feature screens keep Button.
 */
export function ShellButton({
  variant = 'outlined',
  color = 'primary',
  sx,
  to,
  ...props
}: ShellButtonProps) {
  const contained = variant === 'contained';
  const style: SxProps<Theme> = [
    plainButtonSx,
    {
      gap: 0.75,
      minHeight: 32,
      minWidth: 40,
      px: 1.5,
      borderRadius: 2,
      border: 1,
      borderColor: `${color}.main`,
      bgcolor: contained ? `${color}.main` : 'transparent',
      color: contained ? `${color}.contrastText` : `${color}.main`,
      typography: 'button',
      fontSize: '0.8125rem',
      '&:hover, &:focus-visible': {
        bgcolor: contained ? `${color}.dark` : 'action.hover',
      },
      '&:focus-visible': { outline: 2, outlineColor: `${color}.dark`, outlineOffset: 2 },
      '& svg': { fontSize: '1.125rem' },
    },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  return to === undefined ? (
    <Box component="button" type="button" {...props} sx={style} />
  ) : (
    <Box component={RouterLink} to={to} {...props} sx={style} />
  );
}
