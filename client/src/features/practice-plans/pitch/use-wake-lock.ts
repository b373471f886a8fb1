import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`, where the browser has the Screen Wake Lock API. The
 * browser drops the lock whenever the page is hidden, so it is asked for again each time the
 * page becomes visible; it is released when `active` turns false or the caller unmounts.
 * A browser without the API, or one that refuses (battery saver), just lets the screen dim.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) {
      return undefined;
    }
    const { wakeLock } = navigator;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;
    let done = false;

    const acquire = () => {
      if (done || requesting || document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      requesting = true;
      wakeLock.request('screen').then(
        (granted) => {
          requesting = false;
          if (done) void granted.release().catch(() => undefined);
          else sentinel = granted;
        },
        () => {
          // Refused: the screen may dim, nothing else depends on the lock.
          requesting = false;
        },
      );
    };

    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', acquire);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  }, [active]);
}
