/**
 * Serialised list answers kept in memory, all dropped on any change to the data they are built
 * from (a write through this instance, or a NOTIFY from the database for writes elsewhere).
 * An answer computed while a change happened is not kept: it may predate the change.
 */
export class ListCache {
  #generation = 0;
  #entries = new Map<string, string>();
  #bytes = 0;

  /** Off, every call computes its answer (benchmarks measure the queries themselves so). */
  enabled = true;

  constructor(private readonly limits = { entries: 2_000, bytes: 64 * 2 ** 20 }) {}

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept answer for `key`, else `compute`'s, kept unless a change happened meanwhile. */
  async remember(key: string, compute: () => Promise<string>): Promise<string> {
    if (!this.enabled) return compute();
    const kept = this.#entries.get(key);
    if (kept !== undefined) {
      // Map order is the eviction order: the oldest use goes first.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const generation = this.#generation;
    const value = await compute();
    if (generation === this.#generation && value.length <= this.limits.bytes) {
      this.#entries.set(key, value);
      this.#bytes += value.length;
      this.#evict();
    }
    return value;
  }

  #evict(): void {
    for (const [key, value] of this.#entries) {
      if (this.#entries.size <= this.limits.entries && this.#bytes <= this.limits.bytes) return;
      this.#entries.delete(key);
      this.#bytes -= value.length;
    }
  }
}

/** One key per caller's view (visibility, favorites) and query, however the query was spelt. */
export function listCacheKey(
  caller: { id: string; roles: readonly string[] } | null,
  query: unknown,
): string {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const who = caller ? `${caller.id}/${[...caller.roles].sort().join(',')}` : '';
  return `${who}|${JSON.stringify(entries)}`;
}
