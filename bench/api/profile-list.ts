// Sequential latency of single list requests (no concurrency), for finding per-request costs.
import { sql } from 'drizzle-orm';
import { exercises } from '../../server/src/modules/exercises/exercises.table.ts';
import { exerciseFactory } from './exercise-data.ts';
import { bearer, createApiUser, startBackend, type BackendKind } from './harness.ts';

const kind = (process.env.BENCH_BACKENDS ?? 'postgres') as BackendKind;
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const backend = await startBackend(kind);
try {
  const user = await createApiUser(backend);
  const make = exerciseFactory(1, user.id);
  for (let done = 0; done < rows; done += 1000) {
    await backend.app.database.db
      .insert(exercises)
      .values(Array.from({ length: Math.min(1000, rows - done) }, make));
  }
  await backend.app.database.db.execute(sql`vacuum analyze`);
  const cases = (
    process.env.CASES ??
    'limit=50|tags%5Ball%5D=beater|tags%5Bregex%5D=defen|page=100|persons%5Bgte%5D=8&persons%5Blte%5D=12'
  ).split('|');
  for (const query of cases) {
    const times: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const start = performance.now();
      const response = await fetch(`${backend.baseUrl}/api/exercises?${query}`, {
        headers: bearer(user),
      });
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${kind} ${query}: p50 ${times[20]?.toFixed(1)} p90 ${times[36]?.toFixed(1)} ms`);
  }
} finally {
  await backend.close();
}
