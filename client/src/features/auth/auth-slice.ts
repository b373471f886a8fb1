import type { SessionUser } from '@courtside/domain';
import { isAdmin, userStatus } from '@courtside/domain';
import type { UnknownAction } from '@reduxjs/toolkit';
import { loggedOut, sessionExpired, setCredentials } from '../../lib/session.ts';
import { decodeAccessToken } from './decode-access-token.ts';

export interface AuthState {
  accessToken: string | null;
  /** The token could not be renewed: the user and the page stay until they log in again. */
  expired?: boolean;
}

const initialState: AuthState = { accessToken: null };

/**
 * Written by hand rather than with createSlice: the shell reads it before its first paint, and
 * @reduxjs/toolkit (with immer) would add about 11 KB gzip to that download. The actions are
 * declared in lib/session.ts so the base query can dispatch them too.
 */
export function authReducer(state: AuthState = initialState, action: UnknownAction): AuthState {
  if (setCredentials.match(action)) {
    const { accessToken } = action.payload;
    return state.accessToken === accessToken && !state.expired ? state : { accessToken };
  }
  if (loggedOut.match(action)) {
    return state.accessToken === null && !state.expired ? state : { accessToken: null };
  }
  // A visitor has no session to expire.
  if (sessionExpired.match(action) && state.accessToken !== null && !state.expired) {
    return { ...state, expired: true };
  }
  return state;
}

export { loggedOut, sessionExpired, setCredentials };

interface StateWithAuth {
  auth: AuthState;
}

export const selectAccessToken = (state: StateWithAuth) => state.auth.accessToken;

export const selectSessionExpired = (state: StateWithAuth) => state.auth.expired === true;

// The last token and its user, so that every caller gets the same user object until the token
// changes (memoized by hand: reselect would be one more library before the first paint).
let decodedToken: string | null = null;
let decodedUser: SessionUser | null = null;

export function selectCurrentUser(state: StateWithAuth): SessionUser | null {
  const token = selectAccessToken(state);
  if (token !== decodedToken) {
    decodedToken = token;
    decodedUser = token ? decodeAccessToken(token) : null;
  }
  return decodedUser;
}

export const selectIsAdmin = (state: StateWithAuth) => isAdmin(selectCurrentUser(state));

export const selectUserStatus = (state: StateWithAuth) => userStatus(selectCurrentUser(state));
