import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  literalOfPattern,
  parseListQuery,
  type ListQuery,
  type ListQuerySpec,
  type Pagination,
  unsafePatternReason,
} from '@courtside/domain';
import type { Db } from '../db/client.ts';
import { AppError, badRequest } from './http-error.ts';

/** Parses a list query with the domain's whitelist; a bad parameter is a 400 naming it. */
export function parseQueryOrThrow(spec: ListQuerySpec, raw: Record<string, unknown>): ListQuery {
  const parsed = parseListQuery(spec, raw);
  if (!parsed.ok) throw new AppError(400, 'INVALID_QUERY', parsed.message, { param: parsed.param });
  return parsed.query;
}

/**
 * `column` matches the pattern case-insensitively. A literal pattern (what the search box sends)
 * becomes ILIKE, which the trigram index answers as well and which checks each row far faster
 * than the regex engine; anything else stays a regex.
 */
export function matchesPattern(column: SQLWrapper, pattern: string): SQL {
  const literal = literalOfPattern(pattern);
  if (literal === null) return sql`${column} ~* ${pattern}`;
  const escaped = literal.replace(/[\\%_]/g, '\\$&');
  return sql`${column} ilike ${`%${escaped}%`}`;
}

/** PostgreSQL's regex dialect differs from JavaScript's: ask the database before using a pattern. */
async function isValidPattern(db: Db, pattern: string): Promise<boolean> {
  if (literalOfPattern(pattern) !== null) return true;
  try {
    await db.execute(sql`select '' ~* ${pattern}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Throws a 400 naming the parameter of the first pattern outside the safe subset (see
 * `unsafePatternReason`) or refused by PostgreSQL.
 */
export async function assertPatternsValid(
  db: Db,
  patterns: Record<string, string | undefined>,
): Promise<void> {
  for (const [param, pattern] of Object.entries(patterns)) {
    const unsafe = pattern === undefined ? null : unsafePatternReason(pattern);
    if (unsafe) throw badRequest('UNSAFE_REGEX', `${param} ${unsafe}`);
    if (pattern !== undefined && !(await isValidPattern(db, pattern))) {
      throw badRequest('INVALID_REGEX', `${param} is not a valid regular expression`);
    }
  }
}

/** The `field[regex]` parameters of a parsed query, keyed by their parameter names. */
export const regexParams = (query: ListQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query.regex).map(([field, pattern]) => [`${field}[regex]`, pattern]),
  );

/** Parses a list query and checks its patterns: a 400 naming the first bad parameter. */
export async function checkedListQuery(
  db: Db,
  spec: ListQuerySpec,
  raw: Record<string, unknown>,
): Promise<ListQuery> {
  const query = parseQueryOrThrow(spec, raw);
  await assertPatternsValid(db, regexParams(query));
  return query;
}

/**
 * A list answer of any kind: the raw query parsed with the kind's spec and checked, the kind's
 * list run with it, and the pagination of what it found added.
 */
export async function pagedList<Found extends { total: number; exact?: boolean }>(
  db: Db,
  spec: ListQuerySpec,
  raw: Record<string, unknown>,
  list: (query: ListQuery) => Promise<Found>,
): Promise<Found & { pagination: Pagination }> {
  const query = await checkedListQuery(db, spec, raw);
  const found = await list(query);
  return { ...found, pagination: paginationOf(query, found.total, found.exact) };
}

export function paginationOf(query: ListQuery, total: number, exact = true): Pagination {
  return {
    page: query.page,
    limit: query.limit,
    total,
    pages: Math.ceil(total / query.limit),
    exact,
  };
}
