type Entry<V> = { expires: number; value: Promise<V>; bytes: number };

export type ByteLruCacheOptions<V> = {
  /** How long a value is kept; 0 turns the cache off (every get loads). */
  ttlMs: number;
  /** The most the kept values may weigh together, as `sizeOf` counts them. */
  maxBytes: number;
  /** The weight of a loaded value in bytes (its key is counted too). */
  sizeOf: (value: V) => number;
};

/**
 * A read-through cache bounded in bytes: values are kept for `ttlMs`, the least recently used go
 * first when the total passes `maxBytes`, and expired ones are swept whenever a value is added,
 * so that a burst of distinct keys neither grows memory nor leaves dead entries behind.
 * Concurrent misses for one key share one load; a failed load is not kept. A value heavier
 * than the whole budget is returned but not kept.
 */
export class ByteLruCache<V> {
  /** In least recently used first order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  private nextSweep = 0;

  constructor(private readonly options: ByteLruCacheOptions<V>) {}

  /** The weight of the values kept now (loads still in flight count nothing yet). */
  get size(): number {
    return this.bytes;
  }

  get count(): number {
    return this.entries.size;
  }

  /** The value if it is kept and fresh (a hit: it becomes the most recently used), else undefined. */
  peek(key: string): Promise<V> | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.remove(key, hit);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.options.ttlMs === 0 || this.options.maxBytes === 0) return load();
    const hit = this.peek(key);
    if (hit) return hit;
    const value = load();
    this.insert(key, value);
    return value;
  }

  /** Keeps a value being loaded under `key`; it is weighed (and the budget enforced) once it arrives. */
  insert(key: string, value: Promise<V>): void {
    if (this.options.ttlMs === 0 || this.options.maxBytes === 0) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const entry: Entry<V> = { expires: Date.now() + this.options.ttlMs, value, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = key.length * 2 + this.options.sizeOf(loaded);
        this.bytes += entry.bytes;
        this.sweep();
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  /** Forgets every value (loads in flight answer their callers but are not kept). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Drops every expired entry, at most once per tenth of the TTL (a sweep walks all entries). */
  private sweep(): void {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + Math.max(1, Math.floor(this.options.ttlMs / 10));
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.remove(key, entry);
  }

  /** Drops the least recently used entries until the kept values fit the budget. */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(key, entry);
    }
  }
}
