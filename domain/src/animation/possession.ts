import {
  BALL_RADIUS,
  HELD_BALL_OFFSET,
  PLAYER_RADIUS,
  PLAYER_STROKE_WIDTH,
} from '../board/constants.ts';
import type { Team } from '../board/constants.ts';
import { playerTeamOf } from '../board/player-numbering.ts';
import type { AnimatedObject } from './animation-types.ts';

/** Whether an object is a ball (any kind: quaffle, dodgeball, flag runner). */
export function isBall(object: Pick<AnimatedObject, 'objectType'>): boolean {
  return object.objectType === 'ball';
}

/** Share of the width (or height) left of (or above) an object's origin point. */
function originShare(origin: string | number | undefined): number {
  if (origin === undefined || origin === 'left' || origin === 'top') return 0;
  if (origin === 'right' || origin === 'bottom') return 1;
  if (typeof origin === 'number') return origin;
  return 0.5;
}

/** Drawn size of a player or ball without a stored size: the spec's radius (and border). */
function defaultSize(object: AnimatedObject): number {
  if (object.radius !== undefined) return 2 * object.radius;
  if (isBall(object)) return 2 * BALL_RADIUS;
  return playerTeamOf(object) ? 2 * PLAYER_RADIUS + PLAYER_STROKE_WIDTH : 0;
}

/** From an object's `left` to its centre; 0 for the centred players and balls the editor makes. */
export function centreShiftX(object: AnimatedObject): number {
  const width = (object.width ?? defaultSize(object)) * Math.abs(object.scaleX ?? 1);
  return (0.5 - originShare(object.originX)) * width;
}

/** From an object's `top` to its centre. */
export function centreShiftY(object: AnimatedObject): number {
  const height = (object.height ?? defaultSize(object)) * Math.abs(object.scaleY ?? 1);
  return (0.5 - originShare(object.originY)) * height;
}

/**
 * Where a ball held by `carrier` is drawn (its `left`/`top`): its centre `HELD_BALL_OFFSET` from
 * the carrier's. The editor puts a ball dropped on a player here; playback draws it here too.
 */
export function heldBallPosition(
  carrier: AnimatedObject,
  ball: AnimatedObject,
): { left: number; top: number } {
  return {
    left: (carrier.left ?? 0) + centreShiftX(carrier) + HELD_BALL_OFFSET.x - centreShiftX(ball),
    top: (carrier.top ?? 0) + centreShiftY(carrier) + HELD_BALL_OFFSET.y - centreShiftY(ball),
  };
}

/**
 * The object holding `ball` among a page's top-level objects (or their first occurrences by
 * uuid): the first with the uuid its `heldBy` names, unless that is a ball. Undefined for a loose
 * ball.
 */
export function carrierOf(
  objects: readonly AnimatedObject[] | ReadonlyMap<string, AnimatedObject>,
  ball: AnimatedObject,
): AnimatedObject | undefined {
  const { heldBy } = ball;
  if (heldBy === undefined || heldBy === ball.uuid) return undefined;
  const carrier = Array.isArray(objects)
    ? (objects as readonly AnimatedObject[]).find((object) => object.uuid === heldBy)
    : (objects as ReadonlyMap<string, AnimatedObject>).get(heldBy);
  return carrier && !isBall(carrier) ? carrier : undefined;
}

/** Dodgeballs on a page by who holds them, and which team has control (issue 16 overlay). */
export interface DodgeballCount {
  A: number;
  B: number;
  /** On the court or held by someone who is not a team's player. */
  loose: number;
  /** The team holding at least two and more than the other ("two of three"); else undefined. */
  control: Team | undefined;
}

/** Counts a page's dodgeballs by the team of their carrier (top-level objects only). */
export function dodgeballCount(objects: readonly AnimatedObject[]): DodgeballCount {
  const count: DodgeballCount = { A: 0, B: 0, loose: 0, control: undefined };
  for (const object of objects) {
    if (!isBall(object) || object.ballType !== 'Dodgeball') continue;
    const carrier = carrierOf(objects, object);
    const team = carrier ? playerTeamOf(carrier) : undefined;
    if (team) count[team] += 1;
    else count.loose += 1;
  }
  if (count.A >= 2 && count.A > count.B) count.control = 'A';
  else if (count.B >= 2 && count.B > count.A) count.control = 'B';
  return count;
}
