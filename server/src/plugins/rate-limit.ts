import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Calls per minute and IP to every route without its own limit. */
  generalPerMinute: number;
  /** Calls per minute and IP to login, register, resetPassword and updatePassword. */
  sensitivePerMinute: number;
  redisUrl?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitOptions;
  }
}

/** Counts in memory, or in Redis when configured so several instances share one count. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    app.decorate('rateLimits', options);
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        })
      : undefined;
    if (redis) {
      // A Redis outage must neither crash the server nor block requests: count again once it is back.
      redis.on('error', (error: Error) =>
        app.log.warn({ err: error }, 'rate-limit store unavailable'),
      );
      app.addHook('onClose', async () => void (await redis.quit()));
    }
    await app.register(rateLimit, {
      global: true,
      max: options.generalPerMinute,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'courtside-rl-', skipOnError: true } : {}),
      // Judge by the route the router matched: it decodes percent-escapes, so the raw URL
      // `/%61pi/auth` reaches `/api/auth` and must be counted as that.
      allowList: (request) => !(request.routeOptions.url ?? request.url).startsWith('/api/'),
      // A connection reset before the request is handled leaves no `request.ip`; count those
      // under the socket's address (or one shared key) instead of failing.
      keyGenerator: (request) => request.ip ?? request.socket?.remoteAddress ?? 'unknown-address',
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests, try again in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit' },
);

/** Route options for the calls that guess passwords or send mail. */
export function sensitiveRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.rateLimits.sensitivePerMinute, timeWindow: '1 minute' } };
}
