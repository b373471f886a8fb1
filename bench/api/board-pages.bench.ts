/**
 * Tactic board page saves and board loads on PGlite and PostgreSQL: a board of 20 pages × 40
 * objects made through the API, then PATCH /api/tacticboards/{id}/pages/{pageId} (sequential and
 * concurrent, each save naming the page's current revision) and GET /api/tacticboards/{id}.
 * Run: `npm run api:boards -w bench`.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  BALL_FILLS,
  BALL_RADIUS,
  PLAYER_RADIUS,
  PLAYER_STROKE_WIDTH,
  ROLE_BORDER_COLORS,
  TEAM_COLORS,
  type BallType,
  type PlayerRole,
  type Team,
} from '@courtside/domain';
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
  startBackend,
  type Backend,
  type BackendKind,
} from './harness.ts';
import type { LoadResult, PageState } from './load-protocol.ts';

const PAGES = 20;
const OBJECTS_PER_PAGE = 40;
const SEQUENTIAL_SAVES = envNumber('BENCH_SAVES', 500);
const WARMUP_SAVES = 40;
const CONNECTIONS = 10;
const SECONDS = envNumber('BENCH_SECONDS', 8);
const WARMUP_SECONDS = 2;
const TARGET_SAVE_P95_MS = 15;

interface Piece {
  uuid: string;
  kind: 'player' | 'ball';
  team: Team;
  role: PlayerRole;
  number: number;
  ballType: BallType;
}

/** 36 players (two squads of 18, on court and on the bench) and 4 balls: 40 top-level objects. */
function pieces(): Piece[] {
  const roles: PlayerRole[] = [
    'Keeper',
    'Chaser',
    'Chaser',
    'Chaser',
    'Beater',
    'Beater',
    'Seeker',
  ];
  const balls: BallType[] = ['Volleyball', 'Dodgeball', 'Dodgeball', 'Dodgeball'];
  const players = Array.from({ length: OBJECTS_PER_PAGE - balls.length }, (_, i): Piece => ({
    uuid: randomUUID(),
    kind: 'player',
    team: i % 2 === 0 ? 'A' : 'B',
    role: roles[Math.floor(i / 2) % roles.length] ?? 'Chaser',
    number: Math.floor(i / 2) + 1,
    ballType: 'Volleyball',
  }));
  const ballPieces = balls.map((ballType): Piece => ({
    uuid: randomUUID(),
    kind: 'ball',
    team: 'A',
    role: 'Chaser',
    number: 0,
    ballType,
  }));
  return [...players, ...ballPieces];
}

/** One page in the stored object shape (players are groups of circle + text, like the demo boards). */
function page(all: Piece[], pageIndex: number) {
  return {
    version: 1,
    backgroundImage: { src: '/full-court.svg' },
    objects: all.map((piece, i) => {
      const left = 60 + ((i * 97 + pageIndex * 31) % 1100);
      const top = 60 + ((i * 53 + pageIndex * 17) % 560);
      if (piece.kind === 'ball') {
        return {
          type: 'circle',
          uuid: piece.uuid,
          objectType: 'ball',
          ballType: piece.ballType,
          radius: BALL_RADIUS,
          fill: BALL_FILLS[piece.ballType],
          stroke: '#333333',
          strokeWidth: 1,
          originX: 'center',
          originY: 'center',
          left,
          top,
        };
      }
      return {
        type: 'group',
        uuid: piece.uuid,
        objectType: piece.team === 'A' ? 'playerA' : 'playerB',
        team: piece.team,
        role: piece.role,
        playerNumber: piece.number,
        left,
        top,
        originX: 'center',
        originY: 'center',
        objects: [
          {
            type: 'circle',
            uuid: `${piece.uuid}-circle`,
            radius: PLAYER_RADIUS,
            fill: TEAM_COLORS[piece.team],
            stroke: ROLE_BORDER_COLORS[piece.role],
            strokeWidth: PLAYER_STROKE_WIDTH,
            originX: 'center',
            originY: 'center',
            left: 0,
            top: 0,
          },
          {
            type: 'text',
            uuid: `${piece.uuid}-label`,
            text: String(piece.number),
            fontSize: 14,
            fontFamily: 'Roboto',
            fill: '#ffffff',
            originX: 'center',
            originY: 'center',
            left: 0,
            top: 0,
          },
        ],
      };
    }),
  };
}

/** Lets saves still in flight when autocannon stopped finish before revisions are read again. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

interface BoardPageReply {
  _id: string;
  revision: number;
  objects: unknown[];
  [key: string]: unknown;
}

async function loadPages(
  backend: Backend,
  boardId: string,
  headers: Record<string, string>,
): Promise<{ pages: PageState[]; bytes: number }> {
  const response = await fetch(`${backend.baseUrl}/api/tacticboards/${boardId}`, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`load board: ${response.status} ${text}`);
  const board = JSON.parse(text) as { pages: BoardPageReply[] };
  const pages = board.pages.map(({ _id, revision, ...data }) => ({ id: _id, revision, data }));
  return { pages, bytes: Buffer.byteLength(text) };
}

interface BackendReport {
  kind: BackendKind;
  boardBytes: number;
  pageBytes: number;
  sequential: LoadResult;
  concurrent: LoadResult;
  singleLoad: LoadResult;
  load: LoadResult;
  rss: number;
  loadAverage: string;
}

async function runBackend(kind: BackendKind, runner: LoadRunner): Promise<BackendReport> {
  const backend = await startBackend(kind);
  try {
    const user = await createApiUser(backend);
    const headers = bearer(user);
    const all = pieces();
    const created = await fetch(`${backend.baseUrl}/api/tacticboards`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench: full-court set pieces',
        tags: ['set piece', 'bench'],
        pages: Array.from({ length: PAGES }, (_, i) => page(all, i)),
      }),
    });
    const createdText = await created.text();
    if (created.status !== 201) throw new Error(`create board: ${created.status} ${createdText}`);
    const boardId = (JSON.parse(createdText) as { _id: string })._id;

    const loaded = await loadPages(backend, boardId, headers);
    const boardBytes = loaded.bytes;
    let { pages } = loaded;
    const first = pages[0];
    if (pages.length !== PAGES || !first) throw new Error(`board has ${pages.length} pages`);
    const stored = (first.data as { objects: unknown[] }).objects.length;
    if (stored !== OBJECTS_PER_PAGE) throw new Error(`page 1 kept ${stored} objects`);
    const pageBytes = Buffer.byteLength(JSON.stringify(first.data));
    // Saves write the data of another page, so every save changes the stored page.
    const shifted = (list: PageState[]) =>
      list.map((p, i) => ({ ...p, data: list[(i + 1) % list.length]?.data ?? p.data }));

    const base = { baseUrl: backend.baseUrl, boardId, headers };
    await runner.run({
      kind: 'sequential-saves',
      ...base,
      pages: shifted(pages),
      count: WARMUP_SAVES,
    });
    ({ pages } = await loadPages(backend, boardId, headers));
    const sequential = await runner.run({
      kind: 'sequential-saves',
      ...base,
      pages: shifted(pages),
      count: SEQUENTIAL_SAVES,
    });
    log(`${kind} sequential saves: ${describe(sequential)}`);

    ({ pages } = await loadPages(backend, boardId, headers));
    await runner.run({
      kind: 'concurrent-saves',
      ...base,
      pages: shifted(pages),
      connections: CONNECTIONS,
      seconds: WARMUP_SECONDS,
    });
    await settle();
    ({ pages } = await loadPages(backend, boardId, headers));
    const concurrent = await runner.run({
      kind: 'concurrent-saves',
      ...base,
      pages: shifted(pages),
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    log(`${kind} concurrent saves: ${describe(concurrent)}`);
    await settle();

    const loadBoard = (connections: number) =>
      measure(
        runner,
        {
          kind: 'http',
          url: `${backend.baseUrl}/api/tacticboards/${boardId}`,
          headers,
          connections,
          seconds: SECONDS,
        },
        WARMUP_SECONDS,
      );
    const singleLoad = await loadBoard(1);
    log(`${kind} board load, 1 connection: ${describe(singleLoad)}`);
    const load = await loadBoard(CONNECTIONS);
    log(`${kind} board load: ${describe(load)}`);
    for (const [what, result] of [
      ['sequential saves', sequential],
      ['concurrent saves', concurrent],
      ['board load', singleLoad],
      ['board load', load],
    ] as const) {
      if (result.non2xx || result.errors)
        throw new Error(`${what}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return {
      kind,
      boardBytes,
      pageBytes,
      sequential,
      concurrent,
      singleLoad,
      load,
      rss: rssMiB(),
      loadAverage: os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' / '),
    };
  } finally {
    await backend.close();
  }
}

const describe = (r: LoadResult) =>
  `p50 ${ms(r.p50)} p95 ${ms(r.p95)} p99 ${ms(r.p99)} ms, ${Math.round(r.rps)} req/s, ${r.requests} requests, ${r.non2xx} non-2xx`;

function log(line: string) {
  process.stderr.write(`${line}\n`);
}

function report(reports: BackendReport[]): string {
  const parts = [machineInfo('npm run api:boards -w bench')];
  parts.push(
    `- Board: ${PAGES} pages × ${OBJECTS_PER_PAGE} objects (36 players as group of circle + text, 4 balls; uuids on every object), created through POST /api/tacticboards`,
    `- Sequential: ${SEQUENTIAL_SAVES} PATCH saves one after the other (after ${WARMUP_SAVES} warm-up saves), pages in turn, each sending the revision the previous save returned; timed with performance.now() around fetch`,
    `- Concurrent: autocannon, ${CONNECTIONS} connections, each owning one page and carrying its revision forward (no 409s); ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured. Board load: autocannon GET with 1 connection (one call at a time), then with ${CONNECTIONS}; same timings`,
  );
  const rows: Array<Array<string | number>> = [];
  for (const r of reports) {
    const name = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15';
    for (const [what, result] of [
      [`PATCH page (${(r.pageBytes / 1024).toFixed(0)} KB), sequential`, r.sequential],
      [`PATCH page, ${CONNECTIONS} connections`, r.concurrent],
      [`GET board (${(r.boardBytes / 1024).toFixed(0)} KB), 1 connection`, r.singleLoad],
      [`GET board, ${CONNECTIONS} connections`, r.load],
    ] as const) {
      rows.push([
        name,
        what,
        result.requests,
        ms(result.p50),
        ms(result.p95),
        ms(result.p99),
        Math.round(result.rps),
      ]);
    }
  }
  parts.push(
    '',
    markdownTable(['backend', 'request', 'requests', 'p50', 'p95', 'p99', 'req/s'], rows),
    '',
  );
  for (const r of reports) {
    const name = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const met = (value: number) => (value <= TARGET_SAVE_P95_MS ? 'met' : '**not met**');
    parts.push(
      `- ${name}: page save p95 ≤ ${TARGET_SAVE_P95_MS} ms (one save at a time) ${met(r.sequential.p95)} (${ms(r.sequential.p95)} ms); with ${CONNECTIONS} saves in flight p95 is ${ms(r.concurrent.p95)} ms at ${Math.round(r.concurrent.rps)} saves/s, i.e. queueing on 2 cores. Process RSS at the end ${r.rss} MiB; load average ${r.loadAverage}`,
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
