import { useBlocker } from 'react-router';
import { useBeforeUnloadPrompt } from './use-before-unload-prompt.ts';

/**
 * Holds navigation inside the app while `dirty` (the caller asks the user with the returned
 * blocker) and lets the browser warn before the tab is closed or reloaded.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useBeforeUnloadPrompt(dirty);

  return blocker;
}
