import { TtlCache } from '../../src/lib/ttl-cache';

describe('TtlCache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a value until it expires, then loads again', async () => {
    jest.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('k', load)).toBe(1);
    jest.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    jest.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string>(1000);
    const load = jest.fn(async () => 'menus');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('drops the oldest entry past its size and caches nothing with a TTL of 0', async () => {
    const cache = new TtlCache<number>(1000, 2);
    const load = jest.fn(async () => 1);
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(4);
    const off = new TtlCache<number>(0);
    const direct = jest.fn(async () => 1);
    await off.get('k', direct);
    await off.get('k', direct);
    expect(direct).toHaveBeenCalledTimes(2);
  });
});
