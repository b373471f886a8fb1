import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  path: string;
  /** Decoded query parameters. */
  query: Record<string, string>;
  body: unknown;
}

/** An answer that is no answer: fetch fails as it does offline. */
export const NETWORK_DOWN = 'network down';

type Answer = { status: number; body?: unknown } | typeof NETWORK_DOWN | undefined;

/**
 * Replaces fetch with `answer` (undefined → 404, NETWORK_DOWN → fetch fails) and records each
 * request with its query, which the shared stub leaves out.
 */
export function stubApi(answer: (request: ApiRequest) => Answer) {
  const requests: ApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: ApiRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const reply = answer(recorded) ?? { status: 404, body: { message: 'Not found' } };
    if (reply === NETWORK_DOWN) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}
