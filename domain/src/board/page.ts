import { z } from 'zod';
import {
  ACCESSORY_TYPES,
  ANIMATION_EASINGS,
  ARROW_HEADS,
  BALL_TYPES,
  CAPTION_MAX_LENGTH,
  COURT_BACKGROUNDS,
  LINE_STYLES,
  PAGE_HOLD_MAX_MS,
  PAGE_HOLD_MIN_MS,
  PAGE_MOVE_MAX_MS,
  PASS_STYLES,
  PLAYER_ROLES,
  RUN_BEND_LIMIT,
  TEAMS,
} from './constants.ts';

/**
 * Object types the editor can create and render. fabric 6+ writes class names (`Rect`,
 * `Textbox`, `IText`) while older data has lower-case names (`rect`, `i-text`), so types are
 * compared through {@link normalizeObjectType}. Other strings are still stored (spec §5 only asks
 * for a string type); the client skips them with a warning.
 */
export const KNOWN_OBJECT_TYPES = [
  'circle',
  'rect',
  'path',
  'text',
  'itext',
  'textbox',
  'group',
  'image',
  'line',
  'triangle',
  'ellipse',
  'polyline',
  'polygon',
] as const;
export type KnownObjectType = (typeof KNOWN_OBJECT_TYPES)[number];

/** Lower-cases a fabric type name and removes dashes: `IText`, `i-text` → `itext`. */
export function normalizeObjectType(type: string): string {
  return type.toLowerCase().replaceAll('-', '');
}

/** Whether the editor knows how to create an object of this `type`. */
export function isKnownObjectType(type: string): boolean {
  return (KNOWN_OBJECT_TYPES as readonly string[]).includes(normalizeObjectType(type));
}

/** Types whose `text` must be a string (spec §5). */
export const TEXT_OBJECT_TYPES: readonly string[] = ['text', 'itext', 'textbox'];

export const courtBackgroundSchema = z.enum(COURT_BACKGROUNDS);

const finite = z.number();
const color = z.string().nullable();
const point = z.object({ x: finite, y: finite });
/** A fabric path command, e.g. `['M', 10, 20]` or `['Q', 1, 2, 3, 4]`. */
const pathCommand = z.array(z.union([z.string(), finite]));

const bend = z
  .number({ error: 'must be a number' })
  .min(-RUN_BEND_LIMIT, `must be from -${RUN_BEND_LIMIT} to ${RUN_BEND_LIMIT}`)
  .max(RUN_BEND_LIMIT, `must be from -${RUN_BEND_LIMIT} to ${RUN_BEND_LIMIT}`);
const fraction = z
  .number({ error: 'must be a number from 0 to 1' })
  .min(0, 'must be a number from 0 to 1')
  .max(1, 'must be a number from 0 to 1');

/**
 * The bend of the run an object makes from this page to the next: the control point of a
 * quadratic Bézier curve, in the run's own frame so it stretches and turns with the run when
 * either end moves. `along` counts from the start (0) to the end (1) of the straight run, `across`
 * to its right as seen walking it (on screen: below a run to the right), both in lengths of the
 * run. A missing `run` is the straight line; a run of no length never bends.
 */
export const objectRunSchema = z.object(
  { along: bend, across: bend },
  { error: 'must be an object with along and across' },
);
export type ObjectRun = z.infer<typeof objectRunSchema>;

/**
 * When an object moves within the move to the next page, as fractions of that move: it waits
 * where it is until `start` and arrives at `end`. For a ball changing hands it is the flight.
 */
export const objectTimingSchema = z
  .object({ start: fraction, end: fraction }, { error: 'must be an object with start and end' })
  .refine((timing) => timing.start <= timing.end, {
    path: ['end'],
    message: 'must not be before start',
  });
export type ObjectTiming = z.infer<typeof objectTimingSchema>;

/** How a ball leaving this page's carrier (or spot) flies to the next page's. */
export const ballPassSchema = z.object(
  { style: z.enum(PASS_STYLES, { error: `must be one of ${PASS_STYLES.join(', ')}` }) },
  { error: 'must be an object with a style' },
);
export type BallPass = z.infer<typeof ballPassSchema>;

/**
 * A page's own timing. `holdMs` is how long the page is the current one, the move into it
 * included (spec: 2000); a move longer than that holds the page until it has arrived. `moveMs`
 * and `easing` are those of the move *leaving* this page for the next (spec: 1000, smooth), like
 * every other piece of animation data, so a page's save holds what the editor shows on it.
 */
export const pageTransitionSchema = z.object(
  {
    holdMs: z
      .number({ error: 'must be a number' })
      .int('must be a whole number of milliseconds')
      .min(PAGE_HOLD_MIN_MS, `must be from ${PAGE_HOLD_MIN_MS} to ${PAGE_HOLD_MAX_MS}`)
      .max(PAGE_HOLD_MAX_MS, `must be from ${PAGE_HOLD_MIN_MS} to ${PAGE_HOLD_MAX_MS}`)
      .optional(),
    moveMs: z
      .number({ error: 'must be a number' })
      .int('must be a whole number of milliseconds')
      .min(0, `must be from 0 to ${PAGE_MOVE_MAX_MS}`)
      .max(PAGE_MOVE_MAX_MS, `must be from 0 to ${PAGE_MOVE_MAX_MS}`)
      .optional(),
    easing: z
      .enum(ANIMATION_EASINGS, { error: `must be one of ${ANIMATION_EASINGS.join(', ')}` })
      .optional(),
  },
  { error: 'must be an object' },
);
export type PageTransition = z.infer<typeof pageTransitionSchema>;

/** One line shown under the board while the page plays and burned into exports. */
export const pageCaptionSchema = z
  .string({ error: 'must be a string' })
  .max(CAPTION_MAX_LENGTH, `may be at most ${CAPTION_MAX_LENGTH} characters`)
  .regex(/^[^\r\n]*$/u, 'must be one line');

/**
 * Properties kept on a canvas object; everything else is dropped when a page is sanitised.
 * They are what fabric serialises for the shapes we draw plus our own board metadata. Left out
 * on purpose: `shadow`, `clipPath`, `filters`, `styles` and `transformMatrix` (the editor never
 * sets them and they carry nested objects), and editor-session flags such as `hasControls`.
 */
export const canvasObjectSchema = z
  .object({
    type: z.string().min(1),
    /** Stable id that history, animation and numbering match objects by. */
    uuid: z.string().min(1),
    /** Board meaning of the object, e.g. `playerA`, `playerB`, `ball`, `accessory`. */
    objectType: z.string().optional(),

    left: finite.optional(),
    top: finite.optional(),
    width: finite.optional(),
    height: finite.optional(),
    originX: z.union([z.string(), finite]).optional(),
    originY: z.union([z.string(), finite]).optional(),
    scaleX: finite.optional(),
    scaleY: finite.optional(),
    angle: finite.optional(),
    skewX: finite.optional(),
    skewY: finite.optional(),
    flipX: z.boolean().optional(),
    flipY: z.boolean().optional(),
    opacity: finite.min(0).max(1).optional(),
    visible: z.boolean().optional(),
    selectable: z.boolean().optional(),
    evented: z.boolean().optional(),

    fill: color.optional(),
    stroke: color.optional(),
    backgroundColor: z.string().optional(),
    strokeWidth: finite.min(0).optional(),
    strokeDashArray: z.array(finite).nullable().optional(),
    strokeDashOffset: finite.optional(),
    strokeLineCap: z.string().optional(),
    strokeLineJoin: z.string().optional(),
    strokeMiterLimit: finite.optional(),
    strokeUniform: z.boolean().optional(),
    fillRule: z.string().optional(),
    paintFirst: z.string().optional(),

    radius: finite.min(0).optional(),
    startAngle: finite.optional(),
    endAngle: finite.optional(),
    counterClockwise: z.boolean().optional(),
    rx: finite.optional(),
    ry: finite.optional(),
    x1: finite.optional(),
    y1: finite.optional(),
    x2: finite.optional(),
    y2: finite.optional(),
    points: z.array(point).optional(),
    path: z.union([z.string(), z.array(pathCommand)]).optional(),

    text: z.string().optional(),
    fontSize: finite.min(0).optional(),
    fontFamily: z.string().optional(),
    fontWeight: z.union([z.string(), finite]).optional(),
    fontStyle: z.string().optional(),
    textAlign: z.string().optional(),
    lineHeight: finite.optional(),
    charSpacing: finite.optional(),
    underline: z.boolean().optional(),
    linethrough: z.boolean().optional(),
    overline: z.boolean().optional(),
    textBackgroundColor: z.string().optional(),
    minWidth: finite.optional(),
    splitByGrapheme: z.boolean().optional(),

    /** Images only; a same-origin path such as `/red-cone.svg` (see `toSameOriginPath`). */
    src: z.string().optional(),
    cropX: finite.optional(),
    cropY: finite.optional(),

    subTargetCheck: z.boolean().optional(),
    interactive: z.boolean().optional(),

    playerNumber: z.number().int().min(0).optional(),
    role: z.enum(PLAYER_ROLES).optional(),
    team: z.enum(TEAMS).optional(),
    ballType: z.enum(BALL_TYPES).optional(),
    accessoryType: z.enum(ACCESSORY_TYPES).optional(),
    lineStyle: z.enum(LINE_STYLES).optional(),
    label: z.string().optional(),
    /** Lines and arrows: which ends carry an arrow head (issue 14). */
    arrowHead: z.enum(ARROW_HEADS).optional(),
    /** Arrows: the uuid of the player each end is attached to; the end follows that player. */
    startBinding: z.string().min(1).optional(),
    endBinding: z.string().min(1).optional(),
    /** A locked object cannot be picked by a click or a rubber band until it is unlocked. */
    locked: z.boolean().optional(),

    // Animation data (issue 16); only top-level objects of a page animate.
    /** The bend of this object's run to the next page; straight when missing. */
    run: objectRunSchema.optional(),
    /** When this object moves within the move to the next page; the whole move when missing. */
    timing: objectTimingSchema.optional(),
    /**
     * Balls: the uuid of the object (a player) holding the ball on this page. The ball is drawn
     * at its carrier; a carrier that is not on the page, or is itself a ball, leaves it loose.
     */
    heldBy: z.string({ error: 'must be a string' }).min(1, 'must not be empty').optional(),
    /** Balls: how the ball flies to the next page when it changes hands. */
    pass: ballPassSchema.optional(),
    /** Players: knocked out on this page (beaten by a dodgeball); drawn dimmed. */
    knockedOut: z.boolean({ error: 'must be true or false' }).optional(),

    /** Children of a group, in drawing order. */
    get objects(): z.ZodOptional<z.ZodArray<typeof canvasObjectSchema>> {
      return z.array(canvasObjectSchema).optional();
    },
    // Named, so the API document can refer to it from inside itself (groups hold objects).
  })
  .meta({ id: 'CanvasObject' });
/** A canvas object as stored and sent over the wire: plain JSON, never a fabric instance. */
export type CanvasObject = z.infer<typeof canvasObjectSchema>;

/** Every property name a sanitised canvas object may carry. */
export const CANVAS_OBJECT_PROPERTIES: readonly string[] = Object.keys(canvasObjectSchema.shape);

export const pageBackgroundImageSchema = z.object({ src: courtBackgroundSchema });

/**
 * A page as stored and sent over the wire (spec §3). `version` is the page *schema* version
 * (`PAGE_SCHEMA_VERSION`), neither fabric's version string nor a revision counter.
 */
export const pageSchema = z.object({
  _id: z.string().min(1).optional(),
  version: z.number().int().min(0).optional(),
  objects: z.array(canvasObjectSchema),
  backgroundImage: pageBackgroundImageSchema,
  /** Canvas background colour under the court picture. */
  background: z.string().optional(),
  /** This page's hold and the move leaving it; the spec's timing when missing (issue 16). */
  transition: pageTransitionSchema.optional(),
  caption: pageCaptionSchema.optional(),
});
export type Page = z.infer<typeof pageSchema>;
export type PageBackgroundImage = z.infer<typeof pageBackgroundImageSchema>;

/** The names that carry animation data (issue 16), on objects and on pages. */
export const ANIMATION_OBJECT_KEYS = ['run', 'timing', 'heldBy', 'pass', 'knockedOut'] as const;
export const ANIMATION_PAGE_KEYS = ['transition', 'caption'] as const;

/** Every property name a sanitised page may carry. */
export const PAGE_PROPERTIES: readonly string[] = Object.keys(pageSchema.shape);
