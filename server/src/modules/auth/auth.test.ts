import { connect } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_GET_HEADER, REFRESH_GET_HEADER_VALUE } from '@courtside/domain';
import {
  TEST_ADMIN_EMAIL,
  TEST_BASE_URL,
  buildTestApp,
  type TestApp,
} from '../../../test/build-test-app.ts';
import {
  bearer,
  createUser,
  login,
  refreshCookieOf,
  registerUser,
  tokenFromMail,
  uniqueEmail,
  verifyUser,
} from '../../../test/factories.ts';

let t: TestApp;
const appHeader = { [REFRESH_GET_HEADER]: REFRESH_GET_HEADER_VALUE };
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
/** The app's refresh call: the GET form carries the header a plain image or link cannot send. */
const refreshWith = (refreshToken: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: '/api/auth/refresh', cookies: { refreshToken }, headers: appHeader });

/** The token in the newest reset mail to `email`, which goes out just after the answer. */
const resetTokenOf = async (email: string) =>
  tokenFromMail(
    await t.lastMailTo(email, { containing: 'passwordResetToken' }),
    'passwordResetToken',
  );

function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('register and verify', () => {
  it('creates an account and mails a verification link to the public base URL', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/register', {
      name: 'Ada',
      email,
      password: 'long enough pw',
    });
    expect(response.statusCode).toBe(201);
    const mail = await t.lastMailTo(email);
    expect(mail).toContain(`${TEST_BASE_URL}/verifyEmail?emailToken=`);
    expect(mail).toContain('Subject: Courtside');
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', password: 'long enough pw' }, 'body.email'],
    [{ name: 'A', email: uniqueEmail(), password: 'short' }, 'body.password'],
    [{ name: '   ', email: uniqueEmail(), password: 'long enough pw' }, 'body.name'],
    [{ email: uniqueEmail(), password: 'long enough pw' }, 'body.name'],
  ])('rejects %j with 400 naming %s', async (payload, field) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('treats e-mail addresses case-insensitively and trimmed: a second account is a 409', async () => {
    const email = uniqueEmail();
    await registerUser(t, { email });
    const response = await post('/api/auth/register', {
      name: 'B',
      email: `  ${email.toUpperCase()} `,
      password: 'long enough pw',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/email/);
  });

  it('refuses login before verification with 401 saying so', async () => {
    const user = await registerUser(t);
    const response = await post('/api/auth', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toMatch(/not verified/i);
  });

  it('accepts a verification token once only', async () => {
    const user = await registerUser(t);
    const emailToken = tokenFromMail(await t.lastMailTo(user.email), 'emailToken');
    expect((await post('/api/auth/verifyEmail', { emailToken })).statusCode).toBe(200);
    const again = await post('/api/auth/verifyEmail', { emailToken });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toMatch(/emailToken/);
  });

  it('rejects an unknown verification token', async () => {
    const response = await post('/api/auth/verifyEmail', { emailToken: 'x'.repeat(43) });
    expect(response.statusCode).toBe(400);
  });

  it('gives the configured admin addresses the admin role', async () => {
    const admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
    expect(claimsOf(admin.accessToken).roles).toEqual(['admin']);
  });
});

describe('login', () => {
  it('returns an access token with id, name, email and roles and sets a strict httpOnly refresh cookie', async () => {
    const user = await registerUser(t, { name: 'Grace' });
    await verifyUser(t, user.email);
    const response = await post('/api/auth', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const claims = claimsOf(response.json<{ accessToken: string }>().accessToken);
    expect(claims).toMatchObject({ name: 'Grace', email: user.email, roles: [] });
    expect(typeof claims.id).toBe('string');
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
    const cookie = response.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('answers a wrong password and an unknown address alike with 401', async () => {
    const user = await createUser(t);
    const wrong = await post('/api/auth', { email: user.email, password: 'wrong password' });
    const unknown = await post('/api/auth', { email: uniqueEmail(), password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });
});

describe('refresh', () => {
  it('rotates the refresh token on GET and on POST', async () => {
    const user = await createUser(t);
    const first = await refreshWith(user.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ accessToken: string }>().accessToken).toBeTruthy();
    const second = refreshCookieOf(first);
    expect(second).toBeTruthy();
    expect(second).not.toBe(user.refreshToken);
    const viaPost = await refreshWith(second as string, 'POST');
    expect(viaPost.statusCode).toBe(200);
  });

  it('revokes the whole session family when a rotated token is replayed', async () => {
    const user = await createUser(t);
    const rotated = refreshCookieOf(await refreshWith(user.refreshToken)) as string;
    const replay = await refreshWith(user.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The legitimate newest token of the same family is dead too.
    expect((await refreshWith(rotated)).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    const other = await login(t, user.email, user.password);
    expect((await refreshWith(other.refreshToken)).statusCode).toBe(200);
  });

  it("rotates nothing for a GET without the app's header, as an image or link would send", async () => {
    const user = await createUser(t);
    const bare = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      cookies: { refreshToken: user.refreshToken },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toContain(REFRESH_GET_HEADER);
    // The token was not rotated: the app's own refresh still works with it.
    expect((await refreshWith(user.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: appHeader }))
        .statusCode,
    ).toBe(401);
    expect((await refreshWith('forged-token-value')).statusCode).toBe(401);
  });

  it('ignores a stale bearer token on auth calls', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      cookies: { refreshToken: user.refreshToken },
      headers: { ...appHeader, authorization: 'Bearer expired.or.garbage' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('refresh within the grace period', () => {
  let graceful: TestApp;
  beforeAll(async () => {
    graceful = await buildTestApp({ refreshReuseGraceMs: 60_000 });
  });
  afterAll(async () => {
    await graceful.close();
  });

  it('answers a token replayed right after its rotation (a dropped response) without ending the session', async () => {
    const user = await createUser(graceful);
    const refresh = (token: string) =>
      graceful.app.inject({
        method: 'GET',
        url: '/api/auth/refresh',
        cookies: { refreshToken: token },
        headers: appHeader,
      });
    const first = await refresh(user.refreshToken);
    expect(first.statusCode).toBe(200);
    const replay = await refresh(user.refreshToken);
    expect(replay.statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(first) as string)).statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(replay) as string)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: user.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    expect((await refreshWith(user.refreshToken)).statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});

describe('revoking access tokens at once', () => {
  const asUser = (
    token: string,
    method: 'GET' | 'POST' = 'GET',
    url = '/api/exercises?mine=true',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: { name: 'After revocation', persons: 1 } } : {}),
    });

  it('refuses a token once its session is logged out', async () => {
    const user = await createUser(t);
    expect((await asUser(user.accessToken)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: user.refreshToken },
    });
    expect((await asUser(user.accessToken)).statusCode).toBe(403);
  });

  it('refuses every token of a user after a password reset', async () => {
    const user = await createUser(t);
    const other = await login(t, user.email, user.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: user.email },
    });
    const passwordResetToken = await resetTokenOf(user.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/updatePassword',
      payload: { passwordResetToken, password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await asUser(user.accessToken)).statusCode).toBe(403);
    expect((await asUser(other.accessToken)).statusCode).toBe(403);
  });

  it('answers the token of a deleted account with 403, never a 5xx', async () => {
    const user = await createUser(t);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    for (const url of ['/api/exercises', '/api/tacticboards']) {
      expect((await asUser(user.accessToken, 'POST', url)).statusCode).toBe(403);
    }
  });

  it('refuses a token that still names a role the user has lost', async () => {
    // The configured admin may exist already from an earlier test of this file.
    const byAdmin = (
      await createUser(t, { email: TEST_ADMIN_EMAIL }).catch(() =>
        login(t, TEST_ADMIN_EMAIL, 'correct horse battery'),
      )
    ).accessToken;
    const demoted = await createUser(t);
    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${demoted.id}`,
      headers: { authorization: `Bearer ${byAdmin}` },
      payload: { roles: ['admin'] },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    const asAdmin = await login(t, demoted.email, demoted.password);
    expect((await asUser(asAdmin.accessToken)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${demoted.id}`,
      headers: { authorization: `Bearer ${byAdmin}` },
      payload: { roles: [] },
    });
    expect((await asUser(asAdmin.accessToken)).statusCode).toBe(403);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('revocation across instances', () => {
  it('refuses on every instance a token whose session was logged out on one', async () => {
    const other = await t.anotherInstance?.();
    if (!other) throw new Error('a second instance needs PostgreSQL');
    const user = await createUser(t);
    const onOther = () =>
      other.inject({
        method: 'GET',
        url: '/api/exercises?mine=true',
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
    // The other instance has seen the session and remembers it as current.
    expect((await onOther()).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: user.refreshToken },
    });
    // It learns of the logout from the database's notification.
    await vi.waitFor(async () => expect((await onOther()).statusCode).toBe(403), {
      timeout: 10_000,
      interval: 100,
    });
  });
});

describe('access tokens', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

  it('answers 403 to an expired token and 401 to a missing one', async () => {
    const user = await createUser(t);
    const expired = await new SignJWT({
      id: user.id,
      name: user.name,
      email: user.email,
      roles: [],
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const withExpired = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(withExpired.statusCode).toBe(403);
    const without = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(without.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(user) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 403 to a token signed with another key or tampered with', async () => {
    const user = await createUser(t);
    const foreign = await new SignJWT({
      id: user.id,
      name: user.name,
      email: user.email,
      roles: ['admin'],
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const [header, , signature] = user.accessToken.split('.');
    const body = Buffer.from(
      JSON.stringify({ ...claimsOf(user.accessToken), roles: ['admin'] }),
    ).toString('base64url');
    for (const token of [foreign, `${header}.${body}.${signature}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users/${user.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and mails only known ones', async () => {
    const user = await createUser(t);
    const known = await post('/api/auth/resetPassword', { email: user.email });
    const unknownEmail = uniqueEmail();
    const unknown = await post('/api/auth/resetPassword', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await expect(t.lastMailTo(unknownEmail, { waitMs: 300 })).rejects.toThrow();
    expect(await t.lastMailTo(user.email, { containing: 'passwordResetToken' })).toContain(
      `${TEST_BASE_URL}/updatePassword?passwordResetToken=`,
    );
  });

  it('sets a new password once per token and ends every session', async () => {
    const user = await createUser(t);
    await post('/api/auth/resetPassword', { email: user.email });
    const passwordResetToken = await resetTokenOf(user.email);
    const update = await post('/api/auth/updatePassword', {
      passwordResetToken,
      password: 'a brand new password',
    });
    expect(update.statusCode).toBe(200);
    expect((await refreshWith(user.refreshToken)).statusCode).toBe(401);
    expect(
      (await post('/api/auth', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth', { email: user.email, password: 'a brand new password' })).statusCode,
    ).toBe(200);
    const reuse = await post('/api/auth/updatePassword', {
      passwordResetToken,
      password: 'yet another password',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json<{ message: string }>().message).toMatch(/passwordResetToken/);
  });

  it('answers before the reset mail goes out, so the timing does not tell known addresses', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow = await buildTestApp({
      mailer: {
        async send(mail) {
          sent.push(mail.to);
          if (mail.subject.includes('Reset')) await gate;
        },
        close() {},
      },
    });
    try {
      const user = await registerUser(slow);
      const response = await slow.app.inject({
        method: 'POST',
        url: '/api/auth/resetPassword',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() => expect(sent.filter((to) => to === user.email)).toHaveLength(2));
    } finally {
      release();
      await slow.close();
    }
  });

  it('retires older reset links once a newer one is used', async () => {
    const user = await createUser(t);
    await post('/api/auth/resetPassword', { email: user.email });
    const older = await resetTokenOf(user.email);
    await post('/api/auth/resetPassword', { email: user.email });
    // The second mail goes out just after the answer.
    let newer = older;
    await vi.waitFor(async () => {
      newer = await resetTokenOf(user.email);
      expect(newer).not.toBe(older);
    });
    const used = await post('/api/auth/updatePassword', {
      passwordResetToken: newer,
      password: 'a brand new password',
    });
    expect(used.statusCode).toBe(200);
    const late = await post('/api/auth/updatePassword', {
      passwordResetToken: older,
      password: 'an attacker password',
    });
    expect(late.statusCode).toBe(400);
    expect(
      (await post('/api/auth', { email: user.email, password: 'a brand new password' })).statusCode,
    ).toBe(200);
  });

  it('verifies the address of an unverified user who follows a reset link', async () => {
    const user = await registerUser(t);
    await post('/api/auth/resetPassword', { email: user.email });
    const passwordResetToken = await resetTokenOf(user.email);
    await post('/api/auth/updatePassword', {
      passwordResetToken,
      password: 'a brand new password',
    });
    expect(
      (await post('/api/auth', { email: user.email, password: 'a brand new password' })).statusCode,
    ).toBe(200);
  });

  it('rejects a weak new password with 400 naming the field', async () => {
    const response = await post('/api/auth/updatePassword', {
      passwordResetToken: 'x'.repeat(43),
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body.password');
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimits: { sensitivePerMinute: 5, generalPerMinute: 1000 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it.each([
    '/api/auth',
    '/api/auth/register',
    '/api/auth/resetPassword',
    '/api/auth/updatePassword',
  ])('allows 5 calls a minute per IP to %s, then answers 429 with a message', async (url) => {
    const payload = {
      email: 'nobody@example.com',
      password: 'whatever pw',
      name: 'N',
      passwordResetToken: 'x'.repeat(43),
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await limited.app.inject({
            method: 'POST',
            url,
            payload,
            remoteAddress: `127.0.1.${url.length}`,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
    const last = await limited.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `127.0.1.${url.length}`,
    });
    expect(last.json<{ message: string }>().message).toMatch(/too many requests/i);
    // Another address is unaffected.
    const other = await limited.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: '127.0.2.1',
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('counts a path spelt with percent-escapes as the route it reaches', async () => {
    const payload = { email: 'nobody@example.com', password: 'whatever pw' };
    const remoteAddress = '127.0.4.1';
    const statuses: number[] = [];
    for (const url of [
      '/api/auth',
      '/%61pi/auth',
      '/api/%61uth',
      '/%61pi/auth',
      '/api/auth',
      '/%61pi/auth',
    ]) {
      statuses.push(
        (await limited.app.inject({ method: 'POST', url, payload, remoteAddress })).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });

  it('counts the general limit on escaped paths too', async () => {
    const strict = await buildTestApp({
      rateLimits: { sensitivePerMinute: 5, generalPerMinute: 3 },
    });
    try {
      const statuses: number[] = [];
      for (const url of [
        '/%61pi/materials',
        '/api/materials',
        '/%61pi/materials',
        '/%61pi/materials',
      ]) {
        statuses.push(
          (await strict.app.inject({ method: 'GET', url, remoteAddress: '127.0.4.2' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('rate limits and torn connections', () => {
  it('handles pipelined requests whose connection is reset without error logs', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
      rateLimits: { sensitivePerMinute: 5, generalPerMinute: 1000 },
    });
    try {
      const address = await logged.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const request = 'GET /api/materials HTTP/1.1\r\nHost: x\r\n\r\n';
      for (let round = 0; round < 5; round += 1) {
        await new Promise<void>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1', () => {
            socket.write(request.repeat(20));
            socket.resetAndDestroy();
          });
          socket.on('close', () => resolve());
          socket.on('error', () => undefined);
        });
      }
      // Give the server time to work through what it had read before the resets.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const errors = lines.filter((line) => /"level":(50|60)/.test(line));
      expect(errors).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const instances: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      instances.push(
        await buildTestApp({
          rateLimits: { sensitivePerMinute: 5, generalPerMinute: 1000 },
          redisUrl: process.env.TEST_REDIS_URL,
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('counts the calls of one IP across two instances', async () => {
    const remoteAddress = `127.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const payload = { email: 'nobody@example.com', password: 'whatever pw' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const instance = instances[i % 2] as TestApp;
      statuses.push(
        (await instance.app.inject({ method: 'POST', url: '/api/auth', payload, remoteAddress }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });
});
