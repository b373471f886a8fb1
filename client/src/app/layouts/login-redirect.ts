import type { RouteHandle } from '../route-handle.ts';

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export interface LoginRedirect {
  to: '/login';
  /** Router state the login page reads to come back (see features/auth/redirect-target.ts). */
  state: { from: LocationLike };
}

/**
 * Whether the page at `location` sends its visitor to /login: only pages that need a login, only
 * once the session check is over, and only without a user.
 */
export function loginRedirect(
  handle: RouteHandle | undefined,
  { loggedIn, restoringSession }: { loggedIn: boolean; restoringSession: boolean },
  location: LocationLike,
): LoginRedirect | null {
  if (!handle?.requiresLogin || loggedIn || restoringSession) return null;
  const { pathname, search, hash } = location;
  return { to: '/login', state: { from: { pathname, search, hash } } };
}
