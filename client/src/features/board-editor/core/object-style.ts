import {
  LINE_DASH_ARRAYS,
  TEXT_BACKGROUND_COLOR,
  TEXT_OBJECT_TYPES,
  isStraightLine,
  lineEnds,
  lineObject,
  normalizeObjectType,
} from '@courtside/domain';
import type { ArrowHead, CanvasObject, LineStyle } from '@courtside/domain';

/**
 * What the toolbar's style controls change on selected objects (issue 14): a field left out
 * changes nothing. The same controls set the brush for new strokes, lines and texts.
 */
export interface ObjectStyle {
  color?: string;
  width?: number;
  lineStyle?: LineStyle;
  arrowHead?: ArrowHead;
  fontSize?: number;
  textBackground?: boolean;
}

/** Whether `object` is a text (the timing strip asks with what it keeps of an object). */
export function isText(object: Partial<Pick<CanvasObject, 'type'>>): boolean {
  return object.type !== undefined && TEXT_OBJECT_TYPES.includes(normalizeObjectType(object.type));
}

/** A freehand stroke (the brush's `drawing` paths). */
function isStroke(object: CanvasObject): boolean {
  return object.objectType === 'drawing' && normalizeObjectType(object.type) === 'path';
}

function restyledText(object: CanvasObject, style: ObjectStyle): CanvasObject {
  const next = { ...object };
  if (style.color !== undefined) next.fill = style.color;
  if (style.fontSize !== undefined) next.fontSize = style.fontSize;
  if (style.textBackground !== undefined) {
    next.backgroundColor = style.textBackground ? TEXT_BACKGROUND_COLOR : '';
  }
  return next;
}

function strokeStyle(object: CanvasObject, style: ObjectStyle): CanvasObject {
  const next = { ...object };
  if (style.color !== undefined) next.stroke = style.color;
  if (style.width !== undefined) next.strokeWidth = style.width;
  if (style.lineStyle !== undefined) {
    const dash = LINE_DASH_ARRAYS[style.lineStyle];
    next.lineStyle = style.lineStyle;
    next.strokeDashArray = dash ? [...dash] : null;
  }
  return next;
}

/**
 * `object` with the style applied where it means something: texts take colour, size and
 * background; lines and strokes take colour, thickness and line style; lines also their heads
 * (redrawn, since a head's size follows the thickness). Anything else is returned unchanged.
 */
export function restyled(object: CanvasObject, style: ObjectStyle): CanvasObject {
  if (isText(object)) return restyledText(object, style);
  if (isStroke(object)) return strokeStyle(object, style);
  if (!isStraightLine(object)) return object;
  const ends = lineEnds(object);
  if (!ends) return object;
  const next = strokeStyle(object, style);
  if (style.arrowHead !== undefined) next.arrowHead = style.arrowHead;
  return lineObject(next, ends.start, ends.end);
}

/** The page's uuids (bottom first) with `selected` moved to the top or bottom, in their order. */
export function reordered(
  order: readonly string[],
  selected: ReadonlySet<string>,
  where: 'front' | 'back',
): string[] {
  const moving = order.filter((uuid) => selected.has(uuid));
  const staying = order.filter((uuid) => !selected.has(uuid));
  return where === 'front' ? [...staying, ...moving] : [...moving, ...staying];
}
