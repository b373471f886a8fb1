import type { UnknownAction } from '@reduxjs/toolkit';
import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../testing/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../testing/render-with-providers.tsx';
import { LOGIN_EXPIRED, baseQueryWithReauth } from './base-api.ts';
import type { SessionState } from './session.ts';
import { loggedOut, sessionExpired, setCredentials } from './session.ts';

type AuthState = SessionState['auth'] & { expired?: boolean };

function authReducer(state: AuthState = { accessToken: null }, action: UnknownAction): AuthState {
  if (setCredentials.match(action)) return { accessToken: action.payload.accessToken };
  if (loggedOut.match(action)) return { accessToken: null };
  if (sessionExpired.match(action)) return { ...state, expired: true };
  return state;
}

function setup(accessToken: string | null) {
  const store = configureStore({
    reducer: { auth: authReducer },
    preloadedState: { auth: { accessToken } },
  });
  const api = {
    getState: store.getState,
    dispatch: store.dispatch,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
  return { store, query: (url: string) => baseQueryWithReauth(url, api, {}) };
}

const isRefresh = (request: RecordedRequest) => request.path === '/api/auth/refresh';

describe('baseQueryWithReauth', () => {
  it('sends credentials as a bearer token and returns the data', async () => {
    const requests = stubFetch(() => jsonResponse(200, { ok: true }));
    const { query } = setup('token-1');

    const result = await query('/things/1');

    expect(result.data).toEqual({ ok: true });
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '/api/things/1',
        authorization: 'Bearer token-1',
        body: undefined,
      },
    ]);
  });

  it('on 403 refreshes once, stores the new token and retries once with it', async () => {
    const requests = stubFetch((request) => {
      if (isRefresh(request)) return jsonResponse(200, { accessToken: 'token-2' });
      return request.authorization === 'Bearer token-2'
        ? jsonResponse(200, { name: 'board' })
        : jsonResponse(403, { message: 'Token expired' });
    });
    const { store, query } = setup('token-1');

    const result = await query('/things/1');

    expect(result.data).toEqual({ name: 'board' });
    expect(store.getState().auth.accessToken).toBe('token-2');
    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET /api/things/1 Bearer token-1',
      'GET /api/auth/refresh Bearer token-1',
      'GET /api/things/1 Bearer token-2',
    ]);
    // A plain link cannot send this header; the server refuses a GET refresh without it.
    expect(requests.find(isRefresh)?.requestedWith).toBe('courtside');
  });

  it('retries only once: a second 403 is returned as it is', async () => {
    const requests = stubFetch((request) =>
      isRefresh(request)
        ? jsonResponse(200, { accessToken: 'token-2' })
        : jsonResponse(403, { message: 'Forbidden' }),
    );
    const { query } = setup('token-1');

    const result = await query('/things/1');

    expect(result.error).toEqual({ status: 403, data: { message: 'Forbidden' } });
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });

  it("answers 'Login expired' and marks the session expired, not logged out, when the refresh fails", async () => {
    const requests = stubFetch((request) =>
      isRefresh(request)
        ? jsonResponse(401, { message: 'No refresh token' })
        : jsonResponse(403, { message: 'Token expired' }),
    );
    const { store, query } = setup('token-1');

    const result = await query('/things/1');

    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', error: LOGIN_EXPIRED });
    expect(result.error).toMatchObject({ data: { message: 'Login expired' } });
    // The user stays, and with them the page and what is typed on it, until they log in again.
    expect(store.getState().auth).toEqual({ accessToken: 'token-1', expired: true });
    expect(requests).toHaveLength(2);
  });

  it('lets concurrent 403s share one refresh', async () => {
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    let forbiddenCount = 0;
    const requests = stubFetch(async (request) => {
      if (isRefresh(request)) {
        await refreshGate;
        return jsonResponse(200, { accessToken: 'token-2' });
      }
      if (request.authorization === 'Bearer token-2') {
        return jsonResponse(200, { path: request.path });
      }
      forbiddenCount += 1;
      if (forbiddenCount === 3) releaseRefresh();
      return jsonResponse(403, { message: 'Token expired' });
    });
    const { store, query } = setup('token-1');

    const results = await Promise.all([query('/a'), query('/b'), query('/c')]);

    expect(results.map((r) => r.data)).toEqual([
      { path: '/api/a' },
      { path: '/api/b' },
      { path: '/api/c' },
    ]);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests).toHaveLength(7);
    expect(store.getState().auth.accessToken).toBe('token-2');
  });

  it('does not refresh again for a 403 that arrives after another request refreshed', async () => {
    let slowRelease = () => {};
    const slowGate = new Promise<void>((resolve) => (slowRelease = resolve));
    const requests = stubFetch(async (request) => {
      if (isRefresh(request)) return jsonResponse(200, { accessToken: 'token-2' });
      if (request.authorization === 'Bearer token-2')
        return jsonResponse(200, { ok: request.path });
      if (request.path === '/api/slow') await slowGate;
      return jsonResponse(403, { message: 'Token expired' });
    });
    const { query } = setup('token-1');

    const slow = query('/slow');
    const fast = await query('/fast');
    slowRelease();

    expect(fast.data).toEqual({ ok: '/api/fast' });
    expect((await slow).data).toEqual({ ok: '/api/slow' });
    expect(requests.filter(isRefresh)).toHaveLength(1);
  });

  it('never starts a refresh for a 403 from the auth endpoints themselves', async () => {
    const requests = stubFetch(() => jsonResponse(403, { message: 'Reused refresh token' }));
    const { query } = setup(null);

    const result = await query('/auth/refresh');

    expect(result.error).toMatchObject({ status: 403 });
    expect(requests).toHaveLength(1);
  });

  it('turns ISO date-time strings in responses into Dates, recursively', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        createdAt: '2024-05-01T10:20:30.123Z',
        pages: [{ updatedAt: '2024-05-02T08:00:00Z' }, { savedAt: '2024-05-03T09:15:00' }],
        day: '2024-05-01',
        name: 'Seeker drill',
        count: 3,
      }),
    );
    const { query } = setup('token-1');

    const { data } = await query('/exercises/1');

    const revived = data as {
      createdAt: Date;
      pages: [{ updatedAt: Date }, { savedAt: Date }];
      day: string;
      name: string;
      count: number;
    };
    expect(revived.createdAt).toBeInstanceOf(Date);
    expect(revived.createdAt.toISOString()).toBe('2024-05-01T10:20:30.123Z');
    expect(revived.pages[0].updatedAt).toEqual(new Date('2024-05-02T08:00:00Z'));
    expect(revived.pages[1].savedAt).toBeInstanceOf(Date);
    expect(revived.day).toBe('2024-05-01');
    expect(revived.name).toBe('Seeker drill');
    expect(revived.count).toBe(3);
  });
});
