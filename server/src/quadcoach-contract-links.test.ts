import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useActors, type Method } from '../test/actors.ts';
import { TEST_BASE_URL } from '../test/build-test-app.ts';
import { createUser, refreshCookieOf, type TestUser } from '../test/factories.ts';

/*
 * Contract tests for QuadCoach's share links and its refresh calls (issue 18,
 * docs/quadcoach-compat.md), written from its client/src/api/quadcoachApi/tacticboardApi.ts and
 * practicePlansApi.ts (createTacticboardShareLink, deleteTacticboardShareLink,
 * getSharedTacticBoard and the plans' same three), its server's tacticboardController.ts and
 * practicePlanController.ts (the answers), and its api/axiosBaseQuery.ts (the refresh calls).
 */

const actors = useActors();
const { call } = actors;

type Kind = 'tacticboards' | 'practice-plans';

/** A resource of the owner's with an edit grant for the editor and a view grant for the viewer. */
async function resource(kind: Kind, isPrivate: boolean) {
  const created = await call('POST', `/api/${kind}`, actors.owner, {
    name: `Linked ${randomUUID().slice(0, 8)}`,
    isPrivate,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { _id } = created.json<{ _id: string }>();
  for (const [user, access] of [
    [actors.editor, 'edit'],
    [actors.viewer, 'view'],
  ] as const) {
    const granted = await call('POST', `/api/${kind}/${_id}/access`, actors.owner, {
      userId: user.id,
      access,
    });
    expect(granted.statusCode, granted.body).toBe(200);
  }
  return _id;
}

const makeLink = (kind: Kind, id: string, as: TestUser | null) =>
  call('POST', `/api/${kind}/${id}/share-link`, as);
const revoke = (kind: Kind, id: string, as: TestUser | null) =>
  call('DELETE', `/api/${kind}/${id}/share-link`, as);
const openLink = (kind: Kind, token: string, as: TestUser | null = null) =>
  call('GET', `/api/${kind}/share/${token}`, as);

describe.each<Kind>(['tacticboards', 'practice-plans'])('share links of %s', (kind) => {
  it('POST share-link answers { message, token, shareLink }, the same token every time', async () => {
    const id = await resource(kind, true);
    const made = await makeLink(kind, id, actors.owner);
    expect(made.statusCode, made.body).toBe(201);
    const { token } = made.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.json()).toEqual({
      message: 'Share link available',
      token,
      shareLink: `${TEST_BASE_URL}/${kind}/share/${token}`,
    });
    const again = await makeLink(kind, id, actors.editor);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ token: string }>().token).toBe(token);
  });

  it('lets the owner, editors and admins make and revoke links, no one else', async () => {
    for (const isPrivate of [false, true]) {
      const id = await resource(kind, isPrivate);
      const hidden = isPrivate ? 404 : 403;
      expect((await makeLink(kind, id, null)).statusCode).toBe(401);
      expect((await makeLink(kind, id, actors.stranger)).statusCode).toBe(hidden);
      expect((await makeLink(kind, id, actors.viewer)).statusCode).toBe(403);
      expect((await revoke(kind, id, actors.viewer)).statusCode).toBe(403);
      expect((await revoke(kind, id, actors.stranger)).statusCode).toBe(hidden);
      expect((await revoke(kind, id, null)).statusCode).toBe(401);
      for (const user of [actors.owner, actors.editor, actors.admin]) {
        expect((await makeLink(kind, id, user)).statusCode).toBe(201);
        expect((await revoke(kind, id, user)).statusCode).toBe(200);
      }
    }
  });

  it('GET share/{token} reads a private resource without login, read-only and uncached', async () => {
    const id = await resource(kind, true);
    const { token } = (await makeLink(kind, id, actors.owner)).json<{ token: string }>();
    expect((await call('GET', `/api/${kind}/${id}`)).statusCode).toBe(404);
    for (const as of [null, actors.stranger, actors.viewer]) {
      const opened = await openLink(kind, token, as);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      const answer = opened.json<Record<string, unknown>>();
      expect(answer).toMatchObject({ _id: id, isPrivate: true, favorite: false });
      // The link gives no one the token to pass on.
      expect(answer).not.toHaveProperty('shareToken');
    }
    // Reading through the link gives no right to change anything.
    const change =
      kind === 'tacticboards'
        ? call('PATCH', `/api/${kind}/${id}/meta`, actors.stranger, { name: 'Taken over' })
        : call('PATCH', `/api/${kind}/${id}`, actors.stranger, { name: 'Taken over' });
    expect((await change).statusCode).toBe(404);
  });

  it("answers the token in the resource's GET to those who may change it, as QuadCoach reads it", async () => {
    const id = await resource(kind, false);
    const tokenOf = async (as: TestUser | null) =>
      (await call('GET', `/api/${kind}/${id}`, as)).json<{ shareToken?: string }>().shareToken;
    expect(await tokenOf(actors.owner)).toBeUndefined();
    const { token } = (await makeLink(kind, id, actors.owner)).json<{ token: string }>();
    expect(await tokenOf(actors.owner)).toBe(token);
    expect(await tokenOf(actors.editor)).toBe(token);
    expect(await tokenOf(actors.admin)).toBe(token);
    expect(await tokenOf(actors.viewer)).toBeUndefined();
    expect(await tokenOf(actors.stranger)).toBeUndefined();
    expect(await tokenOf(null)).toBeUndefined();
  });

  it('a revoked link answers 404 "Share link not found"; a new link has a new token', async () => {
    const id = await resource(kind, true);
    const { token } = (await makeLink(kind, id, actors.owner)).json<{ token: string }>();
    const revoked = await revoke(kind, id, actors.editor);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: 'Share link removed' });
    const gone = await openLink(kind, token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Share link not found' });
    expect((await revoke(kind, id, actors.owner)).statusCode).toBe(200);
    const { token: fresh } = (await makeLink(kind, id, actors.owner)).json<{ token: string }>();
    expect(fresh).not.toBe(token);
    expect((await openLink(kind, fresh)).statusCode).toBe(200);
    expect((await openLink(kind, token)).statusCode).toBe(404);
  });

  it('a token of no link, a malformed one and one of a deleted resource answer 404', async () => {
    const id = await resource(kind, false);
    const { token } = (await makeLink(kind, id, actors.owner)).json<{ token: string }>();
    expect((await openLink(kind, 'A'.repeat(43))).statusCode).toBe(404);
    expect((await openLink(kind, 'not a token')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/${kind}/${id}`, actors.owner)).statusCode).toBe(204);
    expect((await openLink(kind, token)).statusCode).toBe(404);
  });
});

describe('refresh (axiosBaseQuery.ts)', () => {
  /** What a browser adds to a script's same-origin request: axios's XMLHttpRequest. */
  const fromScript = {
    'sec-fetch-dest': 'empty',
    'sec-fetch-mode': 'cors',
    'sec-fetch-site': 'same-origin',
  };

  const refresh = (
    method: Method,
    refreshToken: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    actors.t.app.inject({
      method,
      url: '/api/auth/refresh',
      cookies: { refreshToken },
      headers,
      ...(payload ? { payload } : {}),
    });

  it('GET without X-Requested-With rotates for a script, as QuadCoach reloads', async () => {
    const user = await createUser(actors.t, { name: 'Reload' });
    const response = await refresh('GET', user.refreshToken, fromScript);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ accessToken: string }>().accessToken).toEqual(expect.any(String));
    expect(refreshCookieOf(response)).not.toBe(user.refreshToken);
  });

  it('GET from an image, a link or a prefetch is refused and rotates nothing', async () => {
    const user = await createUser(actors.t, { name: 'Image' });
    const notScripts: Array<Record<string, string>> = [
      { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'no-cors' },
      {},
    ];
    for (const headers of notScripts) {
      const response = await refresh('GET', user.refreshToken, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^X-Requested-With: /);
    }
    // The token was not rotated: a script's refresh still works with it.
    expect((await refresh('GET', user.refreshToken, fromScript)).statusCode).toBe(200);
  });

  it("PUT, PATCH and DELETE rotate too: QuadCoach's retry repeats the failed request there", async () => {
    const user = await createUser(actors.t, { name: 'Retry' });
    // The failed request was a board save: its body comes along, larger than an auth call's.
    const pageSave = {
      objects: Array.from({ length: 400 }, (_, i) => ({
        type: 'circle',
        uuid: `${i}`.padStart(60, '0'),
      })),
    };
    expect(JSON.stringify(pageSave).length).toBeGreaterThan(16 * 1024);
    let token = user.refreshToken;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await refresh(
        method,
        token,
        { 'content-type': 'application/json' },
        pageSave,
      );
      expect(response.statusCode, `${method} ${response.body}`).toBe(200);
      expect(response.json<{ accessToken: string }>().accessToken).toEqual(expect.any(String));
      token = refreshCookieOf(response) as string;
    }
    expect((await refresh('PATCH', 'forged', {}, {})).statusCode).toBe(401);
  });
});
