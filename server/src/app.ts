import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import { resolveJwtSecret } from './config/secrets.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { dataChangesPlugin } from './plugins/data-changes.ts';
import { listCachePlugin } from './plugins/list-cache.ts';
import { backupRoutes } from './modules/admin/backup.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { REFRESH_REUSE_GRACE_MS } from './modules/auth/auth.service.ts';
import { sessionStanding } from './modules/auth/auth.repository.ts';
import { SessionGuard } from './modules/auth/session-guard.ts';
import { accessRoutes } from './modules/access/access.routes.ts';
import { exercisesRoutes } from './modules/exercises/exercises.routes.ts';
import { exerciseResource } from './modules/exercises/exercises.service.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { quadcoachFavoritesRoutes } from './modules/favorites/favorites-quadcoach.routes.ts';
import { practicePlansRoutes } from './modules/practice-plans/practice-plans.routes.ts';
import { planResource, planShareLinks } from './modules/practice-plans/practice-plans.service.ts';
import { answeredPlanSchema } from './modules/practice-plans/practice-plans-quadcoach.routes.ts';
import { shareLinkRoutes } from './modules/share-links/share-links.routes.ts';
import { boardShareLinks } from './modules/tacticboards/tacticboards-share.ts';
import {
  answeredBoardSchema,
  tacticboardsRoutes,
} from './modules/tacticboards/tacticboards.routes.ts';
import { boardResource, visibleBoardIds } from './modules/tacticboards/tacticboards.service.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { quadcoachUsersRoutes } from './modules/users/users-quadcoach.routes.ts';
import { apiCompressionPlugin } from './plugins/api-compression.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { rateLimitPlugin, type RateLimitOptions } from './plugins/rate-limit.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticClientPlugin } from './plugins/static-client.ts';
import { accessTokens } from './shared/access-token.ts';
import { outboxMailer, smtpMailer, type Mailer } from './shared/mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DbHandle;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open database; the app migrates it and closes it on close. Opened from the config when absent. */
  database?: DbHandle;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<Omit<RateLimitOptions, 'redisUrl'>>;
  mailer?: Mailer;
  accessTokenTtlSeconds?: number;
  /** Tests set 0 to see a replayed refresh token revoke its session at once. */
  refreshReuseGraceMs?: number;
}

const DEFAULT_CLIENT_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../client/dist',
);
const BODY_LIMIT_BYTES = 3 * 1024 * 1024;

/** The one composition root, shared by main.ts, the tests and the benchmarks. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database = options.database ?? (await openDatabase(config));
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.addHook('onClose', async () => database.close());

  try {
    await database.migrate();
    const secret = await resolveJwtSecret(config.dataDir, config.jwtSecret);
    const tokens = accessTokens(secret, options.accessTokenTtlSeconds);
    const mailer =
      options.mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom, app.log)
        : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log));
    app.addHook('onClose', async () => mailer.close());
    const secureCookies = config.publicBaseUrl.startsWith('https://');

    app.decorate('database', database);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(errorHandlerPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(textGuardPlugin);
    await app.register(cookie);
    await app.register(securityHeadersPlugin);
    await app.register(rateLimitPlugin, {
      generalPerMinute: options.rateLimits?.generalPerMinute ?? config.rateLimitPerMinute,
      sensitivePerMinute: options.rateLimits?.sensitivePerMinute ?? config.authRateLimitPerMinute,
      redisUrl: config.redisUrl,
    });
    const sessions = new SessionGuard((sessionId) => sessionStanding(database.db, sessionId));
    await app.register(dataChangesPlugin, { database });
    await app.register(authPlugin, { accessTokens: tokens, sessions });
    await app.register(listCachePlugin);
    await app.register(apiDocsPlugin);
    await app.register(apiCompressionPlugin);

    const authDeps = {
      db: database.db,
      tokens,
      mailer,
      publicBaseUrl: config.publicBaseUrl,
      adminEmails: config.adminEmails,
      refreshReuseGraceMs: options.refreshReuseGraceMs ?? REFRESH_REUSE_GRACE_MS,
    };
    await app.register(healthRoutes);
    await app.register(authRoutes, { deps: authDeps, secureCookies });
    await app.register(usersRoutes, { db: database.db, secureCookies });
    await app.register(quadcoachUsersRoutes, { db: database.db, secureCookies });
    const exerciseDeps = { db: database.db, visibleBoards: visibleBoardIds };
    await app.register(exercisesRoutes, { deps: exerciseDeps });
    await app.register(accessRoutes, { db: database.db, resource: exerciseResource });
    await app.register(tacticboardsRoutes, { db: database.db });
    await app.register(accessRoutes, { db: database.db, resource: boardResource });
    await app.register(practicePlansRoutes, { db: database.db });
    await app.register(accessRoutes, { db: database.db, resource: planResource });
    for (const [kind, item] of [
      [boardShareLinks, answeredBoardSchema],
      [planShareLinks, answeredPlanSchema],
    ] as const) {
      await app.register(shareLinkRoutes, {
        db: database.db,
        kind,
        item,
        publicBaseUrl: config.publicBaseUrl,
      });
    }
    await app.register(tagsRoutes, { db: database.db });
    await app.register(favoritesRoutes, { db: database.db });
    await app.register(quadcoachFavoritesRoutes, { db: database.db });
    await app.register(backupRoutes);

    await app.register(staticClientPlugin, {
      distDir: config.clientDistDir ?? DEFAULT_CLIENT_DIST,
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
