import Skeleton from '@mui/material/Skeleton';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '@courtside/domain';
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, loadChunk } from '../../../lib/load-chunk.ts';
import type { BoardPlayerProps } from './board-player.tsx';
import { ActionAlert } from '../../../components/action-alert.tsx';

// fabric and the player load only where a board is played, never with the first page; a
// connection lost meanwhile keeps the placeholder until it is back.
const loadPlayer = () => loadChunk(() => import('./board-player.tsx'));
/** React keeps a failed lazy component failed, so a retry needs a new one. */
let LazyPlayer = lazy(loadPlayer);

function PlayerLoadError({ onRetry }: { onRetry: () => void }) {
  // The eager texts: the player's own come with its code, which is what did not load.
  const { t } = useTranslation();
  return (
    <ActionAlert severity="error" action={{ label: t('errors.retry'), onClick: onRetry }}>
      {t('errors.network')}
    </ActionAlert>
  );
}

/**
 * Keeps a player whose code could not be fetched to its own corner, with a way to try again;
 * any other error goes on to the page's error screen.
 */
class PlayerLoadBoundary extends Component<{ children: () => ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    LazyPlayer = lazy(loadPlayer);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    // Called here, not by the parent: after a retry it must name the new lazy player.
    if (error === null) return this.props.children();
    if (!isChunkLoadError(error)) throw error;
    return <PlayerLoadError onRetry={this.retry} />;
  }
}

/** The animated board player, loaded on first use; a board-shaped placeholder until then. */
export function BoardPlayer(props: BoardPlayerProps) {
  return (
    <PlayerLoadBoundary>
      {() => (
        <Suspense
          fallback={
            <Skeleton
              variant="rectangular"
              sx={{
                width: '100%',
                height: 'auto',
                aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}`,
              }}
            />
          }
        >
          <LazyPlayer {...props} />
        </Suspense>
      )}
    </PlayerLoadBoundary>
  );
}
