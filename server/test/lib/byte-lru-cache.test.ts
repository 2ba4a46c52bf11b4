import { ByteLruCache } from '../../src/lib/byte-lru-cache';

const cacheOf = (maxBytes: number, ttlMs = 1000) =>
  new ByteLruCache<string>({ ttlMs, maxBytes, sizeOf: (value) => value.length });

/** Lets the cache weigh the values whose loads just resolved. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ByteLruCache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a value until it expires, then loads again', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const cache = cacheOf(1000);
    const load = jest.fn().mockResolvedValueOnce('one').mockResolvedValueOnce('two');
    expect(await cache.get('k', load)).toBe('one');
    jest.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe('one');
    jest.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe('two');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = cacheOf(1000);
    const load = jest.fn(async () => 'page');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = cacheOf(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    expect(cache.count).toBe(1);
  });

  it('keeps the values within the byte budget, dropping the least recently used first', async () => {
    // Each entry weighs its key (1 character = 2 bytes) and its value: 2 + 100.
    const cache = cacheOf(350);
    const value = 'x'.repeat(100);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => value);
    await settle();
    expect(cache.size).toBe(306);
    await cache.get('a', async () => 'reloaded'); // a hit: `a` is now the most recently used
    await cache.get('d', async () => value);
    await settle();
    expect(cache.size).toBeLessThanOrEqual(350);
    expect(cache.peek('b')).toBeUndefined();
    expect(await cache.peek('a')).toBe(value);
    expect(await cache.peek('d')).toBe(value);
  });

  it('stays within budget for any number of distinct keys', async () => {
    const cache = cacheOf(10_000);
    for (let i = 0; i < 5000; i += 1) {
      await cache.get(`page-${i}`, async () => 'y'.repeat(500));
      await settle();
      expect(cache.size).toBeLessThanOrEqual(10_000);
    }
    expect(cache.count).toBeLessThan(25);
  });

  it('returns a value heavier than the budget without keeping it', async () => {
    const cache = cacheOf(50);
    expect(await cache.get('big', async () => 'z'.repeat(100))).toHaveLength(100);
    await settle();
    expect(cache.size).toBe(0);
    expect(cache.count).toBe(0);
  });

  it('sweeps expired entries when a value is added', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const cache = cacheOf(100_000, 1000);
    for (let i = 0; i < 10; i += 1) await cache.get(`old-${i}`, async () => 'old');
    await settle();
    expect(cache.count).toBe(10);
    jest.advanceTimersByTime(1001);
    await cache.get('new', async () => 'new');
    await settle();
    expect(cache.count).toBe(1);
    expect(cache.size).toBe('new'.length * 3);
  });

  it('keeps nothing when its TTL or its budget is 0', async () => {
    for (const cache of [cacheOf(1000, 0), cacheOf(0, 1000)]) {
      const load = jest.fn(async () => 'v');
      await cache.get('k', load);
      await cache.get('k', load);
      expect(load).toHaveBeenCalledTimes(2);
    }
  });
});
