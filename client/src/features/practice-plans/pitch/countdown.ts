/**
 * A count-down timer as plain data, driven by the timestamps it is given. Nothing here counts
 * ticks: a phone that put the tab to sleep for a minute still shows the right time on waking,
 * because the remaining time is always worked out from when the run started.
 */
export interface Countdown {
  durationMs: number;
  /** Time counted in earlier runs (before the latest pause). */
  elapsedMs: number;
  /** When the current run started (a `Date.now()` timestamp); null while not running. */
  startedAt: number | null;
}

export type CountdownPhase = 'ready' | 'running' | 'paused' | 'finished';

export function createCountdown(durationMs: number): Countdown {
  return { durationMs: Math.max(0, durationMs), elapsedMs: 0, startedAt: null };
}

/** Time counted so far; a clock set back while running never counts backwards. */
function elapsedAt(countdown: Countdown, now: number): number {
  const running = countdown.startedAt === null ? 0 : Math.max(0, now - countdown.startedAt);
  return Math.min(countdown.durationMs, countdown.elapsedMs + running);
}

export function remainingMs(countdown: Countdown, now: number): number {
  return countdown.durationMs - elapsedAt(countdown, now);
}

export function phaseOf(countdown: Countdown, now: number): CountdownPhase {
  if (remainingMs(countdown, now) <= 0) return 'finished';
  if (countdown.startedAt !== null) return 'running';
  return countdown.elapsedMs > 0 ? 'paused' : 'ready';
}

/** Starts or resumes; a running or finished countdown stays as it is. */
export function startCountdown(countdown: Countdown, now: number): Countdown {
  const phase = phaseOf(countdown, now);
  if (phase === 'running' || phase === 'finished') return countdown;
  return { ...countdown, startedAt: now };
}

/** Stops counting and keeps the time counted so far. */
export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.startedAt === null) return countdown;
  return { ...countdown, elapsedMs: elapsedAt(countdown, now), startedAt: null };
}

export function resetCountdown(countdown: Countdown): Countdown {
  return createCountdown(countdown.durationMs);
}

/**
 * A running countdown whose time is up stops (and reports it once, so the caller can alert
 * exactly once); any other is returned unchanged.
 */
export function settleCountdown(
  countdown: Countdown,
  now: number,
): { countdown: Countdown; finishedNow: boolean } {
  if (countdown.startedAt === null || remainingMs(countdown, now) > 0) {
    return { countdown, finishedNow: false };
  }
  return {
    countdown: { ...countdown, elapsedMs: countdown.durationMs, startedAt: null },
    finishedNow: true,
  };
}

/**
 * Remaining time as mm:ss, rounded up to whole seconds, so a fresh 10-minute countdown reads
 * 10:00 and 00:00 appears only when the time is really up. Minutes go past 59 ("90:00").
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** One countdown per plan item, by the item's id, so going back to an item finds its timer. */
export type Countdowns = Readonly<Record<string, Countdown>>;

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Countdowns read back from storage (JSON), so a reloaded pitch view goes on counting; whatever
 * is not a countdown is left out, and unreadable text gives none.
 */
export function parseCountdowns(text: string | null): Countdowns {
  let parsed: unknown;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const countdowns: Record<string, Countdown> = {};
  for (const [itemId, value] of Object.entries(parsed)) {
    if (!value || typeof value !== 'object') continue;
    const { durationMs, elapsedMs, startedAt } = value as Record<string, unknown>;
    if (!isTime(durationMs) || !isTime(elapsedMs)) continue;
    if (startedAt !== null && !isTime(startedAt)) continue;
    countdowns[itemId] = { durationMs, elapsedMs, startedAt };
  }
  return countdowns;
}

/**
 * The item's countdown: the one kept for it, or a fresh one when there is none or its length
 * changed (a position filter narrows a parallel item to a shorter group).
 */
export function countdownOf(countdowns: Countdowns, itemId: string, durationMs: number): Countdown {
  const kept = countdowns[itemId];
  return kept && kept.durationMs === durationMs ? kept : createCountdown(durationMs);
}

export function isAnyRunning(countdowns: Countdowns): boolean {
  return Object.values(countdowns).some((countdown) => countdown.startedAt !== null);
}

/** Settles every countdown at `now` and names the items whose time ran out just now. */
export function settleAll(
  countdowns: Countdowns,
  now: number,
): { countdowns: Countdowns; finished: string[] } {
  const finished: string[] = [];
  const settled: Record<string, Countdown> = {};
  for (const [itemId, countdown] of Object.entries(countdowns)) {
    const result = settleCountdown(countdown, now);
    settled[itemId] = result.countdown;
    if (result.finishedNow) finished.push(itemId);
  }
  return { countdowns: finished.length > 0 ? settled : countdowns, finished };
}
