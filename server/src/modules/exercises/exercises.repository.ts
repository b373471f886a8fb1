import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DescriptionBlock, Exercise, ListQuery, ReferencedExercise } from '@courtside/domain';
import { estimatedRows, queryRows, type Db } from '../../db/client.ts';
import { favoriteFlag, resourceWrites } from '../../shared/resource-queries.ts';
import { ownedFields, resourceReads, type ReadRow } from '../../shared/resource-reads.ts';
import { sortLabels } from '../../shared/sort-labels.ts';
import { matchesPattern } from '../../shared/list-query.ts';
import { exerciseAccess, exerciseFavorites, exerciseLabels, exercises } from './exercises.table.ts';

export interface ExerciseValues {
  name: string;
  persons: number;
  beaters: number;
  chasers: number;
  timeMin: number;
  tags: string[];
  materials: string[];
  descriptionBlocks: DescriptionBlock[];
  relatedTo: string[];
  boardIds: string[];
}

const favoriteOf = favoriteFlag(exerciseFavorites, exercises.id);

export function toExercise(read: ReadRow<typeof exercises>): Exercise {
  const { row } = read;
  return {
    _id: row.id,
    name: row.name,
    persons: row.persons,
    beaters: row.beaters,
    chasers: row.chasers,
    time_min: row.timeMin,
    tags: row.tags,
    materials: row.materials,
    description_blocks: row.descriptionBlocks,
    related_to: row.relatedTo,
    ...ownedFields(read),
  };
}

const reads = resourceReads(exercises, favoriteOf, toExercise);

export const findExercise = reads.byId;

export const findExercisesByIds = reads.byIds;

export async function existingExerciseIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(inArray(exercises.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** What a practice plan shows of an exercise it names. */
const summaryColumns = {
  _id: exercises.id,
  name: exercises.name,
  persons: exercises.persons,
  beaters: exercises.beaters,
  chasers: exercises.chasers,
  materials: exercises.materials,
  time: exercises.timeMin,
};

/** What a practice plan shows of the exercises it names, for those of `ids` that exist. */
export async function exerciseSummaries(
  db: Db,
  ids: readonly string[],
): Promise<ReferencedExercise[]> {
  if (ids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(exercises)
    .where(inArray(exercises.id, [...ids]));
}

/** Create, replace-if-version and delete, as for every kind of resource. */
export const writes = resourceWrites(exercises);

/** The owner, for the access rules (which add the grants); undefined for an unknown id. */
export const findOwnerId = (db: Db, id: string): Promise<string | undefined> =>
  writes.storedValue(db, id, exercises.ownerId);

const rangeColumns = {
  persons: exercises.persons,
  time_min: exercises.timeMin,
  beaters: exercises.beaters,
  chasers: exercises.chasers,
} as const;

const arrayColumns = { tags: exercises.tags, materials: exercises.materials } as const;

const sortColumns = {
  name: sql`lower(${exercises.name})`,
  persons: exercises.persons,
  time: exercises.timeMin,
  created: exercises.createdAt,
  updated: exercises.updatedAt,
} as const;

type ArrayField = keyof typeof arrayColumns;
const isArrayField = (field: string): field is ArrayField => field in arrayColumns;

/** The labels in use that each `tags|materials[regex]` pattern of the query matches. */
async function labelsMatching(
  db: Db,
  query: ListQuery,
): Promise<Partial<Record<ArrayField, string[]>>> {
  const matching: Partial<Record<ArrayField, string[]>> = {};
  for (const [field, pattern] of Object.entries(query.regex)) {
    if (isArrayField(field)) matching[field] = await listLabels(db, field, pattern);
  }
  return matching;
}

function filterOf(
  query: ListQuery,
  viewerId: string | null,
  labels: Partial<Record<ArrayField, string[]>>,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.regex.name !== undefined)
    conditions.push(matchesPattern(exercises.name, query.regex.name));
  // A pattern becomes the list of labels it matches, so the GIN index on the array applies and
  // the planner can weigh the labels by their statistics.
  for (const [field, matching] of Object.entries(labels) as Array<[ArrayField, string[]]>) {
    conditions.push(sql`${arrayColumns[field]} && ${sql.param(matching, arrayColumns[field])}`);
  }
  for (const [field, range] of Object.entries(query.range)) {
    const column = rangeColumns[field as keyof typeof rangeColumns];
    if (!column) continue;
    if (range.gte !== undefined) conditions.push(sql`${column} >= ${range.gte}`);
    if (range.lte !== undefined) conditions.push(sql`${column} <= ${range.lte}`);
  }
  for (const [field, items] of Object.entries(query.all)) {
    const column = isArrayField(field) ? arrayColumns[field] : undefined;
    if (column && items.length) conditions.push(sql`${column} @> ${sql.param(items, column)}`);
  }
  if (query.flags.favorite) conditions.push(viewerId ? favoriteOf(viewerId) : sql`false`);
  if (query.flags.mine) conditions.push(viewerId ? eq(exercises.ownerId, viewerId) : sql`false`);
  if (query.flags.shared) {
    conditions.push(
      viewerId
        ? sql`exists (select 1 from ${exerciseAccess} where ${exerciseAccess.resourceId} = ${exercises.id} and ${exerciseAccess.userId} = ${viewerId})`
        : sql`false`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Counting stops here: an exact count of a huge match costs more than the page itself. */
export const COUNT_CAP = 1_000;
/**
 * When the planner expects at most this many matches, up to this many are gathered in one pass,
 * so that a selective filter with somewhat more matches than the count cap still scans once.
 */
export const ONE_PASS_LIMIT = 2_500;

export interface ListLimits {
  countCap: number;
  onePassLimit: number;
}

const defaultLimits: ListLimits = { countCap: COUNT_CAP, onePassLimit: ONE_PASS_LIMIT };

interface Gathered {
  /** Matches found, up to the gather limit + 1. */
  total: number;
  /** The page's ids among them, in no particular order. */
  ids: string[];
}

/**
 * The first `gatherLimit + 1` matches, unordered so the scan may stop early, counted; and the
 * page's ids among them, which are the page itself when they are all the matches there are.
 */
async function gatherFirstMatches(
  db: Db,
  where: SQL | undefined,
  sortKey: SQLWrapper,
  descending: boolean,
  gatherLimit: number,
  page: { limit: number; offset: number },
): Promise<Gathered> {
  const firstMatches = db
    .select({ id: exercises.id, sortKey: sql`${sortKey}`.as('sort_key') })
    .from(exercises)
    .where(where)
    .limit(gatherLimit + 1);
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const [gathered] = await queryRows<Gathered>(
    db,
    sql`with first_matches as (${firstMatches})
      select (select count(*) from first_matches)::int as total,
        coalesce((select json_agg(page.id) from (
          select id from first_matches order by sort_key ${dir}, id ${dir}
          limit ${page.limit} offset ${page.offset}
        ) as page), '[]'::json) as ids`,
  );
  return gathered ?? { total: 0, ids: [] };
}

export async function listExercises(
  db: Db,
  query: ListQuery,
  viewerId: string | null,
  { countCap, onePassLimit }: ListLimits = defaultLimits,
): Promise<{ rows: Exercise[]; total: number; exact: boolean }> {
  const where = filterOf(query, viewerId, await labelsMatching(db, query));
  const sortKey = query.sortBy
    ? sortColumns[query.sortBy as keyof typeof sortColumns]
    : exercises.updatedAt;
  const descending = query.sortBy ? query.sortOrder === 'desc' : true;
  const direction = descending ? desc : asc;
  const order = [direction(sortKey), direction(exercises.id)];

  const expectFew =
    where !== undefined &&
    (await estimatedRows(db, db.select({ id: exercises.id }).from(exercises).where(where))) <=
      onePassLimit;
  const gatherLimit = expectFew ? Math.max(onePassLimit, countCap) : countCap;
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const gathered = await gatherFirstMatches(db, where, sortKey, descending, gatherLimit, page);
  // Beyond the gathered matches the page needs the ordered query; either way its ids come first,
  // so the owner join and the favorite check run for 50 rows only, however deep the page.
  const complete = gathered.total <= gatherLimit;
  const pageIds = complete
    ? gathered.ids
    : db
        .select({ id: exercises.id })
        .from(exercises)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
  const rows =
    complete && gathered.ids.length === 0
      ? []
      : reads.items(
          await reads
            .select(db, viewerId)
            .where(inArray(exercises.id, pageIds))
            .orderBy(...order),
        );
  return {
    rows,
    total: Math.min(gathered.total, countCap),
    exact: gathered.total <= countCap,
  };
}

/** Tags or materials in use, optionally matching a pattern, sorted case-insensitively. */
export async function listLabels(
  db: Db,
  field: 'tags' | 'materials',
  pattern: string | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ label: exerciseLabels.label })
    .from(exerciseLabels)
    .where(
      and(
        eq(exerciseLabels.field, field),
        pattern ? sql`${exerciseLabels.label} ~* ${pattern}` : undefined,
      ),
    );
  return sortLabels(rows.map((r) => r.label));
}

/** Exercises whose blocks reference the board, for refusing to delete it or make it private. */
/** The exercises of `ownerId` that show the board; others' references never hold a board back. */
export async function exercisesReferencingBoard(
  db: Db,
  boardId: string,
  ownerId: string,
): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(
      and(eq(exercises.ownerId, ownerId), sql`${exercises.boardIds} @> array[${boardId}]::uuid[]`),
    )
    .orderBy(asc(exercises.name));
}

/** The boards an exercise references now (none for an unknown id). */
export async function boardIdsOf(db: Db, id: string): Promise<string[]> {
  return (await writes.storedValue(db, id, exercises.boardIds)) ?? [];
}

/** Summaries of the exercises a user owns, by name. */
export function exerciseSummariesOwnedBy(db: Db, ownerId: string): Promise<ReferencedExercise[]> {
  return db
    .select(summaryColumns)
    .from(exercises)
    .where(eq(exercises.ownerId, ownerId))
    .orderBy(asc(sql`lower(${exercises.name})`), asc(exercises.id));
}
