import { badRequest, conflict, forbidden, notFound } from '../../shared/http-error.ts';

export const exerciseErrors = {
  notFound: () => notFound('EXERCISE_NOT_FOUND', 'Exercise not found'),
  notPrivileged: () => forbidden('EXERCISE_EDIT_FORBIDDEN', 'You may not change this exercise'),
  notManager: () =>
    forbidden('EXERCISE_MANAGE_FORBIDDEN', 'Only the owner or an admin may do this'),
  staleVersion: (current: number) =>
    conflict(
      'EXERCISE_VERSION_CONFLICT',
      'version: the exercise was changed by someone else; reload it',
      { currentVersion: current },
    ),
  badRelated: (ids: string[]) =>
    badRequest('EXERCISE_RELATED_UNKNOWN', `related_to: unknown exercises ${ids.join(', ')}`, {
      ids,
    }),
  selfRelated: () =>
    badRequest('EXERCISE_RELATED_SELF', 'related_to: an exercise cannot be related to itself'),
  badBoard: (index: number) =>
    badRequest(
      'EXERCISE_BOARD_UNKNOWN',
      `description_blocks.${index}.tactics_board: no such tactic board visible to you`,
    ),
};
