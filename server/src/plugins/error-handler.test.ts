import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('answers a statement stopped by the timeout with 503 and a message', async () => {
    const timedOut = new Error('Failed query: select …', {
      cause: Object.assign(new Error('canceling statement due to statement timeout'), {
        code: '57014',
      }),
    });
    const app = await appThrowing(timedOut);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toMatch(/took too long/);
    await app.close();
  });

  it('answers anything unknown with a plain 500 that reveals nothing', async () => {
    const app = await appThrowing(new Error('secret internals'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});
