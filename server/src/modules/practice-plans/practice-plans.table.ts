import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PlanSection } from '@courtside/domain';
import { ownedResourceColumns, ownedResourceIndexes } from '../../db/owned-resource-columns.ts';
import { favoriteTable, grantTable } from '../../db/shared-tables.ts';
import type { QuadcoachLayout } from './quadcoach-plan.ts';

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
    /**
     * The public read-only link's token (docs/decisions.md, "Share links"); null when there is
     * none. Kept as it is, not hashed: the owner's client reads it back to show the link.
     */
    shareToken: text('share_token').unique(),
    /**
     * What QuadCoach's client saves that Courtside's plan has no place for (a section's target
     * minutes, the name of its one group, an exercise item's block), by section and item id, so
     * that client works on the plan without losing any of it (quadcoach-plan.ts). Our client
     * neither reads nor writes it; entries of sections it deleted are dropped at the next save in
     * QuadCoach's shape.
     */
    quadcoachLayout: jsonb('quadcoach_layout')
      .$type<QuadcoachLayout>()
      .notNull()
      .default(sql`'{"sections":{},"blocks":{}}'::jsonb`),
  },
  (table) => ownedResourceIndexes('practice_plans', table),
);

export const practicePlanAccess = grantTable('practice_plan_access', () => practicePlans.id);

export const practicePlanFavorites = favoriteTable(
  'practice_plan_favorites',
  () => practicePlans.id,
);

export type PracticePlanRow = typeof practicePlans.$inferSelect;
