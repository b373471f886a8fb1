import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlWithName } from './database-url.ts';

/**
 * Kills the real server with SIGKILL in the middle of a stream of writes, restarts it on the
 * same database and checks that every write it had acknowledged is there (PGlite in its data
 * folder, or PostgreSQL with TEST_DB=postgres).
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CYCLES = 2;
const WRITE_MS = 1_500;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-crash-'));
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `courtside_crash_${randomUUID().replaceAll('-', '')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlWithName(adminUrl, name);
    dropDatabase = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});

/** The server started last, so a failing test leaves no process behind. */
let current: ChildProcess | undefined;

afterAll(async () => {
  current?.kill('SIGKILL');
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  baseUrl: string;
  /** The demo account's password, printed on the first start only. */
  demoPassword: Promise<string | undefined>;
}

async function start(): Promise<Running> {
  const port = await freePort();
  // One process (tsx as a loader, not its CLI, which would start a second one) so SIGKILL hits the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  current = child;
  let output = '';
  const demoPassword = new Promise<string | undefined>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /password: (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', () => resolve(undefined));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (attempt > 600 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl, demoPassword };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

async function login(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@courtside.local', password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

describe('a crash in the middle of writes', () => {
  it('keeps every write the server acknowledged', { timeout: 300_000 }, async () => {
    let running = await start();
    const password = await running.demoPassword;
    if (!password) throw new Error('no demo account printed');
    const acknowledged: string[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const token = await login(running.baseUrl, password);
      const stopAt = Date.now() + WRITE_MS;
      // Several writers at once, so the kill lands while some are in flight.
      await Promise.all([
        ...Array.from({ length: 4 }, async (_, writer) => {
          for (let n = 0; Date.now() < stopAt; n += 1) {
            const name = `crash ${cycle}-${writer}-${n}`;
            const response = await fetch(`${running.baseUrl}/api/exercises`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ name, persons: 1 }),
            }).catch(() => undefined);
            if (response?.status === 201) acknowledged.push(name);
          }
        }),
        new Promise<void>((resolve) =>
          setTimeout(() => {
            running.child.kill('SIGKILL');
            resolve();
          }, WRITE_MS - 200),
        ),
      ]);
      await exited(running.child);
      running = await start();
    }
    const token = await login(running.baseUrl, password);
    const stored = new Set<string>();
    for (let page = 1; ; page += 1) {
      const response = await fetch(
        `${running.baseUrl}/api/exercises?mine=true&limit=200&page=${page}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = (await response.json()) as { exercises: Array<{ name: string }> };
      for (const exercise of body.exercises) stored.add(exercise.name);
      if (body.exercises.length < 200) break;
    }
    running.child.kill('SIGTERM');
    await exited(running.child);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  });
});
