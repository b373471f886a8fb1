import { badRequest, conflict, forbidden, notFound } from '../../shared/http-error.ts';

/** Where a plan names an exercise or a board, as the request body spells the path. */
export interface ReferenceField {
  field: string;
  id: string;
}

export const planErrors = {
  notFound: () => notFound('PRACTICE_PLAN_NOT_FOUND', 'Practice plan not found'),
  notPrivileged: () =>
    forbidden('PRACTICE_PLAN_EDIT_FORBIDDEN', 'You may not change this practice plan'),
  notManager: () =>
    forbidden('PRACTICE_PLAN_MANAGE_FORBIDDEN', 'Only the owner or an admin may do this'),
  privacyNotManager: () =>
    forbidden(
      'PRACTICE_PLAN_PRIVACY_FORBIDDEN',
      'isPrivate: only the owner or an admin may change who can see this practice plan',
    ),
  staleVersion: (current: number) =>
    conflict(
      'PRACTICE_PLAN_VERSION_CONFLICT',
      'version: the practice plan was changed by someone else; reload it',
      { currentVersion: current },
    ),
  unknownExercise: ({ field, id }: ReferenceField) =>
    badRequest('PRACTICE_PLAN_EXERCISE_UNKNOWN', `${field}: no such exercise`, { field, id }),
  unknownBoard: ({ field, id }: ReferenceField) =>
    badRequest(
      'PRACTICE_PLAN_TACTICBOARD_UNKNOWN',
      `${field}: no such tactic board visible to you`,
      { field, id },
    ),
};
