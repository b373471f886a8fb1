import { z } from 'zod';
import {
  ACCESSORY_TYPES,
  ARROW_HEADS,
  BALL_TYPES,
  COURT_BACKGROUNDS,
  LINE_STYLES,
  PLAYER_ROLES,
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
});
export type Page = z.infer<typeof pageSchema>;
export type PageBackgroundImage = z.infer<typeof pageBackgroundImageSchema>;

/** Every property name a sanitised page may carry. */
export const PAGE_PROPERTIES: readonly string[] = Object.keys(pageSchema.shape);
