import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database, on PGlite or PostgreSQL; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, and also whenever notifications may have been
   * missed (a dropped listening connection), so the caller can assume a change. Resolves to a stop function.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** The embedded database's data folder as a gzip tarball; PostgreSQL has its own tools. */
  backup?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Where drizzle-kit writes migrations; the server bundle carries a copy beside itself. */
export function defaultMigrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export function pgliteHandle(
  client: PGlite,
  migrationsFolder = defaultMigrationsFolder(),
): DbHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    backup: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/**
 * The longest a statement of a request may run on PostgreSQL. Requests answer in milliseconds;
 * anything near this is a runaway query that would otherwise hold a pool connection for good.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;

export interface PostgresOptions {
  migrationsFolder?: string;
  statementTimeoutMs?: number;
  onIdleClientError?: (error: Error) => void;
}

export function postgresHandle(connectionString: string, options: PostgresOptions = {}): DbHandle {
  const {
    migrationsFolder = defaultMigrationsFolder(),
    statementTimeoutMs = STATEMENT_TIMEOUT_MS,
    onIdleClientError = (error: Error) =>
      process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`),
  } = options;
  const pool = new pg.Pool({ connectionString, max: 10, statement_timeout: statementTimeoutMs });
  // An idle client dropped by the server (restart, admin command) must not crash the process; the pool replaces it.
  pool.on('error', onIdleClientError);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateWithoutTimeout(connectionString, migrationsFolder),
    listen: (channel, onNotify) => listenOnPostgres(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}

/** Migrations may rebuild indexes on large tables, so they run on a connection without the timeout. */
async function migrateWithoutTimeout(connectionString: string, migrationsFolder: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

const RELISTEN_DELAY_MS = 1_000;

/** LISTEN on a connection of its own, which comes back after the server dropped it. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`unsafe channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', () => onNotify());
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      // Changes made while no one listened are unknown: treat them as made.
      onNotify();
      retry = setTimeout(() => void connect().catch(scheduleRetry), RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    onNotify();
  };
  const scheduleRetry = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(scheduleRetry), RELISTEN_DELAY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}

/** Opens PostgreSQL when a URL is configured, otherwise the embedded PGlite kept in DATA_DIR. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DbHandle> {
  if (options.databaseUrl) return postgresHandle(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return pgliteHandle(await createPglite({ dataDir: dir }));
}

/** A PGlite with the extensions the migrations use. */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which drizzle's shared type leaves unknown. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * How many rows the planner expects `query` to return (EXPLAIN, nothing executed): a cheap guess
 * from the table statistics, often off by a small factor, for choosing between query strategies.
 */
export async function estimatedRows(db: Db, query: SQLWrapper): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const plan: unknown = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    Array<{ Plan?: { 'Plan Rows'?: unknown } }> | undefined;
  const rows = parsed?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : Number.POSITIVE_INFINITY;
}
