import { createIdempotencyKey } from '../idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey', () => {
  it('uses crypto.randomUUID when there is one', () => {
    const randomUUID = jest.fn(() => '11111111-2222-4333-8444-555555555555' as const);
    expect(createIdempotencyKey({ randomUUID })).toBe('11111111-2222-4333-8444-555555555555');
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  it('builds a v4 UUID from getRandomValues outside secure contexts', () => {
    const getRandomValues = jest.fn(<T extends ArrayBufferView | null>(array: T) => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    });
    const key = createIdempotencyKey({ getRandomValues: getRandomValues as Crypto['getRandomValues'] });
    expect(key).toMatch(UUID_V4);
    expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('falls back to Math.random without Web Crypto', () => {
    const keys = new Set([
      createIdempotencyKey({}),
      createIdempotencyKey(undefined),
      createIdempotencyKey({}),
    ]);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(keys.size).toBe(3);
  });

  it('gives different keys by default, in the shape the server accepts', () => {
    const first = createIdempotencyKey();
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(createIdempotencyKey()).not.toBe(first);
  });
});
