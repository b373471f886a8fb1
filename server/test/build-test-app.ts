import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { createPglite, pgliteHandle, postgresHandle, type DbHandle } from '../src/db/client.ts';
import { databaseUrlWithName } from './database-url.ts';

export const TEST_ADMIN_EMAIL = 'admin@courtside.test';
export const TEST_BASE_URL = 'http://courtside.test';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The newest mail to `email` (holding `containing`), waiting up to `waitMs` for it to arrive. */
  lastMailTo(email: string, options?: { containing?: string; waitMs?: number }): Promise<string>;
  /**
   * A second server instance on the same PostgreSQL database with the same settings, as behind
   * a load balancer; closed with this one. Undefined on PGlite, which one process owns.
   */
  anotherInstance?: () => Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** One statement on a short-lived connection, so no idle admin connection outlives the test file. */
async function runAdminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function openTestDatabase(): Promise<{
  handle: DbHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `courtside_t_${randomUUID().replaceAll('-', '')}`;
    await runAdminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = databaseUrlWithName(adminUrl, name);
    return {
      handle: postgresHandle(url),
      url,
      drop: () => runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await createPglite({ loadDataDir: new Blob([dump]) });
  return { handle: pgliteHandle(client), drop: async () => undefined };
}

/** A real app on its own database (PGlite or, with TEST_DB=postgres, PostgreSQL) and data folder. */
export async function buildTestApp(
  overrides: Partial<Omit<BuildAppOptions, 'config' | 'database'>> & {
    clientDistDir?: string;
    redisUrl?: string | undefined;
  } = {},
): Promise<TestApp> {
  const { clientDistDir, redisUrl, ...appOptions } = overrides;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_BASE_URL: TEST_BASE_URL,
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    SEED_DEMO: 'false',
    CLIENT_DIST_DIR: clientDistDir ?? path.join(dataDir, 'no-client'),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const { handle, url, drop } = await openTestDatabase();
  const app = await buildApp({
    config,
    database: handle,
    logger: false,
    refreshReuseGraceMs: 0,
    rateLimits: { sensitivePerMinute: 10_000, generalPerMinute: 100_000 },
    ...appOptions,
  });
  const outbox = path.join(dataDir, 'outbox');
  const others: FastifyInstance[] = [];
  const anotherInstance = url
    ? async () => {
        const other = await buildApp({
          config,
          database: postgresHandle(url),
          logger: false,
          refreshReuseGraceMs: 0,
          rateLimits: { sensitivePerMinute: 10_000, generalPerMinute: 100_000 },
          ...appOptions,
        });
        others.push(other);
        return other;
      }
    : undefined;
  return {
    app,
    dataDir,
    ...(anotherInstance ? { anotherInstance } : {}),
    async lastMailTo(email, { containing = '', waitMs = 5_000 } = {}) {
      // Some mails go out after the answer (password reset), so look again for a while.
      for (const started = Date.now(); ;) {
        const files = (await readdir(outbox).catch(() => [])).sort().reverse();
        for (const file of files) {
          const text = await readFile(path.join(outbox, file), 'utf8');
          if (text.includes(`\r\nTo: ${email}\r\n`) && text.includes(containing)) return text;
        }
        if (Date.now() - started >= waitMs) throw new Error(`no mail to ${email} in the outbox`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
