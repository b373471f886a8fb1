import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  sql,
  type ColumnBaseConfig,
  type ColumnDataType,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { isAdmin, type AccessSubject, type Caller, type ListQuery } from '@courtside/domain';
import { queryRows, type Db } from '../db/client.ts';
import type { FavoriteTable, GrantTable } from '../db/shared-tables.ts';
import { assertPatternsValid, matchesPattern } from './list-query.ts';
import { sortLabels } from './sort-labels.ts';

/** The columns every private-able, tagged, owned resource has (tactic boards, practice plans). */
export interface OwnedResourceTable {
  table: PgTable;
  id: PgColumn;
  ownerId: PgColumn;
  isPrivate: PgColumn;
  name: PgColumn;
  tags: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
}

/** Whether a viewer keeps the row as a favorite; false for nobody. */
export function favoriteFlag(favorites: FavoriteTable, id: PgColumn) {
  return (userId: string | null) =>
    userId
      ? sql<boolean>`exists (select 1 from ${favorites} where ${favorites.resourceId} = ${id} and ${favorites.userId} = ${userId})`
      : sql<boolean>`false`;
}

/**
 * Who sees what, favorites, the list filters, the access subject and the tag list of one kind of
 * resource: the same SQL for every kind that can be private, built from the kind's tables.
 */
export function resourceQueries(
  r: OwnedResourceTable,
  grants: GrantTable,
  favorites: FavoriteTable,
) {
  const favoriteOf = favoriteFlag(favorites, r.id);

  const grantedTo = (userId: string) =>
    sql<boolean>`exists (select 1 from ${grants} where ${grants.resourceId} = ${r.id} and ${grants.userId} = ${userId})`;

  /** Public ones, own ones, granted ones; admins see all. */
  function visibleTo(caller: Caller | null): SQL | undefined {
    if (isAdmin(caller)) return undefined;
    if (!caller) return sql`not ${r.isPrivate}`;
    return sql`(not ${r.isPrivate} or ${r.ownerId} = ${caller.id} or ${grantedTo(caller.id)})`;
  }

  /** The list query's search and flags, within what the caller may see. */
  function filterOf(query: ListQuery, caller: Caller | null): SQL | undefined {
    const viewerId = caller?.id ?? null;
    const conditions: Array<SQL | undefined> = [visibleTo(caller)];
    if (query.regex.name) conditions.push(matchesPattern(r.name, query.regex.name));
    if (query.regex.tags)
      conditions.push(
        sql`exists (select 1 from unnest(${r.tags}) as label where label ~* ${query.regex.tags})`,
      );
    if (query.in.tags?.length)
      conditions.push(sql`${r.tags} && ${sql.param(query.in.tags, r.tags)}`);
    if (query.flags.private) conditions.push(eq(r.isPrivate, true));
    const isPrivate = query.equals?.isPrivate;
    if (isPrivate !== undefined) conditions.push(eq(r.isPrivate, isPrivate));
    if (query.flags.favorite) conditions.push(viewerId ? favoriteOf(viewerId) : sql`false`);
    if (query.flags.mine) conditions.push(viewerId ? eq(r.ownerId, viewerId) : sql`false`);
    if (query.flags.shared) conditions.push(viewerId ? grantedTo(viewerId) : sql`false`);
    return and(...conditions);
  }

  const sortColumns: Record<string, SQL | PgColumn> = {
    name: sql`lower(${r.name})`,
    created: r.createdAt,
    updated: r.updatedAt,
  };

  /** The list's order: the query's sortBy (name, created, updated), else the last changed first. */
  function orderOf(query: ListQuery): SQL[] {
    const sortColumn = query.sortBy ? sortColumns[query.sortBy] : undefined;
    const direction = query.sortOrder === 'desc' ? desc : asc;
    return sortColumn ? [direction(sortColumn), direction(r.id)] : [desc(r.updatedAt), desc(r.id)];
  }

  /** How many rows the list filter matches, for its pagination. */
  async function countOf(db: Db, where: SQL | undefined): Promise<number> {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(r.table)
      .where(where);
    return count?.total ?? 0;
  }

  /** Owner, privacy and grants in one query: what every access decision needs. */
  async function accessSubject(db: Db, id: string): Promise<AccessSubject | undefined> {
    const [row] = await queryRows<AccessSubject>(
      db,
      sql`select ${r.ownerId} as "ownerId", ${r.isPrivate} as "isPrivate",
            coalesce(
              (select json_agg(json_build_object('userId', ${grants.userId}, 'access', ${grants.access}))
               from ${grants} where ${grants.resourceId} = ${r.id}),
              '[]'::json
            ) as grants
          from ${r.table} where ${r.id} = ${id}`,
    );
    return row;
  }

  /**
   * Distinct tags of what the caller may see, optionally matching a pattern; a bad pattern is a
   * 400 naming `param`.
   */
  async function tags(db: Db, caller: Caller | null, pattern: string | undefined, param: string) {
    await assertPatternsValid(db, { [param]: pattern });
    const visible = visibleTo(caller);
    const rows = await queryRows<{ label: string }>(
      db,
      sql`select distinct label from ${r.table}, unnest(${r.tags}) as label
          where true ${visible ? sql`and ${visible}` : sql``} ${pattern ? sql`and label ~* ${pattern}` : sql``}`,
    );
    return sortLabels(rows.map((row) => row.label));
  }

  return { favoriteOf, grantedTo, visibleTo, filterOf, orderOf, countOf, accessSubject, tags };
}

/** A not-null column whose values are `Data`, so what is read from it is typed. */
type ColumnOf<Data> = PgColumn<
  ColumnBaseConfig<ColumnDataType, string> & { data: Data; notNull: true }
>;

/** A resource table that has an id, an owner, a version raised by every change and an update time. */
export type VersionedTable = PgTable & {
  id: ColumnOf<string>;
  ownerId: ColumnOf<string>;
  version: ColumnOf<number>;
  updatedAt: ColumnOf<Date>;
};

/**
 * Create, replace-if-version and delete of one row of a resource (exercises, tactic boards,
 * practice plans): the same statements for every kind, typed by the kind's table.
 */
export function resourceWrites<T extends VersionedTable>(table: T) {
  const byId = (id: string) => eq(table.id, id);

  /** Inserts the owner's row and returns its id (the database makes it). */
  async function insert(
    db: Db,
    ownerId: string,
    values: Omit<PgInsertValue<T>, 'ownerId'>,
  ): Promise<string> {
    // The owner put back into what the caller's values leave out: the table's own insert value.
    const row = { ownerId, ...values } as PgInsertValue<T>;
    const [inserted] = await db.insert(table).values(row).returning({ id: table.id });
    if (!inserted) throw new Error(`insert into ${getTableName(table)} returned no row`);
    return inserted.id;
  }

  /**
   * Replaces the row's columns if it is still at `version`, raising the version, in one
   * statement. False means someone saved in between (or the row is gone).
   */
  async function replaceIfVersion(
    db: Db,
    id: string,
    version: number,
    values: PgUpdateSetSource<T>,
  ): Promise<boolean> {
    const rows = await db
      .update(table)
      .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(and(byId(id), eq(table.version, version)))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  /** One stored column of the row; undefined once the row is gone. */
  async function storedValue<C extends PgColumn>(
    db: Db,
    id: string,
    column: C,
  ): Promise<C['_']['data'] | undefined> {
    // drizzle's `from` cannot check a generic table; widened, the selection still types the row.
    const from: PgTable = table;
    const [row] = await db.select({ value: column }).from(from).where(byId(id)).limit(1);
    return row?.value;
  }

  /** The stored version, for a 409's `currentVersion`; undefined once the row is gone. */
  const currentVersion = (db: Db, id: string): Promise<number | undefined> =>
    storedValue(db, id, table.version);

  async function remove(db: Db, id: string): Promise<void> {
    await db.delete(table).where(byId(id));
  }

  return { insert, replaceIfVersion, storedValue, currentVersion, remove };
}
