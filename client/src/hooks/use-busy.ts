import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * How many mounted parts of the screen are still loading. The main region shows the sum as
 * `aria-busy`, which tells assistive technology (and the browser tests) when a screen is ready.
 */
let busyCount = 0;
const listeners = new Set<() => void>();

function changeBusyCount(delta: number) {
  busyCount += delta;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Marks the screen busy while `active` and the caller is mounted. A layout effect, so that the
 * mark is set before the browser first paints the loading state.
 */
export function useBusy(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return undefined;
    changeBusyCount(1);
    return () => changeBusyCount(-1);
  }, [active]);
}

/** Whether any part of the screen marked itself busy with {@link useBusy}. */
export function useSomethingBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => busyCount > 0,
    () => false,
  );
}
