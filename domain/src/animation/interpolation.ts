import { ANIMATION_STEP_MS, MOVE_DURATION_MS } from '../board/constants.ts';
import type { AnimatedObject, ObjectFrame, ObjectPose } from './animation-types.ts';
import { evaluateTransition, prepareTransition } from './transition.ts';

// The spec's fixed timing (every page 2000 ms, every move 1000 ms) by page count. Pages with their
// own timing (issue 16) need the pages themselves: use `BoardAnimation` for those.

export function poseOf(frame: ObjectFrame): ObjectPose {
  const { left, top, angle, scaleX, scaleY, opacity } = frame;
  return { left, top, angle, scaleX, scaleY, opacity };
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Number of page changes that have happened by `timeMs` (negative times count as 0). */
export function animationStepAt(timeMs: number): number {
  return Math.floor(Math.max(0, timeMs) / ANIMATION_STEP_MS);
}

/**
 * Index of the page current at `timeMs` after the animation started on `startIndex` (spec §4):
 * it advances every 2000 ms and wraps from the last page to the first. 0 when there are no pages.
 */
export function pageIndexAt(timeMs: number, pageCount: number, startIndex = 0): number {
  if (pageCount < 1) return 0;
  return wrap(startIndex + animationStepAt(timeMs), pageCount);
}

/**
 * Linear progress (0–1) of the move into the current page: objects move during the first
 * 1000 ms after each page change, then rest. Before the first change nothing moves, so it is 1.
 */
export function moveProgressAt(timeMs: number): number {
  if (animationStepAt(timeMs) === 0) return 1;
  const sinceChange = Math.max(0, timeMs) % ANIMATION_STEP_MS;
  return Math.min(1, sinceChange / MOVE_DURATION_MS);
}

const unchanged = (progress: number) => progress;

/**
 * States of the objects part way through a move from one page to the next. Objects are matched
 * by uuid (the first of duplicates wins; objects without uuid never match), missing properties
 * take fabric's defaults. Animation data on `from` (runs, timing, passes) applies as in playback.
 *
 * @param progress - eased progress, 0 (all on `from`) to 1 (all on `to`)
 */
export function interpolateObjects(
  from: readonly AnimatedObject[],
  to: readonly AnimatedObject[],
  progress: number,
): ObjectFrame[] {
  return evaluateTransition(prepareTransition(from, to, unchanged), progress);
}

/**
 * Length of a recording of `pageCount` pages (spec §4): every page is shown for one step, then
 * the last wraps to the first and the recording stops once that move has finished, so the video
 * ends on the first page at rest. 0 without pages.
 */
export function recordingDurationMs(pageCount: number): number {
  if (pageCount < 1) return 0;
  return pageCount * ANIMATION_STEP_MS + MOVE_DURATION_MS;
}
