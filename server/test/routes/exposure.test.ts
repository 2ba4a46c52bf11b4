import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, tempDir, type TestApp } from '../helper';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>华夏教育集团</title></head><body><div id="root"></div></body></html>';

/**
 * A WEB_ROOT as an older build left it: source maps beside the scripts and the build's metadata
 * at the top. None of it may be served.
 */
function webRoot(): string {
  const root = tempDir('edu-site-web-');
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'assets', 'main.3f9a1c.js'), 'console.log(1);');
  writeFileSync(
    path.join(root, 'assets', 'main.3f9a1c.js.map'),
    JSON.stringify({ version: 3, sources: ['src/main.tsx'], sourcesContent: ['secret'] }),
  );
  writeFileSync(path.join(root, 'build-stats.json'), JSON.stringify({ modulesByFile: {} }));
  writeFileSync(path.join(root, 'page-chunks.json'), JSON.stringify({ home: [] }));
  writeFileSync(path.join(root, 'page-queries.json'), JSON.stringify({ keys: ['id'] }));
  // A file named like a page: the build writes none (every file has an extension).
  writeFileSync(path.join(root, 'about_us'), 'a file without an extension');
  return root;
}

describe('what the server gives away', () => {
  let app: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    const root = webRoot();
    app = await build({ env: { WEB_ROOT: root } });
    proxied = await build({ env: { WEB_ROOT: root }, serverOptions: { trustProxy: true } });
  }, 60_000);

  it.each([
    '/assets/main.3f9a1c.js.map',
    '/build-stats.json',
    '/page-chunks.json',
    '/page-queries.json',
    '/page%2Dchunks.json',
    '/assets/main.3f9a1c.js%2Emap',
    '/assets/main.3f9a1c.js.map?x=1',
    '/./build-stats.json',
    '/assets/../build-stats.json',
  ])('does not serve %s', async (url) => {
    const response = await app.inject({ url });
    // 404, or (for a name that is no file's once it is decoded) the app's page.
    if (response.statusCode !== 404) expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('sourcesContent');
    expect(response.body).not.toContain('modulesByFile');
  });

  it('answers a path without an extension with the page, never with a file (no look at the disk)', async () => {
    const response = await app.inject({ url: '/about_us' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('a file without an extension');
  });

  it('still serves the scripts themselves', async () => {
    expect((await app.inject({ url: '/assets/main.3f9a1c.js' })).statusCode).toBe(200);
  });

  it.each(['/home', '/nothing-here', '/assets/main.3f9a1c.js'])(
    'sends a Permissions-Policy that allows no powerful feature with %s',
    async (url) => {
      const response = await app.inject({ url });
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    },
  );

  it.each(['/api/cms/web/pageType/listForClient', '/api/nothing'])(
    'leaves the Permissions-Policy, a document policy, off the JSON answer of %s',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['permissions-policy']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    },
  );

  it.each(['/home', '/api/cms/web/pageType/listForClient'])(
    'sends HSTS with %s only when the request came over HTTPS',
    async (url) => {
      expect((await app.inject({ url })).headers['strict-transport-security']).toBeUndefined();
      // Without a trusted proxy, a client's X-Forwarded-Proto is not believed.
      const claimed = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
      expect((await proxied.inject({ url })).headers['strict-transport-security']).toBeUndefined();
      const secure = await proxied.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    },
  );
});
