import { REFRESH_GET_HEADER, REFRESH_GET_HEADER_VALUE } from '@courtside/domain';
import { plainAction } from './plain-action.ts';

/**
 * Session actions live here rather than in the auth feature because the base query (lib)
 * must dispatch them and lib may not import features. The auth slice reduces them.
 */
export const setCredentials = plainAction<{ accessToken: string }>('auth/setCredentials');
export const loggedOut = plainAction('auth/loggedOut');
/**
 * The session could not be renewed (a refresh refused): the coach logs in again where they are,
 * so that nothing typed on the page is lost, or logs out.
 */
export const sessionExpired = plainAction('auth/sessionExpired');

/** The slice of state the base query reads; the auth feature owns it. */
export interface SessionState {
  auth: { accessToken: string | null };
}

export function selectAccessToken(state: SessionState): string | null {
  return state.auth.accessToken;
}

/**
 * The refresh response's token, checked by hand: the domain's zod schema would pull zod into the
 * bundle every page loads before its first paint.
 */
export function accessTokenOf(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('accessToken' in data)) return null;
  const { accessToken } = data;
  return typeof accessToken === 'string' && accessToken.length > 0 ? accessToken : null;
}

// The shell checks the session and logs out with plain fetch calls: RTK Query (base-api.ts) loads
// only with the first screen that needs it, after the first paint.

/**
 * Asks for a new access token with the refresh cookie (the session kept across reloads).
 * Rejects when there is no session to restore.
 */
export async function fetchRefreshedToken(): Promise<string> {
  const response = await fetch('/api/auth/refresh', {
    credentials: 'include',
    headers: { [REFRESH_GET_HEADER]: REFRESH_GET_HEADER_VALUE },
  });
  if (!response.ok) throw new Error(`Refresh answered ${response.status}`);
  const accessToken = accessTokenOf(await response.json());
  if (!accessToken) throw new Error('Refresh answered without an access token');
  return accessToken;
}

/** Ends the session on the server. Rejects when the server did not confirm it. */
export async function postLogout(accessToken: string | null): Promise<void> {
  const response = await fetch('/api/auth/logout', {
    method: 'POST',
    credentials: 'include',
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new Error(`Logout answered ${response.status}`);
}
