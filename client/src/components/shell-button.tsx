import ButtonBase from '@mui/material/ButtonBase';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';

type ShellButtonProps = ComponentProps<typeof ButtonBase> & {
  variant?: 'contained' | 'outlined';
  color?: 'primary' | 'error';
  /** Renders an in-app link instead of a button. */
  to?: string;
};

/**
 * A small contained or outlined button on ButtonBase for the always-visible shell (top bar,
 * language switch, error box). MUI's Button also brings its loading spinner, which the first
 * download does not need; feature screens keep using Button.
 */
export function ShellButton({
  variant = 'outlined',
  color = 'primary',
  sx,
  to,
  ...props
}: ShellButtonProps) {
  const contained = variant === 'contained';
  const link = to === undefined ? {} : { component: RouterLink, to };
  return (
    <ButtonBase
      {...props}
      {...link}
      sx={[
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
          '&:hover, &.Mui-focusVisible': {
            bgcolor: contained ? `${color}.dark` : 'action.hover',
          },
          '&.Mui-focusVisible': { outline: 2, outlineColor: `${color}.dark`, outlineOffset: 2 },
          '& svg': { fontSize: '1.125rem' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
