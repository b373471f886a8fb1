import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DescriptionBlock } from '@courtside/domain';
import { identityColumns, labelsColumn, versionColumns } from '../../db/owned-resource-columns.ts';
import { favoriteTable, grantTable } from '../../db/shared-tables.ts';

export const exercises = pgTable(
  'exercises',
  {
    ...identityColumns(),
    name: text('name').notNull(),
    persons: integer('persons').notNull().default(0),
    beaters: integer('beaters').notNull().default(0),
    chasers: integer('chasers').notNull().default(0),
    timeMin: integer('time_min').notNull().default(0),
    tags: labelsColumn('tags'),
    materials: labelsColumn('materials'),
    descriptionBlocks: jsonb('description_blocks')
      .$type<DescriptionBlock[]>()
      .notNull()
      .default([]),
    relatedTo: uuid('related_to')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Tactic boards the blocks reference, kept beside the blocks so a board's users are found by index. */
    boardIds: uuid('board_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ...versionColumns(),
  },
  (table) => [
    index('exercises_owner_idx').on(table.ownerId),
    index('exercises_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('exercises_name_lower_idx').on(sql`lower(${table.name})`, table.id),
    index('exercises_tags_idx').using('gin', table.tags),
    index('exercises_materials_idx').using('gin', table.materials),
    index('exercises_board_ids_idx').using('gin', table.boardIds),
    index('exercises_persons_idx').on(table.persons, table.id),
    index('exercises_beaters_idx').on(table.beaters, table.id),
    index('exercises_chasers_idx').on(table.chasers, table.id),
    index('exercises_time_idx').on(table.timeMin, table.id),
    index('exercises_created_idx').on(table.createdAt, table.id),
    index('exercises_updated_idx').on(table.updatedAt, table.id),
  ],
);

export const exerciseAccess = grantTable('exercise_access', () => exercises.id);

export const exerciseFavorites = favoriteTable('exercise_favorites', () => exercises.id);

/**
 * Every tag and material in use with the number of exercises using it, kept by a trigger on
 * `exercises` (so cascading deletes count too). Autocomplete and `tags[regex]` read it instead of
 * unnesting every exercise.
 */
export const exerciseLabels = pgTable(
  'exercise_labels',
  {
    field: text('field', { enum: ['tags', 'materials'] }).notNull(),
    label: text('label').notNull(),
    uses: integer('uses').notNull(),
  },
  (table) => [primaryKey({ columns: [table.field, table.label] })],
);

export type ExerciseRow = typeof exercises.$inferSelect;
