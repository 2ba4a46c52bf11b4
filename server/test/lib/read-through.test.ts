import { readThrough, readThroughCache } from '../../src/lib/read-through';

/*
 * The server's read-through caches (lru-cache, configured once in src/lib/read-through.ts): the
 * public JSON answers and robots/sitemap (bounded in entries) and the rendered pages (bounded in
 * bytes, server/test/web/page-render-guard.test.ts). What the replaced ByteLruCache and TtlCache
 * promised their callers, kept.
 */
const byEntries = (max: number) => readThroughCache<string>({ max });
const byBytes = (maxSize: number) =>
  readThroughCache<string>({
    maxSize,
    sizeCalculation: (value, key) => key.length * 2 + value.length,
  });

describe('readThroughCache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a value however long ago it was loaded, until it is cleared (issue 26 item 4)', async () => {
    jest.useFakeTimers();
    const cache = byEntries(10);
    const load = jest.fn().mockResolvedValueOnce('one').mockResolvedValueOnce('two');
    expect(await readThrough(cache, 'k', load)).toBe('one');
    jest.advanceTimersByTime(24 * 3_600_000);
    expect(await readThrough(cache, 'k', load)).toBe('one');
    cache!.clear();
    expect(await readThrough(cache, 'k', load)).toBe('two');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = byEntries(10);
    const load = jest.fn(async () => 'menus');
    await Promise.all([
      readThrough(cache, 'k', load),
      readThrough(cache, 'k', load),
      readThrough(cache, 'k', load),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: its callers get the error', async () => {
    const cache = byEntries(10);
    await expect(readThrough(cache, 'k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(cache!.size).toBe(0);
    expect(await readThrough(cache, 'k', async () => 'ok')).toBe('ok');
    expect(cache!.size).toBe(1);
  });

  it('answers a load in flight when cleared, without keeping it', async () => {
    const cache = byEntries(10);
    let finish: (value: string) => void = () => {};
    const loading = readThrough(cache, 'k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache!.clear();
    finish('old');
    expect(await loading).toBe('old');
    expect(cache!.get('k')).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the least recently used first', async () => {
    const cache = byEntries(2);
    const load = jest.fn(async () => 'v');
    for (const key of ['a', 'b', 'a', 'c']) await readThrough(cache, key, load);
    expect(load).toHaveBeenCalledTimes(3);
    expect([...cache!.keys()].sort()).toEqual(['a', 'c']);
  });

  it('keeps the values within the byte budget, dropping the least recently used first', async () => {
    // Each entry weighs its key (1 character = 2 bytes) and its value: 2 + 100.
    const cache = byBytes(350);
    const value = 'x'.repeat(100);
    for (const key of ['a', 'b', 'c']) await readThrough(cache, key, async () => value);
    expect(cache!.calculatedSize).toBe(306);
    await readThrough(cache, 'a', async () => 'reloaded'); // a hit: `a` is now the most recently used
    await readThrough(cache, 'd', async () => value);
    expect(cache!.calculatedSize).toBeLessThanOrEqual(350);
    expect(cache!.get('b')).toBeUndefined();
    expect(cache!.get('a')).toBe(value);
    expect(cache!.get('d')).toBe(value);
  });

  it('stays within budget for any number of distinct keys', async () => {
    const cache = byBytes(10_000);
    for (let i = 0; i < 5000; i += 1) {
      await readThrough(cache, `page-${i}`, async () => 'y'.repeat(500));
      expect(cache!.calculatedSize).toBeLessThanOrEqual(10_000);
    }
    expect(cache!.size).toBeLessThan(25);
  });

  it('answers a value heavier than the budget without keeping it', async () => {
    const cache = byBytes(50);
    expect(await readThrough(cache, 'big', async () => 'z'.repeat(100))).toHaveLength(100);
    expect(cache!.calculatedSize).toBe(0);
    expect(cache!.size).toBe(0);
  });

  it('keeps nothing when its bound is 0', async () => {
    for (const cache of [byEntries(0), byBytes(0)]) {
      expect(cache).toBeNull();
      const load = jest.fn(async () => 'v');
      await readThrough(cache, 'k', load);
      await readThrough(cache, 'k', load);
      expect(load).toHaveBeenCalledTimes(2);
    }
  });
});
