import {
  DEFAULT_COURT_BACKGROUND,
  MAX_GROUP_DEPTH,
  MAX_OBJECTS_PER_PAGE,
  MAX_PAGE_BYTES,
  PAGE_SCHEMA_VERSION,
} from './constants.ts';
import type { CourtBackground } from './constants.ts';
import type { z } from 'zod';
import {
  ANIMATION_OBJECT_KEYS,
  ANIMATION_PAGE_KEYS,
  canvasObjectSchema,
  normalizeObjectType,
  pageSchema,
  TEXT_OBJECT_TYPES,
} from './page.ts';
import type { CanvasObject, Page } from './page.ts';
import { migratePage, pageSchemaVersionOf } from './page-migrations.ts';
import { toCourtBackground, toSameOriginPath } from './same-origin-path.ts';

type JsonRecord = Record<string, unknown>;

/** Why a page was refused on save: 400 for a broken structure, 413 for one that is too large. */
export interface PageParseError {
  status: 400 | 413;
  /** Dotted path of the offending value, e.g. `objects.3.left`; empty for the page itself. */
  field: string;
  message: string;
}

export type PageParseResult =
  { page: Page; error?: undefined } | { page?: undefined; error: PageParseError };

interface Issue {
  path: string;
  message: string;
  /** False for problems inside objects that are dropped anyway for lack of a uuid. */
  fatal: boolean;
}

interface Walk {
  issues: Issue[];
  /** Objects with a uuid and no uuid-less ancestor, i.e. those a save would store. */
  seen: number;
  /** Objects in the result so far. */
  kept: number;
}

const PROPERTY_SCHEMAS = canvasObjectSchema.shape;
const SIMPLE_PROPERTIES = (Object.keys(PROPERTY_SCHEMAS) as (keyof CanvasObject)[]).filter(
  (key) => key !== 'type' && key !== 'uuid' && key !== 'objects' && key !== 'src',
);

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

function isFiniteNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value);
}

function hasUuid(raw: JsonRecord): boolean {
  return typeof raw.uuid === 'string' && raw.uuid.length > 0;
}

/** The spec §5 rules (plus depth and image source) for one object, without its children. */
function objectRuleIssues(raw: JsonRecord, path: string, depth: number): Omit<Issue, 'fatal'>[] {
  const issues: Omit<Issue, 'fatal'>[] = [];
  const add = (key: string, message: string) => issues.push({ path: join(path, key), message });

  if (typeof raw.type !== 'string' || raw.type === '') {
    add('type', 'must be a non-empty string');
  }
  const type = typeof raw.type === 'string' ? normalizeObjectType(raw.type) : '';
  for (const key of ['left', 'top'] as const) {
    if (raw[key] !== undefined && !isFiniteNumber(raw[key])) add(key, 'must be a finite number');
  }
  if (
    (TEXT_OBJECT_TYPES.includes(type) || raw.text !== undefined) &&
    typeof raw.text !== 'string'
  ) {
    add('text', 'must be a string');
  }
  if (
    (type === 'path' || raw.path !== undefined) &&
    typeof raw.path !== 'string' &&
    !Array.isArray(raw.path)
  ) {
    add('path', 'must be a string or an array');
  }
  if ((type === 'group' || raw.objects !== undefined) && !Array.isArray(raw.objects)) {
    add('objects', 'must be an array');
  } else if (Array.isArray(raw.objects) && raw.objects.length > 0 && depth >= MAX_GROUP_DEPTH) {
    add('objects', `groups may be nested at most ${MAX_GROUP_DEPTH} deep`);
  }
  if (type === 'image' && toSameOriginPath(raw.src) === undefined) {
    add('src', 'must be a path on this site, e.g. /red-cone.svg');
  }
  return issues;
}

/** The first problem `schema` finds with `value`, with the path of the value below `path`. */
function schemaIssue(
  schema: z.ZodType,
  value: unknown,
  path: string,
): Omit<Issue, 'fatal'> | undefined {
  const result = schema.safeParse(value);
  const issue = result.error?.issues[0];
  if (!issue) return undefined;
  return {
    path: issue.path.reduce<string>((at, key) => join(at, String(key)), path),
    message: issue.message,
  };
}

/**
 * Problems with the animation data (issue 16) of one object, or of the page itself (`path`
 * empty). Unlike other properties, a bad value here is reported (and refused on save): it is
 * typed by the editor, so a bad one is a bug worth a 400. On load only the value is dropped,
 * never its object.
 */
function animationIssues(
  raw: JsonRecord,
  path: string,
  schemas: Record<string, z.ZodType>,
  keys: readonly string[],
): Omit<Issue, 'fatal'>[] {
  const issues: Omit<Issue, 'fatal'>[] = [];
  for (const key of keys) {
    const schema = schemas[key];
    if (raw[key] === undefined || !schema) continue;
    const issue = schemaIssue(schema, raw[key], join(path, key));
    if (issue) issues.push(issue);
  }
  return issues;
}

const objectAnimationIssues = (raw: JsonRecord, path: string) =>
  animationIssues(raw, path, PROPERTY_SCHEMAS, ANIMATION_OBJECT_KEYS);
const pageAnimationIssues = (raw: JsonRecord) =>
  animationIssues(raw, '', pageSchema.shape, ANIMATION_PAGE_KEYS);

/** The page's valid animation data; a bad value is left out. */
function pageAnimationData(raw: JsonRecord): Pick<Page, 'transition' | 'caption'> {
  const data: Pick<Page, 'transition' | 'caption'> = {};
  const transition = pageSchema.shape.transition.safeParse(raw.transition);
  if (transition.success && transition.data !== undefined) data.transition = transition.data;
  const caption = pageSchema.shape.caption.safeParse(raw.caption);
  if (caption.success && caption.data !== undefined) data.caption = caption.data;
  return data;
}

/** Copies the whitelisted properties whose values have the expected shape. */
function pickProperties(raw: JsonRecord): JsonRecord {
  const picked: JsonRecord = { type: raw.type, uuid: raw.uuid };
  for (const key of SIMPLE_PROPERTIES) {
    if (raw[key] === undefined) continue;
    const parsed = PROPERTY_SCHEMAS[key].safeParse(raw[key]);
    if (parsed.success) picked[key] = parsed.data;
  }
  if (typeof raw.type === 'string' && normalizeObjectType(raw.type) === 'image') {
    picked.src = toSameOriginPath(raw.src);
  }
  return picked;
}

function countObjects(objects: readonly CanvasObject[]): number {
  return objects.reduce((sum, object) => sum + 1 + countObjects(object.objects ?? []), 0);
}

/**
 * Walks one object and its children, recording issues, and returns the sanitised object or
 * undefined when it is dropped. `fatal` is false below an object without uuid: that subtree is
 * dropped anyway, so its problems must not fail a save.
 */
function walkObject(
  raw: unknown,
  path: string,
  depth: number,
  fatal: boolean,
  walk: Walk,
): CanvasObject | undefined {
  if (!isRecord(raw)) {
    walk.issues.push({ path, message: 'must be an object', fatal });
    return undefined;
  }
  const keep = hasUuid(raw);
  const subtreeFatal = fatal && keep;
  if (!keep) {
    walk.issues.push({ path: join(path, 'uuid'), message: 'is missing; dropped', fatal: false });
  } else if (fatal) {
    walk.seen += 1;
  }

  const ruleIssues = objectRuleIssues(raw, path, depth);
  for (const issue of ruleIssues) walk.issues.push({ ...issue, fatal: subtreeFatal });
  for (const issue of objectAnimationIssues(raw, path)) {
    walk.issues.push({ ...issue, fatal: subtreeFatal });
  }

  const children: CanvasObject[] = [];
  if (Array.isArray(raw.objects) && depth < MAX_GROUP_DEPTH) {
    raw.objects.forEach((child, index) => {
      const object = walkObject(
        child,
        join(join(path, 'objects'), index),
        depth + 1,
        subtreeFatal,
        walk,
      );
      if (object) children.push(object);
    });
  }
  if (!keep || ruleIssues.length > 0) return undefined;

  const object = pickProperties(raw) as CanvasObject;
  if (Array.isArray(raw.objects)) object.objects = children;
  return object;
}

/** Walks the page's objects, keeping as many whole top-level objects as fit the count limit. */
function walkObjects(raw: unknown[], walk: Walk): CanvasObject[] {
  const objects: CanvasObject[] = [];
  raw.forEach((item, index) => {
    const object = walkObject(item, join('objects', index), 0, true, walk);
    if (!object) return;
    const size = countObjects([object]);
    if (walk.kept + size > MAX_OBJECTS_PER_PAGE) return;
    walk.kept += size;
    objects.push(object);
  });
  return objects;
}

function newWalk(): Walk {
  return { issues: [], seen: 0, kept: 0 };
}

/** UTF-8 length of a string, counted without TextEncoder (not available to the domain). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** The page's court background, or the problem with it. */
function readBackground(
  raw: JsonRecord,
): { src: CourtBackground; issue?: undefined } | { src?: undefined; issue: Omit<Issue, 'fatal'> } {
  const background = raw.backgroundImage;
  if (!isRecord(background) || background.src === undefined) {
    return { issue: { path: 'backgroundImage', message: 'must be an object with a src' } };
  }
  const src = toCourtBackground(background.src);
  if (src === undefined) {
    return {
      issue: { path: 'backgroundImage.src', message: 'must be one of the court backgrounds' },
    };
  }
  return { src };
}

function formatIssue(issue: { path: string; message: string }): string {
  return issue.path === '' ? issue.message : `${issue.path} ${issue.message}`;
}

/**
 * Checks page data as loaded (spec §5) and describes every problem found, for logging. Never
 * throws and never changes the data; loading goes on with {@link sanitizePage}.
 *
 * @returns one human-readable warning per problem, empty when the page is fine
 */
export function validatePage(data: unknown): string[] {
  if (!isRecord(data)) return ['page must be an object'];
  const warnings: string[] = [];
  const { issue } = readBackground(data);
  if (issue) warnings.push(formatIssue(issue));
  if (pageSchemaVersionOf(data) > PAGE_SCHEMA_VERSION) {
    warnings.push(`version ${String(data.version)} is newer than ${PAGE_SCHEMA_VERSION}`);
  }
  warnings.push(...pageAnimationIssues(data).map(formatIssue));
  if (!Array.isArray(data.objects)) {
    warnings.push('objects must be an array');
    return warnings;
  }
  const walk = newWalk();
  walkObjects(data.objects, walk);
  warnings.push(...walk.issues.map(formatIssue));
  if (walk.seen > MAX_OBJECTS_PER_PAGE) {
    warnings.push(`objects hold ${walk.seen} objects, more than ${MAX_OBJECTS_PER_PAGE}`);
  }
  return warnings;
}

/**
 * Turns any page data into a valid {@link Page}, dropping what cannot be kept: objects without a
 * uuid (in groups too), objects breaking the §5 rules, properties outside the whitelist or of
 * the wrong type, objects past the count limit. The court background becomes a path, and an
 * unknown one becomes the full court. Never throws.
 */
export function sanitizePage(data: unknown): Page {
  const migrated = migratePage(data);
  const raw = isRecord(migrated) ? migrated : {};
  const page: Page = {
    version: PAGE_SCHEMA_VERSION,
    objects: Array.isArray(raw.objects) ? walkObjects(raw.objects, newWalk()) : [],
    backgroundImage: { src: readBackground(raw).src ?? DEFAULT_COURT_BACKGROUND },
  };
  if (typeof raw._id === 'string' && raw._id !== '') page._id = raw._id;
  if (typeof raw.background === 'string') page.background = raw.background;
  return { ...page, ...pageAnimationData(raw) };
}

/**
 * The server's check of a page about to be stored. Unlike {@link sanitizePage} it refuses
 * rather than repairs: a broken structure is a 400 naming the first offending field, more than
 * {@link MAX_OBJECTS_PER_PAGE} objects (group children included) or more than
 * {@link MAX_PAGE_BYTES} of JSON is a 413. Objects without a uuid and unknown or mistyped
 * properties are still dropped silently, as a client cannot act on those; bad animation data
 * (issue 16) is a 400 naming the field, as the editor wrote it.
 */
export function parseStoredPage(data: unknown): PageParseResult {
  const fail = (status: 400 | 413, field: string, message: string): PageParseResult => ({
    error: { status, field, message: field === '' ? message : `${field} ${message}` },
  });
  if (!isRecord(data)) return fail(400, '', 'page data must be an object');

  let json: string;
  try {
    json = JSON.stringify(data);
  } catch {
    return fail(400, '', 'page data must be plain JSON');
  }
  if (utf8Length(json) > MAX_PAGE_BYTES) {
    return fail(413, '', `page data may be at most ${MAX_PAGE_BYTES} bytes`);
  }
  if (pageSchemaVersionOf(data) > PAGE_SCHEMA_VERSION) {
    return fail(400, 'version', `must be at most ${PAGE_SCHEMA_VERSION}`);
  }

  const raw = migratePage(data) as JsonRecord;
  const background = readBackground(raw);
  if (background.issue) return fail(400, background.issue.path, background.issue.message);
  if (!Array.isArray(raw.objects)) return fail(400, 'objects', 'must be an array');
  if (raw._id !== undefined && (typeof raw._id !== 'string' || raw._id === '')) {
    return fail(400, '_id', 'must be a non-empty string');
  }
  const [pageIssue] = pageAnimationIssues(raw);
  if (pageIssue) return fail(400, pageIssue.path, pageIssue.message);

  const walk = newWalk();
  const objects = walkObjects(raw.objects, walk);
  if (walk.seen > MAX_OBJECTS_PER_PAGE) {
    return fail(413, 'objects', `may hold at most ${MAX_OBJECTS_PER_PAGE} objects`);
  }
  const problem = walk.issues.find((issue) => issue.fatal);
  if (problem) return fail(400, problem.path, problem.message);

  const page: Page = {
    version: PAGE_SCHEMA_VERSION,
    objects,
    backgroundImage: { src: background.src },
  };
  if (typeof raw._id === 'string') page._id = raw._id;
  if (typeof raw.background === 'string') page.background = raw.background;
  return { page: { ...page, ...pageAnimationData(raw) } };
}

/** A page save as the domain knows it: the checked page and the revision its editor read. */
export interface PageSave {
  revision: number;
  page: Page;
}

export type PageSaveParseResult =
  { save: PageSave; error?: undefined } | { save?: undefined; error: PageParseError };

/**
 * Splits a page save body (page data with the `revision` beside it, as the API sends it) into
 * the revision and the page checked by {@link parseStoredPage}. The page's own `_id` is the
 * route's business, so it is not stored in the data.
 */
export function parsePageSave(
  body: { revision: number } & Record<string, unknown>,
): PageSaveParseResult {
  const { revision, _id: _pageId, ...data } = body;
  const result = parseStoredPage(data);
  return result.error ? { error: result.error } : { save: { revision, page: result.page } };
}

/** The body that saves `save`: the page data with its revision beside it. */
export function pageSaveBody(save: PageSave): Page & { revision: number } {
  return { ...save.page, revision: save.revision };
}

/** A page with no objects on the given court (the full court unless told otherwise). */
export function emptyPage(background: CourtBackground = DEFAULT_COURT_BACKGROUND): Page {
  return { version: PAGE_SCHEMA_VERSION, objects: [], backgroundImage: { src: background } };
}
