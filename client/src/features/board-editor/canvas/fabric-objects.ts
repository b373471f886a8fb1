import {
  Circle,
  config,
  Ellipse,
  FabricImage,
  FabricText,
  Group,
  IText,
  Line,
  Path,
  Polygon,
  Polyline,
  Rect,
  Textbox,
  Triangle,
} from 'fabric';
import type { FabricObject } from 'fabric';
import { isMoveOnly } from '@courtside/domain';
import type { CanvasObject, KnownObjectType } from '@courtside/domain';
import {
  BOARD_PROPERTIES,
  fabricKindOf,
  fromFabricJson,
  toFabricOptions,
  knockedOutOpacity,
  toPlainFabricOptions,
} from './stored-objects.ts';
import { installQuickGraphemes } from './text-graphemes.ts';

/** Stored JSON ⇄ fabric objects. Building is async because images load asynchronously. */

// fabric caches each object in a canvas of at least 256 × 256 pixels. A player is about 35 pixels
// across, so every frame of a drag blended 40 mostly empty 256² images onto the board: most of a
// frame's cost when the browser draws canvases without a GPU (bench/RESULTS.md, issue 14). A
// cache sized to its object looks the same; larger objects never used the floor.
config.configure({ minCacheSideLimit: 32 });
installQuickGraphemes();

type Warn = (message: string) => void;

interface FromObjectClass {
  fromObject(options: Record<string, unknown>): Promise<FabricObject>;
}

const CLASSES: Record<Exclude<KnownObjectType, 'group' | 'image'>, FromObjectClass> = {
  circle: Circle as unknown as FromObjectClass,
  rect: Rect as unknown as FromObjectClass,
  path: Path as unknown as FromObjectClass,
  text: FabricText as unknown as FromObjectClass,
  itext: IText as unknown as FromObjectClass,
  textbox: Textbox as unknown as FromObjectClass,
  line: Line as unknown as FromObjectClass,
  triangle: Triangle as unknown as FromObjectClass,
  ellipse: Ellipse as unknown as FromObjectClass,
  polyline: Polyline as unknown as FromObjectClass,
  polygon: Polygon as unknown as FromObjectClass,
};

/** The board uuid fabric carries on an object, if any. */
export function uuidOf(object: FabricObject): string | undefined {
  const uuid = (object as unknown as { uuid?: unknown }).uuid;
  return typeof uuid === 'string' && uuid !== '' ? uuid : undefined;
}

/** Spec §8: when a circle, rect, path or text cannot be built as stored, a plain one is tried. */
function plainFallback(kind: KnownObjectType, object: CanvasObject): FabricObject | undefined {
  const options = toPlainFabricOptions(object);
  switch (kind) {
    case 'circle':
      return new Circle(options);
    case 'rect':
      return new Rect(options);
    case 'path':
      return new Path((object.path ?? '') as ConstructorParameters<typeof Path>[0], options);
    case 'text':
    case 'itext':
    case 'textbox':
      return new FabricText(object.text ?? '', options);
    default:
      return undefined;
  }
}

async function buildGroup(object: CanvasObject, warn: Warn): Promise<FabricObject> {
  const children = await createFabricObjects(object.objects ?? [], warn);
  // The default layout sizes the group from its children, which stored players leave out.
  const { width: _width, height: _height, ...options } = toFabricOptions(object);
  return new Group(children, options);
}

async function buildObject(
  kind: KnownObjectType,
  object: CanvasObject,
  warn: Warn,
): Promise<FabricObject> {
  if (kind === 'group') return buildGroup(object, warn);
  if (kind === 'image') {
    if (!object.src) throw new Error('an image needs a src');
    return FabricImage.fromURL(object.src, {}, toFabricOptions(object));
  }
  return CLASSES[kind].fromObject(toFabricOptions(object));
}

/**
 * Builds the fabric object for a stored object. Rejects for an unknown type, or when neither the
 * object as stored nor its plain fallback could be built.
 */
export async function createFabricObject(
  object: CanvasObject,
  warn: Warn = console.warn,
): Promise<FabricObject> {
  const kind = fabricKindOf(object.type);
  if (!kind) throw new Error(`unknown object type ${JSON.stringify(object.type)}`);
  return withHandles(object, await buildAsStored(kind, object, warn));
}

/**
 * Players and balls get no resize or rotate handles and cannot be stretched or turned. A locked
 * object cannot be picked at all, neither by a click nor by a rubber band. A knocked-out player
 * is drawn dimmed; {@link toStoredObject} stores its own opacity again.
 */
function withHandles(object: CanvasObject, built: FabricObject): FabricObject {
  if (isMoveOnly(object)) {
    built.set({ hasControls: false, lockRotation: true, lockScalingX: true, lockScalingY: true });
  }
  if (object.locked === true) built.set({ selectable: false, evented: false });
  const dimmed = knockedOutOpacity(object);
  if (dimmed !== undefined) built.set({ opacity: dimmed });
  return built;
}

async function buildAsStored(
  kind: KnownObjectType,
  object: CanvasObject,
  warn: Warn,
): Promise<FabricObject> {
  try {
    return await buildObject(kind, object, warn);
  } catch (error) {
    let fallback: FabricObject | undefined;
    try {
      fallback = plainFallback(kind, object);
    } catch {
      fallback = undefined;
    }
    if (!fallback) {
      throw new Error(`failed to create a ${object.type} object (${object.uuid})`, {
        cause: error,
      });
    }
    warn(`${object.type} ${object.uuid} could not be created as stored; drawn plain instead`);
    return fallback;
  }
}

/**
 * Builds several objects in order, skipping (with a warning) those of unknown types and those
 * that could not be created at all, so one broken object never hides a whole page.
 */
export async function createFabricObjects(
  objects: readonly CanvasObject[],
  warn: Warn = console.warn,
): Promise<FabricObject[]> {
  const results = await Promise.allSettled(
    objects.map((object) => createFabricObject(object, warn)),
  );
  const built: FabricObject[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') built.push(result.value);
    else warn(`skipped object ${objects[index]?.uuid ?? index}: ${String(result.reason)}`);
  });
  return built;
}

/** The stored form of one fabric object, or undefined when it has no board uuid. */
export function toStoredObject(object: FabricObject): CanvasObject | undefined {
  return fromFabricJson(object.toObject([...BOARD_PROPERTIES]));
}
