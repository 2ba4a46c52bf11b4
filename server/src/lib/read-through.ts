import { LRUCache } from 'lru-cache';

/** What lru-cache keeps: anything but null and undefined. */
type Value = NonNullable<unknown>;

/** The load of a key a read-through cache misses; it is handed to `fetch` as its context. */
export type Load<V> = () => Promise<V | undefined>;

/** An lru-cache whose `fetch(key, { context: load })` runs `load` on a miss. */
export type ReadThroughCache<V extends Value> = LRUCache<string, V, Load<V>>;

/**
 * A read-through lru-cache for the server's public answers, or null when its bound is 0 (nothing
 * is kept: every read loads). Bounded by `max` entries (the least recently used go first), or by
 * `maxSize` as `sizeCalculation` weighs the values (a value heavier than the whole budget is
 * answered but not kept). Nothing expires with time: the public-content service clears the caches
 * when content changes (plugins/app/public-content.ts). A key asked for by many at once is loaded
 * once; a load that fails is not kept (its callers get its error), nor one that answers
 * undefined; `clear()` lets the loads in flight answer their callers without keeping them, so
 * that nothing read before a change outlives it.
 */
export function readThroughCache<V extends Value>(
  bound: { max: number } | { maxSize: number; sizeCalculation: (value: V, key: string) => number },
): ReadThroughCache<V> | null {
  if (('maxSize' in bound ? bound.maxSize : bound.max) <= 0) return null;
  return new LRUCache<string, V, Load<V>>({
    ...bound,
    fetchMethod: (_key, _stale, { context }) => context(),
    ignoreFetchAbort: true,
  });
}

/** The value under `key`, kept or loaded (`load` directly when the cache is off). */
export async function readThrough<V extends Value>(
  cache: ReadThroughCache<V> | null,
  key: string,
  load: () => Promise<V>,
): Promise<V> {
  if (!cache) return load();
  const value = await cache.fetch(key, { context: load });
  // A load that answers a value is kept or handed back: only an empty load answers nothing.
  if (value === undefined) throw new Error(`The read-through cache answered nothing for ${key}`);
  return value;
}
