import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  makeAccessToken,
  renderWithProviders,
  stubFetch,
} from '../../../testing/render-with-providers.tsx';
import { baseApi } from '../../../lib/base-api.ts';
import { LoginPage } from './login-page.tsx';

const token = makeAccessToken({
  id: '7b0f5c1e-8a2d-4c3b-9f4e-1a2b3c4d5e6f',
  name: 'Coach Carter',
  email: 'coach@example.com',
  roles: [],
});

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ privateItem: build.query<string, void>({ query: () => '/private' }) }),
});

function renderLogin(state?: unknown) {
  return renderWithProviders(<LoginPage />, {
    route: '/login',
    routes: [
      { path: '/', element: <p>Home screen</p> },
      { path: '/exercises', element: <p>Exercise list</p> },
    ],
  }).then(async (view) => {
    if (state) await view.router.navigate('/login', { state });
    return view;
  });
}

describe('LoginPage', () => {
  it('shows a translated message for an invalid e-mail once the field is left', async () => {
    const { user } = await renderLogin();

    await user.type(screen.getByLabelText('E-mail'), 'coach@');
    expect(screen.queryByText('Please enter a valid e-mail address.')).not.toBeInTheDocument();
    await user.tab();

    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the messages in German when German is the language', async () => {
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login', language: 'de' });

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(screen.getAllByText('Bitte fülle dieses Feld aus.')).toHaveLength(2);
  });

  it('does not call the server while the form is invalid', async () => {
    const requests = stubFetch(() => jsonResponse(500));
    const { user } = await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('posts the normalised credentials on Enter, stores the token and goes home', async () => {
    const requests = stubFetch(() => jsonResponse(200, { accessToken: token }));
    const { user, store } = await renderLogin();

    await user.type(screen.getByLabelText('E-mail'), '  Coach@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth',
        authorization: null,
        body: { email: 'coach@example.com', password: 'correct horse' },
      },
    ]);
    expect(store.getState().auth.accessToken).toBe(token);
  });

  it('starts the new session without responses cached before the login', async () => {
    stubFetch(() => jsonResponse(200, { accessToken: token }));
    const { user, store } = await renderLogin();
    await store.dispatch(probeApi.util.upsertQueryData('privateItem', undefined, 'secret plan'));
    expect(Object.keys(store.getState()[baseApi.reducerPath].queries)).toHaveLength(1);

    await user.type(screen.getByLabelText('E-mail'), 'coach@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(store.getState()[baseApi.reducerPath].queries).toEqual({});
  });

  it('returns to the page the user came from', async () => {
    stubFetch(() => jsonResponse(200, { accessToken: token }));
    const { user } = await renderLogin({ from: { pathname: '/exercises' } });

    await user.type(screen.getByLabelText('E-mail'), 'coach@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Exercise list')).toBeInTheDocument();
  });

  it.each([
    [401, 'Invalid e-mail or password', 'The e-mail address or password is wrong.'],
    [401, 'E-mail address not verified', 'Please confirm your e-mail address first.'],
    [429, 'Rate limit exceeded', 'Too many attempts. Please wait a minute and try again.'],
    [400, 'body/email must be an e-mail', 'body/email must be an e-mail'],
  ])('shows a %i (%s) as a readable alert', async (status, message, shown) => {
    stubFetch(() => jsonResponse(status, { message }));
    const { user, store } = await renderLogin();

    await user.type(screen.getByLabelText('E-mail'), 'coach@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it('links to registration and password reset', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/resetPassword',
    );
  });
});
