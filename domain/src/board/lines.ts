import { PLAYER_OBJECT_TYPES, PLAYER_RADIUS, PLAYER_STROKE_WIDTH } from './constants.ts';
import type { ArrowHead } from './constants.ts';
import { normalizeObjectType } from './page.ts';
import type { CanvasObject } from './page.ts';

/**
 * Straight lines and arrows (issue 14) are `path` objects whose commands are in page coordinates
 * and whose transform is neutral, so the two ends can be read straight from the data: that is
 * what lets an arrow end follow the player it is attached to, in the editor and in tests alike.
 */

export interface XY {
  x: number;
  y: number;
}

export type PathCommand = (string | number)[];

/** `objectType` of a straight line or arrow. */
export const LINE_OBJECT_TYPE = 'line';
/** Half the opening of an arrow head. */
const HEAD_ANGLE = Math.PI / 7;
/** A line end dropped this near a player's centre is attached to that player. */
export const BINDING_REACH = PLAYER_RADIUS + PLAYER_STROKE_WIDTH + 6;
/** An attached end stops this far outside the player's circle, so the head stays visible. */
const BINDING_GAP = 4;
const ATTACHED_DISTANCE = PLAYER_RADIUS + PLAYER_STROKE_WIDTH / 2 + BINDING_GAP;
/** Ends that moved less than this are left alone, so rounding never makes a history entry. */
const EPSILON = 0.01;

const playerTypes = new Set<string>(Object.values(PLAYER_OBJECT_TYPES));

/** Hundredths of a board pixel are plenty and keep pages small. */
const round = (value: number) => Math.round(value * 100) / 100;

/** How long an arrow head's sides are for a stroke of this width. */
export function arrowHeadLength(strokeWidth: number): number {
  return Math.max(12, strokeWidth * 4);
}

function headCommands(tip: XY, from: XY, length: number): PathCommand[] {
  const angle = Math.atan2(tip.y - from.y, tip.x - from.x);
  const side = (turn: number): XY => ({
    x: tip.x - length * Math.cos(angle + turn),
    y: tip.y - length * Math.sin(angle + turn),
  });
  const a = side(-HEAD_ANGLE);
  const b = side(HEAD_ANGLE);
  return [
    ['M', round(a.x), round(a.y)],
    ['L', round(tip.x), round(tip.y)],
    ['L', round(b.x), round(b.y)],
  ];
}

/** The commands of a straight line from `start` to `end` with heads at the chosen ends. */
export function straightLinePath(
  start: XY,
  end: XY,
  head: ArrowHead,
  strokeWidth: number,
): PathCommand[] {
  const length = arrowHeadLength(strokeWidth);
  const path: PathCommand[] = [
    ['M', round(start.x), round(start.y)],
    ['L', round(end.x), round(end.y)],
  ];
  if (head === 'end' || head === 'both') path.push(...headCommands(end, start, length));
  if (head === 'both') path.push(...headCommands(start, end, length));
  return path;
}

/** The end point of every command, in order (control points left out). */
export function pathPoints(path: readonly PathCommand[]): XY[] {
  const points: XY[] = [];
  for (const command of path) {
    const numbers = command.filter((value): value is number => typeof value === 'number');
    const x = numbers[numbers.length - 2];
    const y = numbers[numbers.length - 1];
    if (x !== undefined && y !== undefined) points.push({ x, y });
  }
  return points;
}

/**
 * A freehand stroke with an arrow head at its last point. The head points along the last stretch
 * of the stroke at least a head long, not along the last mouse sample, which jitters.
 */
export function withArrowHeadAtEnd(
  path: readonly PathCommand[],
  strokeWidth: number,
): PathCommand[] {
  const points = pathPoints(path);
  const tip = points[points.length - 1];
  if (!tip) return [...path];
  const length = arrowHeadLength(strokeWidth);
  let from = points[0] ?? tip;
  for (let i = points.length - 2; i >= 0; i -= 1) {
    const point = points[i];
    if (!point) continue;
    from = point;
    if (Math.hypot(tip.x - point.x, tip.y - point.y) >= length) break;
  }
  if (from.x === tip.x && from.y === tip.y) return [...path];
  return [...path, ...headCommands(tip, from, length)];
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function boxOf(points: readonly XY[]): Box {
  return {
    minX: Math.min(...points.map((point) => point.x)),
    minY: Math.min(...points.map((point) => point.y)),
    maxX: Math.max(...points.map((point) => point.x)),
    maxY: Math.max(...points.map((point) => point.y)),
  };
}

/** A straight line or arrow the editor draws (not a freehand stroke or an older `line`). */
export function isStraightLine(object: CanvasObject): boolean {
  return (
    object.objectType === LINE_OBJECT_TYPE &&
    normalizeObjectType(object.type) === 'path' &&
    Array.isArray(object.path)
  );
}

function originShare(origin: unknown): number {
  if (origin === 'left' || origin === 'top' || origin === undefined) return 0;
  if (origin === 'right' || origin === 'bottom') return 1;
  if (typeof origin === 'number') return origin;
  return 0.5;
}

function rotate(point: XY, degrees: number): XY {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

/**
 * Where the ends of a straight line are on the page, after the coach may have moved, scaled,
 * rotated or flipped it. fabric centres a path's commands on their bounding box and places that
 * box by the object's origin, scale and angle; this follows the same steps.
 */
export function lineEnds(object: CanvasObject): { start: XY; end: XY } | undefined {
  if (!Array.isArray(object.path)) return undefined;
  const points = pathPoints(object.path);
  const [first, second] = points;
  if (!first || !second) return undefined;
  const box = boxOf(points);
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const stroke = object.strokeUniform ? 0 : (object.strokeWidth ?? 1);
  const scaleX = (object.scaleX ?? 1) * (object.flipX ? -1 : 1);
  const scaleY = (object.scaleY ?? 1) * (object.flipY ? -1 : 1);
  const angle = object.angle ?? 0;
  const offset = rotate(
    {
      x: (0.5 - originShare(object.originX)) * (width + stroke) * Math.abs(scaleX),
      y: (0.5 - originShare(object.originY)) * (height + stroke) * Math.abs(scaleY),
    },
    angle,
  );
  const centre = { x: (object.left ?? 0) + offset.x, y: (object.top ?? 0) + offset.y };
  const middle = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
  const place = (point: XY): XY => {
    const turned = rotate(
      { x: (point.x - middle.x) * scaleX, y: (point.y - middle.y) * scaleY },
      angle,
    );
    return { x: centre.x + turned.x, y: centre.y + turned.y };
  };
  return { start: place(first), end: place(second) };
}

/**
 * `base` (style, heads, bindings, uuid) as a straight line from `start` to `end`, with its
 * commands in page coordinates and a neutral transform.
 */
export function lineObject(base: CanvasObject, start: XY, end: XY): CanvasObject {
  const strokeWidth = base.strokeWidth ?? 2;
  const head = base.arrowHead ?? 'none';
  const path = straightLinePath(start, end, head, strokeWidth);
  const box = boxOf(pathPoints(path));
  const {
    skewX: _skewX,
    skewY: _skewY,
    flipX: _flipX,
    flipY: _flipY,
    angle: _angle,
    ...rest
  } = base;
  return {
    ...rest,
    type: 'path',
    objectType: LINE_OBJECT_TYPE,
    path,
    left: (box.minX + box.maxX) / 2,
    top: (box.minY + box.maxY) / 2,
    width: box.maxX - box.minX,
    height: box.maxY - box.minY,
    originX: 'center',
    originY: 'center',
    scaleX: 1,
    scaleY: 1,
    // Heads are filled triangles; the line itself encloses nothing, so only they take the fill.
    fill: head === 'none' ? null : (base.stroke ?? null),
  };
}

/** The same line with its transform baked into its commands, or the object itself if not a line. */
export function normalizedLine(object: CanvasObject): CanvasObject {
  if (!isStraightLine(object)) return object;
  const ends = lineEnds(object);
  return ends ? lineObject(object, ends.start, ends.end) : object;
}

function isPlayer(object: CanvasObject): boolean {
  return playerTypes.has(String(object.objectType));
}

/** The centre of a player on the page (players are only moved, never scaled or turned). */
export function playerCentre(object: CanvasObject): XY {
  const size = 2 * PLAYER_RADIUS + PLAYER_STROKE_WIDTH;
  const width = object.width ?? size;
  const height = object.height ?? size;
  return {
    x: (object.left ?? 0) + (0.5 - originShare(object.originX)) * width,
    y: (object.top ?? 0) + (0.5 - originShare(object.originY)) * height,
  };
}

/** The uuid of the topmost player whose centre is within reach of `point`. */
export function playerAt(objects: readonly CanvasObject[], point: XY): string | undefined {
  for (let i = objects.length - 1; i >= 0; i -= 1) {
    const object = objects[i];
    if (!object || !isPlayer(object)) continue;
    const centre = playerCentre(object);
    if (Math.hypot(centre.x - point.x, centre.y - point.y) <= BINDING_REACH) return object.uuid;
  }
  return undefined;
}

/** The point just outside a player's circle on the way from its centre towards `toward`. */
function attachedEnd(centre: XY, toward: XY): XY {
  const dx = toward.x - centre.x;
  const dy = toward.y - centre.y;
  const distance = Math.hypot(dx, dy);
  if (distance <= ATTACHED_DISTANCE) return centre;
  return {
    x: centre.x + (dx / distance) * ATTACHED_DISTANCE,
    y: centre.y + (dy / distance) * ATTACHED_DISTANCE,
  };
}

function ends(
  start: XY,
  end: XY,
  startCentre: XY | undefined,
  endCentre: XY | undefined,
): { start: XY; end: XY } {
  return {
    start: startCentre ? attachedEnd(startCentre, endCentre ?? end) : start,
    end: endCentre ? attachedEnd(endCentre, startCentre ?? start) : end,
  };
}

/**
 * A new straight line from `start` to `end` in `base`'s style. An end dropped on a player is
 * attached to it (bound arrows, as in Excalidraw) and starts just outside the player's circle.
 */
export function drawnLine(
  base: CanvasObject,
  start: XY,
  end: XY,
  objects: readonly CanvasObject[],
): CanvasObject {
  const startBinding = playerAt(objects, start);
  const endTarget = playerAt(objects, end);
  const endBinding = endTarget === startBinding ? undefined : endTarget;
  const byUuid = new Map(objects.map((object) => [object.uuid, object]));
  const centreOf = (uuid: string | undefined) => {
    const player = uuid === undefined ? undefined : byUuid.get(uuid);
    return player ? playerCentre(player) : undefined;
  };
  const placed = ends(start, end, centreOf(startBinding), centreOf(endBinding));
  const { startBinding: _start, endBinding: _end, ...style } = base;
  return lineObject(
    {
      ...style,
      ...(startBinding === undefined ? {} : { startBinding }),
      ...(endBinding === undefined ? {} : { endBinding }),
    },
    placed.start,
    placed.end,
  );
}

const moved = (a: XY, b: XY) => Math.abs(a.x - b.x) > EPSILON || Math.abs(a.y - b.y) > EPSILON;

/**
 * The attached lines whose ends no longer sit at their players, redrawn so they do: after a
 * player moved, its arrows follow. An end whose player is not on the page stays where it is.
 */
export function followBindings(objects: readonly CanvasObject[]): CanvasObject[] {
  const players = new Map(
    objects.filter(isPlayer).map((object) => [object.uuid, playerCentre(object)]),
  );
  const changed: CanvasObject[] = [];
  for (const object of objects) {
    if (!isStraightLine(object) || (!object.startBinding && !object.endBinding)) continue;
    const current = lineEnds(object);
    if (!current) continue;
    const startCentre = object.startBinding ? players.get(object.startBinding) : undefined;
    const endCentre = object.endBinding ? players.get(object.endBinding) : undefined;
    if (!startCentre && !endCentre) continue;
    const next = ends(current.start, current.end, startCentre, endCentre);
    if (moved(next.start, current.start) || moved(next.end, current.end)) {
      changed.push(lineObject(object, next.start, next.end));
    }
  }
  return changed;
}
