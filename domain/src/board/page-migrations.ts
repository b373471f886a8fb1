import { PAGE_SCHEMA_VERSION } from './constants.ts';
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
