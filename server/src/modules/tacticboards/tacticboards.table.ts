import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Page } from '@courtside/domain';
import { favoriteTable, grantTable } from '../../db/shared-tables.ts';
import { users } from '../users/users.table.ts';

export const tacticboards = pgTable(
  'tacticboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPrivate: boolean('is_private').notNull().default(false),
    description: text('description').notNull().default(''),
    coachingPoints: text('coaching_points').notNull().default(''),
    /** Raised by changes of meta data and of the page list; a stale `version` gets 409. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tacticboards_owner_idx').on(table.ownerId),
    index('tacticboards_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('tacticboards_tags_idx').using('gin', table.tags),
    index('tacticboards_updated_idx').on(table.updatedAt, table.id),
  ],
);

/** One row per page, so saving a page writes one row. */
export const tacticboardPages = pgTable(
  'tacticboard_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => tacticboards.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Page>().notNull(),
    /** Raised by every save of this page; a save naming an older revision gets 409. */
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved the page last, so a coach whose save is refused learns who saved in between. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('tacticboard_pages_board_idx').on(table.boardId, table.position)],
);

export const tacticboardAccess = grantTable('tacticboard_access', () => tacticboards.id);

export const tacticboardFavorites = favoriteTable('tacticboard_favorites', () => tacticboards.id);

export type TacticboardRow = typeof tacticboards.$inferSelect;
export type TacticboardPageRow = typeof tacticboardPages.$inferSelect;
