import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { StrictMode } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import type { RootState } from '../app/store.ts';
import { makeStore } from '../app/store.ts';
import type { Language } from '../lib/i18n.ts';
import { i18n } from '../lib/i18n.ts';

interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** Path pattern under which `ui` is mounted; defaults to the route's pathname. */
  path?: string;
  /** Extra routes next to `ui`, e.g. the target of a redirect. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  language?: Language;
}

/** Renders with the app's real store, theme, i18n and a memory data router. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', routes = [], preloadedState, language = 'en' } = options;
  const path = options.path ?? route.split(/[?#]/)[0] ?? '/';
  await i18n.changeLanguage(language);
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const user = userEvent.setup();
  // StrictMode as in main.tsx, so double-run effects (single-use tokens!) are exercised too.
  const view = render(
    <StrictMode>
      <AppProvider store={store} router={router} />
    </StrictMode>,
  );
  return { ...view, store, router, user };
}

/** An unsigned JWT-shaped token carrying `payload`, as the server's access token does. */
export function makeAccessToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  /** The `X-Requested-With` header where sent (the GET form of refresh needs it). */
  requestedWith?: string;
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch with `respond` and records every request (method, path, bearer, JSON
 * body) in order.
 */
export function stubFetch(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    const requestedWith = request.headers.get('X-Requested-With');
    if (requestedWith !== null) recorded.requestedWith = requestedWith;
    requests.push(recorded);
    return respond(recorded);
  };
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}
