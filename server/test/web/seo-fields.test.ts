import type { PreviewCreated } from '@contract/preview';
import type { RevisionItem } from '@contract/revision';
import type { ContentAdminDetails, ContentDetails, ContentItem } from '@contract/site-content';
import type { MenuEntry } from '@contract/site-menu';
import type { PageOf } from '@contract/common';
import { build, CHINESE, envelope, fakeWebBuild, STORES, type TestApp } from '../helper';
import { call, EDITOR, signedIn } from '../routes/api/bms/system/staff';

/**
 * SEO and sharing fields (issue 25 item 3) on the server: saved and refused with Chinese
 * messages, carried by the site's answers the page head is made from (src/app/page-head.ts, tested
 * with the build's renderer in e2e/seo-fields.spec.ts), noindex as `X-Robots-Tag` and out of the
 * sitemap, in the trail, the revisions and previews.
 */

const INDEX =
  '<!doctype html><html lang=zh-CN><head><title>华夏教育集团</title></head><body><div id=root></div></body></html>';

/**
 * A stand-in for the build's renderer: an article page and a menu page write into their head the
 * SEO fields the app's answers gave them (as JSON, in a meta tag: a preview drops scripts), and
 * say `noindex` when the answer does.
 */
const RENDERER = `
const flat = (menus) => menus.flatMap((menu) => [menu, ...flat(menu.subMenus)]);
exports.sitePages = ({ tree }) => ({
  pages: flat(tree).map((menu) => ({ menuId: menu.id, path: '/menu/' + menu.id })),
  articlePath: (menuId, id) => '/article/' + menuId + '?articleId=' + id,
});
const seoOf = (record) => JSON.stringify({ seoTitle: record.seoTitle, seoDescription: record.seoDescription, seoImage: record.seoImage, noindex: record.noindex });
exports.renderPage = async ({ url, origin, siteData, fetch }) => {
  const { pathname, searchParams } = new URL(url, origin);
  let record = {};
  if (pathname.startsWith('/article/')) {
    const answer = await (await fetch('/api/cms/web/siteContent/detailsForClient?id=' + searchParams.get('articleId'))).json();
    record = answer.data || {};
  } else if (pathname.startsWith('/menu/')) {
    const id = Number(pathname.split('/')[2]);
    record = flat(siteData.menus.list).find((menu) => menu.id === id) || {};
  }
  return {
    kind: 'page',
    html: '<main>page</main>',
    head: '<meta name="x-seo" content="' + encodeURIComponent(seoOf(record)) + '">',
    noindex: record.noindex === true,
  };
};
`;

const webRootWithRenderer = () =>
  fakeWebBuild({ index: INDEX, renderer: RENDERER, prefix: 'edu-site-seo-fields-' }).env;

const WEB = '/api/cms/web';

type Menu = MenuEntry;
const flat = (menus: Menu[]): Menu[] => menus.flatMap((menu) => [menu, ...flat(menu.subMenus)]);

describe.each(STORES)('SEO and sharing fields on %s', (store) => {
  let app: TestApp;
  let cookie: string;
  let newsMenu: Menu;
  let item: ContentItem;

  beforeAll(async () => {
    app = await build({ store, env: { ...webRootWithRenderer(), CONTENT_CACHE_TTL_MS: '600000' } });
    cookie = await signedIn(app, EDITOR);
    // A public menu of the company site with published content, and its first item.
    const menus = flat(
      envelope<Menu[]>(await app.inject({ url: `${WEB}/siteMenu/listForClient?platform=company` })).data,
    );
    for (const menu of menus) {
      const list = envelope<PageOf<ContentItem>>(
        await app.inject({ url: `${WEB}/siteContent/listForClient?menuId=${menu.id}&pageNum=1&pageSize=10` }),
      );
      const first = list.data?.pageList.find((entry) => entry.url === null);
      if (first) {
        newsMenu = menu;
        item = first;
        break;
      }
    }
    expect(item).toBeDefined();
  }, 60_000);

  const send = async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await call(app, cookie, { method, url: `${WEB}${url}`, ...(payload && { payload }) });
    return { status: response.statusCode, ...envelope<T>(response) };
  };
  const adminDetails = async (id: number) =>
    (await send<ContentAdminDetails>('GET', `/siteContent/details?id=${id}`)).data;
  /** The item's save body as the console sends it, with `changes` over it. */
  const saveItem = async (changes: object) => {
    const stored = await adminDetails(item.id);
    return send<{ id: number }>('POST', '/siteContent', {
      id: stored.id,
      menuId: stored.menuId,
      title: stored.title,
      summary: stored.summary,
      url: stored.url,
      image: stored.image,
      video: stored.video,
      body: stored.body,
      publishTime: stored.publishTime,
      endTime: stored.endTime,
      status: stored.status,
      ...changes,
    });
  };
  const menuBody = (menu: Menu, changes: object) => ({
    id: menu.id,
    parentId: menu.parentId,
    platform: menu.platform,
    name: menu.name,
    status: menu.status,
    path: menu.path,
    pageType: menu.pageType,
    icon: menu.icon,
    contentType: menu.contentType,
    sortType: menu.sortType,
    openType: menu.openType,
    ...changes,
  });
  const publicDetails = async (id: number) =>
    envelope<ContentDetails>(await app.inject({ url: `${WEB}/siteContent/detailsForClient?id=${id}` })).data;
  const publicMenus = async () =>
    flat(envelope<Menu[]>(await app.inject({ url: `${WEB}/siteMenu/listForClient?platform=company` })).data);
  const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
  const seoInHead = (body: string) =>
    JSON.parse(decodeURIComponent(/<meta name="x-seo" content="([^"]*)">/.exec(body)![1]!)) as Record<
      string,
      unknown
    >;
  const sitemapLocs = async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
    return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  };
  const articleUrl = () => `http://localhost/article/${item.menuId}?articleId=${item.id}`;

  it('keeps the fields of a content item, trimmed to one line, and the site’s details and page carry them', async () => {
    const saved = await saveItem({
      seoTitle: '  春季招生简章｜华夏教育  ',
      seoDescription: '华夏教育集团 2026 年春季招生：\n  专业、学费与报名方式。',
      seoImage: '/uploads/share-spring.jpg',
      noindex: false,
    });
    expect(saved).toMatchObject({ status: 200, code: 0 });
    expect(await adminDetails(item.id)).toMatchObject({
      seoTitle: '春季招生简章｜华夏教育',
      seoDescription: '华夏教育集团 2026 年春季招生： 专业、学费与报名方式。',
      seoImage: '/uploads/share-spring.jpg',
    });
    const details = await publicDetails(item.id);
    expect(details).toMatchObject({
      seoTitle: '春季招生简章｜华夏教育',
      seoImage: '/uploads/share-spring.jpg',
    });
    // Lists do not carry them (a list's item is no page of its own).
    const list = envelope<PageOf<ContentItem>>(
      await app.inject({
        url: `${WEB}/siteContent/listForClient?menuId=${item.menuId}&pageNum=1&pageSize=50`,
      }),
    );
    expect(list.data.pageList.find((entry) => entry.id === item.id)).not.toHaveProperty('seoTitle');

    const article = await page(`/article/${item.menuId}?articleId=${item.id}`);
    expect(article.statusCode).toBe(200);
    expect(seoInHead(article.body)).toMatchObject({ seoTitle: '春季招生简章｜华夏教育' });
    expect(article.headers['x-robots-tag']).toBeUndefined();
  });

  it('keeps them on a save that leaves them out, and an emptied field falls back (absent from the answer)', async () => {
    expect(await saveItem({ title: `${item.title}` })).toMatchObject({ code: 0 });
    expect(await adminDetails(item.id)).toMatchObject({ seoTitle: '春季招生简章｜华夏教育' });
    expect(await saveItem({ seoTitle: '   ', seoImage: null })).toMatchObject({ code: 0 });
    const details = await publicDetails(item.id);
    expect(details).not.toHaveProperty('seoTitle');
    expect(details).not.toHaveProperty('seoImage');
    expect(details.seoDescription).toContain('春季招生');
  });

  it.each([
    ['a javascript: share picture', { seoImage: 'javascript:alert(1)' }, '分享图片地址不正确'],
    ['a share picture on a //host', { seoImage: '//evil.example/share.jpg' }, '分享图片地址不正确'],
    ['a data: share picture', { seoImage: 'data:image/png;base64,AAAA' }, '分享图片地址不正确'],
    ['an 81-character search title', { seoTitle: '标'.repeat(81) }, '搜索标题不能超过 80 个字符'],
    ['a 201-character description', { seoDescription: '述'.repeat(201) }, '搜索描述不能超过 200 个字符'],
    ['a noindex that is no switch', { noindex: 'yes' }, '不让搜索引擎收录应为 true 或 false'],
  ])('refuses %s with a Chinese message and changes nothing', async (_, changes, message) => {
    const before = await adminDetails(item.id);
    const refused = await saveItem(changes);
    expect(refused.status).toBe(400);
    expect(refused.code).not.toBe(0);
    expect(refused.message).toContain(message);
    expect(refused.message).toMatch(CHINESE);
    expect(await adminDetails(item.id)).toEqual(before);
  });

  it('refuses the same on a menu', async () => {
    const [menu] = await publicMenus();
    const refused = await send('POST', '/siteMenu', menuBody(menu!, { seoImage: 'javascript:alert(1)' }));
    expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('分享图片地址不正确') });
    const long = await send('POST', '/siteMenu', menuBody(menu!, { seoTitle: 'x'.repeat(81) }));
    expect(long.message).toBe('搜索标题不能超过 80 个字符');
  });

  // The head escapes it (src/app/__tests__/page-head.test.ts; e2e/seo-fields.spec.ts).
  it('keeps HTML in a title as text, as typed', async () => {
    const hostile = '</title><script>alert(1)</script>';
    expect(await saveItem({ seoTitle: hostile })).toMatchObject({ code: 0 });
    expect((await publicDetails(item.id)).seoTitle).toBe(hostile);
  });

  it('keeps a noindex item out of the sitemap and marks its page, and lets it back in', async () => {
    await saveItem({ noindex: false });
    expect(await sitemapLocs()).toContain(articleUrl());
    expect(await saveItem({ noindex: true })).toMatchObject({ code: 0 });
    expect((await publicDetails(item.id)).noindex).toBe(true);
    // The write dropped the kept sitemap and the rendered page.
    expect(await sitemapLocs()).not.toContain(articleUrl());
    const article = await page(`/article/${item.menuId}?articleId=${item.id}`);
    expect(article.headers['x-robots-tag']).toBe('noindex');
    await saveItem({ noindex: false });
    expect(await sitemapLocs()).toContain(articleUrl());
    expect(
      (await page(`/article/${item.menuId}?articleId=${item.id}`)).headers['x-robots-tag'],
    ).toBeUndefined();
  });

  it('keeps a menu’s fields, in the public tree only when set, and noindex drops its page from the sitemap', async () => {
    const menuUrl = `http://localhost/menu/${newsMenu.id}`;
    expect(await sitemapLocs()).toContain(menuUrl);
    const saved = await send(
      'POST',
      '/siteMenu',
      menuBody(newsMenu, { seoTitle: '集团新闻｜华夏', seoDescription: '集团新闻与通知', noindex: true }),
    );
    expect(saved).toMatchObject({ code: 0 });
    const menus = await publicMenus();
    expect(menus.find((menu) => menu.id === newsMenu.id)).toMatchObject({
      seoTitle: '集团新闻｜华夏',
      seoDescription: '集团新闻与通知',
      noindex: true,
    });
    // Menus without SEO fields carry none (the tree in every page stays as small as it was).
    expect(menus.find((menu) => menu.id !== newsMenu.id)).not.toHaveProperty('noindex');
    expect(await sitemapLocs()).not.toContain(menuUrl);
    const menuPage = await page(`/menu/${newsMenu.id}`);
    expect(menuPage.headers['x-robots-tag']).toBe('noindex');
    expect(seoInHead(menuPage.body)).toMatchObject({ seoTitle: '集团新闻｜华夏' });

    await send(
      'POST',
      '/siteMenu',
      menuBody(newsMenu, { seoTitle: null, seoDescription: null, noindex: false }),
    );
    expect(await sitemapLocs()).toContain(menuUrl);
    expect((await publicMenus()).find((menu) => menu.id === newsMenu.id)).not.toHaveProperty('seoTitle');
  });

  it('writes the changes into the trail and the revisions in words', async () => {
    await saveItem({ seoTitle: '旧的搜索标题', noindex: false });
    await saveItem({ seoTitle: '新的搜索标题', noindex: true });
    const row = await app.db
      .selectFrom('audit_log')
      .select(['summary', 'action'])
      .where('entity', '=', 'siteContent')
      .where('entity_id', '=', String(item.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((JSON.parse(row.summary) as { changes: unknown }).changes).toMatchObject({
      seoTitle: { from: '旧的搜索标题', to: '新的搜索标题' },
      noindex: { from: false, to: true },
    });
    const revisions = await send<PageOf<RevisionItem>>(
      'GET',
      `/revision/list?entity=siteContent&recordId=${item.id}&pageNum=1&pageSize=1`,
    );
    expect(revisions.data.pageList[0]!.changedFields).toEqual(
      expect.arrayContaining(['搜索标题', '不让搜索引擎收录']),
    );
    await saveItem({ noindex: false });
  });

  it('shows a preview with the head the values would give: the unsaved fields laid over the stored item', async () => {
    const stored = await adminDetails(item.id);
    const created = await send<PreviewCreated>('POST', '/siteContent/savePreview', {
      id: stored.id,
      menuId: stored.menuId,
      title: stored.title,
      publishTime: stored.publishTime,
      status: true,
      body: stored.body,
      seoTitle: '预览中的搜索标题',
      seoDescription: '预览中的搜索描述',
      noindex: true,
    });
    expect(created.code).toBe(0);
    const preview = await page(created.data.url);
    expect(preview.statusCode).toBe(200);
    expect(seoInHead(preview.body)).toEqual({
      seoTitle: '预览中的搜索标题',
      seoDescription: '预览中的搜索描述',
      seoImage: stored.seoImage,
      noindex: true,
    });
    // Nothing was saved.
    expect((await adminDetails(item.id)).seoTitle).toBe(stored.seoTitle);

    const menuPreview = await send<PreviewCreated>(
      'POST',
      '/siteMenu/savePreview',
      menuBody(newsMenu, { seoTitle: '预览中的栏目搜索标题' }),
    );
    expect(seoInHead((await page(menuPreview.data.url)).body)).toMatchObject({
      seoTitle: '预览中的栏目搜索标题',
    });
  });
});
