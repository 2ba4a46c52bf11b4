import { gunzipSync } from 'node:zlib';
import { serverOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { API_SECURITY_HEADERS } from '../src/lib/response-headers';
import { build, envelope, tempDir, type TestApp } from './helper';

describe('request lines', () => {
  it.each([
    ['info', false],
    ['debug', false],
    ['warn', true],
    ['silent', true],
  ])('at LOG_LEVEL=%s are left out: %s (above info none would be written)', (level, left) => {
    const { logController } = serverOptions(loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: level }));
    expect(logController?.isLogDisabled({} as never)).toBe(left);
  });
});

describe('the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  }, 60_000);

  it('gives API answers, errors included, their own strict headers', async () => {
    const response = await app.inject({ url: '/api/cms/web/pageType/listForClient' });
    expect(response.headers).toMatchObject(API_SECURITY_HEADERS);
    const failure = await app.inject({ url: '/api/cms/web/siteMenu/details?id=x' });
    expect(failure.headers).toMatchObject(API_SECURITY_HEADERS);
  });

  it('writes a cached public read with the headers of every API answer, prepared once per form', async () => {
    const url = '/api/cms/web/siteMenu/listForClient?platform=company';
    const miss = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const hit = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    for (const answer of [miss, hit]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({
        ...API_SECURITY_HEADERS,
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        'content-length': String(answer.rawPayload.length),
      });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      // A document's policy: a JSON answer is none (lib/response-headers.ts).
      expect(answer.headers['permissions-policy']).toBeUndefined();
    }
    const revalidated = await app.inject({ url, headers: { 'if-none-match': String(hit.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers).toMatchObject({ ...API_SECURITY_HEADERS, etag: hit.headers.etag });
    // HSTS over HTTPS behind a trusted proxy: routes/exposure.test.ts, on a cached read too.
  });

  it('compresses API answers for clients that accept it', async () => {
    const menus = await app.inject({
      url: '/api/cms/web/siteMenu/listForClient?platform=company',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(menus.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(menus.rawPayload).toString()).code).toBe(0);
  });

  it('answers a failure inside a route with code 100000500 and no detail', async () => {
    const broken = await build();
    await broken.db.schema.dropTable('page_type').execute();
    const response = await broken.inject({ url: '/api/cms/web/pageType/listForClient' });
    expect(response.statusCode).toBe(500);
    expect(envelope(response)).toEqual({ code: 100000500, message: '服务器繁忙，请稍后再试', data: null });
  });

  it('answers the same cached bytes until content changes, whoever changes it (issue 26 item 4)', async () => {
    // The generation is read before every kept answer here (CONTENT_CHECK_INTERVAL_MS=0).
    const checked = await build({ env: { CONTENT_CHECK_INTERVAL_MS: '0' } });
    const url = '/api/cms/web/siteBanner/listForClient?platform=company';
    const first = await checked.inject({ url });
    // A write the service is not told of, as from another process or a script: the triggers count it.
    const generation = () =>
      checked.db.selectFrom('content_generation').select('generation').executeTakeFirstOrThrow();
    const before = await generation();
    await checked.db.updateTable('site_banner').set({ title: '改过的标题' }).execute();
    const after = await generation();
    expect(after.generation).toBeGreaterThan(before.generation);
    expect(await checked.inject({ url }).then((answer) => answer.body)).toContain('改过的标题');
    // The same kind of write with the generation put back: the kept answer is served, not read again.
    await checked.db.updateTable('site_banner').set({ title: '又改过的标题' }).execute();
    await checked.db.updateTable('content_generation').set(after).execute();
    const kept = await checked.inject({ url });
    expect(kept.body).toContain('改过的标题');
    expect(kept.body).not.toContain('又改过的标题');
    expect(first.body).not.toContain('改过的标题');
  });
});
