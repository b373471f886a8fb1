import {
  ACCESSORY_IMAGES,
  ACCESSORY_SCALES,
  BALL_FILLS,
  BALL_RADIUS,
  BALL_START_LEFT,
  BALL_START_TOP,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  DEFAULT_DRAW_COLOR,
  DEFAULT_DRAW_THICKNESS,
  LINE_DASH_ARRAYS,
  LINE_OBJECT_TYPE,
  PLAYER_OBJECT_TYPES,
  PLAYER_RADIUS,
  PLAYER_STROKE_WIDTH,
  ROLE_BORDER_COLORS,
  TEAM_COLORS,
  TEAM_START_LEFT,
  TEAM_START_TOP,
  TEXT_MIN_WIDTH,
  formationPlayers,
  nextPlayerNumber,
} from '@courtside/domain';
import type {
  AccessoryType,
  ArrowHead,
  BallType,
  CanvasObject,
  Formation,
  FormationPlayer,
  LineStyle,
  PlayerRole,
  Team,
} from '@courtside/domain';
import { newUuid } from '../../../lib/new-uuid.ts';

/**
 * New board objects as plain page JSON (what `Page.objects` holds and the server stores), each
 * with a fresh uuid. No fabric here: the canvas adapter turns these into fabric objects.
 */

/** Intrinsic size of our accessory pictures (their SVG width/height), so previews can size them. */
export const ACCESSORY_IMAGE_SIZES = {
  RedCone: { width: 600, height: 600 },
  YellowCone: { width: 600, height: 600 },
  BlueCone: { width: 600, height: 600 },
  Hoop: { width: 100, height: 100 },
  Ladder: { width: 400, height: 1200 },
  Hurdle: { width: 800, height: 300 },
} as const satisfies Record<AccessoryType, { width: number; height: number }>;

export const PLAYER_LABEL_FONT_SIZE = 14;
export const PLAYER_LABEL_COLOR = '#ffffff';
export const BALL_STROKE = '#333333';
export const NEW_TEXT_WIDTH = 200;
export const NEW_TEXT_FONT_SIZE = 24;
export const NEW_LINE_LENGTH = 200;
const FONT_FAMILY = 'Roboto';

const CENTRED = { originX: 'center', originY: 'center' } as const;

/**
 * A player of `team`: a group of a circle (team colour, role colour as border) and its number,
 * at the team's start position. The number is the smallest one that team does not use yet.
 *
 * @param existingObjects - the page's current objects (players in user groups count too)
 */
export function newPlayer(
  team: Team,
  role: PlayerRole | undefined,
  existingObjects: readonly CanvasObject[],
): CanvasObject {
  const uuid = newUuid();
  const playerNumber = nextPlayerNumber(existingObjects, team);
  const player: CanvasObject = {
    type: 'group',
    uuid,
    objectType: PLAYER_OBJECT_TYPES[team],
    team,
    playerNumber,
    left: TEAM_START_LEFT[team],
    top: TEAM_START_TOP,
    ...CENTRED,
    objects: [
      {
        type: 'circle',
        uuid: `${uuid}-circle`,
        radius: PLAYER_RADIUS,
        fill: TEAM_COLORS[team],
        // Without a role the border takes the team colour, so every player has the same size.
        stroke: role ? ROLE_BORDER_COLORS[role] : TEAM_COLORS[team],
        strokeWidth: PLAYER_STROKE_WIDTH,
        left: 0,
        top: 0,
        ...CENTRED,
      },
      {
        type: 'text',
        uuid: `${uuid}-label`,
        text: String(playerNumber),
        fontSize: PLAYER_LABEL_FONT_SIZE,
        fontFamily: FONT_FAMILY,
        fill: PLAYER_LABEL_COLOR,
        left: 0,
        top: 0,
        ...CENTRED,
      },
    ],
  };
  if (role) player.role = role;
  return player;
}

/** A ball of the given type at the ball start position. */
export function newBall(ballType: BallType): CanvasObject {
  return {
    type: 'circle',
    uuid: newUuid(),
    objectType: 'ball',
    ballType,
    radius: BALL_RADIUS,
    fill: BALL_FILLS[ballType],
    stroke: BALL_STROKE,
    strokeWidth: 1,
    left: BALL_START_LEFT,
    top: BALL_START_TOP,
    ...CENTRED,
  };
}

/**
 * An accessory (cone, hoop, ladder, hurdle): an `image` object whose `src` is our own picture and
 * whose scale suits the court, in the middle of the canvas.
 */
export function newAccessory(accessoryType: AccessoryType): CanvasObject {
  const scale = ACCESSORY_SCALES[accessoryType];
  return {
    type: 'image',
    uuid: newUuid(),
    objectType: 'accessory',
    accessoryType,
    src: ACCESSORY_IMAGES[accessoryType],
    ...ACCESSORY_IMAGE_SIZES[accessoryType],
    scaleX: scale,
    scaleY: scale,
    left: CANVAS_WIDTH / 2,
    top: CANVAS_HEIGHT / 2,
    ...CENTRED,
  };
}

/** An editable text box in the middle of the canvas; it never gets narrower than the minimum. */
export function newText(text: string): CanvasObject {
  return {
    type: 'textbox',
    uuid: newUuid(),
    objectType: 'text',
    text,
    width: NEW_TEXT_WIDTH,
    minWidth: TEXT_MIN_WIDTH,
    fontSize: NEW_TEXT_FONT_SIZE,
    fontFamily: FONT_FAMILY,
    fill: DEFAULT_DRAW_COLOR,
    textAlign: 'left',
    left: CANVAS_WIDTH / 2,
    top: CANVAS_HEIGHT / 2,
    ...CENTRED,
  };
}

/** A horizontal straight line in the middle of the canvas, in the given style. */
export function newLine(
  lineStyle: LineStyle = 'solid',
  stroke: string = DEFAULT_DRAW_COLOR,
  strokeWidth: number = DEFAULT_DRAW_THICKNESS,
): CanvasObject {
  const dash = LINE_DASH_ARRAYS[lineStyle];
  return {
    type: 'line',
    uuid: newUuid(),
    objectType: 'line',
    lineStyle,
    x1: 0,
    y1: 0,
    x2: NEW_LINE_LENGTH,
    y2: 0,
    stroke,
    strokeWidth,
    strokeDashArray: dash ? [...dash] : null,
    strokeLineCap: 'round',
    left: CANVAS_WIDTH / 2,
    top: CANVAS_HEIGHT / 2,
    ...CENTRED,
  };
}

/** The brush settings a new straight line or arrow is drawn with. */
export interface LineBrush {
  color: string;
  width: number;
  lineStyle: LineStyle;
  arrowHead: ArrowHead;
}

/**
 * A new straight line's style and metadata without its geometry; the domain's `drawnLine` places
 * it. `strokeUniform` keeps the thickness when the coach stretches the line.
 */
export function newLineBase(brush: LineBrush): CanvasObject {
  const dash = LINE_DASH_ARRAYS[brush.lineStyle];
  return {
    type: 'path',
    uuid: newUuid(),
    objectType: LINE_OBJECT_TYPE,
    lineStyle: brush.lineStyle,
    arrowHead: brush.arrowHead,
    stroke: brush.color,
    strokeWidth: brush.width,
    strokeDashArray: dash ? [...dash] : null,
    strokeLineCap: 'round',
    strokeLineJoin: 'round',
    strokeUniform: true,
  };
}

/** How near a player must stand to a formation's spot to hold it, in board units. */
const SPOT_HELD_WITHIN = PLAYER_RADIUS;

/**
 * The players of a formation for `team` (or both teams), each built by `makePlayer` so they are
 * numbered after those already on the page and after each other, then put on its spot. A spot a
 * player of that team and role already holds is left out: a formation placed again, or both
 * teams' kick-off after one team's, fills in what is missing instead of stacking a second team on
 * the first.
 */
export function formationObjects(
  formation: Formation,
  team: Team,
  existingObjects: readonly CanvasObject[],
  makePlayer: (
    team: Team,
    role: PlayerRole,
    existingObjects: readonly CanvasObject[],
  ) => CanvasObject = newPlayer,
): CanvasObject[] {
  const onPage = [...existingObjects];
  const held = (spot: FormationPlayer) =>
    existingObjects.some(
      (object) =>
        object.team === spot.team &&
        object.role === spot.role &&
        Math.hypot((object.left ?? 0) - spot.left, (object.top ?? 0) - spot.top) <=
          SPOT_HELD_WITHIN,
    );
  return formationPlayers(formation, team)
    .filter((spot) => !held(spot))
    .map((spot) => {
      const player = {
        ...makePlayer(spot.team, spot.role, onPage),
        left: spot.left,
        top: spot.top,
      };
      onPage.push(player);
      return player;
    });
}
