import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useBeforeUnloadPrompt } from '../../../hooks/use-before-unload-prompt.ts';

/**
 * Keeps unsaved edits from being left behind: a navigation inside the app waits for a last save
 * (and asks when that fails), closing or reloading the tab asks the browser's question, and
 * hiding the tab or coming back online saves at once.
 */
export function useLeaveGuard(unsaved: boolean, flush: () => Promise<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let current = true;
    void flush().then((saved) => {
      if (saved && current) blocker.proceed();
    });
    return () => {
      current = false;
    };
  }, [blocker, flush]);

  useBeforeUnloadPrompt(unsaved);

  useEffect(() => {
    const saveNow = () => {
      if (document.visibilityState === 'hidden' || navigator.onLine) void flush();
    };
    document.addEventListener('visibilitychange', saveNow);
    window.addEventListener('online', saveNow);
    return () => {
      document.removeEventListener('visibilitychange', saveNow);
      window.removeEventListener('online', saveNow);
    };
  }, [flush]);

  return blocker;
}
