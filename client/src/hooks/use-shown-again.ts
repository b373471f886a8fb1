import { useEffect, useRef } from 'react';

/**
 * Calls `onShown` each time the browser tab comes back into view after it was hidden: the coach
 * went to another tab or app, where things this page shows may have changed.
 */
export function useShownAgain(onShown: () => void): void {
  const latest = useRef(onShown);
  useEffect(() => {
    latest.current = onShown;
  });
  useEffect(() => {
    const changed = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
}
