import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { HTMLAttributes } from 'react';
import { plainButtonSx } from './plain-button.ts';

type RoundIconButtonProps = Omit<HTMLAttributes<HTMLButtonElement>, 'color'> & {
  sx?: SxProps<Theme>;
};

/**
 * A round icon button for the shell: a native button, so the first download needs neither
 * IconButton nor ButtonBase.
 */
export function RoundIconButton({ sx, ...props }: RoundIconButtonProps) {
  return (
    <Box
      component="button"
      type="button"
      {...props}
      sx={[
        plainButtonSx,
        {
          width: 40,
          height: 40,
          borderRadius: '50%',
          color: 'text.secondary',
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
