/**
 * Canvas and board-object constants (product spec §2, §3, §9). Every number the editor, the
 * player and the server share lives here so that they never drift apart.
 */

export const CANVAS_WIDTH = 1220;
export const CANVAS_HEIGHT = 686;
export const CANVAS_MIN_HEIGHT = 160;
/** Subtracted from the container width so the canvas never causes a horizontal scrollbar. */
export const CANVAS_CONTAINER_WIDTH_REDUCTION = 20;
/** Subtracted from the container height for the same reason vertically. */
export const CANVAS_HEIGHT_RESERVE = 10;

export const HISTORY_LIMIT = 50;
export const ITEMS_DRAWER_WIDTH = 240;
export const TEXT_MIN_WIDTH = 20;
export const ARROW_STEP = 1;
export const ARROW_STEP_SHIFT = 10;

export const PLAYER_RADIUS = 15;
export const PLAYER_STROKE_WIDTH = 3;

export const TEAMS = ['A', 'B'] as const;
export type Team = (typeof TEAMS)[number];

export const TEAM_COLORS = { A: '#3d85c6', B: '#dd2d2d' } as const satisfies Record<Team, string>;
export const TEAM_START_LEFT = { A: 250, B: 940 } as const satisfies Record<Team, number>;
export const TEAM_START_TOP = 640;

/** `objectType` of a player group per team. */
export const PLAYER_OBJECT_TYPES = {
  A: 'playerA',
  B: 'playerB',
} as const satisfies Record<Team, string>;
export type PlayerObjectType = (typeof PLAYER_OBJECT_TYPES)[Team];

export const PLAYER_ROLES = ['Seeker', 'Beater', 'Chaser', 'Keeper'] as const;
export type PlayerRole = (typeof PLAYER_ROLES)[number];

export const ROLE_BORDER_COLORS = {
  Beater: 'black',
  Chaser: 'white',
  Keeper: '#03fc35',
  Seeker: '#fcfc00',
} as const satisfies Record<PlayerRole, string>;

export const BALL_TYPES = ['Volleyball', 'Dodgeball', 'FlagRunner'] as const;
export type BallType = (typeof BALL_TYPES)[number];

export const BALL_RADIUS = 10;
export const BALL_FILLS = {
  Dodgeball: '#808080',
  Volleyball: 'white',
  FlagRunner: '#FFD700',
} as const satisfies Record<BallType, string>;
export const BALL_START_LEFT = 600;
export const BALL_START_TOP = 333;

export const ACCESSORY_TYPES = [
  'RedCone',
  'YellowCone',
  'BlueCone',
  'Hoop',
  'Ladder',
  'Hurdle',
] as const;
export type AccessoryType = (typeof ACCESSORY_TYPES)[number];

export const ACCESSORY_SCALES = {
  RedCone: 0.04,
  YellowCone: 0.04,
  BlueCone: 0.04,
  Hoop: 0.45,
  Ladder: 0.1,
  Hurdle: 0.06,
} as const satisfies Record<AccessoryType, number>;

/** Our own top-down pictures under the client's public folder, drawn so these scales suit the court. */
export const ACCESSORY_IMAGES = {
  RedCone: '/accessories/red-cone.svg',
  YellowCone: '/accessories/yellow-cone.svg',
  BlueCone: '/accessories/blue-cone.svg',
  Hoop: '/accessories/hoop.svg',
  Ladder: '/accessories/ladder.svg',
  Hurdle: '/accessories/hurdle.svg',
} as const satisfies Record<AccessoryType, string>;

export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;
export type LineStyle = (typeof LINE_STYLES)[number];

/** Dash pattern per line style, in fabric's `strokeDashArray` form; solid has none. */
export const LINE_DASH_ARRAYS = {
  solid: null,
  dashed: [20, 10],
  dotted: [3, 10],
} as const satisfies Record<LineStyle, readonly number[] | null>;

/** Which ends of a line carry an arrow head. */
export const ARROW_HEADS = ['none', 'end', 'both'] as const;
export type ArrowHead = (typeof ARROW_HEADS)[number];

/** Font sizes a text can take from the toolbar (issue 14); new texts are medium. */
export const TEXT_FONT_SIZES = { small: 16, medium: 24, large: 36 } as const;
export type TextSize = keyof typeof TEXT_FONT_SIZES;
/** Behind a text that asks for it, so it stays readable on the green court. */
export const TEXT_BACKGROUND_COLOR = 'rgba(255,255,255,0.85)';

export const DEFAULT_DRAW_COLOR = '#000000';
/** Stroke width of new shapes and lines; the free-drawing brush has its own default below. */
export const DEFAULT_DRAW_THICKNESS = 2;
export const BRUSH_MIN_WIDTH = 1;
export const BRUSH_MAX_WIDTH = 20;
export const BRUSH_DEFAULT_WIDTH = 1;

export const ANIMATION_STEP_MS = 2000;
export const MOVE_DURATION_MS = 1000;
/**
 * An exported video or GIF holds its last page at rest at least this long (the spec's rest after
 * a move), so it does not end the moment the last move arrives.
 */
export const VIDEO_END_REST_MS = ANIMATION_STEP_MS - MOVE_DURATION_MS;

/**
 * Bounds of a page's own timing (issue 16). A page holds for {@link ANIMATION_STEP_MS} unless it
 * says otherwise, and the move leaving it takes {@link MOVE_DURATION_MS}; 0 jumps.
 */
export const PAGE_HOLD_MIN_MS = 500;
export const PAGE_HOLD_MAX_MS = 10_000;
export const PAGE_MOVE_MAX_MS = 10_000;
/** `smooth` is the spec's ease-in-out, the default. */
export const ANIMATION_EASINGS = ['smooth', 'linear'] as const;
export type AnimationEasing = (typeof ANIMATION_EASINGS)[number];
/** How a ball changing hands flies: flat, or lobbed (drawn larger at the top of its arc). */
export const PASS_STYLES = ['straight', 'lob'] as const;
export type PassStyle = (typeof PASS_STYLES)[number];
/** A caption is one line under the board during playback and in exports. */
export const CAPTION_MAX_LENGTH = 140;
/**
 * How far a run's control point may lie from the straight run, in lengths of that run. A handle
 * dragged across the court on a short run gives large values; beyond this the value is junk.
 */
export const RUN_BEND_LIMIT = 100;
/**
 * Where a held ball is drawn: this far right of and below its carrier's centre, so the ball sits
 * at the edge of the player's circle (radius 15) and both stay visible.
 */
export const HELD_BALL_OFFSET = { x: 15, y: 15 } as const;
/** A lobbed ball is drawn this much larger at the top of its flight. */
export const LOB_PEAK_SCALE = 1.4;
/** Opacity factor of a knocked-out player (beaten by a dodgeball). */
export const KNOCKED_OUT_OPACITY = 0.45;

export const RECORDING_FPS = 60;
export const RECORDING_BITS_PER_SECOND = 8_000_000;
export const RECORDING_CHUNK_MS = 200;
/** Tried in order; the first one the browser supports is used. */
export const RECORDING_MIME_TYPES = ['video/webm', 'video/mp4'] as const;
export const RECORDING_DEFAULT_FILE_NAME = 'tacticboard.mp4';

export const COURT_BACKGROUNDS = [
  '/full-court.svg',
  '/half-court.svg',
  '/empty-court.svg',
] as const;
export type CourtBackground = (typeof COURT_BACKGROUNDS)[number];
export const DEFAULT_COURT_BACKGROUND: CourtBackground = '/full-court.svg';

/** Counted over every object, group children included. */
export const MAX_OBJECTS_PER_PAGE = 2000;
/** Measured as the UTF-8 length of the page's JSON. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/**
 * How many groups may enclose an object. A player is one group (circle + number); a coach may
 * group players into a formation and formations into a set play, which is 3; one more level is
 * headroom. The bound keeps validation, rendering and (de)serialisation recursion shallow, so a
 * crafted page cannot exhaust the stack of the server or of a viewer's browser.
 */
export const MAX_GROUP_DEPTH = 4;

/**
 * Version of the stored page JSON; bump it together with a migration in `page-migrations.ts`.
 * 1: the court is a path. 2: pages and objects may carry animation data (issue 16).
 */
export const PAGE_SCHEMA_VERSION = 2;
