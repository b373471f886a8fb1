import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DescriptionBlock, Exercise, Grant, ListQuery } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { sortLabels } from '../../shared/sort-labels.ts';
import { matchesPattern } from '../../shared/list-query.ts';
import { favoriteQueries, grantQueries } from '../../db/shared-tables.ts';
import { users } from '../users/users.table.ts';
import {
  exerciseAccess,
  exerciseFavorites,
  exerciseLabels,
  exercises,
  type ExerciseRow,
} from './exercises.table.ts';

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

const favoriteOf = (userId: string | null) =>
  userId
    ? sql<boolean>`exists (select 1 from ${exerciseFavorites} where ${exerciseFavorites.resourceId} = ${exercises.id} and ${exerciseFavorites.userId} = ${userId})`
    : sql<boolean>`false`;

const selection = (userId: string | null) => ({
  row: exercises,
  creator: users.name,
  favorite: favoriteOf(userId),
});

interface SelectedRow {
  row: ExerciseRow;
  creator: string;
  favorite: boolean;
}

export function toExercise({ row, creator, favorite }: SelectedRow): Exercise {
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
    user: row.ownerId,
    creator,
    favorite,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findExercise(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<Exercise | undefined> {
  const [row] = await db
    .select(selection(viewerId))
    .from(exercises)
    .innerJoin(users, eq(users.id, exercises.ownerId))
    .where(eq(exercises.id, id))
    .limit(1);
  return row && toExercise(row);
}

export async function findExercisesByIds(
  db: Db,
  ids: readonly string[],
  viewerId: string | null,
): Promise<Exercise[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(selection(viewerId))
    .from(exercises)
    .innerJoin(users, eq(users.id, exercises.ownerId))
    .where(inArray(exercises.id, [...ids]));
  return rows.map(toExercise);
}

export async function existingExerciseIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(inArray(exercises.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function insertExercise(
  db: Db,
  ownerId: string,
  values: ExerciseValues,
): Promise<string> {
  const [row] = await db
    .insert(exercises)
    .values({ ownerId, ...values })
    .returning({ id: exercises.id });
  if (!row) throw new Error('exercise insert returned no row');
  return row.id;
}

/** Updates only when the stored version is still `version`; false means someone saved in between (or it is gone). */
export async function updateExerciseIfVersion(
  db: Db,
  id: string,
  version: number,
  values: ExerciseValues,
): Promise<boolean> {
  const rows = await db
    .update(exercises)
    .set({ ...values, version: sql`${exercises.version} + 1`, updatedAt: new Date() })
    .where(and(eq(exercises.id, id), eq(exercises.version, version)))
    .returning({ id: exercises.id });
  return rows.length > 0;
}

export async function deleteExercise(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(exercises)
    .where(eq(exercises.id, id))
    .returning({ id: exercises.id });
  return rows.length > 0;
}

/** Owner and grants: what the access rules need. */
export async function findAccessSubject(
  db: Db,
  id: string,
): Promise<{ ownerId: string; grants: Grant[] } | undefined> {
  const [row] = await db
    .select({ ownerId: exercises.ownerId })
    .from(exercises)
    .where(eq(exercises.id, id))
    .limit(1);
  if (!row) return undefined;
  return { ownerId: row.ownerId, grants: await grants.grantsOf(db, id) };
}

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

function filterOf(query: ListQuery, viewerId: string | null): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [field, pattern] of Object.entries(query.regex)) {
    if (field === 'name') conditions.push(matchesPattern(exercises.name, pattern));
    const column = arrayColumns[field as keyof typeof arrayColumns];
    // The label table turns the pattern into a list of labels, so the GIN index on the array applies.
    if (column) {
      conditions.push(
        sql`${column} && array(select ${exerciseLabels.label} from ${exerciseLabels} where ${exerciseLabels.field} = ${field} and ${exerciseLabels.label} ~* ${pattern})`,
      );
    }
  }
  for (const [field, range] of Object.entries(query.range)) {
    const column = rangeColumns[field as keyof typeof rangeColumns];
    if (!column) continue;
    if (range.gte !== undefined) conditions.push(sql`${column} >= ${range.gte}`);
    if (range.lte !== undefined) conditions.push(sql`${column} <= ${range.lte}`);
  }
  for (const [field, items] of Object.entries(query.all)) {
    const column = arrayColumns[field as keyof typeof arrayColumns];
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

export async function listExercises(
  db: Db,
  query: ListQuery,
  viewerId: string | null,
  countCap = COUNT_CAP,
): Promise<{ rows: Exercise[]; total: number; exact: boolean }> {
  const where = filterOf(query, viewerId);
  const sortColumn = query.sortBy
    ? sortColumns[query.sortBy as keyof typeof sortColumns]
    : undefined;
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const order = sortColumn
    ? [direction(sortColumn), direction(exercises.id)]
    : [desc(exercises.updatedAt), desc(exercises.id)];
  // The page's ids are picked first, so the owner join and the favorite check run for 50 rows
  // only, however deep the page.
  const pageIds = db
    .select({ id: exercises.id })
    .from(exercises)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [rows, [count]] = await Promise.all([
    db
      .select(selection(viewerId))
      .from(exercises)
      .innerJoin(users, eq(users.id, exercises.ownerId))
      .where(inArray(exercises.id, pageIds))
      .orderBy(...order),
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(exercises)
        .where(where)
        .limit(countCap + 1)
        .as('matches'),
    ),
  ]);
  const total = count?.total ?? 0;
  return {
    rows: rows.map(toExercise),
    total: Math.min(total, countCap),
    exact: total <= countCap,
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
export async function exercisesReferencingBoard(
  db: Db,
  boardId: string,
): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(sql`${exercises.boardIds} @> array[${boardId}]::uuid[]`)
    .orderBy(asc(exercises.name));
}

export const grants = grantQueries(exerciseAccess);
export const favorites = favoriteQueries(exerciseFavorites);
