import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Page } from '@courtside/domain';
import { ownedResourceColumns, ownedResourceIndexes } from '../../db/owned-resource-columns.ts';
import { favoriteTable, grantTable } from '../../db/shared-tables.ts';
import { users } from '../users/users.table.ts';

export const tacticboards = pgTable(
  'tacticboards',
  {
    ...ownedResourceColumns(),
    coachingPoints: text('coaching_points').notNull().default(''),
    /**
     * The public read-only link's token (docs/decisions.md, "Share links"); null when there is
     * none. Kept as it is, not hashed: the owner's client reads it back to show the link.
     */
    shareToken: text('share_token').unique(),
  },
  (table) => ownedResourceIndexes('tacticboards', table),
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
