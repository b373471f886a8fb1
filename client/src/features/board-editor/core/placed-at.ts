import { CANVAS_HEIGHT, CANVAS_WIDTH, PLAYER_RADIUS } from '@courtside/domain';
import type { CanvasObject, Point } from '@courtside/domain';

/** A dropped item keeps this far from the board's edges, so a player is never cut in half. */
export const DROP_EDGE_MARGIN = PLAYER_RADIUS + 4;

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * The board point nearest `point` that an item may be dropped on, in whole logical units: a drop
 * on the very edge still lands the item (its centre) inside the board.
 */
export function clampedToBoard(point: Point): Point {
  return {
    left: Math.round(clamp(point.left, DROP_EDGE_MARGIN, CANVAS_WIDTH - DROP_EDGE_MARGIN)),
    top: Math.round(clamp(point.top, DROP_EDGE_MARGIN, CANVAS_HEIGHT - DROP_EDGE_MARGIN)),
  };
}

/** `object` with its anchor (the centre of every drawer item) moved to the dropped `point`. */
export function placedAt(object: CanvasObject, point: Point): CanvasObject {
  return { ...object, ...clampedToBoard(point) };
}
