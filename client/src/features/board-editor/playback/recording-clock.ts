import { ANIMATION_STEP_MS, recordingDurationMs } from '@courtside/domain';
import type { CancelScheduled, Scheduler } from './scheduler.ts';

export interface RecordingClockOptions {
  scheduler: Scheduler;
  pageCount: number;
  /** The current page changed; the pagination follows it. */
  onPageChange: (index: number) => void;
  /** The run has shown every page and the move back to the first has ended. */
  onFinished: () => void;
}

/**
 * Times a recording run (spec §4): it starts on the first page, the next page becomes current
 * every {@link ANIMATION_STEP_MS} (wrapping from the last to the first), and the run ends once
 * the move back to the first page is over. The picture itself comes from the shared timeline;
 * this only tells the editor where the run is. Each time is computed from the start, not
 * chained, so slow timer callbacks do not make the run drift.
 */
export class RecordingClock {
  readonly #options: RecordingClockOptions;
  #startedAt = 0;
  #step = 0;
  #cancel: CancelScheduled | undefined;
  #running = false;

  constructor(options: RecordingClockOptions) {
    this.#options = options;
  }

  get running(): boolean {
    return this.#running;
  }

  start(): void {
    const { pageCount, scheduler } = this.#options;
    if (this.#running || pageCount < 1) return;
    this.#running = true;
    this.#step = 0;
    this.#startedAt = scheduler.now();
    this.#scheduleAt(ANIMATION_STEP_MS, () => this.#tick());
  }

  /** Stops at once; nothing more is reported. */
  stop(): void {
    this.#running = false;
    this.#cancel?.();
    this.#cancel = undefined;
  }

  #tick(): void {
    const { pageCount, onPageChange } = this.#options;
    this.#step += 1;
    onPageChange(this.#step % pageCount);
    if (this.#step < pageCount) {
      this.#scheduleAt((this.#step + 1) * ANIMATION_STEP_MS, () => this.#tick());
      return;
    }
    this.#scheduleAt(recordingDurationMs(pageCount), () => {
      this.#running = false;
      this.#cancel = undefined;
      this.#options.onFinished();
    });
  }

  #scheduleAt(offsetMs: number, callback: () => void): void {
    const { scheduler } = this.#options;
    const delay = this.#startedAt + offsetMs - scheduler.now();
    this.#cancel = scheduler.after(delay, () => {
      if (this.#running) callback();
    });
  }
}
