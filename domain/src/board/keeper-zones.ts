import type { Team } from './constants.ts';
import { toCourtBackground } from './same-origin-path.ts';

/**
 * A team's keeper zone on a court picture, in board pixels: the grass between the team's end line
 * and its keeper line, inside the white lines (half a line's width in from each line's centre), so
 * a tint over it leaves the lines white.
 *
 * On the end line's side the pitch has rounded corners: `cornerRadius` long from the corner on
 * both lines, drawn as a circle's quarter (`arc`, the full court's rounded rectangle) or as a
 * quadratic curve through the corner (`quadratic`, the half court's path).
 */
export interface KeeperZone {
  /** The team defending the hoops in this zone: A on the left, B on the right (formations.ts). */
  team: Team;
  /** x of the zone's edge along the keeper line. */
  keeperLineX: number;
  /** x of the zone's edge along the end line. */
  endLineX: number;
  top: number;
  bottom: number;
  cornerRadius: number;
  corner: 'arc' | 'quadratic';
}

// Lines of client/public/full-court.svg and half-court.svg (19 px per metre): the boundary is 4 px
// wide, keeper lines 3 px. Full court: boundary x 40–1180, y 29.5–656.5 with rx 114; keeper lines
// at 401 and 819. Half court: the full court's right half moved 190 px left, so its one zone is
// team B's: keeper line at 629, end line at 990.
const BOUNDARY_HALF_WIDTH = 2;
const KEEPER_LINE_HALF_WIDTH = 1.5;
const TOP = 29.5 + BOUNDARY_HALF_WIDTH;
const BOTTOM = 656.5 - BOUNDARY_HALF_WIDTH;
const CORNER_RADIUS = 114 - BOUNDARY_HALF_WIDTH;

const FULL_COURT: readonly KeeperZone[] = [
  {
    team: 'A',
    keeperLineX: 401 - KEEPER_LINE_HALF_WIDTH,
    endLineX: 40 + BOUNDARY_HALF_WIDTH,
    top: TOP,
    bottom: BOTTOM,
    cornerRadius: CORNER_RADIUS,
    corner: 'arc',
  },
  {
    team: 'B',
    keeperLineX: 819 + KEEPER_LINE_HALF_WIDTH,
    endLineX: 1180 - BOUNDARY_HALF_WIDTH,
    top: TOP,
    bottom: BOTTOM,
    cornerRadius: CORNER_RADIUS,
    corner: 'arc',
  },
];

const HALF_COURT: readonly KeeperZone[] = [
  {
    team: 'B',
    keeperLineX: 629 + KEEPER_LINE_HALF_WIDTH,
    endLineX: 990 - BOUNDARY_HALF_WIDTH,
    top: TOP,
    bottom: BOTTOM,
    cornerRadius: CORNER_RADIUS,
    corner: 'quadratic',
  },
];

/**
 * The keeper zones of a page's court picture (its `backgroundImage.src`, absolute or not); none
 * for the empty court and for anything that is not one of our courts.
 */
export function keeperZones(background: unknown): readonly KeeperZone[] {
  const court = toCourtBackground(background);
  if (court === '/full-court.svg') return FULL_COURT;
  if (court === '/half-court.svg') return HALF_COURT;
  return [];
}

/** The calls {@link traceKeeperZone} makes: a subset of the canvas 2D path API. */
export interface ZonePen {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arcTo(x1: number, y1: number, x2: number, y2: number, radius: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  closePath(): void;
}

/**
 * Traces a zone's outline with `pen` (a 2D canvas context fits): along the keeper line, the top
 * line, round the corner, down the end line, round the other corner and back. The caller begins
 * the path and fills it.
 */
export function traceKeeperZone(zone: KeeperZone, pen: ZonePen): void {
  const { keeperLineX, endLineX, top, bottom, corner } = zone;
  // Toward the end line: +1 when it lies right of the keeper line.
  const outward = Math.sign(endLineX - keeperLineX) || 1;
  const radius = Math.max(
    0,
    Math.min(zone.cornerRadius, Math.abs(endLineX - keeperLineX), (bottom - top) / 2),
  );
  const cornerStartX = endLineX - outward * radius;
  pen.moveTo(keeperLineX, bottom);
  pen.lineTo(keeperLineX, top);
  pen.lineTo(cornerStartX, top);
  if (corner === 'arc') pen.arcTo(endLineX, top, endLineX, top + radius, radius);
  else pen.quadraticCurveTo(endLineX, top, endLineX, top + radius);
  pen.lineTo(endLineX, bottom - radius);
  if (corner === 'arc') pen.arcTo(endLineX, bottom, cornerStartX, bottom, radius);
  else pen.quadraticCurveTo(endLineX, bottom, cornerStartX, bottom);
  pen.closePath();
}
