import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { queryRows, type Db } from '../../db/client.ts';
import type { exercises, practicePlans, tacticboards } from '../../db/schema.ts';
import type { ObjectIdRef } from './extended-json.ts';
import type { IdMap } from './id-map.ts';
import type { ImportReport, RecordReport } from './import-report.ts';
import type { QuadcoachKind } from './import-quadcoach.table.ts';

/** A favorite older QuadCoach versions kept in a list on the user. */
export interface LegacyFavorite {
  user: ObjectIdRef;
  resource: ObjectIdRef;
  file: string;
  index: number;
}

/** What the steps of one import share; `db` is the import's transaction. */
export interface ImportContext {
  db: Db;
  ids: IdMap;
  report: ImportReport;
  now: Date;
  /** The account that gets what an owner missing from the export owned (`--owner`). */
  defaultOwner?: { id: string; email: string };
  /** Records refused in this run (`kind:objectId`), so a reference to one says why it is gone. */
  refused: Set<string>;
  /** The owner of every exercise, board and plan written in this run, by Courtside id. */
  owners: Map<string, string>;
  /** The minutes of every exercise of the export, by ObjectId, for plan items without any. */
  exerciseMinutes: Map<string, number>;
  legacyFavorites: { exercise: LegacyFavorite[]; tacticboard: LegacyFavorite[] };
}

const KIND_LABEL: Record<QuadcoachKind, string> = {
  user: 'user',
  exercise: 'exercise',
  tacticboard: 'tactic board',
  practice_plan: 'practice plan',
};

export function markRefused(ctx: ImportContext, kind: QuadcoachKind, objectId: string): void {
  ctx.refused.add(`${kind}:${objectId}`);
}

/** Why a reference cannot be kept: its target was refused, or is not in the export at all. */
export function missingTarget(ctx: ImportContext, kind: QuadcoachKind, objectId: string): string {
  const what = `${KIND_LABEL[kind]} ${objectId}`;
  return ctx.refused.has(`${kind}:${objectId}`)
    ? `${what} was refused (see above)`
    : `${what} is not in the export`;
}

/**
 * The owner's Courtside id, or undefined after refusing the record. QuadCoach leaves exercises
 * and boards behind when it deletes their owner; `--owner` gives those to one account.
 */
export function ownerOf(
  ctx: ImportContext,
  user: ObjectIdRef | null | undefined,
  r: RecordReport,
): string | undefined {
  const owner = user ? ctx.ids.resolve('user', user.hex) : undefined;
  if (owner) return owner;
  const why = user ? `its owner: ${missingTarget(ctx, 'user', user.hex)}` : 'it has no owner';
  if (ctx.defaultOwner) {
    r.warn(`${why}; it is given to ${ctx.defaultOwner.email} (--owner)`);
    return ctx.defaultOwner.id;
  }
  r.refuse(`${why}; name an account to give such records to with --owner <email>`);
  return undefined;
}

/** Creation and change times: the record's own, else the time inside its ObjectId. */
export function timesOf(record: {
  _id: ObjectIdRef;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}): { createdAt: Date; updatedAt: Date } {
  const createdAt = record.createdAt ?? record._id.createdAt;
  return { createdAt, updatedAt: record.updatedAt ?? createdAt };
}

/** A schema failure of mapped values as one line: the first issue's field and message. */
export function describeIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'is invalid';
  const field = issue.path.map(String).join('.');
  return field === '' ? issue.message : `${field}: ${issue.message}`;
}

/** Warns about fields of older QuadCoach versions that hold something Courtside does not keep. */
export function reportDroppedFields(
  r: RecordReport,
  record: Record<string, unknown>,
  fields: Record<string, string>,
): void {
  for (const [field, why] of Object.entries(fields)) {
    const value = record[field];
    const empty =
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0);
    if (!empty) r.warn(`${field} is not imported: ${why}`);
  }
}

/** Whether a row with this id is in `table`, which tells an update from a first import. */
async function rowExists(db: Db, table: PgTable & { id: PgColumn }, id: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from ${table} where ${table.id} = ${id} limit 1`);
  return rows.length > 0;
}

/** The three kinds a club's content comes in: each row has an id and an edit version. */
type VersionedTable = typeof exercises | typeof tacticboards | typeof practicePlans;

/**
 * Writes an imported record: inserted the first time, replaced on a later run with its version
 * raised (so an editor open on it gets a 409 instead of overwriting the import). Resolves to
 * whether the row was there before.
 */
export async function upsertImported<T extends VersionedTable>(
  db: Db,
  table: T,
  id: string,
  row: Omit<T['$inferInsert'], 'id'>,
): Promise<boolean> {
  const existed = await rowExists(db, table, id);
  // drizzle cannot narrow a union of tables in `update`/`insert`; each member takes these rows.
  const target = table as typeof exercises;
  const values = row as Omit<typeof exercises.$inferInsert, 'id'>;
  if (existed) {
    await db
      .update(target)
      .set({ ...values, version: sql`${target.version} + 1` })
      .where(eq(target.id, id));
  } else {
    await db.insert(target).values({ id, ...values });
  }
  return existed;
}
