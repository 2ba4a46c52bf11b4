/**
 * A small read-through cache for public reads: content changes rarely and every page view
 * asks for the same menus, so a few seconds of staleness buys most of the throughput.
 * Concurrent misses for one key share one load. Oldest entries go first past `maxEntries`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** Forgets every entry (content changed): the next read of each key loads it again. */
  clear(): void {
    this.entries.clear();
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // A failed load must not be served from the cache.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
