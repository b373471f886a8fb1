import { createSelector, createSlice } from '@reduxjs/toolkit';
import { isAdmin, userStatus } from '@courtside/domain';
import { loggedOut, setCredentials } from '../../lib/session.ts';
import { decodeAccessToken } from './decode-access-token.ts';

export interface AuthState {
  accessToken: string | null;
}

const initialState: AuthState = { accessToken: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  // The actions are declared in lib/session.ts so the base query can dispatch them too.
  extraReducers: (builder) => {
    builder
      .addCase(setCredentials, (state, action) => {
        state.accessToken = action.payload.accessToken;
      })
      .addCase(loggedOut, (state) => {
        state.accessToken = null;
      });
  },
});

export const authReducer = authSlice.reducer;
export { loggedOut, setCredentials };

interface StateWithAuth {
  auth: AuthState;
}

export const selectAccessToken = (state: StateWithAuth) => state.auth.accessToken;

export const selectCurrentUser = createSelector([selectAccessToken], (token) =>
  token ? decodeAccessToken(token) : null,
);

export const selectIsAdmin = createSelector([selectCurrentUser], (user) => isAdmin(user));

export const selectUserStatus = createSelector([selectCurrentUser], (user) => userStatus(user));
