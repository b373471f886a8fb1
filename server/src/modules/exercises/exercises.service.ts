import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  canManage,
  exerciseCreateSchema,
  exerciseListQuerySpec,
  exerciseUpdateSchema,
  isPrivileged,
  storedVersionSchema,
  type AccessSubject,
  type DescriptionBlock,
  type Exercise,
  type ExerciseCreate,
  type ExerciseListResponse,
  type SessionUser,
} from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { assertPatternsValid, pagedList } from '../../shared/list-query.ts';
import { editGrantedIds, grantsOf, type SharedResource } from '../access/access.service.ts';
import * as repo from './exercises.repository.ts';
import { exerciseErrors } from './exercises.errors.ts';

/** Decides whether the caller may reference a tactic board from an exercise block. */
export type BoardVisibility = (
  db: Db,
  caller: SessionUser,
  boardIds: string[],
) => Promise<Set<string>>;

export interface ExerciseDeps {
  db: Db;
  /** Supplied by the tactic-board module (injected by the app, so neither module imports the other in a cycle). */
  visibleBoards: BoardVisibility;
}

/** Exercises form a public library: everyone may view, only grants change who may edit. */
async function subjectOf(db: Db, id: string): Promise<AccessSubject> {
  const ownerId = await repo.findOwnerId(db, id);
  if (!ownerId) throw exerciseErrors.notFound();
  return { ownerId, grants: await grantsOf(db, 'exercise', id), isPrivate: false };
}

/** Exercises as the access and favorites modules see them. */
export const exerciseResource: SharedResource = {
  kind: 'exercise',
  path: 'exercises',
  label: 'Exercise',
  subjectOf,
  notFound: exerciseErrors.notFound,
};

export async function listExercises(
  db: Db,
  caller: SessionUser | null,
  raw: Record<string, unknown>,
): Promise<ExerciseListResponse> {
  const { rows, pagination } = await pagedList(db, exerciseListQuerySpec, raw, (query) =>
    repo.listExercises(db, query, caller?.id ?? null),
  );
  return { exercises: rows, pagination };
}

export async function getExercise(
  db: Db,
  caller: SessionUser | null,
  id: string,
): Promise<Exercise> {
  const exercise = await repo.findExercise(db, id, caller?.id ?? null);
  if (!exercise) throw exerciseErrors.notFound();
  return exercise;
}

export async function relatedExercises(
  db: Db,
  caller: SessionUser | null,
  id: string,
): Promise<Exercise[]> {
  const exercise = await getExercise(db, caller, id);
  const found = await repo.findExercisesByIds(db, exercise.related_to, caller?.id ?? null);
  const byId = new Map(found.map((e) => [e._id, e]));
  return exercise.related_to.flatMap((relatedId) => byId.get(relatedId) ?? []);
}

async function valuesOf(
  deps: ExerciseDeps,
  caller: SessionUser,
  input: ReturnType<typeof exerciseCreateSchema.parse>,
  selfId?: string,
): Promise<repo.ExerciseValues> {
  const relatedTo = [...new Set(input.related_to)];
  if (selfId && relatedTo.includes(selfId)) throw exerciseErrors.selfRelated();
  const existing = await repo.existingExerciseIds(deps.db, relatedTo);
  const unknown = relatedTo.filter((id) => !existing.has(id));
  if (unknown.length) throw exerciseErrors.badRelated(unknown);

  const boardIds = [
    ...new Set(input.description_blocks.flatMap((b) => (b.tactics_board ? [b.tactics_board] : []))),
  ];
  const visible = boardIds.length
    ? await deps.visibleBoards(deps.db, caller, boardIds)
    : new Set<string>();
  // A board the exercise showed already stays allowed after its owner hid or deleted it, so the
  // exercise still saves (the block then says the board is no longer available).
  if (selfId) for (const boardId of await repo.boardIdsOf(deps.db, selfId)) visible.add(boardId);
  input.description_blocks.forEach((block, index) => {
    if (block.tactics_board && !visible.has(block.tactics_board))
      throw exerciseErrors.badBoard(index);
  });

  const seenBlockIds = new Set<string>();
  const descriptionBlocks: DescriptionBlock[] = input.description_blocks.map((block) => {
    const id = block._id && !seenBlockIds.has(block._id) ? block._id : randomUUID();
    seenBlockIds.add(id);
    return { ...block, _id: id };
  });
  return {
    name: input.name,
    persons: input.persons,
    beaters: input.beaters,
    chasers: input.chasers,
    timeMin: descriptionBlocks.reduce((sum, block) => sum + block.time_min, 0),
    tags: input.tags,
    materials: input.materials,
    descriptionBlocks,
    relatedTo,
    boardIds,
  };
}

export async function createExercise(
  deps: ExerciseDeps,
  caller: SessionUser,
  body: ExerciseCreate,
): Promise<Exercise> {
  const values = await valuesOf(deps, caller, exerciseCreateSchema.parse(body));
  const id = await repo.writes.insert(deps.db, caller.id, values);
  return getExercise(deps.db, caller, id);
}

/**
 * Body of PUT /api/exercises/{id}. Our client sends the `version` it read and gets 409 when it is
 * stale. QuadCoach's editor has no version: without one the last write wins and the version still
 * rises, so an editor of ours open on the exercise gets 409 instead of overwriting the change (as
 * for QuadCoach's plan PATCH, docs/decisions.md).
 */
export const exerciseReplaceBodySchema = z
  .object({ ...exerciseUpdateSchema.shape, version: storedVersionSchema.optional() })
  // The domain's rule again: zod cannot extend a schema that has a refinement.
  .refine((e) => e.persons >= e.beaters + e.chasers, {
    message: 'must be at least beaters + chasers',
    path: ['persons'],
  });
export type ExerciseReplaceBody = z.input<typeof exerciseReplaceBodySchema>;

export async function updateExercise(
  deps: ExerciseDeps,
  caller: SessionUser,
  id: string,
  body: ExerciseReplaceBody,
): Promise<Exercise> {
  if (!isPrivileged(caller, await subjectOf(deps.db, id))) throw exerciseErrors.notPrivileged();
  const version = body.version ?? (await repo.writes.currentVersion(deps.db, id));
  if (version === undefined) throw exerciseErrors.notFound();
  const input = exerciseUpdateSchema.parse({ ...body, version });
  const values = await valuesOf(deps, caller, input, id);
  if (!(await repo.writes.replaceIfVersion(deps.db, id, input.version, values))) {
    const current = await repo.writes.currentVersion(deps.db, id);
    if (current === undefined) throw exerciseErrors.notFound();
    throw exerciseErrors.staleVersion(current);
  }
  return getExercise(deps.db, caller, id);
}

export async function deleteExercise(db: Db, caller: SessionUser, id: string): Promise<void> {
  if (!canManage(caller, await subjectOf(db, id))) throw exerciseErrors.notManager();
  await repo.writes.remove(db, id);
}

export async function exerciseLabels(
  db: Db,
  field: 'tags' | 'materials',
  pattern: string | undefined,
  param: string,
): Promise<string[]> {
  await assertPatternsValid(db, { [param]: pattern });
  return repo.listLabels(db, field, pattern);
}

export const exercisesReferencingBoard = repo.exercisesReferencingBoard;

/** For practice plans: what they show of those of these exercises that exist (every exercise is public). */
export const exerciseSummaries = repo.exerciseSummaries;

/** The exercises a user owns and those an edit grant lets them change (QuadCoach's user page). */
export async function exercisesOfUser(db: Db, userId: string) {
  const [owned, granted] = await Promise.all([
    repo.exerciseSummariesOwnedBy(db, userId),
    editGrantedIds(db, 'exercise', userId),
  ]);
  return { owned, accessible: await repo.exerciseSummaries(db, granted) };
}
