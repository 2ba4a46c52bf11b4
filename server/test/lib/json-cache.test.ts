import zlib from 'node:zlib';
import Fastify from 'fastify';
import compress from '../../src/plugins/external/compress';
import { JsonCache, negotiateEncoding } from '../../src/lib/json-cache';

const bigAnswer = {
  code: 0,
  message: 'success',
  data: Array.from({ length: 200 }, (_, id) => ({ id, name: '新闻中心' })),
};

async function appWith(keep: boolean, load: () => Promise<unknown>) {
  const app = Fastify();
  // The real app compresses every answer: the cache's bytes must not be compressed twice.
  await app.register(compress);
  const cache = new JsonCache(undefined, keep ? 1000 : 0);
  app.get('/big', (_request, reply) => cache.send(reply, 'big', load));
  app.get('/small', (_request, reply) => cache.send(reply, 'small', async () => ({ code: 0, data: 1 })));
  return app;
}

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=abc', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('JsonCache', () => {
  it('sends brotli or gzip bytes that decode to the answer, made once per entry', async () => {
    const load = jest.fn(async () => bigAnswer);
    const app = await appWith(true, load);
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(bigAnswer);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(bigAnswer).length / 5);

    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(bigAnswer);

    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigAnswer);
    expect(load).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('answers 304 without a body when the client holds the same answer', async () => {
    const app = await appWith(true, async () => bigAnswer);
    const first = await app.inject({ url: '/big' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.inject({ url: '/big', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await app.inject({ url: '/big', headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    await app.close();
  });

  it('changes its ETag when the answer changes', async () => {
    let version = 1;
    const app = await appWith(false, async () => ({ ...bigAnswer, version }));
    const before = await app.inject({ url: '/big' });
    version = 2;
    const after = await app.inject({
      url: '/big',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await app.close();
  });

  it('leaves small answers uncompressed', async () => {
    const app = await appWith(true, async () => bigAnswer);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ code: 0, data: 1 });
    await app.close();
  });
});
