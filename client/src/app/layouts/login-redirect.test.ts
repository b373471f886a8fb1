import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../features/auth/redirect-target.ts';
import { loginRedirect } from './login-redirect.ts';

const location = { pathname: '/exercises/add', search: '?copy=1', hash: '#blocks' };
const protectedPage = { type: 'addExercise', requiresLogin: true } as const;

describe('loginRedirect', () => {
  it('sends a visitor of a protected page to /login and remembers where they were', () => {
    const redirect = loginRedirect(
      protectedPage,
      { loggedIn: false, restoringSession: false },
      location,
    );
    expect(redirect).toEqual({ to: '/login', state: { from: location } });
    // The login page takes the visitor back to exactly that place.
    expect(redirectTarget(redirect?.state)).toBe('/exercises/add?copy=1#blocks');
  });

  it('waits while the session is being restored', () => {
    expect(
      loginRedirect(protectedPage, { loggedIn: false, restoringSession: true }, location),
    ).toBeNull();
  });

  it('lets logged-in users through', () => {
    expect(
      loginRedirect(protectedPage, { loggedIn: true, restoringSession: false }, location),
    ).toBeNull();
  });

  it('never redirects from public pages', () => {
    const state = { loggedIn: false, restoringSession: false };
    expect(loginRedirect({ type: 'exercises' }, state, location)).toBeNull();
    expect(loginRedirect({ type: 'dashboard', public: true }, state, location)).toBeNull();
    expect(loginRedirect(undefined, state, location)).toBeNull();
  });
});
