import { CANVAS_HEIGHT, CANVAS_WIDTH } from './constants.ts';
import type { CanvasObject } from './page.ts';

/** A position on the board in board pixels (the logical 1220 × 686 canvas). */
export interface BoardPoint {
  x: number;
  y: number;
}

/** Spacing of the snapping grid in board pixels. */
export const GRID_SIZE = 20;
/** How close (board pixels) a centre must come to another centre's line to snap to it. */
export const GUIDE_THRESHOLD = 6;
/** The board's centre lines take part in the guides like another object's centre. */
export const BOARD_CENTRE: Readonly<BoardPoint> = { x: CANVAS_WIDTH / 2, y: CANVAS_HEIGHT / 2 };

/** The nearest grid crossing to `point`. A grid size that is not positive leaves it in place. */
export function snapToGrid(point: BoardPoint, gridSize: number = GRID_SIZE): BoardPoint {
  if (!(gridSize > 0)) return { x: point.x, y: point.y };
  // `|| 0` turns the -0 of rounding a small negative number into 0.
  return {
    x: Math.round(point.x / gridSize) * gridSize || 0,
    y: Math.round(point.y / gridSize) * gridSize || 0,
  };
}

/**
 * The lines a moving centre can snap to, sorted and without repeats so that each pointer move
 * only does two binary searches. Build it once when a drag starts.
 */
export interface GuideTargets {
  /** x of every vertical centre line, ascending. */
  readonly xs: Float64Array;
  /** y of every horizontal centre line, ascending. */
  readonly ys: Float64Array;
}

function sortedUnique(values: number[]): Float64Array {
  const sorted = Float64Array.from(values.filter(Number.isFinite)).sort();
  let count = 0;
  for (const value of sorted) {
    if (count === 0 || sorted[count - 1] !== value) sorted[count++] = value;
  }
  return sorted.slice(0, count);
}

/** Guide lines through `centres` and, unless left out, through the board's centre. */
export function guideTargets(
  centres: Iterable<BoardPoint>,
  { boardCentre = true }: { boardCentre?: boolean } = {},
): GuideTargets {
  const xs: number[] = boardCentre ? [BOARD_CENTRE.x] : [];
  const ys: number[] = boardCentre ? [BOARD_CENTRE.y] : [];
  for (const centre of centres) {
    xs.push(centre.x);
    ys.push(centre.y);
  }
  return { xs: sortedUnique(xs), ys: sortedUnique(ys) };
}

/** The value in ascending `sorted` nearest to `value`, if it is within `threshold`. */
function nearest(sorted: Float64Array, value: number, threshold: number): number | null {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  // Only the neighbours of the insertion point can be nearest.
  const below = low > 0 ? sorted[low - 1] : undefined;
  const above = sorted[low];
  const belowDistance = below === undefined ? Infinity : value - below;
  const aboveDistance = above === undefined ? Infinity : above - value;
  if (Math.min(belowDistance, aboveDistance) > threshold) return null;
  return (belowDistance <= aboveDistance ? below : above) ?? null;
}

/** Where a dragged centre snaps to, and the guide lines that show why. */
export interface GuideMatch {
  /** The centre after snapping; an axis without a guide keeps the dragged value. */
  x: number;
  y: number;
  /** x of the vertical guide line to draw, or null. */
  vertical: number | null;
  /** y of the horizontal guide line to draw, or null. */
  horizontal: number | null;
}

/**
 * Snaps a dragged object's centre to the nearest other centre line on each axis within
 * `threshold`, independently: lining up with one player's x and another's y both show.
 */
export function matchGuides(
  centre: BoardPoint,
  targets: GuideTargets,
  threshold: number = GUIDE_THRESHOLD,
): GuideMatch {
  const vertical = nearest(targets.xs, centre.x, threshold);
  const horizontal = nearest(targets.ys, centre.y, threshold);
  return {
    x: vertical ?? centre.x,
    y: horizontal ?? centre.y,
    vertical,
    horizontal,
  };
}

/** Share of the width left of the origin: `left` 0, `center` 0.5, `right` 1, or fabric's number. */
function originShare(origin: CanvasObject['originX']): number {
  if (typeof origin === 'number') return origin;
  if (origin === 'center') return 0.5;
  if (origin === 'right' || origin === 'bottom') return 1;
  // Pages drawn before fabric 6 leave the origin out and mean the top left corner.
  return 0;
}

/** An object's unturned size as fabric draws it: its width and height scaled, with the stroke. */
export function objectSize(object: CanvasObject): { width: number; height: number } {
  const radiusX = object.radius ?? object.rx;
  const radiusY = object.radius ?? object.ry;
  const width = object.width ?? (radiusX === undefined ? 0 : 2 * radiusX);
  const height = object.height ?? (radiusY === undefined ? 0 : 2 * radiusY);
  // As fabric measures: the stroke scales with the object unless it is uniform. A stroke left
  // out of the JSON counts as none, which is off by half a pixel at most for old shapes.
  const stroke = object.strokeWidth ?? 0;
  const scaleX = Math.abs(object.scaleX ?? 1);
  const scaleY = Math.abs(object.scaleY ?? 1);
  return object.strokeUniform
    ? { width: width * scaleX + stroke, height: height * scaleY + stroke }
    : { width: (width + stroke) * scaleX, height: (height + stroke) * scaleY };
}

/**
 * The centre of a stored object on the page. Objects the editor makes are placed by their centre
 * already; older ones by another origin, from which the centre lies half the (scaled) size away,
 * turned with the object.
 */
export function objectCentre(object: CanvasObject): BoardPoint {
  const left = object.left ?? 0;
  const top = object.top ?? 0;
  const shareX = originShare(object.originX);
  const shareY = originShare(object.originY);
  if (shareX === 0.5 && shareY === 0.5) return { x: left, y: top };
  const { width, height } = objectSize(object);
  const dx = (0.5 - shareX) * width;
  const dy = (0.5 - shareY) * height;
  const radians = ((object.angle ?? 0) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: left + dx * cos - dy * sin, y: top + dx * sin + dy * cos };
}

/** The part of the board an object covers, as the box around it turned: its edges' x and y. */
export interface BoardBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The upright box around a stored object, turned as it is drawn. */
export function objectBox(object: CanvasObject): BoardBox {
  const centre = objectCentre(object);
  const { width, height } = objectSize(object);
  const radians = ((object.angle ?? 0) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfX = (width * cos + height * sin) / 2;
  const halfY = (width * sin + height * cos) / 2;
  return {
    left: centre.x - halfX,
    top: centre.y - halfY,
    right: centre.x + halfX,
    bottom: centre.y + halfY,
  };
}

/** `object` moved, without any other change, so that its centre is at `centre`. */
export function withCentre(object: CanvasObject, centre: BoardPoint): CanvasObject {
  const current = objectCentre(object);
  const left = object.left ?? 0;
  const top = object.top ?? 0;
  // Subtracting the origin's offset (0 for centred objects) keeps the result exact.
  return {
    ...object,
    left: centre.x - (current.x - left),
    top: centre.y - (current.y - top),
  };
}

/**
 * How a selection is lined up: `row` gives every centre the same y, `column` the same x (the mean
 * of the selection's), `spread` keeps the two outermost objects and spaces the others evenly
 * between them along the axis the selection extends most in.
 */
export type AlignKind = 'row' | 'column' | 'spread';

/** How many objects each kind needs before it means anything. */
export const ALIGN_MIN_OBJECTS: Readonly<Record<AlignKind, number>> = {
  row: 2,
  column: 2,
  spread: 3,
};

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function spread(centres: readonly BoardPoint[]): BoardPoint[] {
  const xs = centres.map((centre) => centre.x);
  const ys = centres.map((centre) => centre.y);
  const axis: keyof BoardPoint =
    Math.max(...xs) - Math.min(...xs) >= Math.max(...ys) - Math.min(...ys) ? 'x' : 'y';
  // Ties keep the selection's order, so spreading twice changes nothing the second time.
  const order = centres
    .map((centre, index) => ({ value: centre[axis], index }))
    .sort((a, b) => a.value - b.value || a.index - b.index);
  const first = order[0]?.value ?? 0;
  const step = ((order.at(-1)?.value ?? 0) - first) / (order.length - 1);
  const result = centres.map((centre) => ({ ...centre }));
  order.forEach(({ index }, rank) => {
    const target = result[index];
    if (target && rank > 0 && rank < order.length - 1) target[axis] = first + rank * step;
  });
  return result;
}

/** The centres after lining them up as `kind` says; the same order as given. */
export function alignedCentres(centres: readonly BoardPoint[], kind: AlignKind): BoardPoint[] {
  if (centres.length < ALIGN_MIN_OBJECTS[kind]) return centres.map((centre) => ({ ...centre }));
  switch (kind) {
    case 'row': {
      const y = mean(centres.map((centre) => centre.y));
      return centres.map((centre) => ({ x: centre.x, y }));
    }
    case 'column': {
      const x = mean(centres.map((centre) => centre.x));
      return centres.map((centre) => ({ x, y: centre.y }));
    }
    case 'spread':
      return spread(centres);
  }
}

/**
 * The objects lined up as `kind` says, each moved by its centre and otherwise unchanged, in the
 * order given. Fewer objects than {@link ALIGN_MIN_OBJECTS} come back as they are.
 */
export function alignObjects(objects: readonly CanvasObject[], kind: AlignKind): CanvasObject[] {
  const centres = objects.map(objectCentre);
  const aligned = alignedCentres(centres, kind);
  return objects.map((object, index) => {
    const before = centres[index];
    const after = aligned[index];
    if (!before || !after || (before.x === after.x && before.y === after.y)) return object;
    return withCentre(object, after);
  });
}
