/**
 * Soak: mixed load on the real app with the embedded database (PGlite) for 10 minutes — list
 * and search exercises, read a board, save its pages, create and delete exercises — counting
 * errors and sampling the server's memory. Target (issue 13): zero errors, RSS growth after the
 * warm-up under 10 %. Run: `npm run api:soak -w bench` (SOAK_SECONDS to shorten).
 */
import { performance } from 'node:perf_hooks';
import {
  bearer,
  createApiUser,
  envNumber,
  machineInfo,
  markdownTable,
  rssMiB,
  startBackend,
} from './harness.ts';

const SECONDS = envNumber('SOAK_SECONDS', 600);
const WARMUP_SECONDS = Math.min(60, Math.round(SECONDS / 10));
const WORKERS = 8;
const TARGET_GROWTH = 0.1;

const backend = await startBackend('pglite');
const user = await createApiUser(backend, 'Soak Coach');
const call = (method: string, url: string, body?: unknown) =>
  fetch(`${backend.baseUrl}${url}`, {
    method,
    headers: {
      ...bearer(user),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const created = await (await call('POST', '/api/tacticboards', { name: 'Soak board' })).json();
const boardId = (created as { _id: string })._id;
const pageId = (created as { pages: Array<{ _id: string }> }).pages[0]?._id ?? '';
let revision = 1;
for (let i = 0; i < 50; i += 1) {
  await call('POST', '/api/exercises', { name: `Soak drill ${i}`, persons: 6, tags: ['soak'] });
}

const circle = (i: number) => ({
  type: 'circle',
  uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  left: 40 + ((i * 53) % 1100),
  top: 40 + ((i * 31) % 600),
  radius: 16,
  fill: '#1565c0',
});

/** One step of the mix; resolves to whether the answer was the one expected. */
const steps: Array<() => Promise<boolean>> = [
  async () => (await call('GET', '/api/exercises?limit=20&page=1')).ok,
  async () => (await call('GET', '/api/exercises?name%5Bregex%5D=drill%201&limit=20')).ok,
  async () => (await call('GET', `/api/tacticboards/${boardId}`)).ok,
  async () => (await call('GET', '/api/tacticboards/header?limit=20')).ok,
  async () => {
    const response = await call('PATCH', `/api/tacticboards/${boardId}/pages/${pageId}`, {
      revision,
      backgroundImage: { src: '/full-court.svg' },
      objects: Array.from({ length: 40 }, (_, i) => circle(i + revision)),
    });
    if (response.status === 409) return true; // another worker saved first: expected here
    if (!response.ok) return false;
    revision = Math.max(revision, ((await response.json()) as { revision: number }).revision);
    return true;
  },
  async () => {
    const response = await call('POST', '/api/exercises', { name: 'Short-lived', persons: 2 });
    if (!response.ok) return false;
    const { _id } = (await response.json()) as { _id: string };
    return (await call('DELETE', `/api/exercises/${_id}`)).status === 204;
  },
];

let requests = 0;
let errors = 0;
const samples: Array<{ second: number; rss: number }> = [];
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const sampler = setInterval(() => samples.push({ second: elapsed(), rss: rssMiB() }), 5_000);

await Promise.all(
  Array.from({ length: WORKERS }, async (_, worker) => {
    for (let n = worker; elapsed() < SECONDS; n += 1) {
      const step = steps[n % steps.length] as () => Promise<boolean>;
      const ok = await step().catch(() => false);
      requests += 1;
      if (!ok) errors += 1;
    }
  }),
);
clearInterval(sampler);
samples.push({ second: elapsed(), rss: rssMiB() });
await backend.close();

const afterWarmup = samples.find((sample) => sample.second >= WARMUP_SECONDS) ?? samples[0];
const end = samples.at(-1);
const growth = afterWarmup && end ? (end.rss - afterWarmup.rss) / afterWarmup.rss : 0;
const peak = Math.max(...samples.map((sample) => sample.rss));
const met = errors === 0 && growth < TARGET_GROWTH;
console.log(machineInfo(`SOAK_SECONDS=${SECONDS} npm run api:soak -w bench`));
console.log(
  markdownTable(
    [
      'seconds',
      'requests',
      'errors',
      'RSS after warm-up (MiB)',
      'RSS at end (MiB)',
      'growth',
      'peak (MiB)',
      'target',
    ],
    [
      [
        Math.round(elapsed()),
        requests,
        errors,
        afterWarmup?.rss ?? 0,
        end?.rss ?? 0,
        `${(growth * 100).toFixed(1)} %`,
        peak,
        met ? 'met' : 'not met',
      ],
    ],
  ),
);
