import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeAccessToken } from '../../testing/render-with-providers.tsx';
import {
  authReducer,
  loggedOut,
  selectCurrentUser,
  selectIsAdmin,
  selectSessionExpired,
  selectUserStatus,
  sessionExpired,
  setCredentials,
} from './auth-slice.ts';

const coach = {
  id: '7b0f5c1e-8a2d-4c3b-9f4e-1a2b3c4d5e6f',
  name: 'Jürgen Müller',
  email: 'juergen@example.com',
  roles: ['user'],
};

function makeStore() {
  return configureStore({ reducer: { auth: authReducer } });
}

describe('auth slice', () => {
  it('starts without a token and without a user', () => {
    const state = makeStore().getState();
    expect(state.auth.accessToken).toBeNull();
    expect(selectCurrentUser(state)).toBeNull();
    expect(selectIsAdmin(state)).toBe(false);
    expect(selectUserStatus(state)).toBeNull();
  });

  it('stores the token and decodes the session user from it (UTF-8 names included)', () => {
    const store = makeStore();
    const token = makeAccessToken({ ...coach, iat: 1, exp: 2 });

    store.dispatch(setCredentials({ accessToken: token }));

    expect(store.getState().auth.accessToken).toBe(token);
    expect(selectCurrentUser(store.getState())).toEqual(coach);
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(selectUserStatus(store.getState())).toBe('User');
  });

  it.each([['Admin'], ['admin']])('treats role %s as admin', (role) => {
    const store = makeStore();
    store.dispatch(setCredentials({ accessToken: makeAccessToken({ ...coach, roles: [role] }) }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(selectUserStatus(store.getState())).toBe('Admin');
  });

  it('replaces the token on a new setCredentials', () => {
    const store = makeStore();
    store.dispatch(setCredentials({ accessToken: makeAccessToken(coach) }));
    store.dispatch(
      setCredentials({ accessToken: makeAccessToken({ ...coach, name: 'Second Name' }) }),
    );
    expect(selectCurrentUser(store.getState())?.name).toBe('Second Name');
  });

  it('clears the token on loggedOut', () => {
    const store = makeStore();
    store.dispatch(setCredentials({ accessToken: makeAccessToken(coach) }));
    store.dispatch(loggedOut());
    expect(store.getState().auth.accessToken).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it.each([
    ['not a jwt'],
    ['a.%%%.c'],
    [makeAccessToken({ name: 'No id', email: 'x@example.com', roles: [] })],
    [makeAccessToken({ ...coach, roles: 'admin' })],
  ])('yields no user for a malformed token (%s)', (accessToken) => {
    const store = makeStore();
    store.dispatch(setCredentials({ accessToken }));
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectUserStatus(store.getState())).toBeNull();
  });

  it('keeps the user of an expired session until they log in again or out', () => {
    const store = makeStore();
    store.dispatch(setCredentials({ accessToken: makeAccessToken({ ...coach, iat: 1, exp: 2 }) }));
    store.dispatch(sessionExpired());
    expect(selectSessionExpired(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())).toEqual(coach);

    store.dispatch(setCredentials({ accessToken: makeAccessToken({ ...coach, iat: 3, exp: 4 }) }));
    expect(selectSessionExpired(store.getState())).toBe(false);
    store.dispatch(sessionExpired());
    store.dispatch(loggedOut());
    expect(selectSessionExpired(store.getState())).toBe(false);
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('has no session to expire for a visitor', () => {
    const store = makeStore();
    store.dispatch(sessionExpired());
    expect(selectSessionExpired(store.getState())).toBe(false);
  });
});
