import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scriptSafeJson } from '@contract/page-json';
import { routeOfPath } from '../../src/web/index-page';
import { build, envelope, expectNotFound, tempDir, type TestApp } from '../helper';

/** With the boot script the build writes, and the app scripts it starts (webpack.config.ts). */
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>华夏教育集团</title>' +
  '<script defer src=/assets/boot.0c.js data-scripts="/assets/framework.1a.js /assets/main.2b.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

/** A WEB_ROOT as webpack leaves it: index.html, hashed assets, copied images. */
function webRoot(): string {
  const root = tempDir('edu-site-web-');
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'images'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(
    path.join(root, 'assets', 'main.3f9a1c.js'),
    `console.log(${JSON.stringify('华夏'.repeat(2000))});`,
  );
  writeFileSync(path.join(root, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(root, 'page-chunks.json'),
    JSON.stringify({
      home: ['/assets/tpl-home.1a2b.chunk.js'],
      word_list1: ['/assets/kit.3c4d.chunk.js', '/assets/tpl-news-list.5e6f.chunk.js'],
      about_us: ['/assets/tpl-about-us.7a8b.chunk.js'],
    }),
  );
  return root;
}

describe('the web app, built', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ env: { WEB_ROOT: webRoot() } });
  }, 60_000);

  it('serves hashed assets as immutable and index.html as no-cache', async () => {
    const asset = await app.inject({ url: '/assets/main.3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body.startsWith('<!doctype html><html lang="zh-CN"><head><title>华夏教育集团</title>')).toBe(
      true,
    );
    expect(root.headers['cache-control']).toBe('no-cache');
    const image = await app.inject({ url: '/images/logo.svg' });
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/home', '/about_us', '/word_list1/12', '/enroll_detail?idCardNo=11010119950312125X'])(
    'answers index.html for the client route %s',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a path no route has with index.html (the app draws its 404 page) and HTTP 404', async () => {
    const response = await app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  /** The site data a page carries, parsed as the browser app parses it. */
  function siteDataOf(html: string) {
    const match = /<script id="site-data" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    return JSON.parse(match?.[1] ?? 'null') as {
      setting: { platform: string; siteTitle: string };
      menus: { platform: string; list: { name: string }[] };
      banners: unknown[];
      pageTypes: unknown[];
    };
  }

  it('sends every page with the site data of its host, answered as the API answers it', async () => {
    const page = await app.inject({ url: '/about_us' });
    const data = siteDataOf(page.body);
    expect(data.setting.platform).toBe('company');
    expect(data.menus.platform).toBe('company');
    const api = async (url: string) => envelope(await app.inject({ url })).data;
    expect(data.setting).toEqual(await api('/api/cms/web/siteSetting/detailsForClient'));
    expect(data.menus.list).toEqual(await api('/api/cms/web/siteMenu/listForClient?platform=company'));
    expect(data.banners).toEqual(await api('/api/cms/web/siteBanner/listForClient?platform=company'));
    expect(data.pageTypes).toEqual(await api('/api/cms/web/pageType/listForClient'));

    const academic = siteDataOf(
      (await app.inject({ url: '/home', headers: { host: 'academic.localhost' } })).body,
    );
    expect(academic.setting.platform).toBe('academic');
    expect(academic.menus.platform).toBe('academic');
    expect(academic.setting.siteTitle).not.toBe(data.setting.siteTitle);
  });

  it('has the boot script start the code of the page being opened, and only that, before the app', async () => {
    const started = (html: string) => /data-scripts="([^"]*)"/.exec(html)?.[1]?.split(' ');
    const appScripts = ['/assets/framework.1a.js', '/assets/main.2b.js'];
    expect(started((await app.inject({ url: '/' })).body)).toEqual([
      '/assets/tpl-home.1a2b.chunk.js',
      ...appScripts,
    ]);
    expect(started((await app.inject({ url: '/home?x=1' })).body)).toEqual([
      '/assets/tpl-home.1a2b.chunk.js',
      ...appScripts,
    ]);
    expect(started((await app.inject({ url: '/word_list1/12' })).body)).toEqual([
      '/assets/kit.3c4d.chunk.js',
      '/assets/tpl-news-list.5e6f.chunk.js',
      ...appScripts,
    ]);
    expect(started((await app.inject({ url: '/no/such/page' })).body)).toEqual(appScripts);
    // Nothing of the app is asked for before the boot script starts it.
    expect((await app.inject({ url: '/home' })).body).not.toContain('as="script"');
  });

  it('answers 404 for a missing file rather than the page', async () => {
    const response = await app.inject({ url: '/assets/main.000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('tells a browser whose form posted without scripts that nothing was sent, in words', async () => {
    const response = await app.inject({
      url: '/online_registration?x="><b>',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'name=%E7%8E%8B&phone=13812345678',
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('信息尚未提交');
    expect(response.body).toContain('<a href="/online_registration">');
    expect(response.body).not.toContain('13812345678');
    // The way to reach the school the after-lead panel gives: the site's hotline and hours.
    expect(response.body).toContain(
      '也可以直接拨打咨询热线 <a href="tel:4008001234">400-800-1234</a>（工作时间：周一至周日 9:00–21:00（法定节假日除外））',
    );
    const vocational = await app.inject({
      url: '/online_registration',
      method: 'POST',
      headers: {
        host: 'vocational.localhost',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
      payload: 'name=%E7%8E%8B&phone=13812345678',
    });
    expect(vocational.body).toContain(
      '<a href="tel:4008001237">400-800-1237</a>（工作时间：周一至周六 8:30–17:30）',
    );
    expect(
      await app.db.selectFrom('site_message').select('id').where('phone', '=', '13812345678').execute(),
    ).toEqual([]);
  });

  it('answers unknown API paths and methods with the envelope', async () => {
    for (const request of [
      { url: '/api/cms/web/nothing' },
      { url: '/api' },
      { url: '/api/cms/web/siteMenu/listForClient', method: 'DELETE' as const },
      { url: '/home', method: 'POST' as const },
    ]) {
      expectNotFound(await app.inject(request), '接口不存在');
    }
  });

  it('sends pages with a CSP that names no other host', async () => {
    for (const url of ['/', '/home']) {
      const response = await app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("media-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/https?:|upgrade-insecure-requests/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('compresses static files', async () => {
    const asset = await app.inject({ url: '/assets/main.3f9a1c.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
  });
});

describe('the page completed for a request', () => {
  it('keeps content text from ending the site data element', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/word_list1/12', 'word_list1'],
    ['/word_list2', 'word_list2'],
  ])('takes the route of %s from its first segment', (pathname, route) => {
    expect(routeOfPath(pathname)).toBe(route);
  });
});

describe('the web app, not built yet', () => {
  it('answers a short Chinese page telling to build it', async () => {
    const app = await build({ env: { WEB_ROOT: path.join(tempDir(), 'missing') } });
    for (const url of ['/', '/home']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
      expect(response.body).toContain('网站尚未构建');
    }
    expect(envelope(await app.inject({ url: '/api/cms/web/pageType/listForClient' })).code).toBe(0);
  });
});
