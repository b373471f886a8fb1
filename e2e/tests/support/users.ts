import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { linkFromOutbox } from './outbox.ts';

export const uniqueEmail = (prefix = 'coach') => `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;

/** Registers and verifies a user through the public API, for journeys that start logged out. */
export async function createVerifiedUser(request: APIRequestContext, name = 'E2E Coach') {
  const user = { name, email: uniqueEmail(), password: 'e2e password 123' };
  const registered = await request.post('/api/auth/register', { data: user });
  if (registered.status() !== 201) throw new Error(`register failed: ${registered.status()}`);
  const link = await linkFromOutbox(user.email, '/verifyEmail');
  const emailToken = new URL(link, 'http://x').searchParams.get('emailToken');
  const verified = await request.post('/api/auth/verifyEmail', { data: { emailToken } });
  if (verified.status() !== 200) throw new Error(`verify failed: ${verified.status()}`);
  return user;
}
