import type {
  AnimatedObject,
  AnimatedPage,
  AnimationFrame,
  AnimationPageInput,
  TimelineOptions,
} from './animation-types.ts';
import {
  buildTimeline,
  pageRestMs,
  pageStartMs,
  recordingLengthMs,
  timelineEndPosition,
  timelinePositionAt,
  videoLengthMs,
} from './timeline.ts';
import type { AnimationTimeline, TimelinePosition } from './timeline.ts';
import { applyEasing } from './easing.ts';
import { evaluateTransition, prepareTransition, transitionSchedule } from './transition.ts';
import type { PreparedTransition, ScheduledObject } from './transition.ts';

/** The timeline position reached after `elapsedMs` of the caller's clock at `speed`. */
export function timelineTimeMs(elapsedMs: number, speed = 1): number {
  const factor = Number.isFinite(speed) && speed > 0 ? speed : 1;
  return elapsedMs * factor;
}

function asPage(input: AnimationPageInput): AnimatedPage {
  return Array.isArray(input)
    ? { objects: input as readonly AnimatedObject[] }
    : (input as AnimatedPage);
}

/** A frame with no objects, to pass to {@link BoardAnimation.frameInto} again and again. */
export function emptyAnimationFrame(): AnimationFrame {
  return {
    pageIndex: 0,
    fromPageIndex: 0,
    progress: 1,
    moveFraction: 1,
    moving: false,
    objects: [],
    caption: undefined,
  };
}

/**
 * A board's animation, the one model behind playback, scrubbing, thumbnails and video export
 * (issue 16): from a moment on the timeline to everything needed to draw it. Nothing here reads
 * a clock; the caller passes the time.
 *
 * Each move between two pages is prepared the first time it is drawn and kept, so drawing frame
 * after frame with {@link frameInto} allocates nothing. The pages must not change while the
 * animation is in use; make a new one when they do.
 */
export class BoardAnimation {
  readonly timeline: AnimationTimeline;
  readonly #pages: readonly AnimatedPage[];
  readonly #speed: number | undefined;
  readonly #once: boolean;
  readonly #prepared = new Map<number, PreparedTransition>();
  readonly #position: TimelinePosition = {
    step: 0,
    pageIndex: 0,
    fromPageIndex: 0,
    moving: false,
    fraction: 1,
  };

  constructor(pages: readonly AnimationPageInput[], options: TimelineOptions = {}) {
    this.#pages = pages.map(asPage);
    this.#speed = options.speed;
    this.#once = options.once === true;
    this.timeline = buildTimeline(this.#pages, options);
  }

  get pageCount(): number {
    return this.#pages.length;
  }

  /** One run through every page (the scrubber's range, a looping video's length). */
  get lengthMs(): number {
    return this.timeline.lengthMs;
  }

  /** A recording: one run, then the move back to the first page, ending on it at rest. */
  get recordingLengthMs(): number {
    return recordingLengthMs(this.timeline);
  }

  /**
   * An exported video or GIF of an animation made with `once`: the run and its last page held at
   * rest (see `videoLengthMs`). Repeating runs have no end to hold: one run.
   */
  get videoLengthMs(): number {
    return this.#once ? videoLengthMs(this.timeline) : this.lengthMs;
  }

  /** Frames of a video at `fps` ({@link videoLengthMs}). */
  videoFrameCount(fps: number): number {
    return Math.round((this.videoLengthMs * fps) / 1000);
  }

  /** Where the animation is after `timeMs` of the caller's clock (speed applied). */
  positionAt(timeMs: number): TimelinePosition {
    const time = timelineTimeMs(timeMs, this.#speed);
    if (this.#once && time >= this.lengthMs && this.pageCount > 0) {
      return timelineEndPosition(this.timeline, this.#position);
    }
    return timelinePositionAt(this.timeline, time, this.#position);
  }

  /** The page current after `timeMs`; 0 without pages. */
  pageIndexAt(timeMs: number): number {
    return this.positionAt(timeMs).pageIndex;
  }

  /** The page shown at rest after `timeMs`, or undefined while objects move. */
  restingPageAt(timeMs: number): number | undefined {
    if (this.pageCount === 0) return undefined;
    const position = this.positionAt(timeMs);
    return position.moving ? undefined : position.pageIndex;
  }

  /** Timeline time at which page `pageIndex` becomes current in the first run. */
  pageStartMs(pageIndex: number): number {
    return pageStartMs(this.timeline, pageIndex);
  }

  /** Timeline time at which page `pageIndex` is first at rest after moving in. */
  pageRestMs(pageIndex: number): number {
    return pageRestMs(this.timeline, pageIndex);
  }

  /** The move from page `fromIndex` to page `toIndex`, prepared once. */
  transition(fromIndex: number, toIndex: number): PreparedTransition {
    const key = fromIndex * this.#pages.length + toIndex;
    let prepared = this.#prepared.get(key);
    if (!prepared) {
      const easing = this.timeline.steps.find((step) => step.fromPageIndex === fromIndex)?.easing;
      prepared = prepareTransition(
        this.#pages[fromIndex]?.objects ?? [],
        this.#pages[toIndex]?.objects ?? [],
        easing,
      );
      this.#prepared.set(key, prepared);
    }
    return prepared;
  }

  /**
   * What moves, and when, from page `pageIndex` to the next (wrapping): the bars of the editor's
   * timing strip while it shows that page.
   */
  scheduleAfter(pageIndex: number): ScheduledObject[] {
    const count = this.#pages.length;
    if (count === 0) return [];
    return transitionSchedule(this.transition(pageIndex, (pageIndex + 1) % count));
  }

  /** Everything needed to draw the moment `timeMs`, in new objects the caller may keep. */
  frameAt(timeMs: number): AnimationFrame {
    return this.frameInto(timeMs, emptyAnimationFrame());
  }

  /**
   * Like {@link frameAt}, written into `out` (its object frames reused): a renderer drawing every
   * frame passes the same `out` each time and allocates nothing once each move was drawn once.
   */
  frameInto(timeMs: number, out: AnimationFrame): AnimationFrame {
    const position = this.positionAt(timeMs);
    const step = this.timeline.steps[position.step];
    out.pageIndex = position.pageIndex;
    out.fromPageIndex = position.fromPageIndex;
    out.moving = position.moving;
    out.moveFraction = position.fraction;
    out.progress = position.moving && step ? applyEasing(step.easing, position.fraction) : 1;
    const caption = this.#pages[position.pageIndex]?.caption;
    out.caption = caption === undefined || caption === '' ? undefined : caption;
    if (this.#pages.length === 0) {
      out.objects.length = 0;
      return out;
    }
    const prepared = this.transition(position.fromPageIndex, position.pageIndex);
    evaluateTransition(prepared, position.fraction, out.objects);
    return out;
  }
}

/**
 * Everything needed to draw the animation at `timeMs` after it started (the caller's clock;
 * nothing here reads the time). Each page change starts a move from the previous page's object
 * states to the current page's; with no animation data on the pages that is the spec's 1000 ms
 * move in a 2000 ms step. The simple form of {@link BoardAnimation}, which a caller drawing many
 * frames of the same pages should keep instead.
 */
export function animationFrameAt(
  pages: readonly AnimationPageInput[],
  timeMs: number,
  options: TimelineOptions = {},
): AnimationFrame {
  return new BoardAnimation(pages, options).frameAt(timeMs);
}
