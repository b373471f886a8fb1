// Opening a practice plan: GET /api/practice-plans/{id} of a 40-item plan (exercises, boards,
// parallel groups, breaks, free text), one request at a time, against the built server on PGlite
// in a throw-away folder. Each request is timed on the client around fetch(), so the numbers hold
// the whole HTTP round trip on the loopback. Needs `npm run build` first.
// Target (issue 15): p95 ≤ 20 ms.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { withBuiltApp } from './built-app.mjs';
import { apiOf, createBenchPlan, signedInCoach } from './plan-fixture.mjs';
import { percentile } from './frame-stats.mjs';

const WARM_UP = Number(process.env.WARM_UP ?? 50);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const TARGET_P95_MS = 20;

await withBuiltApp(async (_browser, baseUrl, dataDir) => {
  const api = apiOf(baseUrl);
  const token = await signedInCoach(api, dataDir);
  const { plan, itemCount } = await createBenchPlan(api, token);

  const url = `${baseUrl}/api/practice-plans/${plan._id}`;
  const headers = { authorization: `Bearer ${token}` };
  let bytes = 0;
  const samples = [];
  for (let request = 0; request < WARM_UP + REQUESTS; request += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET plan: ${response.status}`);
    bytes = body.byteLength;
    if (request >= WARM_UP) samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 0.95);
  const fmt = (ms) => ms.toFixed(1);
  console.log(
    `Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim()}), ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}; ${new Date().toISOString()}`,
  );
  console.log(
    `| items | exercises + boards named | response (KB) | requests | p50 (ms) | p95 (ms) | max (ms) | target p95 ≤ ${TARGET_P95_MS} ms |`,
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  console.log(
    `| ${itemCount} | ${plan.referenced.exercises.length} + ${plan.referenced.tacticboards.length} | ${(bytes / 1024).toFixed(1)} | ${REQUESTS} | ${fmt(percentile(samples, 0.5))} | ${fmt(p95)} | ${fmt(samples.at(-1))} | ${p95 <= TARGET_P95_MS ? 'met' : 'not met'} |`,
  );
  if (p95 > TARGET_P95_MS) process.exitCode = 1;
});
