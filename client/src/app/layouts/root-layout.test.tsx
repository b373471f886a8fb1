import { screen, waitFor, within } from '@testing-library/react';
import type { Dispatch } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { restoreSessionEarly } from '../../features/auth/hooks/use-restore-session.ts';
import {
  jsonResponse,
  makeAccessToken,
  renderWithProviders,
  stubFetch,
} from '../../testing/render-with-providers.tsx';
import { RootLayout } from './root-layout.tsx';

const token = makeAccessToken({
  id: '7b0f5c1e-8a2d-4c3b-9f4e-1a2b3c4d5e6f',
  name: 'Coach Carter',
  email: 'coach@example.com',
  roles: [],
});

function renderLayout(route = '/') {
  return renderWithProviders(<RootLayout />, { route, path: '/*' });
}

const sideNav = () => within(screen.getByTestId('side-nav'));

describe('RootLayout', () => {
  it('restores the session once on start and greets the user', async () => {
    const requests = stubFetch(() => jsonResponse(200, { accessToken: token }));
    await renderLayout();

    expect(await screen.findByTestId('welcome-line')).toHaveTextContent('Welcome, Coach Carter');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(sideNav().getByRole('link', { name: 'User Profile' })).toHaveAttribute(
      'href',
      '/users/7b0f5c1e-8a2d-4c3b-9f4e-1a2b3c4d5e6f',
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/refresh']);
  });

  it('marks the main region busy until the session restore has answered', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async () => {
      await answered;
      return jsonResponse(200, { accessToken: token });
    });
    await renderLayout();

    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    answer();
    await screen.findByTestId('welcome-line');
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
  });

  it('waits for the session check started before the first render instead of asking again', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const requests = stubFetch(async () => {
      await answered;
      return jsonResponse(200, { accessToken: token });
    });
    // The check starts before the store the layout renders with exists (as in main.tsx, before
    // the first render); it reaches that store once the answer is there.
    const target: { dispatch?: Dispatch } = {};
    restoreSessionEarly((action) => {
      target.dispatch?.(action);
      return action;
    });
    const { store } = await renderLayout();
    target.dispatch = store.dispatch;

    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByTestId('welcome-line')).toHaveTextContent('Welcome, Coach Carter');
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/refresh']);
  });

  it("takes the session the page's boot script checked instead of asking the server", async () => {
    const requests = stubFetch(() => jsonResponse(200, { accessToken: 'unused' }));
    let check = (_token: string | null) => {};
    const checked = new Promise<string | null>((resolve) => (check = resolve));
    const target: { dispatch?: Dispatch } = {};
    restoreSessionEarly((action) => {
      target.dispatch?.(action);
      return action;
    }, checked);
    const { store } = await renderLayout();
    target.dispatch = store.dispatch;
    check(token);

    expect(await screen.findByTestId('welcome-line')).toHaveTextContent('Welcome, Coach Carter');
    expect(store.getState().auth.accessToken).toBe(token);
    expect(requests.map((r) => `${r.method} ${r.path}`)).not.toContain('GET /api/auth/refresh');
  });

  it.each([
    ['found no session', null, []],
    ['could not ask', undefined, ['GET /api/auth/refresh']],
  ])(
    'asks the server itself only when the boot script %s',
    async (_case, bootAnswer, expectedCalls) => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const requests = stubFetch(() => jsonResponse(401, { message: 'No session' }));
      const target: { dispatch?: Dispatch } = {};
      restoreSessionEarly((action) => {
        target.dispatch?.(action);
        return action;
      }, Promise.resolve(bootAnswer));
      const { store } = await renderLayout();
      target.dispatch = store.dispatch;

      expect(await sideNav().findByRole('link', { name: 'Login' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
      expect(info).toHaveBeenCalled();
      expect(store.getState().auth.accessToken).toBeNull();
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(expectedCalls);
    },
  );

  it('only logs a failed restore and offers the login', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(401, { message: 'No session' }));
    await renderLayout();

    expect(await sideNav().findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('welcome-line')).not.toBeInTheDocument();
    expect(info).toHaveBeenCalled();
  });

  it('logs out: calls the server, forgets the token and shows the login again', async () => {
    const requests = stubFetch((request) =>
      request.path === '/api/auth/logout' ? new Response(null, { status: 204 }) : jsonResponse(500),
    );
    const { user, store } = await renderWithProviders(<RootLayout />, {
      route: '/',
      preloadedState: { auth: { accessToken: token } },
    });

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await sideNav().findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().auth.accessToken).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      `POST /api/auth/logout Bearer ${token}`,
    ]);
  });

  it('asks an expired session to log in again over the page, which stays', async () => {
    const fresh = makeAccessToken({
      id: '7b0f5c1e-8a2d-4c3b-9f4e-1a2b3c4d5e6f',
      name: 'Coach Carter',
      email: 'coach@example.com',
      roles: [],
      iat: 2,
    });
    const requests = stubFetch((request) =>
      request.path === '/api/auth' && request.method === 'POST'
        ? jsonResponse(200, { accessToken: fresh })
        : jsonResponse(401, { message: 'No session' }),
    );
    const { user, store } = await renderWithProviders(<RootLayout />, {
      route: '/exercises/add',
      path: '/*',
      routes: [],
      preloadedState: { auth: { accessToken: token, expired: true } },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Your login has expired' });
    expect(dialog).toHaveTextContent('Logged in as coach@example.com');
    // Still on the page, not sent home or to the login.
    expect(screen.getByTestId('welcome-line')).toHaveTextContent('Welcome, Coach Carter');
    await user.type(within(dialog).getByLabelText(/Password/), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in again' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth).toEqual({ accessToken: fresh });
    const login = requests.find((r) => r.path === '/api/auth');
    expect(login?.body).toEqual({ email: 'coach@example.com', password: 'secret-password' });
  });

  it('switches the language and the html lang attribute', async () => {
    stubFetch(() => jsonResponse(200, { accessToken: token }));
    const { user } = await renderLayout();
    await screen.findByTestId('welcome-line');

    await user.click(screen.getByRole('button', { name: 'Deutsch' }));

    await waitFor(() =>
      expect(screen.getByTestId('welcome-line')).toHaveTextContent('Willkommen, Coach Carter'),
    );
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(sideNav().getByRole('link', { name: 'Übungen' })).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('de');
  });

  it('marks the entry of the first path segment as active', async () => {
    stubFetch(() => jsonResponse(401));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderLayout('/exercises/abc/update');

    const active = await sideNav().findByRole('link', { current: 'page' });
    expect(active).toHaveAccessibleName('Exercises');
    expect(sideNav().getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('collapses and expands the mini side navigation', async () => {
    stubFetch(() => jsonResponse(401));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, store } = await renderLayout();

    expect(store.getState().layout.miniSidenav).toBe(true);
    await user.click(sideNav().getByRole('button', { name: 'Expand navigation' }));
    expect(store.getState().layout.miniSidenav).toBe(false);
    expect(sideNav().getByRole('button', { name: 'Collapse navigation' })).toBeInTheDocument();
  });

  it('opens the settings side menu with its title and thank-you text', async () => {
    stubFetch(() => jsonResponse(401));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderLayout();

    await user.click(screen.getByRole('button', { name: 'Open settings' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for using Courtside!')).toBeInTheDocument();
  });
});
