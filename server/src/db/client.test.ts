import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresHandle, queryRows } from './client.ts';

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL handle', () => {
  it('stops a runaway statement at the timeout and keeps serving', async () => {
    const handle = postgresHandle(process.env.TEST_DATABASE_URL as string, {
      statementTimeoutMs: 200,
    });
    try {
      // drizzle wraps the driver's error; 57014 is PostgreSQL's query_canceled.
      await expect(handle.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
