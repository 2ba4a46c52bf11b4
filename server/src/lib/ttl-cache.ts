/** A load under way or done; `settled` is its value once it has arrived. */
type Entry<V> = { expires: number; value: Promise<V>; settled?: V };

/**
 * A small read-through cache for public reads: content changes rarely and every page view
 * asks for the same menus, so a few seconds of staleness buys most of the throughput.
 * Concurrent misses for one key share one load. Oldest entries go first past `maxEntries`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** Forgets every entry (content changed): the next read of each key loads it again. */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The value of a fresh entry whose load has finished, without waiting: a hot read answers in
   * the same tick, without the promise jobs of `get` (lib/json-cache.ts).
   */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.settled : undefined;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.delete(key);
    const entry: Entry<V> = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    value.then(
      (settled) => {
        entry.settled = settled;
      },
      // A failed load must not be served from the cache.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }
}
