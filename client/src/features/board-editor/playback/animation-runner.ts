import {
  ANIMATION_STEP_MS,
  MOVE_DURATION_MS,
  interpolateObjects,
  pageIndexAt,
  poseOf,
} from '@courtside/domain';
import type { Page } from '@courtside/domain';
import type { CanvasPort, ObjectTarget } from '../core/canvas-port.ts';
import type { CancelScheduled, Scheduler } from './scheduler.ts';

export type RunMode = 'playback' | 'recording';

export interface AnimationRunnerOptions {
  port: Pick<CanvasPort, 'animateObjects' | 'loadPage' | 'stopAnimations'>;
  scheduler: Scheduler;
  pages: readonly Page[];
  /** Page on the canvas when playback starts; recording always starts on the first page. */
  startIndex: number;
  mode: RunMode;
  /** The current page changed; the pagination follows it. */
  onPageChange: (index: number) => void;
  /** A recording has shown every page and come back to rest on the first one. */
  onFinished?: () => void;
  onError?: (error: unknown) => void;
}

/** Where objects shared by both pages (same uuid) must go; the rest appear when the page settles. */
export function moveTargets(from: Page, to: Page): ObjectTarget[] {
  return interpolateObjects(from.objects, to.objects, 1).flatMap((frame) =>
    frame.presence === 'stay' && frame.uuid !== undefined
      ? [{ uuid: frame.uuid, ...poseOf(frame) }]
      : [],
  );
}

/**
 * Drives the page animation (spec §4): every {@link ANIMATION_STEP_MS} the next page becomes
 * current (wrapping from last to first) and shared objects glide there over
 * {@link MOVE_DURATION_MS}; then the page is loaded as stored, which adds objects new on it and
 * drops those it lacks. Step times are computed from the start time, not chained, so slow timer
 * callbacks do not make the animation drift.
 */
export class AnimationRunner {
  readonly #options: AnimationRunnerOptions;
  #startedAt = 0;
  #startIndex = 0;
  #step = 0;
  #cancel: CancelScheduled | undefined;
  #running = false;

  constructor(options: AnimationRunnerOptions) {
    this.#options = options;
  }

  get running(): boolean {
    return this.#running;
  }

  start(): void {
    const { pages, mode, scheduler } = this.#options;
    if (this.#running || pages.length === 0) return;
    this.#running = true;
    this.#step = 0;
    this.#startedAt = scheduler.now();
    this.#startIndex = mode === 'recording' ? 0 : clampIndex(this.#options.startIndex, pages);
    if (mode === 'recording' && this.#options.startIndex !== 0) {
      this.#options.onPageChange(0);
      this.#load(0);
    }
    this.#scheduleAt(ANIMATION_STEP_MS, () => this.#tick());
  }

  /** Stops at once: no further page changes, moves end where they are, nothing is reported. */
  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#cancel?.();
    this.#cancel = undefined;
    this.#options.port.stopAnimations();
  }

  #tick(): void {
    const { pages, port, onPageChange } = this.#options;
    const from = this.#indexAtStep(this.#step);
    this.#step += 1;
    const to = this.#indexAtStep(this.#step);
    onPageChange(to);
    const fromPage = pages[from];
    const toPage = pages[to];
    if (fromPage && toPage) port.animateObjects(moveTargets(fromPage, toPage), MOVE_DURATION_MS);
    this.#scheduleAt(this.#step * ANIMATION_STEP_MS + MOVE_DURATION_MS, () => this.#settle(to));
  }

  #settle(index: number): void {
    const finishing =
      this.#options.mode === 'recording' && this.#step >= this.#options.pages.length;
    if (finishing) {
      this.#running = false;
      this.#cancel = undefined;
      // The video must end on the settled first page, so report only once it is drawn.
      void this.#options.port
        .loadPage(this.#pageAt(index))
        .then(() => this.#options.onFinished?.(), this.#options.onError);
      return;
    }
    this.#load(index);
    this.#scheduleAt((this.#step + 1) * ANIMATION_STEP_MS, () => this.#tick());
  }

  #load(index: number): void {
    this.#options.port.loadPage(this.#pageAt(index)).catch((error: unknown) => {
      if (this.#running) this.#options.onError?.(error);
    });
  }

  #pageAt(index: number): Page {
    const page = this.#options.pages[index];
    if (!page) throw new RangeError(`no page at index ${index}`);
    return page;
  }

  #indexAtStep(step: number): number {
    return pageIndexAt(step * ANIMATION_STEP_MS, this.#options.pages.length, this.#startIndex);
  }

  #scheduleAt(offsetMs: number, callback: () => void): void {
    const { scheduler } = this.#options;
    const delay = this.#startedAt + offsetMs - scheduler.now();
    this.#cancel = scheduler.after(delay, () => {
      if (this.#running) callback();
    });
  }
}

function clampIndex(index: number, pages: readonly Page[]): number {
  return Math.min(Math.max(0, Math.trunc(index)), pages.length - 1);
}
