import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { API_SECURITY_HEADERS } from '../src/lib/response-headers';
import { build, CHINESE, envelope, STORES, tempDir, type TestApp } from './helper';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>华夏教育集团</title></head><body><div id="root"></div></body></html>';

function webRoot(): string {
  const root = tempDir('edu-site-web-');
  writeFileSync(path.join(root, 'index.html'), INDEX);
  return root;
}

describe.each(STORES)('malformed requests (%s)', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { WEB_ROOT: webRoot() } });
  }, 60_000);

  /** A POST of `payload` as `contentType` (to the lead form's address unless `url` says otherwise). */
  const postOf = (
    name: string,
    contentType: string,
    payload: string,
    url = '/api/cms/web/siteMessage/saveForClient',
  ) => ({
    name,
    url,
    method: 'POST' as const,
    headers: { 'content-type': contentType },
    payload,
  });
  const requests = [
    { name: 'a page URL that is not valid percent-encoding', url: '/%E0%A4%A' },
    { name: 'an API URL that is not valid percent-encoding', url: '/api/cms/web/siteMenu/%E0%A4%A' },
    { name: 'a query that is not valid percent-encoding', url: '/api/cms/web/siteMenu/details?id=%E0%A4%A' },
    { name: 'a page query that is not valid percent-encoding', url: '/about_us?id=%E0%A4%A' },
    postOf('a broken content type', 'application/json; charset', '{}'),
    postOf('a content type that is no media type', ';;;', 'x'),
    postOf('a JSON body that is not JSON', 'application/json', '{"name":'),
    postOf(
      'a JSON body that is not JSON, to an unknown API path',
      'application/json',
      '{"name":',
      '/api/cms/web/nothing',
    ),
  ];

  it.each(requests)('answers $name in the envelope with the strict headers and no 5xx', async (request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBeLessThan(500);
    if (response.headers['content-type']?.toString().includes('json')) {
      const body = envelope(response);
      expect(body.code).not.toBe(0);
      expect(body.message).toMatch(CHINESE);
      expect(body.data).toBeNull();
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers).toMatchObject(API_SECURITY_HEADERS);
    } else {
      // A page answered as a page (e.g. a bad query that the page does not read) has the page headers.
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a bad URL in the envelope, with the strict headers', async () => {
    const response = await app.inject({ url: '/%E0%A4%A', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: 100000001, message: '请求地址格式不正确', data: null });
    expect(response.headers).toMatchObject(API_SECURITY_HEADERS);
  });
});

describe('timeouts on a real socket', () => {
  it('closes a connection whose body trickles in past REQUEST_TIMEOUT_MS', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'web'));
    const app = buildApp(
      loadConfig({
        DATA_DIR: dir,
        WEB_ROOT: path.join(dir, 'web'),
        PAGE_RENDERER: path.join(dir, 'none.js'),
        LOG_LEVEL: 'silent',
        REQUEST_TIMEOUT_MS: '1000',
        CONNECTION_TIMEOUT_MS: '5000',
      }),
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      const started = Date.now();
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(Date.now() - started)),
      );
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/cms/web/siteMessage/saveForClient HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\n',
      );
      // One byte every 200 ms: never idle long enough for the idle timeout, never done.
      const trickle = setInterval(() => socket.writable && socket.write('a'), 200);
      const closedAfter = await Promise.race([
        closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 8000)),
      ]);
      clearInterval(trickle);
      socket.destroy();
      expect(closedAfter).toBeLessThan(4000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  }, 20_000);

  it('has both timeouts set by default', () => {
    const app = buildApp(loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent' }));
    expect(app.server.requestTimeout).toBeGreaterThan(0);
    expect(app.server.timeout).toBeGreaterThan(0);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(app.server.requestTimeout);
  });
});
