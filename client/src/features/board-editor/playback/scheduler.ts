/** Cancels a scheduled call; calling it twice or after the call ran does nothing. */
export type CancelScheduled = () => void;

/**
 * Time as the editor sees it. The UI passes one backed by the browser's timers; tests pass
 * {@link FakeScheduler} so playback runs without waiting.
 */
export interface Scheduler {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  after(delayMs: number, callback: () => void): CancelScheduled;
  /**
   * Soon, but after the browser has shown the next frame: for work a change brings along
   * (keeping a draft, saving) that must not hold back drawing the change itself.
   */
  afterPaint(callback: () => void): CancelScheduled;
}
