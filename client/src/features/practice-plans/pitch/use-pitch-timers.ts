import { useCallback, useEffect, useRef, useState } from 'react';
import {
  countdownOf,
  isAnyRunning,
  parseCountdowns,
  pauseCountdown,
  phaseOf,
  remainingMs,
  resetCountdown,
  settleAll,
  startCountdown,
  type Countdown,
  type CountdownPhase,
  type Countdowns,
} from './countdown.ts';

/** How often the display is refreshed while a timer runs; the time itself comes from timestamps. */
const TICK_MS = 250;
/** Two long buzzes: noticeable in a pocket, distinct from a notification. */
const TIMES_UP_VIBRATION = [400, 200, 400];

export interface ItemTimer {
  phase: CountdownPhase;
  remainingMs: number;
  start(): void;
  pause(): void;
  reset(): void;
}

function vibrate(pattern: number[]) {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(pattern);
}

/** The tab's own storage, where it may be used (private modes may refuse it). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The count-down timers of the pitch view, one per item, and the one of the item on screen.
 * Timers keep running when the coach looks at another item; whichever runs out vibrates. Kept
 * in the tab's storage under `storageKey`: a phone reloads a tab it put away, and a running
 * count-down came back stopped at its full length.
 */
export function usePitchTimers(
  itemId: string,
  durationMs: number,
  storageKey?: string,
): { timer: ItemTimer; anyRunning: boolean } {
  const [countdowns, setCountdowns] = useState<Countdowns>(() =>
    storageKey ? parseCountdowns(tabStorage()?.getItem(storageKey) ?? null) : {},
  );
  const [now, setNow] = useState(() => Date.now());
  // The tick reads the newest timers without restarting its interval on every change.
  const latest = useRef(countdowns);

  const update = useCallback(
    (change: (current: Countdowns) => Countdowns) => {
      latest.current = change(latest.current);
      setCountdowns(latest.current);
      if (!storageKey) return;
      try {
        tabStorage()?.setItem(storageKey, JSON.stringify(latest.current));
      } catch {
        // Full or refused: the timers still run, they only do not outlive a reload.
      }
    },
    [storageKey],
  );

  const anyRunning = isAnyRunning(countdowns);
  useEffect(() => {
    if (!anyRunning) return undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const { countdowns: settled, finished } = settleAll(latest.current, at);
      if (finished.length === 0) return;
      update(() => settled);
      vibrate(TIMES_UP_VIBRATION);
    };
    const interval = setInterval(tick, TICK_MS);
    // Back from the background, show the right time at once rather than at the next tick.
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [anyRunning, update]);

  const countdown = countdownOf(countdowns, itemId, durationMs);
  const change = useCallback(
    (step: (current: Countdown, at: number) => Countdown) => {
      const at = Date.now();
      setNow(at);
      update((current) => ({
        ...current,
        [itemId]: step(countdownOf(current, itemId, durationMs), at),
      }));
    },
    [itemId, durationMs, update],
  );

  const timer: ItemTimer = {
    phase: phaseOf(countdown, now),
    remainingMs: remainingMs(countdown, now),
    start: () => change(startCountdown),
    pause: () => change(pauseCountdown),
    reset: () => change(resetCountdown),
  };
  return { timer, anyRunning };
}
