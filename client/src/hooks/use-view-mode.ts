import { useCallback, useState } from 'react';

export type ViewMode = 'cards' | 'list';

function readViewMode(storageKey: string): ViewMode {
  try {
    return localStorage.getItem(storageKey) === 'list' ? 'list' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Card or list view of a list, remembered in this browser under `storageKey`. */
export function useViewMode(storageKey: string): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => readViewMode(storageKey));
  const change = useCallback(
    (next: ViewMode) => {
      setMode(next);
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Storage may be full or disabled; the choice then lasts for this visit only.
      }
    },
    [storageKey],
  );
  return [mode, change];
}
