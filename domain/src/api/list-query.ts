/**
 * The list query language shared by server and client: `page`, `limit`, `field[regex]` with
 * `field[options]=i`, `field[gte|lte]`, `field[all]` and `field[in]` (comma-joined), `sortBy`,
 * `sortOrder` and boolean flags. Only what a list's spec names is accepted.
 */

import { unsafePatternReason } from './safe-pattern.ts';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;
export const MAX_REGEX_LENGTH = 100;
const MAX_LIST_ITEMS = 20;
const MAX_LIST_ITEM_LENGTH = 50;
const MAX_RANGE_VALUE = 1_000_000;

export interface ListQuerySpec {
  regex: readonly string[];
  range: readonly string[];
  all: readonly string[];
  in: readonly string[];
  sortBy: readonly string[];
  flags: readonly string[];
  /** Boolean fields filtered by `field[eq]=true|false` (QuadCoach's `isPrivate[eq]`). */
  equals?: readonly string[];
}

export interface Range {
  gte?: number;
  lte?: number;
}

export interface ListQuery {
  page: number;
  limit: number;
  regex: Record<string, string>;
  range: Record<string, Range>;
  all: Record<string, string[]>;
  in: Record<string, string[]>;
  sortBy?: string;
  sortOrder: 'asc' | 'desc';
  flags: Record<string, boolean>;
  /** Set only when the query has a `field[eq]` parameter. */
  equals?: Record<string, boolean>;
}

export type ListQueryResult =
  { ok: true; query: ListQuery } | { ok: false; param: string; message: string };

export const exerciseListQuerySpec: ListQuerySpec = {
  regex: ['name', 'tags', 'materials'],
  range: ['persons', 'time_min', 'beaters', 'chasers'],
  all: ['tags', 'materials'],
  in: [],
  sortBy: ['name', 'persons', 'time', 'created', 'updated'],
  /** favorite: the caller's favorites; mine: owned by the caller; shared: granted to the caller. */
  flags: ['favorite', 'mine', 'shared'],
};

export const tacticboardListQuerySpec: ListQuerySpec = {
  regex: ['name', 'tags'],
  range: [],
  all: [],
  in: ['tags'],
  sortBy: ['name', 'created', 'updated'],
  /** As for exercises, plus private: only private boards. */
  flags: ['favorite', 'mine', 'shared', 'private'],
  /** isPrivate[eq]=true|false: only private or only public ones, as the QuadCoach client asks. */
  equals: ['isPrivate'],
};

export const emptyListQuery = (): ListQuery => ({
  page: DEFAULT_PAGE,
  limit: DEFAULT_LIMIT,
  regex: {},
  range: {},
  all: {},
  in: {},
  sortOrder: 'asc',
  flags: {},
});

class QueryError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

function positiveInteger(param: string, value: string, max: number): number {
  if (!/^\d{1,9}$/.test(value)) throw new QueryError(param, `${param} must be a whole number`);
  const n = Number(value);
  if (n < 1 || n > max) throw new QueryError(param, `${param} must be between 1 and ${max}`);
  return n;
}

function rangeBound(param: string, value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) > MAX_RANGE_VALUE) {
    throw new QueryError(param, `${param} must be a whole number from 0 to ${MAX_RANGE_VALUE}`);
  }
  return Number(value);
}

function regexPattern(param: string, value: string): string {
  if (value.length > MAX_REGEX_LENGTH) {
    throw new QueryError(param, `${param} must be at most ${MAX_REGEX_LENGTH} characters`);
  }
  try {
    new RegExp(value, 'i');
  } catch {
    throw new QueryError(param, `${param} is not a valid regular expression`);
  }
  const unsafe = unsafePatternReason(value);
  if (unsafe) throw new QueryError(param, `${param} ${unsafe}`);
  return value;
}

function listItems(param: string, value: string): string[] {
  const items = [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
  if (items.length > MAX_LIST_ITEMS)
    throw new QueryError(param, `${param} takes at most ${MAX_LIST_ITEMS} values`);
  if (items.some((item) => item.length > MAX_LIST_ITEM_LENGTH)) {
    throw new QueryError(
      param,
      `${param} values must be at most ${MAX_LIST_ITEM_LENGTH} characters`,
    );
  }
  return items;
}

function flagValue(param: string, value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new QueryError(param, `${param} must be true or false`);
}

const KEY_PATTERN = /^([A-Za-z_]+)(?:\[([a-z]+)\])?$/;

/** Parses a decoded query string (flat keys such as `name[regex]`); never throws. */
export function parseListQuery(spec: ListQuerySpec, raw: Record<string, unknown>): ListQueryResult {
  const query = emptyListQuery();
  try {
    for (const [param, rawValue] of Object.entries(raw)) {
      if (rawValue === undefined) continue;
      if (typeof rawValue !== 'string') throw new QueryError(param, `${param} must be given once`);
      const value = rawValue.trim();
      const match = KEY_PATTERN.exec(param);
      const field = match?.[1] ?? '';
      const operator = match?.[2];
      if (value === '') continue;
      if (!operator && field === 'page') query.page = positiveInteger(param, value, 1_000_000);
      else if (!operator && field === 'limit')
        query.limit = positiveInteger(param, value, MAX_LIMIT);
      else if (!operator && field === 'sortBy' && spec.sortBy.includes(value)) query.sortBy = value;
      else if (!operator && field === 'sortBy') {
        throw new QueryError(param, `sortBy must be one of ${spec.sortBy.join(', ')}`);
      } else if (!operator && field === 'sortOrder') {
        if (value !== 'asc' && value !== 'desc')
          throw new QueryError(param, 'sortOrder must be asc or desc');
        query.sortOrder = value;
      } else if (!operator && spec.flags.includes(field))
        query.flags[field] = flagValue(param, value);
      else if (operator === 'regex' && spec.regex.includes(field))
        query.regex[field] = regexPattern(param, value);
      else if (operator === 'options' && spec.regex.includes(field)) {
        // Searches are always case-insensitive; `i` is accepted for the spec's clients.
        if (value !== 'i') throw new QueryError(param, `${param} supports only i`);
      } else if ((operator === 'gte' || operator === 'lte') && spec.range.includes(field)) {
        query.range[field] = { ...query.range[field], [operator]: rangeBound(param, value) };
      } else if (operator === 'all' && spec.all.includes(field))
        query.all[field] = listItems(param, value);
      else if (operator === 'in' && spec.in.includes(field))
        query.in[field] = listItems(param, value);
      else if (operator === 'eq' && spec.equals?.includes(field))
        query.equals = { ...query.equals, [field]: flagValue(param, value) };
      else throw new QueryError(param, `${param} is not a supported query parameter`);
    }
    for (const [field, range] of Object.entries(query.range)) {
      if (range.gte !== undefined && range.lte !== undefined && range.gte > range.lte) {
        throw new QueryError(
          `${field}[gte]`,
          `${field}[gte] must not be greater than ${field}[lte]`,
        );
      }
    }
  } catch (error) {
    if (error instanceof QueryError)
      return { ok: false, param: error.param, message: error.message };
    throw error;
  }
  return { ok: true, query };
}

/** The query string for a list query (without `?`); defaults are left out. */
export function encodeListQuery(query: Partial<ListQuery>): string {
  const entries: Array<[string, string]> = [];
  const params = { set: (key: string, value: string) => void entries.push([key, value]) };
  if (query.page !== undefined && query.page !== DEFAULT_PAGE)
    params.set('page', String(query.page));
  if (query.limit !== undefined && query.limit !== DEFAULT_LIMIT)
    params.set('limit', String(query.limit));
  for (const [field, pattern] of Object.entries(query.regex ?? {})) {
    if (!pattern) continue;
    params.set(`${field}[regex]`, pattern);
    params.set(`${field}[options]`, 'i');
  }
  for (const [field, range] of Object.entries(query.range ?? {})) {
    if (range.gte !== undefined) params.set(`${field}[gte]`, String(range.gte));
    if (range.lte !== undefined) params.set(`${field}[lte]`, String(range.lte));
  }
  for (const [field, items] of Object.entries(query.all ?? {})) {
    if (items.length) params.set(`${field}[all]`, items.join(','));
  }
  for (const [field, items] of Object.entries(query.in ?? {})) {
    if (items.length) params.set(`${field}[in]`, items.join(','));
  }
  if (query.sortBy) params.set('sortBy', query.sortBy);
  if (query.sortBy && query.sortOrder === 'desc') params.set('sortOrder', 'desc');
  for (const [flag, on] of Object.entries(query.flags ?? {})) {
    if (on) params.set(flag, 'true');
  }
  // The domain has no DOM or Node globals, so this encodes as URLSearchParams would.
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
  return entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/** Escapes text so a regex search matches it literally (for plain search boxes). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text a pattern matches literally, when it is one: ordinary characters and escaped
 * punctuation only (what `escapeRegex` makes of a search box's text). Escaped letters and digits
 * are classes (`\d`, `\m`), so such patterns are not literal.
 */
export function literalOfPattern(pattern: string): string | null {
  let literal = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern.charAt(i);
    if (char === '\\') {
      const next = pattern.charAt(i + 1);
      if (next === '' || /[\p{L}\p{N}]/u.test(next)) return null;
      literal += next;
      i += 1;
    } else if ('.*+?^${}()|[]'.includes(char)) {
      return null;
    } else {
      literal += char;
    }
  }
  return literal;
}
