import {
  BALL_START_LEFT,
  BALL_START_TOP,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  PLAYER_OBJECT_TYPES,
  PLAYER_RADIUS,
  TEAM_START_LEFT,
  TEAM_START_TOP,
} from './constants.ts';
import { type BoardPoint, objectCentre, objectSize } from './alignment.ts';
import type { CanvasObject } from './page.ts';

export interface Point {
  left: number;
  top: number;
}

/** Two objects whose anchors are closer than this would be drawn on top of each other. */
export const PLACEMENT_SPACING = 2 * PLAYER_RADIUS + 12;
/** The gap new objects keep from the board's edges. */
const EDGE_GAP = 4;
/** How many rings or rows are searched before giving up and using the spawn point. */
const MAX_RINGS = 40;

const playerTypes = new Set<string>(Object.values(PLAYER_OBJECT_TYPES));

/** Half the width and height of the upright box an object covers, around its centre. */
interface Reach {
  x: number;
  y: number;
}

/** The gap new objects keep from others, beyond their own reach. */
const PLACEMENT_GAP = PLACEMENT_SPACING - 2 * PLAYER_RADIUS;
/** fabric's text line height, in font sizes, where a text leaves its own out. */
const FABRIC_LINE_HEIGHT = 1.16;
/** Players and balls count as a player's circle, so a team lines up a spacing apart. */
const PLAYER_REACH: Reach = { x: PLAYER_RADIUS, y: PLAYER_RADIUS };

/**
 * What `object` covers around its centre. A new object may not know its size yet (fabric measures
 * groups and text when it draws them): a line then spans its ends, a text its lines of type.
 * Nothing counts as smaller than a player.
 */
function reachOf(object: CanvasObject): Reach {
  if (isMoveOnly(object)) return PLAYER_REACH;
  let { width, height } = objectSize(object);
  const stroke = object.strokeWidth ?? 0;
  if (object.width === undefined && object.x1 !== undefined && object.x2 !== undefined) {
    width = Math.abs(object.x2 - object.x1) * Math.abs(object.scaleX ?? 1) + stroke;
  }
  if (object.height === undefined && object.y1 !== undefined && object.y2 !== undefined) {
    height = Math.abs(object.y2 - object.y1) * Math.abs(object.scaleY ?? 1) + stroke;
  }
  if (object.height === undefined && typeof object.text === 'string' && object.fontSize) {
    const lines = object.text.split('\n').length;
    const lineHeight = object.lineHeight ?? FABRIC_LINE_HEIGHT;
    height = lines * object.fontSize * lineHeight * Math.abs(object.scaleY ?? 1);
  }
  const radians = ((object.angle ?? 0) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return {
    x: Math.max(PLAYER_RADIUS, (width * cos + height * sin) / 2),
    y: Math.max(PLAYER_RADIUS, (width * sin + height * cos) / 2),
  };
}

interface Covered {
  centre: BoardPoint;
  reach: Reach;
}

/** Whether an object reaching `reach` around `point` keeps the gap from the board's edges. */
function inside(point: Point, reach: Reach): boolean {
  // A reach is never less than a player's radius (`reachOf`), the margin the edges had before.
  const marginX = reach.x + EDGE_GAP;
  const marginY = reach.y + EDGE_GAP;
  return (
    point.left >= marginX &&
    point.left <= CANVAS_WIDTH - marginX &&
    point.top >= marginY &&
    point.top <= CANVAS_HEIGHT - marginY
  );
}

/** Whether an object reaching `reach` around `point` keeps the gap from every covered box. */
function free(point: Point, reach: Reach, taken: readonly Covered[]): boolean {
  return taken.every(
    (other) =>
      Math.abs(other.centre.x - point.left) >= reach.x + other.reach.x + PLACEMENT_GAP ||
      Math.abs(other.centre.y - point.top) >= reach.y + other.reach.y + PLACEMENT_GAP,
  );
}

/** Spots in a row along the side line, nearest first, then the rows further into the court. */
function* rowSpots(start: Point): Generator<Point> {
  const towardsCentre = start.top > CANVAS_HEIGHT / 2 ? -1 : 1;
  for (let row = 0; row < MAX_RINGS; row += 1) {
    const top = start.top + towardsCentre * row * PLACEMENT_SPACING;
    for (let step = 0; step < MAX_RINGS; step += 1) {
      // 0, +1, −1, +2, −2 … spacings along the row.
      const offset = step === 0 ? 0 : Math.ceil(step / 2) * (step % 2 === 1 ? 1 : -1);
      yield { left: start.left + offset * PLACEMENT_SPACING, top };
    }
  }
}

/** Spots on square rings around the start, each ring nearest first. */
function* ringSpots(start: Point): Generator<Point> {
  yield start;
  for (let ring = 1; ring < MAX_RINGS; ring += 1) {
    const spots: Point[] = [];
    for (let dx = -ring; dx <= ring; dx += 1) {
      for (let dy = -ring; dy <= ring; dy += 1) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue;
        spots.push({
          left: start.left + dx * PLACEMENT_SPACING,
          top: start.top + dy * PLACEMENT_SPACING,
        });
      }
    }
    spots.sort(
      (a, b) =>
        Math.hypot(a.left - start.left, a.top - start.top) -
        Math.hypot(b.left - start.left, b.top - start.top),
    );
    yield* spots;
  }
}

/**
 * Where a new object goes so it lands on no other (issue 14): players of a team in a row along
 * their side from the team's spawn point, everything else around the centre spawn point. Each
 * object counts with the box it covers, so a new hoop keeps off a wide text's edge. Where boxes
 * leave no room (a stroke drawn across the whole court covers it all), objects count as a
 * player's circle around their centre; on a full board the spawn point is used.
 */
export function freeSpot(object: CanvasObject, existing: readonly CanvasObject[]): Point {
  const covered = existing.map((other) => ({ centre: objectCentre(other), reach: reachOf(other) }));
  const centres = covered.map(({ centre }) => ({ centre, reach: PLAYER_REACH }));
  const reach = reachOf(object);
  const team = object.team === 'A' || object.team === 'B' ? object.team : undefined;
  const isPlayer = team !== undefined && playerTypes.has(String(object.objectType));
  const start: Point = isPlayer
    ? { left: TEAM_START_LEFT[team], top: TEAM_START_TOP }
    : { left: BALL_START_LEFT, top: BALL_START_TOP };
  for (const taken of [covered, centres]) {
    const spots = isPlayer ? rowSpots(start) : ringSpots(start);
    for (const spot of spots) {
      if (inside(spot, reach) && free(spot, reach, taken)) return spot;
    }
  }
  return start;
}

/** `object` moved to its {@link freeSpot}. */
export function placedFree(object: CanvasObject, existing: readonly CanvasObject[]): CanvasObject {
  return { ...object, ...freeSpot(object, existing) };
}

/**
 * Players and balls only move (issue 14): a stretched or turned player means nothing on a
 * tactic board. Cones, hoops, ladders, hurdles, lines and text may be rotated and scaled.
 */
export function isMoveOnly(object: Pick<CanvasObject, 'objectType'>): boolean {
  return object.objectType === 'ball' || playerTypes.has(String(object.objectType));
}
