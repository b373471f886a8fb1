import type { XY } from '../board/lines.ts';
import type { ObjectRun } from '../board/page.ts';

/** Below this length (canvas pixels) a run counts as standing still: it has no direction to bend. */
const MIN_RUN_LENGTH = 1e-6;

/** Point at `t` (0–1) of the quadratic Bézier curve from `p0` through control `c` to `p1`. */
export function quadraticPoint(p0: XY, c: XY, p1: XY, t: number): XY {
  const u = 1 - t;
  return {
    x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
    y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y,
  };
}

/**
 * The control point of a bent run from `start` to `end` in canvas coordinates: `run.along` of the
 * way along the straight run, `run.across` run-lengths to its right (see `objectRunSchema`).
 * The midpoint (a straight line) when the run is missing or has no length.
 */
export function runControlPoint(start: XY, end: XY, run: ObjectRun | undefined): XY {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (!run || Math.hypot(dx, dy) < MIN_RUN_LENGTH) {
    return { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  }
  return {
    x: start.x + run.along * dx - run.across * dy,
    y: start.y + run.along * dy + run.across * dx,
  };
}

/** Where the editor draws the run's handle: the curve's own middle (t = 0.5). */
export function runHandlePoint(start: XY, end: XY, run: ObjectRun | undefined): XY {
  return quadraticPoint(start, runControlPoint(start, end, run), end, 0.5);
}

/**
 * The run whose middle lies at `handle`: what dragging the handle there sets. Undefined for a
 * run of no length, which cannot bend (the editor shows no handle for it).
 */
export function runFromHandle(start: XY, end: XY, handle: XY): ObjectRun | undefined {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const lengthSquared = dx * dx + dy * dy;
  if (Math.sqrt(lengthSquared) < MIN_RUN_LENGTH) return undefined;
  // The middle of the curve is (start + 2·control + end) / 4, so control = 2·handle − midpoint.
  const cx = 2 * handle.x - (start.x + end.x) / 2 - start.x;
  const cy = 2 * handle.y - (start.y + end.y) / 2 - start.y;
  return {
    along: (cx * dx + cy * dy) / lengthSquared,
    across: (cy * dx - cx * dy) / lengthSquared,
  };
}

/** Position at eased progress `t` of a run, bent or straight (the animation's own formula). */
export function runPointAt(start: XY, end: XY, run: ObjectRun | undefined, t: number): XY {
  if (!run) {
    return { x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t };
  }
  return quadraticPoint(start, runControlPoint(start, end, run), end, t);
}

/**
 * The run as fabric path commands (`M` then `Q`), for the editor's dotted trail. A straight run
 * is a `Q` through its midpoint, so a trail keeps one shape while it is bent.
 */
export function runTrailPath(
  start: XY,
  end: XY,
  run: ObjectRun | undefined,
): [['M', number, number], ['Q', number, number, number, number]] {
  const control = runControlPoint(start, end, run);
  return [
    ['M', start.x, start.y],
    ['Q', control.x, control.y, end.x, end.y],
  ];
}
