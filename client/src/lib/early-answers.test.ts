import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyCall, takeEarlyAnswer } from './early-answers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(answer: () => Promise<Response>) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(new URL(String(input), 'http://app.test'), init));
    return answer();
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('early answers', () => {
  it('hands the answer to the first taker of that path, with the token sent', async () => {
    const calls = stubFetch(() => json(200, { name: 'Board' }));
    startEarlyCall('/api/tacticboards/b1', 'token-1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await takeEarlyAnswer('/api/tacticboards/other')).toBeUndefined();
    expect(await takeEarlyAnswer('/api/tacticboards/b1')).toEqual({ name: 'Board' });
    // Taken once: a later load asks the server again.
    expect(await takeEarlyAnswer('/api/tacticboards/b1')).toBeUndefined();
  });

  it('gives nothing for a failed call, so the screen asks itself', async () => {
    stubFetch(() => json(403, { message: 'expired' }));
    startEarlyCall('/api/tacticboards/b2', 'token-1');
    expect(await takeEarlyAnswer('/api/tacticboards/b2')).toBeUndefined();
    stubFetch(() => Promise.reject(new TypeError('offline')));
    startEarlyCall('/api/tacticboards/b3', 'token-1');
    expect(await takeEarlyAnswer('/api/tacticboards/b3')).toBeUndefined();
  });

  it('drops an answer older than ten seconds', async () => {
    stubFetch(() => json(200, { name: 'Board' }));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyCall('/api/tacticboards/b4', 'token-1');
    now.mockReturnValue(11_001);
    expect(await takeEarlyAnswer('/api/tacticboards/b4')).toBeUndefined();
  });

  it('starts no call for a path a screen has asked for: a later load never gets an older answer', async () => {
    const calls = stubFetch(() => json(200, { name: 'Old board' }));
    // The screen asked before the session's token came.
    expect(await takeEarlyAnswer('/api/tacticboards/b5')).toBeUndefined();
    startEarlyCall('/api/tacticboards/b5', 'token-1');
    expect(calls).toHaveLength(0);
    // A refetch after a save asks the server, not an early call.
    expect(await takeEarlyAnswer('/api/tacticboards/b5')).toBeUndefined();
  });
});
