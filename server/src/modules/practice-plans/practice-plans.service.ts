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
import { badRequest } from '../../shared/http-error.ts';
import type { ShareLinkKind } from '../share-links/share-links.service.ts';
import { practicePlans } from './practice-plans.table.ts';
import { planErrors, type ReferenceField } from './practice-plans.errors.ts';
import * as repo from './practice-plans.repository.ts';
import {
  PathMap,
  emptyLayout,
  receiveSections,
  withQuadcoachFields,
  type AnsweredPlan,
  type QuadcoachLayout,
} from './quadcoach-plan.ts';

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
  paths?: PathMap,
): Promise<void> {
  const { seen } = await seenReferences(db, caller, sections);
  const before = references({ sections: kept });
  for (const id of [...before.exerciseIds, ...before.tacticboardIds]) seen.add(id);
  const fields = referenceFields(sections);
  // A body in QuadCoach's shape hears of the field as it spelled it.
  const named = ({ field, id }: ReferenceField) => ({
    field: paths ? paths.theirs(field.split('.')) : field,
    id,
  });
  const exercise = fields.exercises.find(({ id }) => !seen.has(id));
  if (exercise) throw planErrors.unknownExercise(named(exercise));
  const board = fields.tacticboards.find(({ id }) => !seen.has(id));
  if (board) throw planErrors.unknownBoard(named(board));
}

/**
 * A plan as the API answers it: each section with QuadCoach's fields beside ours, what of its
 * references the caller can see, and the share link's token for a caller who may change it (who
 * alone may pass the link on or revoke it).
 */
async function servedPlan(
  db: Db,
  caller: Caller | null,
  stored: repo.StoredPlan,
  mayEdit: boolean,
): Promise<AnsweredPlan> {
  const { layout, shareToken, sections, ...plan } = stored;
  const { all, seen, referenced } = await seenReferences(db, caller, sections);
  return {
    ...plan,
    sections: withQuadcoachFields(sections, layout),
    unavailable: all.filter((refId) => !seen.has(refId)),
    referenced,
    ...(mayEdit && shareToken ? { shareToken } : {}),
  };
}

export async function getPlan(db: Db, caller: Caller | null, id: string): Promise<AnsweredPlan> {
  const subject = await visibleSubject(db, caller, id);
  const plan = await repo.findPlan(db, id, caller?.id ?? null);
  if (!plan) throw planErrors.notFound();
  return servedPlan(db, caller, plan, isPrivileged(caller, subject));
}

/** The plan a share link names, read as a visitor reads it: no favorite, no token. */
export async function planByShareToken(db: Db, token: string): Promise<AnsweredPlan | undefined> {
  const plan = await repo.findPlanByShareToken(db, token);
  return plan && servedPlan(db, null, plan, false);
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
  return { practiceplans: headers, pagination };
}

/**
 * `layout`: what a body in QuadCoach's shape held that the plan itself has no place for
 * (quadcoach-plan.ts); its sections were read into ours before the schema checked them.
 */
export async function createPlan(
  db: Db,
  caller: SessionUser,
  body: PracticePlanCreate,
  layout: QuadcoachLayout = emptyLayout(),
): Promise<AnsweredPlan> {
  const input = practicePlanCreateSchema.parse(body);
  await assertReferencesKnown(db, caller, input.sections);
  const id = await repo.writes.insert(db, caller.id, { ...input, quadcoachLayout: layout });
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
): Promise<AnsweredPlan> {
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

/** Fields of a PATCH body, after its route's schema (practice-plans-quadcoach.routes.ts) checked them. */
export interface PlanPatch {
  name?: string;
  description?: string;
  tags?: string[];
  isPrivate?: boolean;
  date?: string | null;
  startTime?: string | null;
  headCount?: number | null;
  plannedMinutes?: number | null;
  /** In QuadCoach's shape, or ours section by section. */
  sections?: unknown[];
  /** Given, the save is refused when stale (409), as a PUT; left out, the last write wins. */
  version?: number;
  /** Echoes of what was read; each must still be true. */
  _id?: string;
  user?: string;
}

/** The plan's content after a PATCH, checked by the domain's schema; a 400 names the body's field. */
function patchedContent(content: Record<string, unknown>, paths: PathMap) {
  const parsed = practicePlanCreateSchema.safeParse(content);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = paths.theirs((issue?.path ?? []).map((part) => String(part)));
  throw badRequest('PRACTICE_PLAN_INVALID', `${field}: ${issue?.message ?? 'is invalid'}`, {
    field,
  });
}

/**
 * QuadCoach's save: changes the fields the body names and keeps the others. Sections come in
 * QuadCoach's shape (or ours). Without `version` the last write wins, as in QuadCoach; either way
 * the version rises, so our planner, holding the plan open, hears of the change (409) at its next
 * save instead of overwriting it.
 */
export async function patchPlan(
  db: Db,
  caller: SessionUser,
  id: string,
  body: PlanPatch,
): Promise<AnsweredPlan> {
  const { version, isPrivate, sections: rawSections, _id, user, ...fields } = body;
  const subject = await visibleSubject(db, caller, id);
  if (!isPrivileged(caller, subject)) throw planErrors.notPrivileged();
  if (isPrivate !== undefined && isPrivate !== subject.isPrivate && !canManage(caller, subject))
    throw planErrors.privacyNotManager();
  if (_id !== undefined && _id !== id)
    throw badRequest('PRACTICE_PLAN_ID_MISMATCH', '_id: must be the id in the path', {
      field: '_id',
    });
  if (user !== undefined && user !== subject.ownerId)
    throw badRequest('PRACTICE_PLAN_OWNER_FIXED', 'user: the owner of a plan cannot change', {
      field: 'user',
    });
  const stored = await repo.findPlan(db, id, caller.id);
  if (!stored) throw planErrors.notFound();

  const received =
    rawSections === undefined
      ? { sections: stored.sections, layout: stored.layout, paths: new PathMap() }
      : receiveSections(rawSections, stored);
  const content = patchedContent(
    {
      name: stored.name,
      description: stored.description,
      tags: stored.tags,
      isPrivate: stored.isPrivate,
      date: stored.date,
      startTime: stored.startTime,
      headCount: stored.headCount,
      plannedMinutes: stored.plannedMinutes,
      ...fields,
      ...(isPrivate === undefined ? {} : { isPrivate }),
      sections: received.sections,
    },
    received.paths,
  );
  await assertReferencesKnown(db, caller, content.sections, stored.sections, received.paths);
  const values = { ...content, quadcoachLayout: received.layout };
  const written =
    version === undefined
      ? await repo.replaceLatest(db, id, values)
      : await repo.writes.replaceIfVersion(db, id, version, values);
  if (!written) {
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

/** Practice plans' public read-only links (share-links module). */
export const planShareLinks: ShareLinkKind = {
  resource: planResource,
  table: practicePlans,
  notPrivileged: planErrors.notPrivileged,
  readByToken: planByShareToken,
};

/** Distinct tags of the plans the caller can see, optionally matching a pattern. */
export const planTags = repo.listTags;
