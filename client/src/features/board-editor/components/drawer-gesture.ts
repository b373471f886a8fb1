/** How far (CSS px) a pointer may wander before a press is no longer a click or tap. */
export const DRAG_THRESHOLD = 8;
/** A finger held still this long on a drawer item picks it up, whichever way it then moves. */
export const LONG_PRESS_MS = 350;

/** What a press on a drawer item has become: still undecided, a drag, or not ours. */
export type PressOutcome = 'undecided' | 'drag' | 'release';

/** Which way the drawer's list scrolls: up and down (beside the board) or sideways (below it). */
export type ScrollAxis = 'x' | 'y';

export interface PressSample {
  pointerType: string;
  /** Movement since the press, in CSS px. */
  dx: number;
  dy: number;
  /** Time since the press, in ms. */
  heldMs: number;
  /** The drawer's scrolling; `y` unless given. */
  scrollAxis?: ScrollAxis;
}

/**
 * Tells a drag apart from a click and from scrolling the drawer. A mouse drags once it moves past
 * the threshold. A finger or pen moving mostly across the drawer's scrolling drags (a drawer
 * beside the board scrolls up and down, the board lies to the side; a tray below it scrolls
 * sideways, the board lies above); moving along it is left to the browser to scroll the drawer;
 * held still for a long press it drags in any direction.
 */
export function pressOutcome({
  pointerType,
  dx,
  dy,
  heldMs,
  scrollAxis = 'y',
}: PressSample): PressOutcome {
  const moved = Math.hypot(dx, dy) >= DRAG_THRESHOLD;
  if (pointerType === 'mouse') return moved ? 'drag' : 'undecided';
  if (!moved) return heldMs >= LONG_PRESS_MS ? 'drag' : 'undecided';
  const [across, along] = scrollAxis === 'y' ? [dx, dy] : [dy, dx];
  return Math.abs(across) > Math.abs(along) ? 'drag' : 'release';
}
