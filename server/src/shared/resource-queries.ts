import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Who sees what, favorites, the list filters, the access subject and the tag list of one kind of
 * resource: the same SQL for every kind that can be private, built from the kind's tables.
 */
export function resourceQueries(
  r: OwnedResourceTable,
  grants: GrantTable,
  favorites: FavoriteTable,
) {
  const favoriteOf = (userId: string | null) =>
    userId
      ? sql<boolean>`exists (select 1 from ${favorites} where ${favorites.resourceId} = ${r.id} and ${favorites.userId} = ${userId})`
      : sql<boolean>`false`;

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
