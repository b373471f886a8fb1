import type { CancelScheduled, Scheduler } from '../playback/scheduler.ts';
import { isPageConflict, OfflineError } from './save-errors.ts';

/**
 * Where the board's edits stand. `unsaved`: a change waits for its save; `offline` and `failed`:
 * the last save did not get through and is retried; `conflict`: someone else saved or deleted
 * the page in between and the coach must choose.
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'failed' | 'conflict';

/**
 * Changes that follow each other closer than this are saved together, this long after the last
 * of them; a change after at least this much quiet is saved at once.
 */
export const AUTOSAVE_DELAY_MS = 1_000;
/** Waits before each retry of a failed save; the last one repeats. */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 15_000, 30_000];

export const hasUnsavedChanges = (status: SaveStatus): boolean => status !== 'saved';

interface AutosaveOptions {
  scheduler: Scheduler;
  /**
   * Saves the unsaved changes and reports the outcome through {@link Autosave.saved} or
   * {@link Autosave.failed}, as every save of the page does; runs in the editor's queue, so it
   * never overlaps a page operation.
   */
  save: () => Promise<void>;
  onStatus: (status: SaveStatus) => void;
}

/**
 * When to save: right after a change that follows a quiet spell, shortly after the last change
 * of a burst, at once when asked (leaving the page, hiding the
 * tab), again after a change made while a save was under way, and with growing pauses after a
 * failure. Changes are counted, so a save acknowledges exactly the changes made before it began.
 */
export class Autosave {
  readonly #options: AutosaveOptions;
  #status: SaveStatus = 'saved';
  #changes = 0;
  #savedChanges = 0;
  #failures = 0;
  #timer: CancelScheduled | undefined;
  #running: Promise<boolean> | undefined;
  #lastChangeAt = Number.NEGATIVE_INFINITY;
  #dueAt = 0;

  constructor(options: AutosaveOptions) {
    this.#options = options;
  }

  get status(): SaveStatus {
    return this.#status;
  }

  /** How many changes were made so far; a save that began at this count covers them all. */
  get changeCount(): number {
    return this.#changes;
  }

  /**
   * A change was made. After a quiet spell it is saved at once, so a single edit shows "saved"
   * right away; in a burst of changes each one pushes the save back by {@link AUTOSAVE_DELAY_MS}.
   */
  changed(): void {
    const now = this.#options.scheduler.now();
    const quiet = now - this.#lastChangeAt >= AUTOSAVE_DELAY_MS;
    this.#lastChangeAt = now;
    this.#changes += 1;
    if (this.#status === 'conflict') return;
    const wasSaved = this.#status === 'saved';
    if (wasSaved) this.#setStatus('unsaved');
    if (this.#status !== 'unsaved') return;
    // A change that comes while the immediate save is still due simply joins it.
    if (this.#timer && this.#dueAt <= now) return;
    // A single edit is saved at once, though only once it is on screen.
    this.#schedule(wasSaved && quiet ? 'afterPaint' : AUTOSAVE_DELAY_MS);
  }

  /** A save that began at `changeCount` got through, however it was started. */
  saved(changeCount: number): void {
    this.#savedChanges = Math.max(this.#savedChanges, changeCount);
    this.#failures = 0;
    if (this.#savedChanges >= this.#changes) {
      this.#cancelTimer();
      this.#setStatus('saved');
    } else {
      this.#setStatus('unsaved');
      this.#schedule(AUTOSAVE_DELAY_MS);
    }
  }

  /** A save failed; offline and other failures are retried later, a conflict waits for the coach. */
  failed(error: unknown): void {
    if (isPageConflict(error)) {
      this.#cancelTimer();
      this.#setStatus('conflict');
      return;
    }
    const delay = SAVE_RETRY_DELAYS_MS[Math.min(this.#failures, SAVE_RETRY_DELAYS_MS.length - 1)];
    this.#failures += 1;
    this.#setStatus(error instanceof OfflineError ? 'offline' : 'failed');
    this.#schedule(delay ?? AUTOSAVE_DELAY_MS);
  }

  /** Everything there is counts as saved (a page loaded anew, the coach's conflict choice). */
  reset(): void {
    this.#savedChanges = this.#changes;
    this.#failures = 0;
    this.#cancelTimer();
    this.#setStatus('saved');
  }

  /**
   * Saves now what is unsaved (also right after a failure: "Retry", back online). Resolves to
   * whether everything is saved afterwards; never rejects.
   */
  flush(): Promise<boolean> {
    this.#cancelTimer();
    if (this.#status === 'saved') return Promise.resolve(true);
    if (this.#status === 'conflict') return Promise.resolve(false);
    this.#running ??= this.#run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  dispose(): void {
    this.#cancelTimer();
  }

  async #run(): Promise<boolean> {
    const wasFailing = this.#status === 'offline' || this.#status === 'failed';
    if (!wasFailing) this.#setStatus('saving');
    try {
      await this.#options.save();
    } catch {
      // Reported through failed() by the save itself.
      return false;
    }
    // Nothing was saved (edit mode was left meanwhile): the changes still wait.
    if (this.#status === 'saving') this.#setStatus('unsaved');
    return this.#status === 'saved';
  }

  #schedule(delay: number | 'afterPaint'): void {
    this.#cancelTimer();
    const { scheduler } = this.#options;
    this.#dueAt = scheduler.now() + (delay === 'afterPaint' ? 0 : delay);
    const run = () => {
      this.#timer = undefined;
      void this.flush();
    };
    this.#timer = delay === 'afterPaint' ? scheduler.afterPaint(run) : scheduler.after(delay, run);
  }

  #cancelTimer(): void {
    this.#timer?.();
    this.#timer = undefined;
  }

  #setStatus(status: SaveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.onStatus(status);
  }
}
