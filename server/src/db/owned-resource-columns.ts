import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.table.ts';

/** Every owned resource's id and owner (exercises, tactic boards, practice plans). */
export function identityColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  };
}

/** A list of labels, empty by default (tags, materials). */
export const labelsColumn = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** The version a stale save is refused by (409), and the times. */
export function versionColumns() {
  return {
    /** Raised by every change the kind counts as one; a stale `version` gets 409. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/**
 * The columns of a resource that is owned, named, tagged and may be private (tactic boards,
 * practice plans), so each such table adds only its own content. Functions, since drizzle
 * columns belong to the one table they are built for.
 */
export function ownedResourceColumns() {
  return {
    ...identityColumns(),
    name: text('name').notNull(),
    tags: labelsColumn('tags'),
    isPrivate: boolean('is_private').notNull().default(false),
    description: text('description').notNull().default(''),
    ...versionColumns(),
  };
}

/** The indexes the list, search and access queries of such a table use. */
export function ownedResourceIndexes(
  name: string,
  table: { ownerId: PgColumn; name: PgColumn; tags: PgColumn; updatedAt: PgColumn; id: PgColumn },
) {
  return [
    index(`${name}_owner_idx`).on(table.ownerId),
    index(`${name}_name_trgm_idx`).using('gin', sql`${table.name} gin_trgm_ops`),
    index(`${name}_tags_idx`).using('gin', table.tags),
    index(`${name}_updated_idx`).on(table.updatedAt, table.id),
  ];
}
