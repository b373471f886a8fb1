import { eq } from 'drizzle-orm';
import {
  totalMinutes,
  type Caller,
  type ListQuery,
  type PlanSection,
  type PracticePlan,
  type PracticePlanHeader,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { resourceQueries, resourceWrites } from '../../shared/resource-queries.ts';
import { users } from '../../db/schema.ts';
import {
  practicePlanAccess,
  practicePlanFavorites,
  practicePlans,
  type PracticePlanRow,
} from './practice-plans.table.ts';

/** The columns a create or replace writes; the rest (owner, version, dates) the database keeps. */
export interface PlanValues {
  name: string;
  description: string;
  tags: string[];
  isPrivate: boolean;
  date: string | null;
  startTime: string | null;
  headCount: number | null;
  plannedMinutes: number | null;
  sections: PlanSection[];
}

/** A plan as read, before the service adds which of its references the caller can see. */
export type StoredPlan = Omit<PracticePlan, 'unavailable' | 'referenced'>;

const queries = resourceQueries(
  {
    table: practicePlans,
    id: practicePlans.id,
    ownerId: practicePlans.ownerId,
    isPrivate: practicePlans.isPrivate,
    name: practicePlans.name,
    tags: practicePlans.tags,
    createdAt: practicePlans.createdAt,
    updatedAt: practicePlans.updatedAt,
  },
  practicePlanAccess,
  practicePlanFavorites,
);

const selection = (viewerId: string | null) => ({
  row: practicePlans,
  creator: users.name,
  favorite: queries.favoriteOf(viewerId),
});

interface SelectedRow {
  row: PracticePlanRow;
  creator: string;
  favorite: boolean;
}

function toStoredPlan({ row, creator, favorite }: SelectedRow): StoredPlan {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags,
    isPrivate: row.isPrivate,
    date: row.date,
    startTime: row.startTime,
    headCount: row.headCount,
    plannedMinutes: row.plannedMinutes,
    totalMinutes: totalMinutes(row),
    user: row.ownerId,
    creator,
    favorite,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sections: row.sections,
  };
}

export const findAccessSubject = queries.accessSubject;

export async function findPlan(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<StoredPlan | undefined> {
  const [row] = await db
    .select(selection(viewerId))
    .from(practicePlans)
    .innerJoin(users, eq(users.id, practicePlans.ownerId))
    .where(eq(practicePlans.id, id))
    .limit(1);
  return row && toStoredPlan(row);
}

/** The stored sections, for the references a replace may keep. */
export async function sectionsOf(db: Db, id: string): Promise<PlanSection[]> {
  const [row] = await db
    .select({ sections: practicePlans.sections })
    .from(practicePlans)
    .where(eq(practicePlans.id, id))
    .limit(1);
  return row?.sections ?? [];
}

export async function listPlans(
  db: Db,
  query: ListQuery,
  caller: Caller | null,
): Promise<{ headers: PracticePlanHeader[]; total: number }> {
  const where = queries.filterOf(query, caller);
  const rows = await db
    .select(selection(caller?.id ?? null))
    .from(practicePlans)
    .innerJoin(users, eq(users.id, practicePlans.ownerId))
    .where(where)
    .orderBy(...queries.orderOf(query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = await queries.countOf(db, where);
  const headers = rows.map((r) => {
    const { sections, ...header } = toStoredPlan(r);
    return { ...header, itemCount: sections.reduce((n, section) => n + section.items.length, 0) };
  });
  return { headers, total };
}

const writes = resourceWrites(practicePlans);

export const insertPlan = (db: Db, ownerId: string, values: PlanValues) =>
  writes.insert(db, { ownerId, ...values });

/**
 * Replaces the plan if it is still at `version`, raising it, in one statement. False means
 * someone saved in between (or the plan is gone).
 */
export const replacePlanIfVersion = (
  db: Db,
  id: string,
  version: number,
  values: Omit<PlanValues, 'isPrivate'> & { isPrivate?: boolean },
) => writes.replaceIfVersion(db, id, version, values);

export const currentVersion = writes.currentVersion;

export const deletePlan = writes.remove;

export const listTags = queries.tags;
