import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteHandle, postgresHandle } from '../src/db/client.ts';
import { databaseUrlWithName } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database, loaded by every test file instead of migrating again. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database every test file clones its own database from. */
    postgresTemplate: string;
  }
}

/** Migrates once per run; each test file then clones the result (DESIGN.md §7). */
export default async function setup(project: TestProject) {
  // test.env of the project reaches the test workers only, not this process.
  const env = project.config.env;
  if (env.TEST_DB === 'postgres') {
    const adminUrl = env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
    const template = `courtside_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = postgresHandle(databaseUrlWithName(adminUrl, template));
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'courtside-pglite-'));
  const client = await createPglite();
  await pgliteHandle(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
