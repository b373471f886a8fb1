/**
 * GET /api/exercises at 100,000 exercises, on PGlite and PostgreSQL: latency percentiles and
 * throughput per filter combination (limit 50), against a ceiling of bare Fastify serving the
 * same JSON from memory. Run: `npm run api:exercises -w bench`.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { exercises } from '../../server/src/modules/exercises/exercises.table.ts';
import { COMMON_WORD, RARE_WORD, TAGS, exerciseFactory } from './exercise-data.ts';
import {
  backendsToRun,
  bearer,
  createApiUser,
  envNumber,
  LoadRunner,
  machineInfo,
  markdownTable,
  measure,
  ms,
  rssMiB,
  rssSampler,
  startBackend,
  type Backend,
  type BackendKind,
} from './harness.ts';
import type { LoadResult } from './load-protocol.ts';

const ROWS = envNumber('BENCH_ROWS', 100_000);
const BATCH = 1_000;
const FAVORITES = 50;
/** Latency is the time of one request with nothing else in flight; throughput is measured loaded. */
const LATENCY_CONNECTIONS = 1;
const CONNECTIONS = 10;
const SECONDS = envNumber('BENCH_SECONDS', 3);
const WARMUP_SECONDS = 1;
const TARGET_P95_MS = 25;

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

const CASES: Array<{ label: string; query: string }> = [
  { label: 'no filter (updated desc)', query: q({ limit: '50' }) },
  {
    label: `name[regex] common word "${COMMON_WORD}"`,
    query: q({ 'name[regex]': COMMON_WORD, 'name[options]': 'i', limit: '50' }),
  },
  {
    label: `name[regex] rare word "${RARE_WORD.toLowerCase()}"`,
    query: q({ 'name[regex]': RARE_WORD.toLowerCase(), 'name[options]': 'i', limit: '50' }),
  },
  { label: 'persons 8–12', query: q({ 'persons[gte]': '8', 'persons[lte]': '12', limit: '50' }) },
  { label: `tags[all] ${TAGS[1]}`, query: q({ 'tags[all]': `${TAGS[1]}`, limit: '50' }) },
  {
    label: `tags[all] ${TAGS[0]},${TAGS[3]}`,
    query: q({ 'tags[all]': `${TAGS[0]},${TAGS[3]}`, limit: '50' }),
  },
  { label: 'tags[regex] "defen"', query: q({ 'tags[regex]': 'defen', limit: '50' }) },
  { label: 'materials[all] cones', query: q({ 'materials[all]': 'cones', limit: '50' }) },
  {
    label: 'time_min 20–40',
    query: q({ 'time_min[gte]': '20', 'time_min[lte]': '40', limit: '50' }),
  },
  {
    label: 'beaters ≥ 2, chasers ≥ 3',
    query: q({ 'beaters[gte]': '2', 'chasers[gte]': '3', limit: '50' }),
  },
  { label: `favorite=true (${FAVORITES} favorites)`, query: q({ favorite: 'true', limit: '50' }) },
  { label: 'sortBy name', query: q({ sortBy: 'name', limit: '50' }) },
  { label: 'sortBy persons', query: q({ sortBy: 'persons', limit: '50' }) },
  { label: 'sortBy time', query: q({ sortBy: 'time', limit: '50' }) },
  { label: 'sortBy created', query: q({ sortBy: 'created', limit: '50' }) },
  { label: 'page 100', query: q({ page: '100', limit: '50' }) },
  {
    label: 'combined: name "drill" + tags defense + persons 6–14',
    query: q({
      'name[regex]': 'drill',
      'name[options]': 'i',
      'tags[all]': 'defense',
      'persons[gte]': '6',
      'persons[lte]': '14',
      limit: '50',
    }),
  },
];

interface CaseResult {
  label: string;
  total: number;
  /** One connection, answers not kept: the latency of a single call that queries the database. */
  latency: LoadResult;
  /** Ten connections, answers not kept: what the queries sustain. */
  load: LoadResult;
  /** Ten connections with the list cache on, as the server runs: repeated lists are kept answers. */
  cachedLoad: LoadResult;
}

interface BackendReport {
  kind: BackendKind;
  seedSeconds: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  cases: CaseResult[];
  ceiling: LoadResult;
  loadAverage: string;
}

async function seed(backend: Backend, ownerId: string): Promise<string[]> {
  const { db } = backend.app.database;
  const make = exerciseFactory(20_240_601, ownerId);
  const favorites: string[] = [];
  const every = Math.floor(ROWS / FAVORITES);
  for (let done = 0; done < ROWS; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ROWS - done) }, make);
    rows.forEach((row, i) => {
      if ((done + i) % every === 0 && favorites.length < FAVORITES) favorites.push(row.id);
    });
    await db.insert(exercises).values(rows);
  }
  await db.execute(sql`vacuum analyze`);
  return favorites;
}

/** Favorites go through the public API (POST /api/favorites/exercises/{id}). */
async function markFavorites(backend: Backend, headers: Record<string, string>, ids: string[]) {
  for (const id of ids) {
    const response = await fetch(`${backend.baseUrl}/api/favorites/exercises/${id}`, {
      method: 'POST',
      headers,
    });
    if (response.status !== 204) throw new Error(`favorite: ${response.status}`);
  }
}

/** Bare Fastify serving the captured list response from memory: the HTTP ceiling. */
async function ceiling(
  runner: LoadRunner,
  body: unknown,
  headers: Record<string, string>,
): Promise<LoadResult> {
  const bare = Fastify({ logger: false });
  bare.get('/api/exercises', async () => body);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = bare.server.address() as AddressInfo;
    return await measure(
      runner,
      {
        kind: 'http',
        url: `http://127.0.0.1:${port}/api/exercises?${CASES[0]?.query ?? ''}`,
        headers,
        connections: CONNECTIONS,
        seconds: SECONDS,
      },
      WARMUP_SECONDS,
    );
  } finally {
    await bare.close();
  }
}

async function runBackend(kind: BackendKind, runner: LoadRunner): Promise<BackendReport> {
  const backend = await startBackend(kind);
  try {
    const user = await createApiUser(backend);
    const headers = bearer(user);
    const rssBefore = rssMiB();
    const sampler = rssSampler();
    const t0 = performance.now();
    let rssPeak: number;
    let favorites: string[];
    try {
      favorites = await seed(backend, user.id);
    } finally {
      rssPeak = sampler.stop();
    }
    const seedSeconds = (performance.now() - t0) / 1000;
    await markFavorites(backend, headers, favorites);
    const rssAfter = rssMiB();
    log(
      `${kind}: seeded ${ROWS} exercises in ${seedSeconds.toFixed(1)} s; RSS ${rssBefore} → ${rssAfter} MiB (peak ${rssPeak})`,
    );

    const cases: CaseResult[] = [];
    let captured: unknown;
    for (const { label, query } of CASES) {
      const url = `${backend.baseUrl}/api/exercises?${query}`;
      const response = await fetch(url, { headers });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${label}: ${response.status} ${text}`);
      const body = JSON.parse(text) as { pagination: { total: number } };
      captured ??= body;
      const run = (connections: number) =>
        measure(
          runner,
          { kind: 'http', url, headers, connections, seconds: SECONDS },
          WARMUP_SECONDS,
        );
      backend.app.listCache.enabled = false;
      const latency = await run(LATENCY_CONNECTIONS);
      const load = await run(CONNECTIONS);
      backend.app.listCache.enabled = true;
      const cachedLoad = await run(CONNECTIONS);
      for (const result of [latency, load, cachedLoad]) {
        if (result.non2xx || result.errors)
          throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      cases.push({ label, total: body.pagination.total, latency, load, cachedLoad });
      log(
        `${kind} ${label}: p50 ${ms(latency.p50)} p95 ${ms(latency.p95)} p99 ${ms(latency.p99)} ms, ${Math.round(load.rps)} req/s, kept ${Math.round(cachedLoad.rps)} req/s (${body.pagination.total} matches)`,
      );
    }
    const ceilingResult = await ceiling(runner, captured, headers);
    log(`${kind} ceiling: ${Math.round(ceilingResult.rps)} req/s`);
    const loadAverage = os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ');
    return {
      kind,
      seedSeconds,
      rssBefore,
      rssPeak,
      rssAfter,
      cases,
      ceiling: ceilingResult,
      loadAverage,
    };
  } finally {
    await backend.close();
  }
}

function log(line: string) {
  process.stderr.write(`${line}\n`);
}

function report(reports: BackendReport[]): string {
  const parts = [machineInfo('npm run api:exercises -w bench')];
  parts.push(
    `- Data: ${ROWS.toLocaleString('en')} exercises seeded with multi-row INSERTs of ${BATCH}, then VACUUM ANALYZE; ${FAVORITES} favorites for the calling user; every request authenticated, limit 50`,
    `- Method: autocannon in a separate process; per case ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured, three times: with the list cache off, latency (p50/p95/p99, ms) at ${LATENCY_CONNECTIONS} connection (one call at a time, every call queries the database) and throughput at ${CONNECTIONS} connections; then throughput at ${CONNECTIONS} connections with the cache on, as the server runs (a repeated list is a kept answer until the next change). The ceiling is bare Fastify serving the same JSON from memory at ${CONNECTIONS} connections.`,
  );
  for (const r of reports) {
    parts.push(`\n### ${r.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'}\n`);
    parts.push(
      `Seeding took ${r.seedSeconds.toFixed(1)} s. Server process RSS: ${r.rssBefore} MiB before seeding, ${r.rssAfter} MiB after (peak ${r.rssPeak} MiB). Load average (1/5/15 min) at the end: ${r.loadAverage}.\n`,
    );
    const half = r.ceiling.rps / 2;
    const rows = r.cases.map(({ label, total, latency, load, cachedLoad }) => [
      label,
      total,
      ms(latency.p50),
      ms(latency.p95),
      ms(latency.p99),
      Math.round(load.rps),
      Math.round(cachedLoad.rps),
      latency.p95 <= TARGET_P95_MS ? 'yes' : '**no**',
      cachedLoad.rps >= half ? 'yes' : '**no**',
    ]);
    rows.push([
      'ceiling: bare Fastify, same JSON from memory',
      '–',
      '–',
      '–',
      '–',
      '–',
      Math.round(r.ceiling.rps),
      '–',
      '–',
    ]);
    parts.push(
      markdownTable(
        [
          'case',
          'matches',
          'p50 (1 conn.)',
          'p95',
          'p99',
          `req/s, no cache`,
          `req/s, cache`,
          `p95 ≤ ${TARGET_P95_MS}`,
          `≥ ½ ceiling (${Math.round(half)})`,
        ],
        rows,
      ),
    );
    const filtered = r.cases.slice(1);
    const slow = filtered.filter((c) => c.latency.p95 > TARGET_P95_MS).map((c) => c.label);
    const weak = r.cases.filter((c) => c.cachedLoad.rps < half).map((c) => c.label);
    parts.push(
      `\n- Target list p95 ≤ ${TARGET_P95_MS} ms for every filtered page of 50: ${slow.length ? `**not met** (${slow.join('; ')})` : 'met'}`,
      `- Target throughput ≥ half the ceiling (as the server runs, cache on): ${weak.length ? `**not met** (${weak.length} of ${r.cases.length} cases below ${Math.round(half)} req/s)` : 'met'}; with the cache off ${r.cases.filter((c) => c.load.rps < half).length} of ${r.cases.length} cases stay below it`,
    );
  }
  return parts.join('\n');
}

async function main() {
  const runner = new LoadRunner();
  const reports: BackendReport[] = [];
  try {
    for (const kind of backendsToRun()) reports.push(await runBackend(kind, runner));
  } finally {
    runner.close();
  }
  process.stdout.write(`${report(reports)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  process.exitCode = 1;
});
