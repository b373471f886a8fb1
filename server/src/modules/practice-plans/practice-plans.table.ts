import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PlanSection } from '@courtside/domain';
import { ownedResourceColumns, ownedResourceIndexes } from '../../db/owned-resource-columns.ts';
import { favoriteTable, grantTable } from '../../db/shared-tables.ts';

export const practicePlans = pgTable(
  'practice_plans',
  {
    ...ownedResourceColumns(),
    /** The session's day and start; both optional, a plan may be a template without a date. */
    date: date('date', { mode: 'string' }),
    startTime: text('start_time'),
    headCount: integer('head_count'),
    plannedMinutes: integer('planned_minutes'),
    /**
     * The whole ordered plan in one document: it is always read and saved as a whole (the planner
     * saves with `version`), and exercises and boards it names are no foreign keys, so their owners
     * may delete or hide them at any time. Written only after the domain schema checked it.
     */
    sections: jsonb('sections')
      .$type<PlanSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => ownedResourceIndexes('practice_plans', table),
);

export const practicePlanAccess = grantTable('practice_plan_access', () => practicePlans.id);

export const practicePlanFavorites = favoriteTable(
  'practice_plan_favorites',
  () => practicePlans.id,
);

export type PracticePlanRow = typeof practicePlans.$inferSelect;
