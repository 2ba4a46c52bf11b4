import { build, fakeWebBuild, STORES, type TestApp, until } from '../helper';

const INDEX =
  '<!doctype html><html lang=zh-CN><head><meta name=description content=全站><title>华夏教育集团</title></head><body><div id=root></div></body></html>';

/**
 * A stand-in for the build's renderer: pages whose head has their own title, a 404 for
 * `/word_list1/404`, a decline for `/declined/…` (the status then comes from pageStatus), and a
 * resolver for the sitemap (news lists by page type, fixed pages by path).
 */
const RENDERER = `
exports.renderPage = async ({ url, origin }) => {
  const { pathname } = new URL(url, origin);
  if (pathname.startsWith('/declined')) return null;
  const missing = pathname === '/word_list1/404';
  return {
    kind: 'page',
    html: missing ? '<p>页面不存在</p>' : '<p>page</p>',
    head: '<title>' + (missing ? '页面不存在' : pathname) + '</title><meta name="description" content="own">',
    status: missing ? 404 : 200,
  };
};
exports.pageStatus = ({ url }) => {
  if (url.includes('/menu/')) return { menuId: Number(url.split('/menu/')[1]) };
  return url.includes('missing') ? 404 : 200;
};
exports.sitePages = ({ tree, pageTypes }) => {
  const pages = [];
  const visit = (menus) => {
    for (const menu of menus) {
      if (menu.pageType === '新闻列表') pages.push({ menuId: menu.id, path: '/word_list1/' + menu.id });
      else if (menu.path && menu.path.startsWith('/')) pages.push({ menuId: menu.id, path: menu.path });
      visit(menu.subMenus);
    }
  };
  visit(tree);
  return { pages, articlePath: (menuId, id) => '/article_details/' + menuId + '?articleId=' + id };
};
`;

const webRoot = (withRenderer: boolean) =>
  fakeWebBuild({
    index: INDEX,
    renderer: withRenderer ? RENDERER : null,
    files: { 'page-chunks.json': JSON.stringify({ word_list1: [], about_us: [] }) },
    prefix: 'edu-site-seo-',
  }).env;

const HOSTS = [
  { host: 'localhost', platform: 'company' },
  { host: 'academic.localhost', platform: 'academic' },
];

describe.each(STORES)('robots.txt and sitemap.xml on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { ...webRoot(true) } });
  }, 60_000);

  it('never names a host that is not configured: a made-up Host gets the company host’s addresses', async () => {
    for (const host of ['evil.example', 'evil.example:80', '127.0.0.1', '[::1]']) {
      const robots = await app.inject({ url: '/robots.txt', headers: { host } });
      expect([host, robots.body]).toEqual([
        host,
        expect.stringContaining('Sitemap: http://localhost/sitemap.xml'),
      ]);
      const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host } });
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.filter((loc) => !loc.startsWith('http://localhost/'))).toEqual([]);
    }
  });

  it.each(HOSTS)('robots.txt of $host names its sitemap on its own host', async ({ host }) => {
    const response = await app.inject({ url: '/robots.txt', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *\nDisallow: /admin\nDisallow: /enroll_detail\n');
    expect(response.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
  });

  it.each(HOSTS)(
    'sitemap.xml of $host lists its published pages and articles',
    async ({ host, platform }) => {
      const response = await app.inject({ url: '/sitemap.xml', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
      expect(locs[0]).toBe(`http://${host}/home`);
      expect(locs.every((loc) => loc.startsWith(`http://${host}/`))).toBe(true);
      expect(new Set(locs).size).toBe(locs.length);
      const menus = (
        await app.inject({ url: `/api/cms/web/siteMenu/listForClient?platform=${platform}` })
      ).json<{
        data: { id: number; pageType: string | null; subMenus: { id: number; pageType: string | null }[] }[];
      }>().data;
      const newsMenu = menus
        .flatMap((menu) => [menu, ...menu.subMenus])
        .find((menu) => menu.pageType === '新闻列表');
      expect(newsMenu).toBeDefined();
      expect(locs).toContain(`http://${host}/word_list1/${newsMenu!.id}`);
      expect(locs.some((loc) => loc.includes('/article_details/') && loc.includes('?articleId='))).toBe(true);
      // `&` in a url is escaped in the XML.
      expect(response.body).not.toMatch(/\?articleId=\d+&(?!amp;)/);
      const lastmods = [...response.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]!);
      expect(lastmods.length).toBeGreaterThan(0);
      for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    },
  );

  it('lists only items within their schedule: one scheduled for tomorrow or ended moves nothing', async () => {
    const now = app.clock.now();
    const listed = (body: string) =>
      new Set([...body.matchAll(/\?articleId=(\d+)<\/loc>/g)].map((match) => Number(match[1])));
    const homeLastmod = (body: string) => /\/home<\/loc><lastmod>([^<]+)</.exec(body)?.[1];
    const before = (await app.inject({ url: '/sitemap.xml' })).body;
    const [scheduled, ended] = [...listed(before)];
    expect(ended).toBeDefined();
    // One transaction, so that one new sitemap is made after both writes.
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('site_content')
        .set({ publish_time: new Date(now + 86_400_000).toISOString() })
        .where('id', '=', scheduled!)
        .execute();
      await trx
        .updateTable('site_content')
        .set({
          publish_time: new Date(now - 2 * 86_400_000).toISOString(),
          end_time: new Date(now - 1000).toISOString(),
        })
        .where('id', '=', ended!)
        .execute();
    });
    // The process looks at the content generation every CONTENT_CHECK_INTERVAL_MS (100 ms): wait
    // until it saw the writes (the sitemap changed), then see what changed.
    let after = before;
    await until(
      async () => (after = (await app.inject({ url: '/sitemap.xml' })).body) !== before,
      'a new sitemap',
    );
    expect([listed(after).has(scheduled!), listed(after).has(ended!)]).toEqual([false, false]);
    // /home's lastmod is of a published item: not later than now (China time, +08:00).
    const lastmod = homeLastmod(after);
    expect(lastmod).toBeDefined();
    expect(Date.parse(lastmod!)).toBeLessThanOrEqual(now);
  });

  it('keeps the sitemap until content changes, a write outside the app too (the content generation)', async () => {
    const before = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(before).toContain('/article_details/');
    // Kept: the same answer while nothing changed.
    expect((await app.inject({ url: '/sitemap.xml' })).body).toBe(before);
    // A write the app does not see (another process, psql) raises the generation by trigger; the
    // process looks at it at most every CONTENT_CHECK_INTERVAL_MS (100 ms).
    await app.db.updateTable('site_content').set({ status: 0 }).execute();
    let after = before;
    await until(
      async () => (after = (await app.inject({ url: '/sitemap.xml' })).body) !== before,
      'a new sitemap',
    );
    expect(after).not.toContain('/article_details/');
  });
});

describe('status codes of pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ env: webRoot(true) });
  }, 60_000);
  const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

  it('sends the renderer’s 404 with noindex, and the page’s own title instead of the build’s', async () => {
    const response = await page('/word_list1/404');
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<p>页面不存在</p>');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).not.toContain('content=全站');
    const found = await page('/word_list1/5');
    expect(found.statusCode).toBe(200);
    expect(found.headers['x-robots-tag']).toBeUndefined();
    expect(found.body).toContain('<title>/word_list1/5</title>');
  });

  it('asks the renderer for the status of a page it did not render', async () => {
    expect((await page('/declined/missing')).statusCode).toBe(404);
    expect((await page('/declined/here')).statusCode).toBe(200);
    // A menu absent from the host's tree: the repository decides (any platform's public menu is a page).
    expect((await page('/declined/menu/999999')).statusCode).toBe(404);
    const academic = (
      await app.inject({ url: '/api/cms/web/siteMenu/listForClient?platform=academic' })
    ).json<{
      data: { id: number }[];
    }>().data;
    expect((await page(`/declined/menu/${academic[0]!.id}`)).statusCode).toBe(200);
  });

  it('marks the admission result and the staff console noindex', async () => {
    expect((await page('/enroll_detail?idCardNo=1')).headers['x-robots-tag']).toBe('noindex');
    expect((await page('/admin')).headers['x-robots-tag']).toBe('noindex');
  });

  it('without a renderer, answers 404 for a path no route has, by the build’s route list', async () => {
    const bare = await build({ env: webRoot(false) });
    expect((await bare.inject({ url: '/no-such-page' })).statusCode).toBe(404);
    expect((await bare.inject({ url: '/word_list1/5' })).statusCode).toBe(200);
    expect((await bare.inject({ url: '/enroll_info' })).statusCode).toBe(200);
    expect((await bare.inject({ url: '/robots.txt' })).statusCode).toBe(200);
  }, 60_000);
});
