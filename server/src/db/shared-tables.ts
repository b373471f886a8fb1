import { and, asc, eq, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AccessLevel, Grant } from '@courtside/domain';
import { users } from '../modules/users/users.table.ts';
import type { Db } from './client.ts';

/**
 * Grants and favorites look the same for every kind of resource (exercise, tactic board): one
 * table per kind with the same columns, and one set of queries serving all of them.
 */
export function grantTable(name: string, resourceId: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      resourceId: uuid('resource_id').notNull().references(resourceId, { onDelete: 'cascade' }),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      access: text('access', { enum: ['view', 'edit'] }).notNull(),
      /** A granter typed the grantee's address (sharing by e-mail), so the access list may show it. */
      viaEmail: boolean('via_email').notNull().default(false),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      primaryKey({ columns: [table.resourceId, table.userId] }),
      index(`${name}_user_idx`).on(table.userId),
    ],
  );
}

export function favoriteTable(name: string, resourceId: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      resourceId: uuid('resource_id').notNull().references(resourceId, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      primaryKey({ columns: [table.userId, table.resourceId] }),
      index(`${name}_resource_idx`).on(table.resourceId),
    ],
  );
}

export type GrantTable = ReturnType<typeof grantTable>;
export type FavoriteTable = ReturnType<typeof favoriteTable>;

export function grantQueries(table: GrantTable) {
  return {
    grantsOf: (db: Db, id: string): Promise<Grant[]> =>
      db
        .select({ userId: table.userId, access: table.access })
        .from(table)
        .where(eq(table.resourceId, id)),

    /** Grants with the grantees' names and addresses, for the access list. */
    listGrants: (db: Db, id: string) =>
      db
        .select({
          userId: table.userId,
          access: table.access,
          name: users.name,
          email: users.email,
          viaEmail: table.viaEmail,
        })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .where(eq(table.resourceId, id))
        .orderBy(asc(users.name)),

    /** Sets the grant; once a granter typed the address (`viaEmail`) that stays known. */
    async upsertGrant(
      db: Db,
      id: string,
      userId: string,
      access: AccessLevel,
      viaEmail: boolean,
    ): Promise<void> {
      await db
        .insert(table)
        .values({ resourceId: id, userId, access, viaEmail })
        .onConflictDoUpdate({
          target: [table.resourceId, table.userId],
          set: { access, viaEmail: sql`${table.viaEmail} or excluded.via_email` },
        });
    },

    async deleteGrant(db: Db, id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(table)
        .where(and(eq(table.resourceId, id), eq(table.userId, userId)))
        .returning({ userId: table.userId });
      return rows.length > 0;
    },
  };
}

export function favoriteQueries(table: FavoriteTable) {
  return {
    async setFavorite(db: Db, userId: string, id: string, on: boolean): Promise<void> {
      if (on) await db.insert(table).values({ userId, resourceId: id }).onConflictDoNothing();
      else await db.delete(table).where(and(eq(table.userId, userId), eq(table.resourceId, id)));
    },
  };
}
