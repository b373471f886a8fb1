import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
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
    close: () => client.close(),
  };
}

export function postgresHandle(
  connectionString: string,
  migrationsFolder = defaultMigrationsFolder(),
  onIdleClientError: (error: Error) => void = (error) =>
    process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`),
): DbHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client dropped by the server (restart, admin command) must not crash the process; the pool replaces it.
  pool.on('error', onIdleClientError);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
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
