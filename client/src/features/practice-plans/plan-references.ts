import type {
  PlanActivity,
  PlanReferenced,
  ReferencedBoard,
  ReferencedExercise,
} from '@courtside/domain';
import { useCallback, useMemo } from 'react';
import { usePracticePlansT } from './i18n.ts';

/** The parts of a plan (as the API returns it) the lookups need. */
export interface PlanWithReferences {
  referenced: PlanReferenced;
  unavailable: readonly string[];
}

export interface PlanLookup {
  exercise(id: string): ReferencedExercise | undefined;
  board(id: string): ReferencedBoard | undefined;
  /** The caller can no longer see it (deleted, made private, access revoked). */
  isUnavailable(id: string): boolean;
}

/** Finds the plan's referenced exercises and boards by id. */
export function planLookup(plan: PlanWithReferences): PlanLookup {
  const exercises = new Map(plan.referenced.exercises.map((e) => [e._id, e]));
  const boards = new Map(plan.referenced.tacticboards.map((b) => [b._id, b]));
  const unavailable = new Set(plan.unavailable);
  return {
    exercise: (id) => exercises.get(id),
    board: (id) => boards.get(id),
    isUnavailable: (id) => unavailable.has(id),
  };
}

export interface ActivityLabel {
  title: string;
  /** False when the exercise or board can no longer be seen. */
  available: boolean;
  /** The exercise's or board's page. */
  href?: string;
}

/**
 * How an activity is named wherever a plan is shown: the exercise's or board's name with a link,
 * "No longer available" for one the caller cannot see, the note or text of a break or free text.
 * `names` holds names the caller already knows (e.g. just picked in the planner, not yet saved).
 */
export function useActivityLabel(
  plan: PlanWithReferences,
  names?: ReadonlyMap<string, string>,
): (activity: PlanActivity) => ActivityLabel {
  const t = usePracticePlansT();
  const lookup = useMemo(() => planLookup(plan), [plan]);
  return useCallback(
    (activity: PlanActivity): ActivityLabel => {
      switch (activity.kind) {
        case 'exercise':
        case 'tacticboard': {
          const id = activity.kind === 'exercise' ? activity.exerciseId : activity.tacticboardId;
          const name =
            (activity.kind === 'exercise' ? lookup.exercise(id) : lookup.board(id))?.name ??
            names?.get(id);
          if (name === undefined || lookup.isUnavailable(id))
            return { title: t('common.unavailable'), available: false };
          const href = activity.kind === 'exercise' ? `/exercises/${id}` : `/tacticboards/${id}`;
          return { title: name, available: true, href };
        }
        case 'break':
          return { title: activity.note?.trim() || t('common.kinds.break'), available: true };
        case 'text':
          return { title: activity.text, available: true };
      }
    },
    [lookup, names, t],
  );
}
