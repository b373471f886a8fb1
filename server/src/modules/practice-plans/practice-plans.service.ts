import {
  canManage,
  isPrivileged,
  practicePlanCreateSchema,
  practicePlanUpdateSchema,
  references,
  tacticboardListQuerySpec,
  type Caller,
  type PlanReferenced,
  type PlanSection,
  type PracticePlan,
  type PracticePlanCreate,
  type PracticePlanListResponse,
  type PracticePlanUpdate,
  type SessionUser,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../shared/list-query.ts';
import { subjectGuards } from '../../shared/resource-subject.ts';
import type { SharedResource } from '../access/access.service.ts';
import { exerciseSummaries } from '../exercises/exercises.service.ts';
import { visibleBoardSummaries } from '../tacticboards/tacticboards.service.ts';
import { planErrors, type ReferenceField } from './practice-plans.errors.ts';
import * as repo from './practice-plans.repository.ts';

const { subjectOf, visibleSubject } = subjectGuards(repo.findAccessSubject, planErrors.notFound);

/** Practice plans as the access and favorites modules see them. */
export const planResource: SharedResource = {
  kind: 'practicePlan',
  path: 'practice-plans',
  label: 'Practice plan',
  subjectOf,
  notFound: planErrors.notFound,
};

/** What the plan names, with the body path of each mention, so a 400 can name the field. */
function referenceFields(sections: readonly PlanSection[]): {
  exercises: ReferenceField[];
  tacticboards: ReferenceField[];
} {
  const exercises: ReferenceField[] = [];
  const tacticboards: ReferenceField[] = [];
  sections.forEach((section, s) => {
    section.items.forEach((item, i) => {
      const at = `sections.${s}.items.${i}`;
      const activities =
        item.kind === 'parallel'
          ? item.groups.map((group, g) => ({
              path: `${at}.groups.${g}.activity`,
              activity: group.activity,
            }))
          : [{ path: at, activity: item }];
      for (const { path, activity } of activities) {
        if (activity.kind === 'exercise')
          exercises.push({ field: `${path}.exerciseId`, id: activity.exerciseId });
        if (activity.kind === 'tacticboard')
          tacticboards.push({ field: `${path}.tacticboardId`, id: activity.tacticboardId });
      }
    });
  });
  return { exercises, tacticboards };
}

/** Those of `found` that are among `ids`, in the order of `ids` (the plan's order). */
function inPlanOrder<T extends { _id: string }>(found: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((refId, index) => [refId, index]));
  return [...found].sort((a, b) => (rank.get(a._id) ?? 0) - (rank.get(b._id) ?? 0));
}

/**
 * The plan's exercises and boards the caller can see now, one query per kind: `all` the ids the
 * plan names, `seen` those visible, `referenced` what a reader is shown of them.
 */
async function seenReferences(
  db: Db,
  caller: Caller | null,
  sections: readonly PlanSection[],
): Promise<{ all: string[]; seen: Set<string>; referenced: PlanReferenced }> {
  const { exerciseIds, tacticboardIds } = references({ sections });
  const [exercises, tacticboards] = await Promise.all([
    exerciseSummaries(db, exerciseIds),
    visibleBoardSummaries(db, caller, tacticboardIds),
  ]);
  return {
    all: [...exerciseIds, ...tacticboardIds],
    seen: new Set([...exercises, ...tacticboards].map((found) => found._id)),
    referenced: {
      exercises: inPlanOrder(exercises, exerciseIds),
      tacticboards: inPlanOrder(tacticboards, tacticboardIds),
    },
  };
}

/**
 * A plan may name only exercises that exist and boards the caller can see. What the stored plan
 * named already stays allowed after its owner deleted or hid it (or an editor who cannot see it
 * saves), so the plan still saves and shows that item as no longer available.
 */
async function assertReferencesKnown(
  db: Db,
  caller: SessionUser,
  sections: readonly PlanSection[],
  kept: readonly PlanSection[] = [],
): Promise<void> {
  const { seen } = await seenReferences(db, caller, sections);
  const before = references({ sections: kept });
  for (const id of [...before.exerciseIds, ...before.tacticboardIds]) seen.add(id);
  const fields = referenceFields(sections);
  const exercise = fields.exercises.find(({ id }) => !seen.has(id));
  if (exercise) throw planErrors.unknownExercise(exercise);
  const board = fields.tacticboards.find(({ id }) => !seen.has(id));
  if (board) throw planErrors.unknownBoard(board);
}

export async function getPlan(db: Db, caller: Caller | null, id: string): Promise<PracticePlan> {
  await visibleSubject(db, caller, id);
  const plan = await repo.findPlan(db, id, caller?.id ?? null);
  if (!plan) throw planErrors.notFound();
  const { all, seen, referenced } = await seenReferences(db, caller, plan.sections);
  return { ...plan, unavailable: all.filter((refId) => !seen.has(refId)), referenced };
}

export async function listPlans(
  db: Db,
  caller: Caller | null,
  raw: Record<string, unknown>,
): Promise<PracticePlanListResponse> {
  // Plans are searched, filtered and sorted exactly as tactic boards are.
  const { headers, pagination } = await pagedList(db, tacticboardListQuerySpec, raw, (query) =>
    repo.listPlans(db, query, caller),
  );
  return { practicePlans: headers, pagination };
}

export async function createPlan(
  db: Db,
  caller: SessionUser,
  body: PracticePlanCreate,
): Promise<PracticePlan> {
  const input = practicePlanCreateSchema.parse(body);
  await assertReferencesKnown(db, caller, input.sections);
  const id = await repo.writes.insert(db, caller.id, input);
  return getPlan(db, caller, id);
}

/**
 * Replaces the plan's content as one document; privacy changes only by owner or admin, so an
 * edit grantee cannot publish the owner's private plan.
 */
export async function replacePlan(
  db: Db,
  caller: SessionUser,
  id: string,
  body: PracticePlanUpdate,
): Promise<PracticePlan> {
  const { version, isPrivate, ...content } = practicePlanUpdateSchema.parse(body);
  const subject = await visibleSubject(db, caller, id);
  if (!isPrivileged(caller, subject)) throw planErrors.notPrivileged();
  if (isPrivate !== undefined && isPrivate !== subject.isPrivate && !canManage(caller, subject))
    throw planErrors.privacyNotManager();
  await assertReferencesKnown(db, caller, content.sections, await repo.sectionsOf(db, id));
  const values = { ...content, ...(isPrivate === undefined ? {} : { isPrivate }) };
  if (!(await repo.writes.replaceIfVersion(db, id, version, values))) {
    const current = await repo.writes.currentVersion(db, id);
    if (current === undefined) throw planErrors.notFound();
    throw planErrors.staleVersion(current);
  }
  return getPlan(db, caller, id);
}

export async function deletePlan(db: Db, caller: SessionUser, id: string): Promise<void> {
  if (!canManage(caller, await visibleSubject(db, caller, id))) throw planErrors.notManager();
  await repo.writes.remove(db, id);
}

/** Distinct tags of the plans the caller can see, optionally matching a pattern. */
export const planTags = repo.listTags;
