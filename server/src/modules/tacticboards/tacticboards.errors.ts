import { AppError, badRequest, conflict, forbidden, notFound } from '../../shared/http-error.ts';

export const boardErrors = {
  notFound: () => notFound('TACTICBOARD_NOT_FOUND', 'Tactic board not found'),
  pageNotFound: () => notFound('PAGE_NOT_FOUND', 'Page not found on this tactic board'),
  notPrivileged: () =>
    forbidden('TACTICBOARD_EDIT_FORBIDDEN', 'You may not change this tactic board'),
  notManager: () =>
    forbidden('TACTICBOARD_MANAGE_FORBIDDEN', 'Only the owner or an admin may do this'),
  privacyNotManager: () =>
    forbidden(
      'TACTICBOARD_PRIVACY_FORBIDDEN',
      'isPrivate: only the owner or an admin may change who can see this tactic board',
    ),
  staleVersion: (current: number) =>
    conflict(
      'TACTICBOARD_VERSION_CONFLICT',
      'version: the tactic board was changed by someone else; reload it',
      {
        currentVersion: current,
      },
    ),
  /** `savedByYou`: the caller saved it, in another tab or on another device. */
  stalePage: (
    current: { revision: number; savedAt: Date; savedBy: string | null; savedById: string | null },
    callerId: string,
  ) =>
    conflict(
      'PAGE_REVISION_CONFLICT',
      'revision: this page was saved by someone else in the meantime; reload or overwrite',
      {
        currentRevision: current.revision,
        savedAt: current.savedAt.toISOString(),
        ...(current.savedBy === null ? {} : { savedBy: current.savedBy }),
        savedByYou: current.savedById === callerId,
      },
    ),
  lastPage: () => badRequest('LAST_PAGE', 'A tactic board keeps at least one page'),
  tooManyPages: (max: number) =>
    badRequest('TOO_MANY_PAGES', `pages: a tactic board has at most ${max} pages`),
  badPosition: (count: number) =>
    badRequest('INVALID_POSITION', `position: must be a whole number from 0 to ${count}`),
  badPage: (status: 400 | 413, field: string, message: string) =>
    new AppError(
      status,
      status === 413 ? 'PAGE_TOO_LARGE' : 'INVALID_PAGE',
      field ? `${field}: ${message}` : message,
      { field },
    ),
  referenced: (action: 'delete' | 'private', exercises: Array<{ id: string; name: string }>) =>
    badRequest(
      'TACTICBOARD_REFERENCED',
      `${action === 'delete' ? 'The tactic board cannot be deleted' : 'isPrivate: the tactic board cannot be made private'} while exercises use it: ${exercises
        .map((e) => e.name)
        .join(', ')}`,
      { exercises: exercises.map((e) => ({ _id: e.id, name: e.name })) },
    ),
};
