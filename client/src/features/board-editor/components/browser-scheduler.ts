import type { Scheduler } from '../playback/scheduler.ts';

/** A hidden tab draws no frames; work waiting for one runs after this long anyway. */
const NO_FRAME_FALLBACK_MS = 100;

/** The editor's clock in the browser: `performance.now`, `setTimeout` and animation frames. */
export const browserScheduler: Scheduler = {
  now: () => performance.now(),
  after: (delayMs, callback) => {
    const handle = setTimeout(callback, delayMs);
    return () => clearTimeout(handle);
  },
  afterPaint: (callback) => {
    let done = false;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
    const run = () => {
      if (done) return;
      cancel();
      callback();
    };
    // An animation frame callback runs just before the frame is drawn; the task after it runs
    // once it is on its way to the screen.
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(run, 0);
    });
    const fallback = setTimeout(run, NO_FRAME_FALLBACK_MS);
    return cancel;
  },
};
