import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/render-with-providers.tsx';

/**
 * A fresh store module and API registry: the test files of a worker share their modules, and
 * another file may already have loaded RTK Query.
 */
async function freshModules() {
  vi.resetModules();
  const { makeStore } = await import('./store.ts');
  const loadApi = async () => (await import('../lib/base-api.ts')).baseApi;
  return { makeStore, loadApi };
}

describe('store', () => {
  it('holds the shell state before RTK Query loads and takes its cache when it does', async () => {
    const { makeStore, loadApi } = await freshModules();
    const store = makeStore();
    expect(store.getState().api).toBeUndefined();
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().layout.miniSidenav).toBe(true);

    const baseApi = await loadApi();
    expect(store.getState().api.queries).toEqual({});

    // The API's middleware is in place too: a query runs, and its answer lands in the cache.
    const requests = stubFetch(() => jsonResponse(200, { greeting: 'hello' }));
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({
        greeting: build.query<{ greeting: string }, void>({ query: () => '/greeting' }),
      }),
    });
    await store.dispatch(api.endpoints.greeting.initiate());
    expect(api.endpoints.greeting.select()(store.getState()).data).toEqual({ greeting: 'hello' });
    expect(requests.map((request) => request.path)).toEqual(['/api/greeting']);
  });

  it('gives a store made after RTK Query has loaded its cache at once', async () => {
    const { makeStore, loadApi } = await freshModules();
    await loadApi();
    const store = makeStore({ auth: { accessToken: 'token' } });
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().auth.accessToken).toBe('token');
  });
});
