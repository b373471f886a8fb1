import { eq, inArray, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@courtside/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** A resource table with the two columns every read of one joins and picks by. */
export type ReadableTable = PgTable & { id: PgColumn; ownerId: PgColumn };

/** What each extra selected expression reads as. */
type ValuesOf<Extra> = { [K in keyof Extra]: Extra[K] extends SQL<infer Value> ? Value : never };

/** A row as a caller reads it: the row, its owner's name, whether the caller keeps it as a favorite. */
export type ReadRow<T extends ReadableTable, Extra = object> = {
  row: T['$inferSelect'];
  creator: string;
  favorite: boolean;
} & ValuesOf<Extra>;

/**
 * Rows of one kind of resource (exercises, tactic boards, practice plans) with their owner's name
 * and the caller's favorite flag, plus the kind's `extra` expressions, answered as the kind's
 * items: the same join for every kind. The rows are typed by the kind's table; drizzle cannot
 * infer a select over a table that is still a type parameter, so they are cast to what the
 * selection reads.
 */
export function resourceReads<
  T extends ReadableTable,
  Item,
  Extra extends Record<string, SQL> = Record<never, SQL>,
>(
  table: T,
  favoriteOf: (viewerId: string | null) => SQL<boolean>,
  toItem: (row: ReadRow<T, Extra>) => Item,
  extra?: Extra,
) {
  type Row = ReadRow<T, Extra>;
  // Widened for drizzle's `from`, which cannot check a generic table.
  const from: PgTable = table;

  /** The select with the owner joined; the caller adds its filter, order and page. */
  const select = (db: Db, viewerId: string | null) =>
    db
      .select({ row: table, creator: users.name, favorite: favoriteOf(viewerId), ...extra })
      .from(from)
      .innerJoin(users, eq(users.id, table.ownerId));

  /** The items of the rows a select of `select` answered. */
  const items = (rows: unknown[]) => (rows as Row[]).map(toItem);

  async function byId(db: Db, id: string, viewerId: string | null): Promise<Item | undefined> {
    return items(await select(db, viewerId).where(eq(table.id, id)).limit(1))[0];
  }

  async function byIds(db: Db, ids: readonly string[], viewerId: string | null): Promise<Item[]> {
    if (ids.length === 0) return [];
    return items(await select(db, viewerId).where(inArray(table.id, [...ids])));
  }

  /** The query's page of the rows `where` matches, in `order`. */
  async function page(
    db: Db,
    viewerId: string | null,
    where: SQL | undefined,
    order: SQL[],
    query: ListQuery,
  ): Promise<Item[]> {
    const rows = await select(db, viewerId)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return items(rows);
  }

  return { select, items, byId, byIds, page };
}

/**
 * The fields an exercise's or a plan's answer ends with: its owner and the owner's name, the
 * caller's favorite flag, the version to send back and the times.
 */
export function ownedFields({
  row,
  creator,
  favorite,
}: {
  row: { ownerId: string; version: number; createdAt: Date; updatedAt: Date };
  creator: string;
  favorite: boolean;
}) {
  return {
    user: row.ownerId,
    creator,
    favorite,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
