import type { Scheduler } from '../playback/scheduler.ts';

/** The editor's clock in the browser: `performance.now` and `setTimeout`. */
export const browserScheduler: Scheduler = {
  now: () => performance.now(),
  after: (delayMs, callback) => {
    const handle = setTimeout(callback, delayMs);
    return () => clearTimeout(handle);
  },
};
