import { describe, expect, it } from 'vitest';
import {
  countdownOf,
  createCountdown,
  formatCountdown,
  isAnyRunning,
  parseCountdowns,
  pauseCountdown,
  phaseOf,
  remainingMs,
  resetCountdown,
  settleAll,
  settleCountdown,
  startCountdown,
} from './countdown.ts';

const MINUTE = 60_000;
const T0 = 1_700_000_000_000;

describe('countdown', () => {
  it('is ready with its whole time before it starts', () => {
    const countdown = createCountdown(10 * MINUTE);
    expect(phaseOf(countdown, T0)).toBe('ready');
    expect(remainingMs(countdown, T0 + 5 * MINUTE)).toBe(10 * MINUTE);
  });

  it('counts down from the start timestamp, however seldom it is looked at', () => {
    const running = startCountdown(createCountdown(10 * MINUTE), T0);
    expect(phaseOf(running, T0)).toBe('running');
    expect(remainingMs(running, T0 + 1_500)).toBe(10 * MINUTE - 1_500);
    // A tab in the background for 7 minutes gets no ticks, and still reads right on waking.
    expect(remainingMs(running, T0 + 7 * MINUTE)).toBe(3 * MINUTE);
  });

  it('keeps the counted time over a pause and goes on from there', () => {
    const paused = pauseCountdown(startCountdown(createCountdown(MINUTE), T0), T0 + 20_000);
    expect(phaseOf(paused, T0 + 90_000)).toBe('paused');
    expect(remainingMs(paused, T0 + 90_000)).toBe(40_000);
    const resumed = startCountdown(paused, T0 + 90_000);
    expect(remainingMs(resumed, T0 + 100_000)).toBe(30_000);
  });

  it('is finished at zero and never goes below it', () => {
    const running = startCountdown(createCountdown(MINUTE), T0);
    expect(phaseOf(running, T0 + MINUTE - 1)).toBe('running');
    expect(phaseOf(running, T0 + MINUTE)).toBe('finished');
    expect(remainingMs(running, T0 + 5 * MINUTE)).toBe(0);
  });

  it('never counts backwards when the clock is set back while running', () => {
    const running = startCountdown(createCountdown(MINUTE), T0);
    expect(remainingMs(running, T0 - 30_000)).toBe(MINUTE);
  });

  it('ignores start while running or finished, and pause while not running', () => {
    const running = startCountdown(createCountdown(MINUTE), T0);
    expect(startCountdown(running, T0 + 10_000)).toBe(running);
    const { countdown: finished } = settleCountdown(running, T0 + MINUTE);
    expect(startCountdown(finished, T0 + 2 * MINUTE)).toBe(finished);
    const ready = createCountdown(MINUTE);
    expect(pauseCountdown(ready, T0)).toBe(ready);
  });

  it('reset gives back the whole time, stopped', () => {
    const { countdown: finished } = settleCountdown(
      startCountdown(createCountdown(MINUTE), T0),
      T0 + MINUTE,
    );
    const reset = resetCountdown(finished);
    expect(phaseOf(reset, T0 + 3 * MINUTE)).toBe('ready');
    expect(remainingMs(reset, T0 + 3 * MINUTE)).toBe(MINUTE);
  });

  it('settles a running countdown once when its time is up', () => {
    const running = startCountdown(createCountdown(MINUTE), T0);
    expect(settleCountdown(running, T0 + 59_000)).toEqual({
      countdown: running,
      finishedNow: false,
    });
    const first = settleCountdown(running, T0 + 61_000);
    expect(first.finishedNow).toBe(true);
    expect(first.countdown.startedAt).toBeNull();
    expect(phaseOf(first.countdown, T0 + 61_000)).toBe('finished');
    expect(settleCountdown(first.countdown, T0 + 62_000).finishedNow).toBe(false);
  });

  it('a zero-length countdown is finished from the start', () => {
    expect(phaseOf(createCountdown(0), T0)).toBe('finished');
  });
});

describe('formatCountdown', () => {
  it.each([
    [10 * MINUTE, '10:00'],
    [10 * MINUTE - 1, '10:00'],
    [9 * MINUTE + 59_001, '10:00'],
    [9 * MINUTE + 59_000, '09:59'],
    [61_000, '01:01'],
    [999, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [90 * MINUTE, '90:00'],
    [240 * MINUTE, '240:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('countdowns per item', () => {
  it('keeps an item’s countdown, and starts afresh when its length changed', () => {
    const kept = startCountdown(createCountdown(MINUTE), T0);
    const countdowns = { a: kept };
    expect(countdownOf(countdowns, 'a', MINUTE)).toBe(kept);
    expect(countdownOf(countdowns, 'a', 2 * MINUTE)).toEqual(createCountdown(2 * MINUTE));
    expect(countdownOf(countdowns, 'b', MINUTE)).toEqual(createCountdown(MINUTE));
  });

  it('knows whether any runs', () => {
    expect(isAnyRunning({ a: createCountdown(MINUTE) })).toBe(false);
    expect(
      isAnyRunning({ a: createCountdown(MINUTE), b: startCountdown(createCountdown(MINUTE), T0) }),
    ).toBe(true);
  });

  it('settles all and names the ones that ran out just now', () => {
    const countdowns = {
      short: startCountdown(createCountdown(MINUTE), T0),
      long: startCountdown(createCountdown(5 * MINUTE), T0),
      idle: createCountdown(MINUTE),
    };
    const before = settleAll(countdowns, T0 + 30_000);
    expect(before.finished).toEqual([]);
    expect(before.countdowns).toBe(countdowns);
    const after = settleAll(countdowns, T0 + 2 * MINUTE);
    expect(after.finished).toEqual(['short']);
    expect(after.countdowns.short?.startedAt).toBeNull();
    expect(after.countdowns.long).toBe(countdowns.long);
    expect(settleAll(after.countdowns, T0 + 3 * MINUTE).finished).toEqual([]);
  });
});

describe('parseCountdowns', () => {
  it('reads back what was kept, and leaves out whatever is no countdown', () => {
    const kept = {
      running: { durationMs: 300_000, elapsedMs: 0, startedAt: 1_000 },
      paused: { durationMs: 60_000, elapsedMs: 5_000, startedAt: null },
      broken: { durationMs: '5', elapsedMs: 0, startedAt: null },
      negative: { durationMs: 60_000, elapsedMs: -1, startedAt: null },
      nothing: null,
    };
    expect(parseCountdowns(JSON.stringify(kept))).toEqual({
      running: kept.running,
      paused: kept.paused,
    });
  });

  it('gives none for nothing kept or unreadable text', () => {
    expect(parseCountdowns(null)).toEqual({});
    expect(parseCountdowns('{not json')).toEqual({});
    expect(parseCountdowns('[1, 2]')).toEqual({});
  });
});
