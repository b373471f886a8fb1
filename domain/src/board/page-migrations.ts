import { MAX_GROUP_DEPTH, PAGE_SCHEMA_VERSION } from './constants.ts';
import { toSameOriginPath } from './same-origin-path.ts';

type PageJson = Record<string, unknown>;

interface PageMigration {
  /** The version this migration upgrades from; it produces `from + 1`. */
  from: number;
  up: (page: PageJson) => PageJson;
}

function isRecord(value: unknown): value is PageJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Names that carry animation data from version 2 on (issue 16), on the page and on objects, as
 * they were at version 2: a migration keeps its own list, so that names added later do not change
 * what it does to old pages.
 */
const ANIMATION_PAGE_KEYS = ['transition', 'caption'];
const ANIMATION_OBJECT_KEYS = ['run', 'timing', 'heldBy', 'pass', 'knockedOut'];

function without(record: PageJson, keys: readonly string[]): PageJson {
  if (!keys.some((key) => key in record)) return record;
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Objects (and their children, as deep as a page may nest them) without animation names. */
function withoutAnimationData(objects: unknown, depth: number): unknown {
  if (!Array.isArray(objects)) return objects;
  return objects.map((object: unknown) => {
    if (!isRecord(object)) return object;
    const stripped = without(object, ANIMATION_OBJECT_KEYS);
    if (!Array.isArray(stripped.objects) || depth >= MAX_GROUP_DEPTH) return stripped;
    return { ...stripped, objects: withoutAnimationData(stripped.objects, depth + 1) };
  });
}

/**
 * Ordered up-migrations, one per version step. They run on raw JSON before validation, so each
 * must tolerate anything and only touch what it recognises.
 */
const MIGRATIONS: readonly PageMigration[] = [
  {
    // Pages saved straight from fabric's canvas JSON: the court picture was a whole image object
    // (or, in the oldest data, a bare string) holding the absolute URL of the host it was drawn on.
    from: 0,
    up: (page) => {
      const background = page.backgroundImage;
      if (typeof background === 'string') {
        return { ...page, backgroundImage: { src: toSameOriginPath(background) ?? background } };
      }
      if (isRecord(background) && typeof background.src === 'string') {
        const src = toSameOriginPath(background.src) ?? background.src;
        return { ...page, backgroundImage: { src } };
      }
      return page;
    },
  },
  {
    // Version 2 gives meaning to animation names (issue 16). A version 1 page never carried them,
    // so any it holds came from elsewhere (fabric extras, an import) and must not start to bend
    // runs or hand balls around: dropping them keeps old pages animating exactly as before.
    from: 1,
    up: (page) => ({
      ...without(page, ANIMATION_PAGE_KEYS),
      ...('objects' in page ? { objects: withoutAnimationData(page.objects, 0) } : {}),
    }),
  },
];

/**
 * Schema version a raw page claims. Anything but a non-negative integer counts as 0: that
 * includes a missing `version` and fabric's own version string (`"6.4.3"`), which older pages
 * carried under the same name.
 */
export function pageSchemaVersionOf(data: unknown): number {
  const version = isRecord(data) ? data.version : undefined;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
}

/**
 * Brings raw page JSON up to {@link PAGE_SCHEMA_VERSION}, returning a new object (the input is
 * never changed). Non-objects and pages from a newer schema are returned as they are; the
 * validators decide what to do with them.
 */
export function migratePage(data: unknown): unknown {
  if (!isRecord(data)) return data;
  let version = pageSchemaVersionOf(data);
  if (version > PAGE_SCHEMA_VERSION) return data;
  let page: PageJson = { ...data };
  for (const migration of MIGRATIONS) {
    if (migration.from !== version) continue;
    page = migration.up(page);
    version = migration.from + 1;
  }
  return { ...page, version };
}
