import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { createPglite, pgliteHandle, queryRows } from '../../db/client.ts';

let t: TestApp;
let admin: TestUser;
let coach: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, coach] = await Promise.all([
    createUser(t, { name: 'Admin', email: TEST_ADMIN_EMAIL }),
    createUser(t, { name: 'Coach' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const backup = (as?: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/admin/backup', ...(as ? { headers: bearer(as) } : {}) });

describe('backup of the embedded database', () => {
  it('is for admins only', async () => {
    expect((await backup()).statusCode).toBe(401);
    expect((await backup(coach)).statusCode).toBe(403);
  });

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'downloads a running database that restores with everything in it',
    async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/exercises',
        headers: bearer(coach),
        payload: { name: 'Kept through a backup', persons: 3 },
      });
      expect(created.statusCode).toBe(201);
      const response = await backup(admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="courtside-backup-.+\.tar\.gz"/,
      );
      // Restoring is opening a database from the archive, as `npm run db:restore` does.
      const restored = pgliteHandle(
        await createPglite({ loadDataDir: new Blob([response.rawPayload]) }),
      );
      try {
        const rows = await queryRows<{ name: string }>(
          restored.db,
          sql`select name from exercises where name = 'Kept through a backup'`,
        );
        expect(rows).toEqual([{ name: 'Kept through a backup' }]);
      } finally {
        await restored.close();
      }
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')('points PostgreSQL users to pg_dump', async () => {
    const response = await backup(admin);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('pg_dump');
  });
});
