import { ANIMATION_STEP_MS, MOVE_DURATION_MS } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { RecordingClock } from './recording-clock.ts';

function setup(pageCount: number) {
  const scheduler = new FakeScheduler();
  const onPageChange = vi.fn<(index: number) => void>();
  const onFinished = vi.fn<() => void>();
  const clock = new RecordingClock({ scheduler, pageCount, onPageChange, onFinished });
  return { scheduler, clock, onPageChange, onFinished };
}

describe('RecordingClock', () => {
  it('shows every page once, wraps to the first and finishes after the move back', () => {
    const { scheduler, clock, onPageChange, onFinished } = setup(3);
    clock.start();
    scheduler.advance(ANIMATION_STEP_MS - 1);
    expect(onPageChange).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    scheduler.advance(ANIMATION_STEP_MS);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    scheduler.advance(ANIMATION_STEP_MS);
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    expect(onFinished).not.toHaveBeenCalled();
    scheduler.advance(MOVE_DURATION_MS - 1);
    expect(onFinished).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(clock.running).toBe(false);
    expect(onPageChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 0]);
    expect(scheduler.pending).toBe(0);
  });

  it('records a single page: the wrap onto itself, then the end', () => {
    const { scheduler, clock, onPageChange, onFinished } = setup(1);
    clock.start();
    scheduler.advance(ANIMATION_STEP_MS + MOVE_DURATION_MS);
    expect(onPageChange.mock.calls).toEqual([[0]]);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('does not start without pages', () => {
    const { scheduler, clock, onFinished } = setup(0);
    clock.start();
    expect(clock.running).toBe(false);
    scheduler.advance(10 * ANIMATION_STEP_MS);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('reports nothing once stopped', () => {
    const { scheduler, clock, onPageChange, onFinished } = setup(3);
    clock.start();
    scheduler.advance(ANIMATION_STEP_MS);
    clock.stop();
    scheduler.advance(10 * ANIMATION_STEP_MS);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(onFinished).not.toHaveBeenCalled();
    expect(scheduler.pending).toBe(0);
  });

  it('does not drift when a timer fires late', () => {
    const scheduler = new FakeScheduler();
    let late = 500;
    // The first step's timer fires 500 ms late; later ones on time.
    const lateScheduler = {
      now: () => scheduler.now(),
      after: (delayMs: number, callback: () => void) => {
        const extra = late;
        late = 0;
        return scheduler.after(delayMs + extra, callback);
      },
      afterPaint: (callback: () => void) => scheduler.afterPaint(callback),
    };
    const onPageChange = vi.fn<(index: number) => void>();
    const clock = new RecordingClock({
      scheduler: lateScheduler,
      pageCount: 3,
      onPageChange,
      onFinished: () => undefined,
    });
    clock.start();
    scheduler.advance(ANIMATION_STEP_MS + 500);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    // The second step is still due two steps after the start, not two after the late one.
    scheduler.advance(ANIMATION_STEP_MS - 501);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    scheduler.advance(1);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
