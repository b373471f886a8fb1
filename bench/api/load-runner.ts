/**
 * The load generator, run as a child process of a benchmark so that autocannon and the server
 * under test do not share one event loop. The parent sends one job at a time over IPC and gets
 * back the latencies of every response (autocannon's own histogram has no p95).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { LoadJob, LoadReply, LoadResult, PageState } from './load-protocol.ts';

function summarize(latencies: number[], seconds: number, non2xx: number, errors: number) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) =>
    sorted.length
      ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
      : 0;
  const result: LoadResult = {
    requests: sorted.length,
    seconds,
    rps: seconds > 0 ? sorted.length / seconds : 0,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? 0) : 0,
    non2xx,
    errors,
  };
  return result;
}

/** A page body with the revision first, built from page data serialised once. */
const withRevision = (dataJson: string, revision: number) =>
  `{"revision":${revision},${dataJson.slice(1)}`;

function runAutocannon(
  options: autocannon.Options,
): Promise<{ result: autocannon.Result; latencies: number[] }> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, latencies });
    });
    // autocannon emits (client, status, bytes, ms); its typings leave out the client.
    (instance as NodeJS.EventEmitter).on(
      'response',
      (_client: unknown, _status: number, _bytes: number, ms: number) => {
        latencies.push(ms);
      },
    );
  });
}

async function httpLoad(job: Extract<LoadJob, { kind: 'http' }>): Promise<LoadResult> {
  const { result, latencies } = await runAutocannon({
    url: job.url,
    method: job.method ?? 'GET',
    headers: job.headers,
    connections: job.connections,
    duration: job.seconds,
  });
  return summarize(latencies, result.duration, result.non2xx, result.errors);
}

/**
 * Concurrent page saves: one single-connection autocannon per page, all at once, so each
 * connection carries its own page's revision forward (autocannon resets a request context
 * every time it loops over its request list, so a shared instance cannot keep it).
 */
async function concurrentSaves(
  job: Extract<LoadJob, { kind: 'concurrent-saves' }>,
): Promise<LoadResult> {
  if (job.pages.length < job.connections) throw new Error('need one page per connection');
  const failures: string[] = [];
  const runs = job.pages.slice(0, job.connections).map((state) => {
    const page = { ...state, json: JSON.stringify(state.data) };
    return runAutocannon({
      url: job.baseUrl,
      connections: 1,
      duration: job.seconds,
      requests: [
        {
          method: 'PATCH',
          setupRequest: (request) => ({
            ...request,
            path: `/api/tacticboards/${job.boardId}/pages/${page.id}`,
            headers: { ...job.headers, 'content-type': 'application/json' },
            body: withRevision(page.json, page.revision),
          }),
          onResponse: (status, body) => {
            if (status === 200) page.revision = (JSON.parse(body) as PageState).revision;
            else failures.push(`${status} ${body.slice(0, 300)}`);
          },
        },
      ],
    });
  });
  const done = await Promise.all(runs);
  if (failures.length)
    process.stderr.write(`first failed saves:\n${failures.slice(0, 3).join('\n')}\n`);
  return summarize(
    done.flatMap((d) => d.latencies),
    Math.max(...done.map((d) => d.result.duration)),
    done.reduce((sum, d) => sum + d.result.non2xx, 0),
    done.reduce((sum, d) => sum + d.result.errors, 0),
  );
}

/** One save after the other, each timed with performance.now(); pages are taken in turn. */
async function sequentialSaves(
  job: Extract<LoadJob, { kind: 'sequential-saves' }>,
): Promise<LoadResult> {
  const pages = job.pages.map((page) => ({ ...page, json: JSON.stringify(page.data) }));
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  for (let i = 0; i < job.count; i++) {
    const page = pages[i % pages.length];
    if (!page) break;
    const body = withRevision(page.json, page.revision);
    const url = `${job.baseUrl}/api/tacticboards/${job.boardId}/pages/${page.id}`;
    const t0 = performance.now();
    const response = await fetch(url, {
      method: 'PATCH',
      headers: { ...job.headers, 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    latencies.push(performance.now() - t0);
    if (response.status === 200) page.revision = (JSON.parse(text) as PageState).revision;
    else non2xx++;
  }
  return summarize(latencies, (performance.now() - started) / 1000, non2xx, 0);
}

async function handle(job: LoadJob): Promise<LoadResult> {
  switch (job.kind) {
    case 'http':
      return httpLoad(job);
    case 'concurrent-saves':
      return concurrentSaves(job);
    case 'sequential-saves':
      return sequentialSaves(job);
  }
}

process.on('message', (job: LoadJob) => {
  handle(job).then(
    (result) => process.send?.({ ok: true, result } satisfies LoadReply),
    (error: unknown) =>
      process.send?.({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies LoadReply),
  );
});
