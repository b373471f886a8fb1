import {
  CANVAS_OBJECT_PROPERTIES,
  normalizeObjectType,
  parseStoredPage,
  sanitizePage,
  validatePage,
  type CanvasObject,
  type Page,
} from '@courtside/domain';
import type { BoardPageRecord } from './collections.ts';
import { ObjectIdRef } from './extended-json.ts';
import { subDocumentUuid } from './id-map.ts';

/** A page that cannot be stored at all (too large): its board is refused. */
export class PageRefusedError extends Error {}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One canvas object made ready for the page rules: Mongoose's `_id` becomes the `uuid` an object
 * without one lacks (the rules drop objects without a uuid, and boards drawn before QuadCoach
 * gave objects uuids have none), and the empty `objects` and `path` arrays Mongoose adds to every
 * object are removed where the shape has no children or path.
 */
function prepareObject(raw: unknown, boardId: string, fallbackKey: string): unknown {
  if (!isRecord(raw)) return raw;
  const { _id: objectId, objects, path, ...rest } = raw;
  const object: JsonRecord = { ...rest };
  if (typeof object.uuid !== 'string' || object.uuid === '') {
    const key = objectId instanceof ObjectIdRef ? objectId.hex : fallbackKey;
    object.uuid = subDocumentUuid(boardId, `object/${key}`);
  }
  const type = typeof object.type === 'string' ? normalizeObjectType(object.type) : '';
  if (
    objects !== undefined &&
    !(Array.isArray(objects) && objects.length === 0 && type !== 'group')
  ) {
    object.objects = Array.isArray(objects)
      ? objects.map((child, index) => prepareObject(child, boardId, `${fallbackKey}.${index}`))
      : objects;
  }
  if (path !== undefined && !(Array.isArray(path) && path.length === 0 && type !== 'path')) {
    object.path = path;
  }
  return object;
}

/** The prepared object at `3.objects.1` (an index into the page's objects, then a group's). */
function objectAt(objects: readonly unknown[], where: string): unknown {
  let list: readonly unknown[] | undefined = objects;
  let object: unknown;
  for (const index of where.split('.objects.')) {
    object = list?.[Number(index)];
    list = isRecord(object) && Array.isArray(object.objects) ? object.objects : undefined;
  }
  return object;
}

/**
 * A page rule's warning as a report line: `objects.3.objects.1.text must be a string` →
 * `objects.3.objects.1: text must be a string; the object is not imported`.
 */
function describeWarning(
  warning: string,
  objects: readonly unknown[],
  kept: Map<string, CanvasObject>,
): string {
  const match = /^objects\.(\d+(?:\.objects\.\d+)*)(?:\.(\S+))? (.*)$/s.exec(warning);
  if (match) {
    const [, where = '', field, message = ''] = match;
    const object = objectAt(objects, where);
    const isKept = isRecord(object) && typeof object.uuid === 'string' && kept.has(object.uuid);
    const what = field ? `${field} ${message}` : message;
    const outcome = isKept
      ? `the value of ${field ?? 'it'} is not imported`
      : 'the object is not imported';
    return `objects.${where}: ${what}; ${outcome}`;
  }
  if (warning.startsWith('backgroundImage')) {
    return `${warning.replace(' ', ': ')}; the full court is used instead`;
  }
  if (/^objects hold \d+ objects/.test(warning)) {
    return `${warning}; the objects past that are not imported`;
  }
  return warning;
}

function keptByUuid(objects: readonly CanvasObject[], into = new Map<string, CanvasObject>()) {
  for (const object of objects) {
    into.set(object.uuid, object);
    keptByUuid(object.objects ?? [], into);
  }
  return into;
}

const KNOWN_PROPERTIES = new Set(CANVAS_OBJECT_PROPERTIES);

function shortJson(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 37)}...` : json;
}

/** One line per kept object that lost properties: unknown ones, or values of the wrong kind. */
function droppedProperties(
  objects: readonly unknown[],
  kept: Map<string, CanvasObject>,
  where: string,
  report: (message: string) => void,
): void {
  objects.forEach((raw, index) => {
    if (!isRecord(raw)) return;
    const label = where === '' ? `objects.${index}` : `${where}.objects.${index}`;
    const object = typeof raw.uuid === 'string' ? kept.get(raw.uuid) : undefined;
    if (!object) return;
    const lost = Object.keys(raw).filter((key) => key !== 'objects' && !(key in object));
    if (lost.length > 0) {
      const described = lost.map((key) =>
        KNOWN_PROPERTIES.has(key)
          ? `${key} (${shortJson(raw[key])} is no valid value)`
          : `${key} (not a property Courtside keeps)`,
      );
      report(`${label}: not imported: ${described.join(', ')}`);
    }
    if (Array.isArray(raw.objects)) droppedProperties(raw.objects, kept, label, report);
  });
}

/**
 * One QuadCoach page as Courtside page data, through the same migration and rules as a page
 * loaded in the editor. Whatever is not kept is reported through `warn`, one line per object.
 *
 * @throws PageRefusedError when even the cleaned page cannot be stored (larger than a save may be)
 */
export function convertPage(
  raw: BoardPageRecord,
  boardId: string,
  pageKey: string,
  warn: (message: string) => void,
): Page {
  const background = Array.isArray(raw.backgroundImage)
    ? (raw.backgroundImage[0] as unknown)
    : raw.backgroundImage;
  const objects = (raw.objects ?? []).map((object, index) =>
    prepareObject(object, boardId, `${pageKey}/${index}`),
  );
  const prepared = {
    ...(raw.version !== undefined && raw.version !== null ? { version: raw.version } : {}),
    objects,
    ...(background !== undefined ? { backgroundImage: background } : {}),
  };
  const page = sanitizePage(prepared);
  const kept = keptByUuid(page.objects);
  for (const warning of validatePage(prepared)) warn(describeWarning(warning, objects, kept));
  droppedProperties(objects, kept, '', warn);

  const stored = parseStoredPage(page);
  if (stored.error) throw new PageRefusedError(stored.error.message);
  return stored.page;
}
