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
import { users } from '../modules/users/users.table.ts';

/**
 * Grants and favorites look the same for every kind of resource (exercise, tactic board): one
 * table per kind with the same columns. Their queries live in the access and favorites modules,
 * which pick the table by resource kind; this file only builds tables, so it imports no client.
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
