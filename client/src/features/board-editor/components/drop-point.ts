import { CANVAS_HEIGHT, CANVAS_WIDTH, type Point } from '@courtside/domain';

/** Where the canvas is drawn on the screen, in CSS pixels (a `DOMRect` will do). */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The logical board point (1220×686) under the screen point `clientX`, `clientY` on a canvas
 * drawn in `rect`, or `undefined` off the canvas. The board is drawn at the display scale from its
 * top-left corner, as the canvas's zoom does, so a drop maps back by the same scale. Taken from
 * the canvas's own box rather than the element under the pointer: the temporary drawer's backdrop
 * covers the canvas while an item is dragged out of it.
 */
export function boardPointAt(
  clientX: number,
  clientY: number,
  rect: ScreenRect,
): Point | undefined {
  if (!(rect.width > 0 && rect.height > 0)) return undefined;
  const x = clientX - rect.left;
  const y = clientY - rect.top;
  if (x < 0 || y < 0 || x > rect.width || y > rect.height) return undefined;
  const scale = Math.min(rect.width / CANVAS_WIDTH, rect.height / CANVAS_HEIGHT);
  return { left: x / scale, top: y / scale };
}
