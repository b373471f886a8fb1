import {
  CANVAS_OBJECT_PROPERTIES,
  KNOCKED_OUT_OPACITY,
  LINE_DASH_ARRAYS,
  isKnownObjectType,
  normalizeObjectType,
  toSameOriginPath,
} from '@courtside/domain';
import type { CanvasObject, KnownObjectType, LineStyle } from '@courtside/domain';

/**
 * The mapping between stored page JSON and the options fabric objects are built from, kept free
 * of fabric so it is unit-tested without a browser. The stored format is fabric's `toObject`
 * output reduced to the domain's whitelist, with lower-case type names.
 */

/** Our board metadata, which fabric must carry along on its objects and serialise back. */
export const BOARD_PROPERTIES = [
  'uuid',
  'objectType',
  'playerNumber',
  'role',
  'team',
  'ballType',
  'accessoryType',
  'lineStyle',
  'label',
  'arrowHead',
  'startBinding',
  'endBinding',
  'locked',
  // Animation data (issue 16): fabric carries it like the rest and never draws it.
  'run',
  'timing',
  'heldBy',
  'pass',
  'knockedOut',
] as const;

/**
 * Properties a stored object may lack because the value changes nothing; written back only
 * when they differ, to keep pages small. Each equals fabric's default, so a missing value loads
 * the same, and the thumbnails read a missing value the same way.
 */
const NEUTRAL_VALUES: Readonly<Record<string, unknown>> = {
  angle: 0,
  skewX: 0,
  skewY: 0,
  flipX: false,
  flipY: false,
  opacity: 1,
  visible: true,
  selectable: true,
  evented: true,
  strokeDashArray: null,
  strokeDashOffset: 0,
  strokeUniform: false,
  backgroundColor: '',
  textBackgroundColor: '',
  charSpacing: 0,
  underline: false,
  linethrough: false,
  overline: false,
  cropX: 0,
  cropY: 0,
  subTargetCheck: false,
  interactive: false,
};

const COPIED_PROPERTIES = CANVAS_OBJECT_PROPERTIES.filter(
  (key) => key !== 'type' && key !== 'objects' && key !== 'src',
);

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNeutral(key: string, value: unknown): boolean {
  if (!(key in NEUTRAL_VALUES)) return false;
  const neutral = NEUTRAL_VALUES[key];
  if (Array.isArray(value)) return value.length === 0 && neutral === null;
  return value === neutral;
}

/** Opacity factors are kept to this many decimals, so dimming and undimming give back the value. */
const OPACITY_PRECISION = 1e6;

/**
 * The opacity a knocked-out player is drawn with on the board (issue 16); undefined for an object
 * drawn as stored. The page keeps the undimmed value, as the animation dims by itself.
 */
export function knockedOutOpacity(
  object: Pick<CanvasObject, 'knockedOut' | 'opacity'>,
): number | undefined {
  return object.knockedOut === true ? (object.opacity ?? 1) * KNOCKED_OUT_OPACITY : undefined;
}

/** The stored opacity of a knocked-out object drawn with {@link knockedOutOpacity}. */
function undimmedOpacity(shown: unknown): number {
  const opacity = typeof shown === 'number' && Number.isFinite(shown) ? shown : 1;
  return Math.round((opacity / KNOCKED_OUT_OPACITY) * OPACITY_PRECISION) / OPACITY_PRECISION;
}

/**
 * The kind of fabric object to build for a stored `type` (`Circle`, `i-text` and `textbox` all
 * work), or undefined for a type the editor cannot draw, which is skipped with a warning.
 */
export function fabricKindOf(type: unknown): KnownObjectType | undefined {
  if (typeof type !== 'string' || !isKnownObjectType(type)) return undefined;
  return normalizeObjectType(type) as KnownObjectType;
}

/**
 * The stored `type` for a fabric class type: lower case without dashes (`Circle` → `circle`,
 * `Image` → `image`, `IText` → `itext`, `Textbox` → `textbox`).
 */
export function storedTypeOf(fabricType: string): string {
  return normalizeObjectType(fabricType);
}

/**
 * Options for fabric's constructor or `fromObject` from a stored object: every stored property
 * but `type` and the group's `objects`. Pages drawn before fabric 6 place objects by their top
 * left corner and leave the origin out, so a missing origin means `left`/`top` (fabric 7's own
 * default is the centre).
 */
export function toFabricOptions(object: CanvasObject): Json {
  const { type: _type, objects: _objects, ...rest } = object;
  const options: Json = { ...rest };
  options.originX = object.originX ?? 'left';
  options.originY = object.originY ?? 'top';
  if (Array.isArray(object.strokeDashArray)) options.strokeDashArray = [...object.strokeDashArray];
  return options;
}

/** The few properties a plain fallback object is built from when the full options fail. */
const PLAIN_PROPERTIES = [
  ...BOARD_PROPERTIES,
  'left',
  'top',
  'originX',
  'originY',
  'width',
  'height',
  'scaleX',
  'scaleY',
  'angle',
  'radius',
  'fill',
  'stroke',
  'strokeWidth',
  'fontSize',
] as const;

/** A reduced option set for the plain fallback of a circle, rect, path or text (spec §8). */
export function toPlainFabricOptions(object: CanvasObject): Json {
  const full = toFabricOptions(object);
  const plain: Json = {};
  for (const key of PLAIN_PROPERTIES) {
    const value = full[key];
    if (typeof value === 'number' ? Number.isFinite(value) : value !== undefined) {
      plain[key] = value;
    }
  }
  return plain;
}

/**
 * A stored object from fabric's `toObject` output (called with {@link BOARD_PROPERTIES}): the
 * type in lower case, only whitelisted properties, image sources reduced to a path on our site,
 * neutral values left out, the origin always written. Undefined without a uuid, as sanitising
 * would drop it anyway; group children without a uuid are dropped likewise.
 */
export function fromFabricJson(raw: unknown): CanvasObject | undefined {
  if (!isRecord(raw) || typeof raw.uuid !== 'string' || raw.uuid === '') return undefined;
  if (typeof raw.type !== 'string' || raw.type === '') return undefined;
  const type = storedTypeOf(raw.type);
  const kind = fabricKindOf(type);
  const object: Json = { type, uuid: raw.uuid };
  for (const key of COPIED_PROPERTIES) {
    const value = raw[key];
    if (value === undefined || key === 'uuid' || isNeutral(key, value)) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    object[key] = value;
  }
  object.originX = raw.originX ?? 'left';
  object.originY = raw.originY ?? 'top';
  if (raw.knockedOut === true) {
    const opacity = Math.min(1, undimmedOpacity(raw.opacity));
    if (opacity === 1) delete object.opacity;
    else object.opacity = opacity;
  }
  if (raw.locked === true) {
    // The canvas makes a locked object unpickable; `locked` alone says so in the page.
    delete object.selectable;
    delete object.evented;
  }
  if (kind === 'image') {
    const src = toSameOriginPath(raw.src);
    if (src !== undefined) object.src = src;
  }
  if (Array.isArray(raw.objects)) {
    object.objects = raw.objects
      .map((child) => fromFabricJson(child))
      .filter((child): child is CanvasObject => child !== undefined);
  }
  return object as CanvasObject;
}

/** The brush's `strokeDashArray` for a line style: a fresh copy, or null for solid lines. */
export function dashArrayOf(lineStyle: LineStyle): number[] | null {
  const dash = LINE_DASH_ARRAYS[lineStyle];
  return dash ? [...dash] : null;
}

/**
 * Board metadata for a freshly drawn brush stroke, merged into the fabric path before it is
 * serialised and reported.
 */
export function drawnPathMetadata(uuid: string, lineStyle: LineStyle): Json {
  return { uuid, objectType: 'drawing', lineStyle };
}
