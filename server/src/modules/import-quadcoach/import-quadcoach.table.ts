import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The QuadCoach records whose ids are kept here. What they hold (board pages, description
 * blocks, plan sections) gets ids made from the parent's id and its own ObjectId, the same on
 * every run, so those need no row.
 */
export const QUADCOACH_KINDS = ['user', 'exercise', 'tacticboard', 'practice_plan'] as const;
export type QuadcoachKind = (typeof QUADCOACH_KINDS)[number];

/**
 * Which Courtside id a QuadCoach ObjectId was imported as, so a second import of the same export
 * updates those rows instead of adding copies. No foreign key: the id may belong to any of the
 * kinds' tables, and a row deleted in Courtside since is simply created again under the same id.
 */
export const quadcoachIdMap = pgTable(
  'quadcoach_id_map',
  {
    kind: text('kind', { enum: QUADCOACH_KINDS }).notNull(),
    /** The 24 hex digits of the ObjectId, lower-case. */
    objectId: text('object_id').notNull(),
    courtsideId: uuid('courtside_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    lastImportedAt: timestamp('last_imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.objectId] })],
);

export type QuadcoachIdMapRow = typeof quadcoachIdMap.$inferSelect;
