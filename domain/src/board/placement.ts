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
import type { CanvasObject } from './page.ts';

export interface Point {
  left: number;
  top: number;
}

/** Two objects whose anchors are closer than this would be drawn on top of each other. */
export const PLACEMENT_SPACING = 2 * PLAYER_RADIUS + 12;
/** New objects keep this far from the board's edges. */
const EDGE_MARGIN = PLAYER_RADIUS + 4;
/** How many rings or rows are searched before giving up and using the spawn point. */
const MAX_RINGS = 40;

const playerTypes = new Set<string>(Object.values(PLAYER_OBJECT_TYPES));

function inside(point: Point): boolean {
  return (
    point.left >= EDGE_MARGIN &&
    point.left <= CANVAS_WIDTH - EDGE_MARGIN &&
    point.top >= EDGE_MARGIN &&
    point.top <= CANVAS_HEIGHT - EDGE_MARGIN
  );
}

function free(point: Point, taken: readonly Point[]): boolean {
  return taken.every(
    (other) => Math.hypot(other.left - point.left, other.top - point.top) >= PLACEMENT_SPACING,
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
 * their side from the team's spawn point, everything else around the centre spawn point. Falls
 * back to the spawn point when the board is full.
 */
export function freeSpot(object: CanvasObject, existing: readonly CanvasObject[]): Point {
  const taken = existing.map((other) => ({ left: other.left ?? 0, top: other.top ?? 0 }));
  const team = object.team === 'A' || object.team === 'B' ? object.team : undefined;
  const isPlayer = team !== undefined && playerTypes.has(String(object.objectType));
  const start: Point = isPlayer
    ? { left: TEAM_START_LEFT[team], top: TEAM_START_TOP }
    : { left: BALL_START_LEFT, top: BALL_START_TOP };
  const spots = isPlayer ? rowSpots(start) : ringSpots(start);
  for (const spot of spots) {
    if (inside(spot) && free(spot, taken)) return spot;
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
