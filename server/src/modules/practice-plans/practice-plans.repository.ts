import { eq, sql } from 'drizzle-orm';
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
import { sectionSummaries, type QuadcoachLayout } from './quadcoach-plan.ts';

/** A list entry: the header, and what QuadCoach's plan card shows of the sections. */
export type PlanListEntry = PracticePlanHeader & { sections: ReturnType<typeof sectionSummaries> };

/**
 * A plan as read, before the service adds which of its references the caller can see, with what
 * only the server reads: QuadCoach's layout and the share link's token.
 */
export type StoredPlan = Omit<PracticePlan, 'unavailable' | 'referenced'> & {
  layout: QuadcoachLayout;
  shareToken: string | null;
};

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
    layout: row.quadcoachLayout,
    shareToken: row.shareToken,
  };
}

export const findAccessSubject = queries.accessSubject;

const reads = resourceReads(practicePlans, queries.favoriteOf, toStoredPlan);

export const findPlan = reads.byId;

/** The plan a share link's token names, read as a visitor reads it. */
export async function findPlanByShareToken(db: Db, token: string): Promise<StoredPlan | undefined> {
  const rows = await reads.select(db, null).where(eq(practicePlans.shareToken, token)).limit(1);
  return reads.items(rows)[0];
}

/** The stored sections, for the references a replace may keep. */
export async function sectionsOf(db: Db, id: string): Promise<PlanSection[]> {
  return (await writes.storedValue(db, id, practicePlans.sections)) ?? [];
}

export async function listPlans(
  db: Db,
  query: ListQuery,
  caller: Caller | null,
): Promise<{ headers: PlanListEntry[]; total: number }> {
  const where = queries.filterOf(query, caller);
  const rows = await reads.page(db, caller?.id ?? null, where, queries.orderOf(query), query);
  const total = await queries.countOf(db, where);
  const headers = rows.map(({ sections, layout, shareToken: _token, ...header }) => ({
    ...header,
    itemCount: sections.reduce((n, section) => n + section.items.length, 0),
    sections: sectionSummaries(sections, layout),
  }));
  return { headers, total };
}

/** Create, replace-if-version and delete, as for every kind of resource. */
export const writes = resourceWrites(practicePlans);

type PlanValues = Partial<typeof practicePlans.$inferInsert>;

/** QuadCoach's PATCH without a version: the last write wins, and still raises the version. */
export async function replaceLatest(db: Db, id: string, values: PlanValues): Promise<boolean> {
  const rows = await db
    .update(practicePlans)
    .set({ ...values, version: sql`${practicePlans.version} + 1`, updatedAt: new Date() })
    .where(eq(practicePlans.id, id))
    .returning({ id: practicePlans.id });
  return rows.length > 0;
}

export const listTags = queries.tags;
