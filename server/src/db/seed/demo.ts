import { randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Exercise } from '@courtside/domain';
import { createExercise, updateExercise } from '../../modules/exercises/exercises.service.ts';
import { createBoard, visibleBoardIds } from '../../modules/tacticboards/tacticboards.service.ts';
import { createPlan } from '../../modules/practice-plans/practice-plans.service.ts';
import { sessionUserOf } from '../../modules/auth/auth.service.ts';
import { countUsers, insertUser } from '../../modules/users/users.repository.ts';
import { demoBoards } from './demo-boards.ts';
import { demoExercises } from './demo-exercises.ts';
import { demoPlan } from './demo-plan.ts';

export const DEMO_EMAIL = 'demo@courtside.local';

/**
 * On an empty database, creates a verified demo coach owning a few tactic boards, a dozen
 * Quadball exercises and a practice plan built from them, and returns the coach's generated
 * password (shown once); returns null when the database has users already.
 */
export async function seedDemoContent(db: Db): Promise<{ email: string; password: string } | null> {
  if ((await countUsers(db)) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  const row = await insertUser(db, {
    name: 'Demo Coach',
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
  if (!row) return null;
  const coach = sessionUserOf(row);

  const boardIds = new Map<string, string>();
  for (const board of demoBoards()) {
    const created = await createBoard(db, coach, {
      name: board.name,
      tags: board.tags,
      description: board.description,
      coaching_points: board.coachingPoints,
      pages: board.pages,
    });
    boardIds.set(board.key, created._id);
  }

  const deps = { db, visibleBoards: visibleBoardIds };
  const created = new Map<string, Exercise>();
  for (const exercise of demoExercises) {
    const body = {
      name: exercise.name,
      persons: exercise.persons,
      beaters: exercise.beaters,
      chasers: exercise.chasers,
      tags: exercise.tags,
      materials: exercise.materials,
      description_blocks: exercise.blocks.map(({ board, ...block }) => ({
        ...block,
        tactics_board: board ? (boardIds.get(board) ?? null) : null,
      })),
    };
    created.set(exercise.name, await createExercise(deps, coach, body));
  }
  // Relations point both ways between some exercises, so they are set once all exist.
  for (const exercise of demoExercises) {
    const own = created.get(exercise.name);
    if (!own || !exercise.related?.length) continue;
    const relatedTo = exercise.related.flatMap((name) => created.get(name)?._id ?? []);
    await updateExercise(deps, coach, own._id, { ...own, related_to: relatedTo });
  }

  // A renamed demo exercise or board fails the seed (and its test) instead of a plan that 400s.
  const lookUp = (ids: Map<string, string>, what: string) => (key: string) => {
    const found = ids.get(key);
    if (!found) throw new Error(`the demo plan names the ${what} "${key}", which the seed lacks`);
    return found;
  };
  const exerciseIds = new Map([...created].map(([name, exercise]) => [name, exercise._id]));
  const ids = { exercise: lookUp(exerciseIds, 'exercise'), board: lookUp(boardIds, 'board') };
  await createPlan(db, coach, demoPlan(ids, new Date()));
  return { email: DEMO_EMAIL, password };
}
