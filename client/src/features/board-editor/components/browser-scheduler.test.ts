import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserScheduler } from './browser-scheduler.ts';

describe('browserScheduler.afterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, in the task after the next animation frame', () => {
    const callback = vi.fn();
    browserScheduler.afterPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame is drawn first; the work comes in the task after it.
    expect(callback).not.toHaveBeenCalled();
    // A timer of 0 ms fires after 1 ms, as in Node and the browser.
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no frame comes (a hidden tab)', () => {
    const callback = vi.fn();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    browserScheduler.afterPaint(callback);
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const callback = vi.fn();
    const cancel = browserScheduler.afterPaint(callback);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1_000);
    expect(callback).not.toHaveBeenCalled();
  });
});
