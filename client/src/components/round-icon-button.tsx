import ButtonBase from '@mui/material/ButtonBase';
import type { ComponentProps } from 'react';

/**
 * A round icon button on ButtonBase (already in the first download through Button), so the shell
 * does not also load IconButton.
 */
export function RoundIconButton({ sx, ...props }: ComponentProps<typeof ButtonBase>) {
  return (
    <ButtonBase
      {...props}
      sx={[
        {
          width: 40,
          height: 40,
          borderRadius: '50%',
          color: 'text.secondary',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
