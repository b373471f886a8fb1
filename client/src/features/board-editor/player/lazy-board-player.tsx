import Skeleton from '@mui/material/Skeleton';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '@courtside/domain';
import { Suspense, lazy } from 'react';
import type { BoardPlayerProps } from './board-player.tsx';

// fabric and the player load only where a board is played, never with the first page.
const LazyPlayer = lazy(() => import('./board-player.tsx'));

/** The animated board player, loaded on first use; a board-shaped placeholder until then. */
export function BoardPlayer(props: BoardPlayerProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rectangular"
          sx={{ width: '100%', height: 'auto', aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}` }}
        />
      }
    >
      <LazyPlayer {...props} />
    </Suspense>
  );
}
