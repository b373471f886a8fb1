import { BoardAnimation } from '@courtside/domain';
import type { CancelScheduled, Scheduler } from './scheduler.ts';

/** What a recording run reads from the board's animation: when each page starts, when it ends. */
export type RecordingTimeline = Pick<
  BoardAnimation,
  'pageCount' | 'lengthMs' | 'recordingLengthMs' | 'pageStartMs'
>;

export interface RecordingClockOptions {
  scheduler: Scheduler;
  pageCount: number;
  /**
   * The board's animation (from the same pages the recorder draws), so each page's own hold and
   * move time the run. Without it, `pageCount` pages with the spec's timing.
   */
  animation?: RecordingTimeline;
  /** The current page changed; the pagination follows it. */
  onPageChange: (index: number) => void;
  /** The run has shown every page and the move back to the first has ended. */
  onFinished: () => void;
}

/**
 * Times a recording run (spec §4): it starts on the first page, the next page becomes current
 * when its step of the board's animation starts (every 2 s unless pages say otherwise), wrapping
 * from the last to the first, and the run ends once the move back to the first page is over. The picture itself comes from the shared timeline;
 * this only tells the editor where the run is. Each time is computed from the start, not
 * chained, so slow timer callbacks do not make the run drift.
 */
export class RecordingClock {
  readonly #options: RecordingClockOptions;
  readonly #timeline: RecordingTimeline;
  #startedAt = 0;
  #step = 0;
  #cancel: CancelScheduled | undefined;
  #running = false;

  constructor(options: RecordingClockOptions) {
    this.#options = options;
    this.#timeline =
      options.animation ??
      new BoardAnimation(Array.from({ length: Math.max(0, options.pageCount) }, () => []));
  }

  get running(): boolean {
    return this.#running;
  }

  start(): void {
    const { scheduler } = this.#options;
    if (this.#running || this.#timeline.pageCount < 1) return;
    this.#running = true;
    this.#step = 0;
    this.#startedAt = scheduler.now();
    this.#scheduleAt(this.#stepStartMs(1), () => this.#tick());
  }

  /** Stops at once; nothing more is reported. */
  stop(): void {
    this.#running = false;
    this.#cancel?.();
    this.#cancel = undefined;
  }

  /** When step `step` of the run starts; step `pageCount` is the wrap to the first page. */
  #stepStartMs(step: number): number {
    const timeline = this.#timeline;
    return step >= timeline.pageCount ? timeline.lengthMs : timeline.pageStartMs(step);
  }

  #tick(): void {
    const { onPageChange } = this.#options;
    const { pageCount } = this.#timeline;
    this.#step += 1;
    onPageChange(this.#step % pageCount);
    if (this.#step < pageCount) {
      this.#scheduleAt(this.#stepStartMs(this.#step + 1), () => this.#tick());
      return;
    }
    this.#scheduleAt(this.#timeline.recordingLengthMs, () => {
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
