import Box from '@mui/material/Box';
import { useBusy } from '../../hooks/use-busy.ts';

/** A pulsing bar in place of a name that is still loading (CSS only, no Skeleton import). */
export function CrumbSkeleton() {
  useBusy(true);
  return (
    <Box
      component="span"
      data-testid="crumb-skeleton"
      sx={{
        display: 'inline-block',
        width: 96,
        height: '1em',
        verticalAlign: 'middle',
        borderRadius: 1,
        bgcolor: 'action.hover',
        animation: 'courtside-pulse 1.5s ease-in-out infinite',
        '@keyframes courtside-pulse': { '50%': { opacity: 0.4 } },
      }}
    />
  );
}
