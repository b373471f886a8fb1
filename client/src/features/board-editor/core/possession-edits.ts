import {
  BALL_RADIUS,
  HELD_BALL_OFFSET,
  PLAYER_RADIUS,
  heldBallPosition,
  isBall,
  playerTeamOf,
} from '@courtside/domain';
import type { CanvasObject, PassStyle } from '@courtside/domain';

/**
 * A ball dropped with its centre this close to a player's centre is caught by the player: the
 * two circles touch. A held ball sits {@link HELD_BALL_OFFSET} (about 21) from its carrier, so a
 * held ball nudged a little stays held.
 */
export const CATCH_DISTANCE = PLAYER_RADIUS + BALL_RADIUS;

export function isPlayer(object: CanvasObject): boolean {
  return playerTeamOf(object) !== undefined;
}

/** From the ball's centre to the player's, as `left`/`top` of the ball would differ. */
function centreDistance(player: CanvasObject, ball: CanvasObject): number {
  const held = heldBallPosition(player, ball);
  const dx = held.left - HELD_BALL_OFFSET.x - (ball.left ?? 0);
  const dy = held.top - HELD_BALL_OFFSET.y - (ball.top ?? 0);
  return Math.hypot(dx, dy);
}

/** The player a ball lying at its place is caught by: the nearest one it touches, if any. */
export function catcherOf(
  objects: readonly CanvasObject[],
  ball: CanvasObject,
): CanvasObject | undefined {
  let best: CanvasObject | undefined;
  let bestDistance = CATCH_DISTANCE;
  for (const object of objects) {
    if (!isPlayer(object) || object.uuid === ball.uuid) continue;
    const distance = centreDistance(object, ball);
    if (distance <= bestDistance) {
      best = object;
      bestDistance = distance;
    }
  }
  return best;
}

function placedAt(ball: CanvasObject, carrier: CanvasObject): CanvasObject {
  const { left, top } = heldBallPosition(carrier, ball);
  return { ...ball, heldBy: carrier.uuid, left, top };
}

/**
 * What possession makes of a change in which the objects `moved` were moved (issue 16): a moved
 * ball that touches a player is held by the nearest one and sits at its side; a moved ball that
 * touches none is loose; a held ball whose carrier moved (and which was not moved itself) goes
 * with it. Only the objects that change are returned, in page order.
 */
export function possessionAfterMove(
  objects: readonly CanvasObject[],
  moved: ReadonlySet<string>,
): CanvasObject[] {
  const byUuid = new Map(objects.map((object) => [object.uuid, object]));
  const changed: CanvasObject[] = [];
  for (const object of objects) {
    if (!isBall(object)) continue;
    let next = object;
    if (moved.has(object.uuid)) {
      const catcher = catcherOf(objects, object);
      if (catcher) next = placedAt(object, catcher);
      else if (object.heldBy !== undefined) {
        const { heldBy: _dropped, ...loose } = object;
        next = loose;
      }
    } else if (object.heldBy !== undefined && moved.has(object.heldBy)) {
      const carrier = byUuid.get(object.heldBy);
      if (carrier && isPlayer(carrier)) next = placedAt(object, carrier);
    }
    if (
      next !== object &&
      (next.left !== object.left || next.top !== object.top || next.heldBy !== object.heldBy)
    ) {
      changed.push(next);
    }
  }
  return changed;
}

/** What the selection offers for the animation: players to knock out, a ball to pass. */
export interface SelectionAnimation {
  /** Selected players. */
  players: number;
  /** Every selected player is knocked out (and there is one). */
  knockedOut: boolean;
  /**
   * One ball selected that changes hands (or is thrown or picked up) on the way to the next
   * page: how it flies. Undefined otherwise.
   */
  pass: PassStyle | undefined;
  /** One object selected that moves to the next page: whether its run is bent. */
  run: 'straight' | 'bent' | undefined;
}

export const noSelectionAnimation: SelectionAnimation = {
  players: 0,
  knockedOut: false,
  pass: undefined,
  run: undefined,
};

/** Who holds the ball with this uuid on a page; undefined when loose or not there. */
function holderOn(objects: readonly CanvasObject[], uuid: string): string | undefined | null {
  const ball = objects.find((object) => object.uuid === uuid);
  if (!ball) return null;
  const carrier = ball.heldBy && objects.find((object) => object.uuid === ball.heldBy);
  return carrier && isPlayer(carrier) ? carrier.uuid : undefined;
}

/**
 * The animation state of the `selected` objects on a page whose next page holds `nextObjects`.
 * A ball is passed when its carrier differs on the next page (one of them may be none: a throw
 * or a pick-up); a ball missing on the next page is not passed.
 */
export function selectionAnimationOf(
  selected: readonly CanvasObject[],
  pageObjects: readonly CanvasObject[],
  nextObjects: readonly CanvasObject[] | undefined,
): SelectionAnimation {
  const players = selected.filter(isPlayer);
  const knockedOut = players.length > 0 && players.every((player) => player.knockedOut === true);
  let pass: PassStyle | undefined;
  const [only] = selected;
  if (selected.length === 1 && only && isBall(only) && nextObjects) {
    const next = holderOn(nextObjects, only.uuid);
    if (next !== null && next !== holderOn(pageObjects, only.uuid)) {
      pass = only.pass?.style ?? 'straight';
    }
  }
  if (players.length === 0 && pass === undefined) return noSelectionAnimation;
  return { players: players.length, knockedOut, pass, run: undefined };
}
