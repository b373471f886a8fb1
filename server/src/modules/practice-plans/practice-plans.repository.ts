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
import { ownedFields, resourceReads, type ReadRow } from '../../shared/resource-reads.ts';
import {
  practicePlanAccess,
  practicePlanFavorites,
  practicePlans,
} from './practice-plans.table.ts';

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

function toStoredPlan(read: ReadRow<typeof practicePlans>): StoredPlan {
  const { row } = read;
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
    ...ownedFields(read),
    sections: row.sections,
  };
}

export const findAccessSubject = queries.accessSubject;

const reads = resourceReads(practicePlans, queries.favoriteOf, toStoredPlan);

export const findPlan = reads.byId;

/** The stored sections, for the references a replace may keep. */
export async function sectionsOf(db: Db, id: string): Promise<PlanSection[]> {
  return (await writes.storedValue(db, id, practicePlans.sections)) ?? [];
}

export async function listPlans(
  db: Db,
  query: ListQuery,
  caller: Caller | null,
): Promise<{ headers: PracticePlanHeader[]; total: number }> {
  const where = queries.filterOf(query, caller);
  const rows = await reads.page(db, caller?.id ?? null, where, queries.orderOf(query), query);
  const total = await queries.countOf(db, where);
  const headers = rows.map(({ sections, ...header }) => {
    return { ...header, itemCount: sections.reduce((n, section) => n + section.items.length, 0) };
  });
  return { headers, total };
}

/** Create, replace-if-version and delete, as for every kind of resource. */
export const writes = resourceWrites(practicePlans);

export const listTags = queries.tags;
