import {
  ANIMATION_STEP_MS,
  MOVE_DURATION_MS,
  PAGE_HOLD_MAX_MS,
  PAGE_HOLD_MIN_MS,
  PAGE_MOVE_MAX_MS,
  VIDEO_END_REST_MS,
} from '../board/constants.ts';
import type { AnimatedPage } from './animation-types.ts';
import { easingNamed } from './easing.ts';
import type { Easing } from './easing.ts';

/**
 * One page's turn in a run through the board: the page becomes current at `startMs`, the objects
 * move to it from `fromPageIndex` during the first `moveMs`, then rest until the next step.
 */
export interface TimelineStep {
  pageIndex: number;
  fromPageIndex: number;
  startMs: number;
  lengthMs: number;
  /** Length of the move into the page; 0 jumps. The very first step of a run-through rests. */
  moveMs: number;
  easing: Easing;
}

/**
 * The board's animation in time: one step per page in play order from `startIndex`, repeating
 * every `lengthMs`. The first step of the first run shows its page at rest; every later one
 * (including the first page after a wrap) starts with the move into its page.
 */
export interface AnimationTimeline {
  pageCount: number;
  startIndex: number;
  lengthMs: number;
  steps: readonly TimelineStep[];
}

/** Where the animation is at a moment: which step, and how far its move has got. */
export interface TimelinePosition {
  /** Index into `AnimationTimeline.steps`. */
  step: number;
  pageIndex: number;
  fromPageIndex: number;
  moving: boolean;
  /** Linear fraction of the move (0–1), 1 once arrived or when nothing moves. */
  fraction: number;
}

function clampedOr(value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** How long a page is current, the move into it included: its `transition.holdMs`, or 2000. */
export function pageHoldMs(page: AnimatedPage | undefined): number {
  return clampedOr(page?.transition?.holdMs, PAGE_HOLD_MIN_MS, PAGE_HOLD_MAX_MS, ANIMATION_STEP_MS);
}

/** How long the move leaving a page takes: its `transition.moveMs`, or 1000. */
export function pageMoveMs(page: AnimatedPage | undefined): number {
  return clampedOr(page?.transition?.moveMs, 0, PAGE_MOVE_MAX_MS, MOVE_DURATION_MS);
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * The timeline of `pages` (spec §4 unless pages say otherwise): page `k` is current for its hold,
 * or for as long as the move into it takes if that is longer; the move into it has the length
 * and easing of the page it leaves. `options.easing` replaces every page's easing.
 */
export function buildTimeline(
  pages: readonly AnimatedPage[],
  options: { startIndex?: number; easing?: Easing } = {},
): AnimationTimeline {
  const pageCount = pages.length;
  const startIndex = pageCount > 0 ? wrap(Math.trunc(options.startIndex ?? 0) || 0, pageCount) : 0;
  const steps: TimelineStep[] = [];
  let startMs = 0;
  for (let i = 0; i < pageCount; i += 1) {
    const pageIndex = wrap(startIndex + i, pageCount);
    const fromPageIndex = wrap(pageIndex - 1, pageCount);
    const from = pages[fromPageIndex];
    const moveMs = pageMoveMs(from);
    const lengthMs = Math.max(pageHoldMs(pages[pageIndex]), moveMs);
    const easing = options.easing ?? easingNamed(from?.transition?.easing);
    steps.push({ pageIndex, fromPageIndex, startMs, lengthMs, moveMs, easing });
    startMs += lengthMs;
  }
  return { pageCount, startIndex, lengthMs: startMs, steps };
}

/** The last step starting at or before `timeMs` (which lies within one run). */
function stepAt(steps: readonly TimelineStep[], timeMs: number): number {
  let low = 0;
  let high = steps.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((steps[middle]?.startMs ?? 0) <= timeMs) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Where the animation is `timeMs` after it started (timeline time; negative counts as 0).
 * Writes into `out` when given, so a caller drawing every frame allocates nothing.
 */
export function timelinePositionAt(
  timeline: AnimationTimeline,
  timeMs: number,
  out: TimelinePosition = { step: 0, pageIndex: 0, fromPageIndex: 0, moving: false, fraction: 1 },
): TimelinePosition {
  const time = Number.isFinite(timeMs) ? Math.max(0, timeMs) : 0;
  const { steps, lengthMs } = timeline;
  if (steps.length === 0 || lengthMs <= 0) {
    out.step = 0;
    out.pageIndex = 0;
    out.fromPageIndex = 0;
    out.moving = false;
    out.fraction = 1;
    return out;
  }
  const firstRun = time < lengthMs;
  const within = firstRun ? time : time % lengthMs;
  const index = stepAt(steps, within);
  const step = steps[index] as TimelineStep;
  const since = within - step.startMs;
  const moving = (!firstRun || index > 0) && since < step.moveMs;
  out.step = index;
  out.pageIndex = step.pageIndex;
  out.fromPageIndex = moving ? step.fromPageIndex : step.pageIndex;
  out.moving = moving;
  out.fraction = moving ? since / step.moveMs : 1;
  return out;
}

/**
 * Length of a recording: one run through every page, then the move from the last page back to
 * the first, so the video ends on the first page at rest (spec §4). 0 without pages.
 */
export function recordingLengthMs(timeline: AnimationTimeline): number {
  const first = timeline.steps[0];
  return first ? timeline.lengthMs + first.moveMs : 0;
}

/**
 * Length of a video of one run: the run, then its last page at rest for at least
 * {@link VIDEO_END_REST_MS} in all. A last page whose move in fills its time (the move as long
 * as "Page shown" or longer) would otherwise end the video on the moment it arrives.
 */
export function videoLengthMs(timeline: AnimationTimeline): number {
  const { steps } = timeline;
  const last = steps.at(-1);
  if (!last) return 0;
  // The first step of a run rests, moving in from nowhere.
  const rest = steps.length === 1 ? last.lengthMs : last.lengthMs - last.moveMs;
  return timeline.lengthMs + Math.max(0, VIDEO_END_REST_MS - rest);
}

/** Where a run ends: its last page, at rest (what a video shows past the run's end). */
export function timelineEndPosition(
  timeline: AnimationTimeline,
  out: TimelinePosition,
): TimelinePosition {
  const index = Math.max(0, timeline.steps.length - 1);
  const pageIndex = timeline.steps[index]?.pageIndex ?? 0;
  out.step = index;
  out.pageIndex = pageIndex;
  out.fromPageIndex = pageIndex;
  out.moving = false;
  out.fraction = 1;
  return out;
}

/** The page shown at rest at `timeMs`, or undefined while objects move (see `restingPageAt`). */
export function restingPageAtTime(timeline: AnimationTimeline, timeMs: number): number | undefined {
  if (timeline.pageCount < 1) return undefined;
  const position = timelinePositionAt(timeline, timeMs);
  return position.moving ? undefined : position.pageIndex;
}

/** Start of page `pageIndex`'s step in the first run; 0 for an unknown page. */
export function pageStartMs(timeline: AnimationTimeline, pageIndex: number): number {
  return timeline.steps.find((step) => step.pageIndex === pageIndex)?.startMs ?? 0;
}

/**
 * First moment page `pageIndex` rests after its move (what "show this page" seeks to). For the
 * first page of a run that is after the length of the move into it, as for every other page. A
 * page whose move in fills its time never rests: it is shown as its move ends, a millisecond
 * before the next page begins (at the move's end itself, the next page would be shown).
 */
export function pageRestMs(timeline: AnimationTimeline, pageIndex: number): number {
  const step = timeline.steps.find((candidate) => candidate.pageIndex === pageIndex);
  if (!step) return 0;
  return step.startMs + Math.min(step.moveMs, Math.max(0, step.lengthMs - 1));
}
