import type { DodgeballCount } from '@courtside/domain';
import { useCallback } from 'react';
import { useBoardEditorT } from '../i18n.ts';
import type { DescribeDodgeballs } from './frame-renderer.ts';

/**
 * The dodgeball overlay's text in the user's language, for the player and the video export
 * alike; stable while the language stays.
 */
export function useDescribeDodgeballs(): DescribeDodgeballs {
  const t = useBoardEditorT();
  return useCallback(
    (count: DodgeballCount) =>
      t(count.control ? 'playback.dodgeballsControl' : 'playback.dodgeballs', {
        a: count.A,
        b: count.B,
        team: count.control ?? '',
      }),
    [t],
  );
}
