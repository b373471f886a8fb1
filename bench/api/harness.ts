/**
 * Shared parts of the API benchmarks: the real app on PGlite or PostgreSQL, a user made through
 * the public API, the load-runner child process and the report helpers.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config/config.ts';
import type { LoadJob, LoadReply, LoadResult } from './load-protocol.ts';

export type BackendKind = 'pglite' | 'postgres';

export interface Backend {
  kind: BackendKind;
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface ApiUser {
  id: string;
  email: string;
  accessToken: string;
}

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/courtside_bench';

/** Backends to run, from BENCH_BACKENDS (comma-separated), both by default. */
export function backendsToRun(): BackendKind[] {
  const wanted = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim());
  return (['pglite', 'postgres'] as const).filter((kind) => wanted.includes(kind));
}

export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The bench database's name and a URL to the maintenance database on the same server. */
function splitDatabaseUrl(url: string): { name: string; adminUrl: string } {
  const parsed = new URL(url);
  const name = parsed.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe bench database name: ${name}`);
  parsed.pathname = '/postgres';
  return { name, adminUrl: parsed.toString() };
}

async function withAdmin(adminUrl: string, run: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Starts the real app (buildApp) on 127.0.0.1 with an ephemeral port. */
export async function startBackend(kind: BackendKind): Promise<Backend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `courtside-bench-${kind}-`));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const db = kind === 'postgres' ? splitDatabaseUrl(databaseUrl) : undefined;
  const dropDatabase = async () => {
    if (!db) return;
    await withAdmin(db.adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    });
  };
  if (db) {
    await dropDatabase();
    await withAdmin(db.adminUrl, async (client) => {
      await client.query(`CREATE DATABASE ${db.name}`);
    });
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIST_DIR: path.join(dataDir, 'no-client'),
    ...(db ? { DATABASE_URL: databaseUrl } : {}),
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      logger: false,
      accessTokenTtlSeconds: 3 * 60 * 60,
      rateLimits: { generalPerMinute: 100_000_000, sensitivePerMinute: 1_000 },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    kind,
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    async close() {
      try {
        await app.close();
      } finally {
        if (process.env.BENCH_KEEP_DATA !== '1') {
          await dropDatabase();
          await rm(dataDir, { recursive: true, force: true });
        } else {
          process.stderr.write(`kept ${kind} data: ${db ? databaseUrl : dataDir}\n`);
        }
      }
    },
  };
}

async function postJson(baseUrl: string, url: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function expectStatus(response: Response, status: number, what: string): Promise<string> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${text}`);
  return text;
}

async function mailTo(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of (await readdir(outbox)).sort().reverse()) {
    const text = await readFile(path.join(outbox, file), 'utf8');
    if (text.includes(`\r\nTo: ${email}\r\n`)) return text;
  }
  throw new Error(`no mail to ${email}`);
}

/** Registers, verifies (link from the mail outbox) and logs in a user through the public API. */
export async function createApiUser(backend: Backend, name = 'Bench Coach'): Promise<ApiUser> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const { baseUrl } = backend;
  await expectStatus(
    await postJson(baseUrl, '/api/auth/register', { name, email, password }),
    201,
    'register',
  );
  const token = /[?&]emailToken=([A-Za-z0-9_-]+)/.exec(await mailTo(backend.dataDir, email))?.[1];
  if (!token) throw new Error('no emailToken in the verification mail');
  await expectStatus(
    await postJson(baseUrl, '/api/auth/verifyEmail', { emailToken: token }),
    200,
    'verify',
  );
  const login = await expectStatus(
    await postJson(baseUrl, '/api/auth', { email, password }),
    200,
    'login',
  );
  const { accessToken } = JSON.parse(login) as { accessToken: string };
  const payload = JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { id: string };
  return { id: payload.id, email, accessToken };
}

export const bearer = (user: ApiUser) => ({ authorization: `Bearer ${user.accessToken}` });

/** The load generator in its own process, one job at a time. */
export class LoadRunner {
  private readonly child: ChildProcess;

  constructor() {
    this.child = fork(path.join(BENCH_DIR, 'api', 'load-runner.ts'), [], {
      cwd: BENCH_DIR,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load runner exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (reply: LoadReply) => {
        this.child.off('exit', onExit);
        if (reply.ok) resolve(reply.result);
        else reject(new Error(reply.error));
      });
      this.child.send(job);
    });
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}

/** A warm-up run (discarded), then the measured run. */
export async function measure(
  runner: LoadRunner,
  job: Extract<LoadJob, { kind: 'http' }>,
  warmupSeconds: number,
): Promise<LoadResult> {
  await runner.run({ ...job, seconds: warmupSeconds });
  return runner.run(job);
}

export const rssMiB = () => Math.round(process.memoryUsage().rss / 2 ** 20);

/** Samples the process RSS until stopped; returns the peak in MiB. */
export function rssSampler(intervalMs = 250): { stop(): number } {
  let peak = rssMiB();
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB());
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMiB());
    },
  };
}

export function machineInfo(command: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    `- Machine: ${os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Linux ${os.release()}, Node ${process.version}`,
    `- Date: ${new Date().toISOString()}`,
    `- Command: \`${command}\``,
  ].join('\n');
}

export const ms = (value: number) => value.toFixed(1);

export function markdownTable(headers: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
