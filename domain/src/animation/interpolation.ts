import { ANIMATION_STEP_MS, MOVE_DURATION_MS } from '../board/constants.ts';

/** What the animation reads from a canvas object; every other property is carried by the page. */
export interface AnimatedObject {
  uuid?: string;
  left?: number;
  top?: number;
  angle?: number;
  scaleX?: number;
  scaleY?: number;
  opacity?: number;
}

/**
 * How an object takes part in a move: `stay` is on both pages (matched by uuid) and moves,
 * `enter` is only on the new page and fades in where it stands there, `leave` is only on the old
 * page and fades out where it stood.
 */
export type ObjectPresence = 'stay' | 'enter' | 'leave';

/** The state to draw one object in at a moment of the animation. */
export interface ObjectFrame {
  uuid: string | undefined;
  left: number;
  top: number;
  angle: number;
  scaleX: number;
  scaleY: number;
  opacity: number;
  presence: ObjectPresence;
}

/** Where and how an object is drawn, without its identity: what a renderer or a move sets. */
export type ObjectPose = Pick<
  ObjectFrame,
  'left' | 'top' | 'angle' | 'scaleX' | 'scaleY' | 'opacity'
>;

export function poseOf(frame: ObjectFrame): ObjectPose {
  const { left, top, angle, scaleX, scaleY, opacity } = frame;
  return { left, top, angle, scaleX, scaleY, opacity };
}

export interface AnimationFrame {
  /** The current page: the one the pagination shows and the objects are moving to. */
  pageIndex: number;
  /** The page the objects are moving from; equal to `pageIndex` when nothing moves. */
  fromPageIndex: number;
  /** Eased progress of the move, 0 at the page change and 1 once the objects have arrived. */
  progress: number;
  moving: boolean;
  /** New page's objects in its drawing order, then the leaving ones. */
  objects: ObjectFrame[];
}

export type Easing = (progress: number) => number;

export interface TimelineOptions {
  /** Page shown when the animation starts; playback starts from the page the user is on. */
  startIndex?: number;
  easing?: Easing;
  /**
   * Playback speed factor (0.5 = half speed, 2 = double); the caller's clock runs this much
   * faster through the timeline. 1 unless given; non-positive or non-finite values count as 1.
   */
  speed?: number;
}

/** The timeline position reached after `elapsedMs` of the caller's clock at `speed`. */
export function timelineTimeMs(elapsedMs: number, speed = 1): number {
  const factor = Number.isFinite(speed) && speed > 0 ? speed : 1;
  return elapsedMs * factor;
}

/** Slow start, slow stop: players glide rather than jump; symmetric so a move back mirrors it. */
export function easeInOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
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

function lerp(from: number, to: number, progress: number): number {
  return progress >= 1 ? to : from + (to - from) * progress;
}

/** Turns the short way round, so 350° → 10° rotates by 20°, not back by 340°. */
function lerpAngle(from: number, to: number, progress: number): number {
  if (progress >= 1) return to;
  const delta = ((((to - from) % 360) + 540) % 360) - 180;
  return from + delta * progress;
}

function settled(object: AnimatedObject, presence: ObjectPresence): ObjectFrame {
  return {
    uuid: object.uuid,
    left: object.left ?? 0,
    top: object.top ?? 0,
    angle: object.angle ?? 0,
    scaleX: object.scaleX ?? 1,
    scaleY: object.scaleY ?? 1,
    opacity: object.opacity ?? 1,
    presence,
  };
}

/**
 * States of the objects part way through a move from one page to the next. Objects are matched
 * by uuid (the first of duplicates wins; objects without uuid never match), missing properties
 * take fabric's defaults.
 *
 * @param progress - eased progress, 0 (all on `from`) to 1 (all on `to`)
 */
export function interpolateObjects(
  from: readonly AnimatedObject[],
  to: readonly AnimatedObject[],
  progress: number,
): ObjectFrame[] {
  const byUuid = new Map<string, AnimatedObject>();
  for (const object of from) {
    if (object.uuid !== undefined && !byUuid.has(object.uuid)) byUuid.set(object.uuid, object);
  }
  const matched = new Set<string>();
  const frames: ObjectFrame[] = [];

  for (const object of to) {
    const target = settled(object, 'stay');
    const origin =
      object.uuid !== undefined && !matched.has(object.uuid) && byUuid.get(object.uuid);
    if (!origin || object.uuid === undefined) {
      frames.push({ ...target, presence: 'enter', opacity: lerp(0, target.opacity, progress) });
      continue;
    }
    matched.add(object.uuid);
    const start = settled(origin, 'stay');
    frames.push({
      uuid: object.uuid,
      left: lerp(start.left, target.left, progress),
      top: lerp(start.top, target.top, progress),
      angle: lerpAngle(start.angle, target.angle, progress),
      scaleX: lerp(start.scaleX, target.scaleX, progress),
      scaleY: lerp(start.scaleY, target.scaleY, progress),
      opacity: lerp(start.opacity, target.opacity, progress),
      presence: 'stay',
    });
  }

  if (progress < 1) {
    for (const object of byUuid.values()) {
      if (object.uuid !== undefined && matched.has(object.uuid)) continue;
      const start = settled(object, 'leave');
      frames.push({ ...start, opacity: lerp(start.opacity, 0, progress) });
    }
  }
  return frames;
}

/**
 * Everything needed to draw the animation at `timeMs` after it started (the caller's clock;
 * nothing here reads the time). Each page change starts a 1000 ms move from the previous page's
 * object states to the current page's; the remaining 1000 ms of the step show the page at rest.
 */
export function animationFrameAt(
  pages: readonly (readonly AnimatedObject[])[],
  timeMs: number,
  options: TimelineOptions = {},
): AnimationFrame {
  const count = pages.length;
  const startIndex = options.startIndex ?? 0;
  timeMs = timelineTimeMs(timeMs, options.speed);
  const pageIndex = pageIndexAt(timeMs, count, startIndex);
  const linear = moveProgressAt(timeMs);
  const moving = count > 0 && linear < 1;
  const fromPageIndex = moving ? wrap(pageIndex - 1, count) : pageIndex;
  const progress = moving ? (options.easing ?? easeInOutCubic)(linear) : 1;
  const objects = interpolateObjects(pages[fromPageIndex] ?? [], pages[pageIndex] ?? [], progress);
  return { pageIndex, fromPageIndex, progress, moving, objects };
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
