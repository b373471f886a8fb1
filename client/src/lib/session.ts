import { createAction } from '@reduxjs/toolkit';

/**
 * Session actions live here rather than in the auth feature because the base query (lib)
 * must dispatch them and lib may not import features. The auth slice reduces them.
 */
export const setCredentials = createAction<{ accessToken: string }>('auth/setCredentials');
export const loggedOut = createAction('auth/loggedOut');

/** The slice of state the base query reads; the auth feature owns it. */
export interface SessionState {
  auth: { accessToken: string | null };
}

export function selectAccessToken(state: SessionState): string | null {
  return state.auth.accessToken;
}
