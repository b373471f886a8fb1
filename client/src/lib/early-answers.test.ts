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

// The module remembers the paths asked for, and test files share modules here (isolate: false):
// each test uses paths no other file asks for.
describe('early answers', () => {
  it('hands the answer to the first taker of that path, with the token sent', async () => {
    const calls = stubFetch(() => json(200, { name: 'Board' }));
    startEarlyCall('/api/tacticboards/early-answers-1', 'token-1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await takeEarlyAnswer('/api/tacticboards/early-answers-other')).toBeUndefined();
    expect(await takeEarlyAnswer('/api/tacticboards/early-answers-1')).toEqual({ name: 'Board' });
    // Taken once: a later load asks the server again.
    expect(await takeEarlyAnswer('/api/tacticboards/early-answers-1')).toBeUndefined();
  });

  it('gives nothing for a failed call, so the screen asks itself', async () => {
    stubFetch(() => json(403, { message: 'expired' }));
    startEarlyCall('/api/tacticboards/early-answers-2', 'token-1');
    expect(await takeEarlyAnswer('/api/tacticboards/early-answers-2')).toBeUndefined();
    stubFetch(() => Promise.reject(new TypeError('offline')));
    startEarlyCall('/api/tacticboards/early-answers-3', 'token-1');
    expect(await takeEarlyAnswer('/api/tacticboards/early-answers-3')).toBeUndefined();
  });

  it('drops an answer older than ten seconds', async () => {
    stubFetch(() => json(200, { name: 'Board' }));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyCall('/api/tacticboards/early-answers-4', 'token-1');
    now.mockReturnValue(11_001);
    expect(await takeEarlyAnswer('/api/tacticboards/early-answers-4')).toBeUndefined();
  });

  it('starts no call for a path a screen has asked for: a later load never gets an older answer', async () => {
    const calls = stubFetch(() => json(200, { name: 'Old board' }));
    // The screen asked before the session's token came.
    expect(await takeEarlyAnswer('/api/tacticboards/early-answers-5')).toBeUndefined();
    startEarlyCall('/api/tacticboards/early-answers-5', 'token-1');
    expect(calls).toHaveLength(0);
    // A refetch after a save asks the server, not an early call.
    expect(await takeEarlyAnswer('/api/tacticboards/early-answers-5')).toBeUndefined();
  });
});
