import { randomUUID } from 'node:crypto';
import type { TestApp } from './build-test-app.ts';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export const uniqueEmail = (prefix = 'coach') =>
  `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export function tokenFromMail(mail: string, param: 'emailToken' | 'passwordResetToken'): string {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no ${param} link in mail:\n${mail}`);
  return match[1];
}

export function refreshCookieOf(response: {
  cookies: Array<{ name: string; value: string }>;
}): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'refreshToken')?.value;
}

export async function registerUser(
  t: TestApp,
  input: { name?: string; email?: string; password?: string } = {},
) {
  const user = {
    name: input.name ?? 'Test Coach',
    email: input.email ?? uniqueEmail(),
    password: input.password ?? 'correct horse battery',
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: user });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return user;
}

export async function verifyUser(t: TestApp, email: string): Promise<void> {
  const emailToken = tokenFromMail(await t.lastMailTo(email), 'emailToken');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verifyEmail',
    payload: { emailToken },
  });
  if (response.statusCode !== 200)
    throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
}

export async function login(t: TestApp, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const refreshToken = refreshCookieOf(response);
  if (!refreshToken) throw new Error('login set no refresh cookie');
  return { accessToken: response.json<{ accessToken: string }>().accessToken, refreshToken };
}

/** A verified, logged-in user created through the public API. */
export async function createUser(
  t: TestApp,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const user = await registerUser(t, input);
  await verifyUser(t, user.email);
  const tokens = await login(t, user.email, user.password);
  const payload = JSON.parse(
    Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { id: string };
  return { ...user, id: payload.id, ...tokens };
}

export const bearer = (user: { accessToken: string }) => ({
  authorization: `Bearer ${user.accessToken}`,
});
