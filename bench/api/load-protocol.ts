/** Messages between a benchmark and its load-runner child process. */

export interface PageState {
  id: string;
  revision: number;
  /** Page data without `_id` and `revision`. */
  data: unknown;
}

export type LoadJob =
  | {
      kind: 'http';
      url: string;
      method?: 'GET';
      headers: Record<string, string>;
      connections: number;
      seconds: number;
    }
  | {
      kind: 'concurrent-saves';
      baseUrl: string;
      boardId: string;
      headers: Record<string, string>;
      pages: PageState[];
      connections: number;
      seconds: number;
    }
  | {
      kind: 'sequential-saves';
      baseUrl: string;
      boardId: string;
      headers: Record<string, string>;
      pages: PageState[];
      count: number;
    };

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  /** Latencies in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

export type LoadReply = { ok: true; result: LoadResult } | { ok: false; error: string };
