/**
 * Frame computation of the animation model (issue 16): a board of 6 pages × 40 objects in which
 * every player runs a bent, delayed run and every ball is passed (straight and lobbed) to a
 * running receiver on every page change, with captions and per-page timing. Every frame of a
 * whole run (60 fps, the wrap back to the first page included) is computed in three ways:
 *
 * - kept: one `BoardAnimation`, frames written into one reused frame (`frameInto`), moves
 *   already prepared — what playback and export do once running;
 * - cold: a new `BoardAnimation` per run, so the first frame of each move prepares it;
 * - simple: `animationFrameAt(pages, t)` per frame, preparing the move on every call.
 *
 * Heap growth over 100 kept runs (no collection in between, `--expose-gc`) shows whether the hot
 * path allocates. Target (issue 16): ≤ 0.5 ms per frame for 40 objects with curves and passes.
 * Run: `npm run bench:animation`.
 */
import os from 'node:os';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import {
  BoardAnimation,
  PLAYER_OBJECT_TYPES,
  animationFrameAt,
  emptyAnimationFrame,
  type AnimatedObject,
  type AnimatedPage,
} from '@courtside/domain';

const PAGES = 6;
const PLAYERS_PER_TEAM = 14;
const BALLS = 4;
const CONES = 40 - 2 * PLAYERS_PER_TEAM - BALLS;
const FPS = 60;
const RUNS = Number(process.env.RUNS ?? 30);
const TARGET_MS = 0.5;

/** A small deterministic generator, so every run draws the same board. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function board(): AnimatedPage[] {
  const next = random(16);
  const players = (['A', 'B'] as const).flatMap((team) =>
    Array.from({ length: PLAYERS_PER_TEAM }, (_, index) => `${team}${index}`),
  );
  return Array.from({ length: PAGES }, (_, page) => {
    const objects: AnimatedObject[] = players.map((uuid) => {
      const start = Math.round(next() * 60) / 100;
      return {
        uuid,
        objectType: PLAYER_OBJECT_TYPES[uuid.startsWith('A') ? 'A' : 'B'],
        left: 40 + next() * 1140,
        top: 40 + next() * 600,
        originX: 'center',
        originY: 'center',
        run: { along: 0.2 + next() * 0.6, across: next() - 0.5 },
        timing: { start, end: start + 0.3 + Math.round(next() * 10) / 100 },
        ...(next() < 0.1 ? { knockedOut: true } : {}),
      };
    });
    for (let ball = 0; ball < BALLS; ball += 1) {
      // Each page hands every ball to another player, so every move has BALLS passes.
      const carrier = players[(ball * 7 + page * 3) % players.length];
      objects.push({
        uuid: `ball${ball}`,
        objectType: 'ball',
        radius: 10,
        originX: 'center',
        originY: 'center',
        heldBy: carrier,
        timing: { start: 0.25, end: 0.75 },
        pass: { style: ball % 2 === 0 ? 'lob' : 'straight' },
        ...(ball === 0 ? { run: { along: 0.5, across: 0.2 } } : {}),
      });
    }
    for (let cone = 0; cone < CONES; cone += 1) {
      objects.push({ uuid: `cone${cone}`, left: 100 + cone * 120, top: 20, angle: page * 15 });
    }
    return {
      objects,
      caption: `Page ${page + 1}: chaser cuts, beater throws`,
      transition: { holdMs: 1500 + page * 250, moveMs: 800 + page * 100 },
    };
  });
}

interface Stats {
  count: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
  over: number;
}

function stats(samples: Float64Array): Stats {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1]!,
    mean: sum / sorted.length,
    over: sorted.filter((value) => value > TARGET_MS).length,
  };
}

const pages = board();
const kept = new BoardAnimation(pages);
const lengthMs = kept.recordingLengthMs;
const frames = Math.round((lengthMs * FPS) / 1000);
const times = Float64Array.from({ length: frames }, (_, index) => (index * 1000) / FPS);
const objectCount = pages[0]!.objects.length;
const wholeMs = Int32Array.from(times, (time) => Math.round(time));

function measure(frameAt: (timeMs: number) => unknown, runs: number, fresh?: () => void) {
  const samples = new Float64Array(frames * runs);
  let index = 0;
  for (let run = 0; run < runs; run += 1) {
    fresh?.();
    for (const time of times) {
      const started = performance.now();
      frameAt(time);
      samples[index] = performance.now() - started;
      index += 1;
    }
  }
  return stats(samples);
}

const out = emptyAnimationFrame();
// Warm up the JIT and prepare every move of the kept animation.
for (let i = 0; i < 5; i += 1) for (const time of times) kept.frameInto(time, out);

const keptStats = measure((time) => kept.frameInto(time, out), RUNS);
let cold = new BoardAnimation(pages);
const coldOut = emptyAnimationFrame();
const coldStats = measure(
  (time) => cold.frameInto(time, coldOut),
  RUNS,
  () => {
    cold = new BoardAnimation(pages);
  },
);
const simpleStats = measure((time) => animationFrameAt(pages, time), Math.max(3, RUNS / 5));

// Preparing a move: what the first frame of each move costs a cold animation.
const prepareSamples = new Float64Array(RUNS * PAGES);
for (let run = 0; run < RUNS; run += 1) {
  const fresh = new BoardAnimation(pages);
  for (const step of fresh.timeline.steps) {
    const started = performance.now();
    fresh.transition(step.fromPageIndex, step.pageIndex);
    prepareSamples[run * PAGES + step.pageIndex] = performance.now() - started;
  }
}
const prepareStats = stats(prepareSamples);

interface Garbage {
  /** Garbage collections that ran during the frames. */
  collections: number;
  /** Heap growth per frame; what was allocated only when no collection ran. */
  bytesPerFrame: number;
}

/**
 * What 100 runs of `frameAt` leave for the garbage collector. The times are whole milliseconds
 * here so that the loop passes small integers, which V8 does not box.
 */
async function garbage(frameAt: (timeMs: number) => unknown): Promise<Garbage | undefined> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return undefined;
  collect();
  let collections = 0;
  const observer = new PerformanceObserver((list) => {
    collections += list.getEntries().length;
  });
  observer.observe({ entryTypes: ['gc'] });
  const before = process.memoryUsage().heapUsed;
  for (let run = 0; run < 100; run += 1) {
    for (let index = 0; index < frames; index += 1) frameAt(wholeMs[index]!);
  }
  const grown = process.memoryUsage().heapUsed - before;
  // GC entries are delivered after the loop gives the event loop a turn.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { collections, bytesPerFrame: grown / (100 * frames) };
}
const sink = { count: 0 };
const keptGarbage = await garbage((time) => kept.frameInto(time, out));
// The same loop around a call that does nothing: what the harness itself leaves.
const baselineGarbage = await garbage((time) => {
  sink.count += time & 1;
});
const simpleGarbage = await garbage((time) => animationFrameAt(pages, time));

// A check that the frames are the board's: objects, passes in flight and captions.
const sample = kept.frameAt(kept.pageStartMs(2) + 400);
const flying = sample.objects.filter((o) => o.uuid?.startsWith('ball') && o.heldBy === undefined);

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const row = (name: string, s: Stats) =>
  `| ${name} | ${s.count} | ${s.median.toFixed(4)} | ${s.p95.toFixed(4)} | ${s.max.toFixed(4)} | ${s.mean.toFixed(4)} | ${s.over} | ${s.p95 <= TARGET_MS ? 'met' : 'not met'} |`;
console.log(
  `- Machine: ${os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${os.release()}, Node ${process.version}`,
);
console.log(`- Date: ${new Date().toISOString()}`);
console.log(
  `- Load average (1/5/15 min) at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
console.log(
  `- Board: ${PAGES} pages × ${objectCount} objects (${2 * PLAYERS_PER_TEAM} players on bent, delayed runs, ${BALLS} balls passed on every move, ${CONES} cones); ${frames} frames of ${lengthMs} ms at ${FPS} fps per run; ${RUNS} runs (simple: ${Math.max(3, RUNS / 5)})`,
);
console.log(
  `- Sample frame at page 3 + 400 ms: ${sample.objects.length} objects, ${flying.length} balls in flight, caption "${sample.caption ?? ''}"`,
);
const described = (g: Garbage | undefined) =>
  g
    ? `${g.collections} collections, heap ${g.bytesPerFrame >= 0 ? '+' : ''}${g.bytesPerFrame.toFixed(1)} bytes per frame`
    : 'not measured (needs --expose-gc)';
console.log(
  `- Garbage over 100 runs (${100 * frames} frames): kept ${described(keptGarbage)}; empty call ${described(baselineGarbage)}; simple ${described(simpleGarbage)}`,
);
console.log(
  `- Preparing one move (40 objects: matching, carriers, curves, pass ends), ${prepareStats.count} moves: median ${prepareStats.median.toFixed(4)} ms, p95 ${prepareStats.p95.toFixed(4)} ms, max ${prepareStats.max.toFixed(4)} ms`,
);
console.log('');
console.log(
  '| path | frames | median (ms) | p95 (ms) | max (ms) | mean (ms) | over 0.5 ms | p95 ≤ 0.5 ms |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --- |');
console.log(row('kept (`frameInto`, moves prepared)', keptStats));
console.log(row('cold (new `BoardAnimation` per run)', coldStats));
console.log(row('simple (`animationFrameAt` per frame)', simpleStats));
