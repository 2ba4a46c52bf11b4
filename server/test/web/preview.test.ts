import type { PreviewCreated } from '@contract/preview';
import { build, CHINESE, envelope, fakeWebBuild, hiddenIds, rowCount, STORES, type TestApp } from '../helper';
import { call, EDITOR, signedIn } from '../routes/api/bms/system/staff';

const INDEX =
  '<!doctype html><html lang=zh-CN><head><title>华夏教育集团</title><script defer src=/assets/boot.js></script></head><body><noscript>请启用</noscript><div id=root></div></body></html>';

/**
 * A stand-in for the build's renderer: an article page shows the item its details call answers, a
 * menu page the menu's list, every page the site title, banners and top menus it was given.
 */
const RENDERER = `
const names = (menus) => menus.map((menu) => menu.name + '[' + names(menu.subMenus) + ']').join(',');
exports.sitePages = ({ tree }) => {
  const pages = [];
  const visit = (menus) => menus.forEach((menu) => { pages.push({ menuId: menu.id, path: '/menu/' + menu.id }); visit(menu.subMenus); });
  visit(tree);
  return { pages, articlePath: (menuId, id) => '/article/' + menuId + '?articleId=' + id };
};
exports.renderPage = async ({ url, origin, siteData, fetch }) => {
  const { pathname, searchParams } = new URL(url, origin);
  let main = '';
  if (pathname.startsWith('/article/')) {
    const answer = await (await fetch('/api/cms/web/siteContent/detailsForClient?id=' + searchParams.get('articleId'))).json();
    main = answer.code === 0 ? '<h1>' + answer.data.title + '</h1>' + answer.data.body : '<h1>内容不存在</h1>';
  } else if (pathname.startsWith('/menu/')) {
    const answer = await (await fetch('/api/cms/web/siteContent/listForClient?menuId=' + pathname.split('/')[2] + '&pageNum=1&pageSize=100')).json();
    main = answer.code === 0 ? '<ul>' + answer.data.pageList.map((item) => '<li>' + item.title + '</li>').join('') + '</ul>' : '<h1>栏目不存在</h1>';
  }
  return {
    kind: 'page',
    html: '<header>' + siteData.setting.siteTitle + ' | ' + names(siteData.menus.list) + ' | ' + siteData.banners.map((b) => b.title).join(',') + '</header><main>' + main + '</main>',
    head: '<title>' + siteData.setting.siteTitle + '</title><meta name="robots" content="index,follow">',
  };
};
`;

const webRootWithRenderer = () =>
  fakeWebBuild({ index: INDEX, renderer: RENDERER, prefix: 'edu-site-preview-' });

const WEB = '/api/cms/web';
const DAY = 86_400_000;

describe.each(STORES)('previews on %s', (store) => {
  let app: TestApp;
  let cookie: string;
  let now = Date.parse('2026-03-01T08:00:00.000Z');
  let publicMenuId: number;
  let draftId: number;

  beforeAll(async () => {
    const { webRoot, renderer } = webRootWithRenderer();
    app = await build({
      store,
      env: { WEB_ROOT: webRoot, PAGE_RENDERER: renderer },
    });
    app.clock.now = () => now;
    cookie = await signedIn(app, EDITOR);
    // A menu the site shows, and a draft of the demo content.
    type Menu = { id: number; subMenus: Menu[] };
    const flat = (menus: Menu[]): Menu[] => menus.flatMap((menu) => [menu, ...flat(menu.subMenus)]);
    const menus = flat(
      envelope<Menu[]>(await app.inject({ url: `${WEB}/siteMenu/listForClient?platform=company` })).data,
    );
    const withContent = await app.db
      .selectFrom('site_content')
      .select('menu_id')
      .where('status', '=', 1)
      .where(
        'menu_id',
        'in',
        menus.map((menu) => menu.id),
      )
      .executeTakeFirstOrThrow();
    publicMenuId = withContent.menu_id;
    [draftId] = await hiddenIds(app.db, 'site_content');
  }, 60_000);

  const savePreview = async (family: string, payload: object, withCookie: string | null = cookie) => {
    const response = await call(app, withCookie, {
      method: 'POST',
      url: `${WEB}/${family}/savePreview`,
      payload,
    });
    return { status: response.statusCode, ...envelope<PreviewCreated>(response) };
  };
  const open = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
  const draftBody = (title: string) => ({
    menuId: publicMenuId,
    title,
    summary: '预览测试摘要',
    body: '<p>预览正文<script>alert(1)</script></p>',
    publishTime: '2026-02-01 09:00',
  });

  it('answers a signed link that opens the unsaved values without signing in, noindex and never stored', async () => {
    const created = await savePreview('siteContent', draftBody('尚未发布的新闻：春季招生'));
    expect(created.status).toBe(200);
    expect(created.data.url).toMatch(/^\/preview\/[0-9a-f]{32}\?e=\d+&s=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.data.expiresAt)).toBe(now + 7 * DAY);

    const page = await open(created.data.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>尚未发布的新闻：春季招生</h1>');
    // The body is sanitised as the save would sanitise it.
    expect(page.body).toContain('<p>预览正文</p>');
    expect(page.body).not.toContain('alert(1)');
    expect(page.body).toContain('预览：此页面尚未发布');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toContain('index,follow');
    // No script of the app: the browser must not take the page over with the public answers.
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toBe('private, no-store');

    // Nothing of it was saved.
    const found = await app.db
      .selectFrom('site_content')
      .select('id')
      .where('title', '=', '尚未发布的新闻：春季招生')
      .execute();
    expect(found).toEqual([]);
  });

  it('shows a draft’s changed values, while the public answers, pages and kept pages stay as published', async () => {
    const before = await app.db
      .selectFrom('site_content')
      .select('title')
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    const publicPath = `/menu/${publicMenuId}`;
    const publicBefore = (await open(publicPath)).body;
    const created = await savePreview('siteContent', { ...draftBody('草稿改过的标题'), id: draftId });
    expect(created.status).toBe(200);

    const previewOfItem = await open(created.data.url);
    expect(previewOfItem.body).toContain('<h1>草稿改过的标题</h1>');
    // Right after the preview's render, the kept public page and the public calls know nothing of it.
    const publicAfter = (await open(publicPath)).body;
    expect(publicAfter).toBe(publicBefore);
    expect(publicAfter).not.toContain('草稿改过的标题');
    const details = await app.inject({ url: `${WEB}/siteContent/detailsForClient?id=${draftId}` });
    expect(details.statusCode).toBe(404);
    const list = await app.inject({
      url: `${WEB}/siteContent/listForClient?menuId=${publicMenuId}&pageSize=100`,
    });
    expect(list.body).not.toContain('草稿改过的标题');
    const stored = await app.db
      .selectFrom('site_content')
      .select('title')
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe(before.title);
    // The sitemap names no preview.
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/preview/');
  });

  it('refuses a changed signature, id or expiry, and an expired link, with a Chinese page and nothing of the preview', async () => {
    const created = await savePreview('siteContent', draftBody('不可外泄的草稿'));
    const url = new URL(created.data.url, 'http://x');
    const id = url.pathname.split('/')[2]!;
    const e = url.searchParams.get('e')!;
    const s = url.searchParams.get('s')!;
    const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const otherId = (id[0] === 'a' ? 'b' : 'a') + id.slice(1);
    for (const tampered of [
      `/preview/${id}?e=${e}&s=${flipped}`,
      `/preview/${id}?e=${Number(e) + 86_400}&s=${s}`,
      `/preview/${otherId}?e=${e}&s=${s}`,
      `/preview/${id}?e=${e}`,
      `/preview/${id}`,
      `/preview/not-an-id?e=${e}&s=${s}`,
    ]) {
      const page = await open(tampered);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('预览链接无效');
      expect(page.body).not.toContain('不可外泄的草稿');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
    }
    const later = now;
    now += 7 * DAY + 1000;
    try {
      const expired = await open(created.data.url);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('预览链接已过期');
      expect(expired.body).not.toContain('不可外泄的草稿');
    } finally {
      now = later;
    }
  });

  it('refuses values the save would refuse, with the save’s messages, and stores no preview', async () => {
    const count = await rowCount(app.db, 'preview');
    for (const [payload, message] of [
      [{ ...draftBody(''), title: '   ' }, '请输入标题'],
      [{ ...draftBody('x'), menuId: 999_999 }, '所选栏目不存在'],
      [{ ...draftBody('x'), title: 'x'.repeat(201) }, '标题为 1 到 200 个字符'],
      [{ ...draftBody('x'), id: 999_999 }, '内容不存在'],
    ] as const) {
      const refused = await savePreview('siteContent', payload);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(refused.code).not.toBe(0);
      expect(refused.message).toMatch(CHINESE);
      expect(refused.message).toContain(message);
    }
    expect(await rowCount(app.db, 'preview')).toBe(count);
    const signedOut = await savePreview('siteContent', draftBody('x'), null);
    expect(signedOut.status).toBe(401);
    expect(await rowCount(app.db, 'preview')).toBe(count);
  });

  it('says a record deleted since its preview was made is gone', async () => {
    const saved = envelope<{ id: number }>(
      await call(app, cookie, {
        method: 'POST',
        url: `${WEB}/siteContent`,
        payload: draftBody('即将删除的草稿'),
      }),
    ).data;
    const created = await savePreview('siteContent', { ...draftBody('即将删除的草稿（改）'), id: saved.id });
    await call(app, cookie, { method: 'DELETE', url: `${WEB}/siteContent?id=${saved.id}` });
    const page = await open(created.data.url);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('预览的内容已被删除');
    expect(page.body).not.toContain('即将删除的草稿（改）');
  });

  it('previews a banner, a new menu and the site settings on the pages they change', async () => {
    const banner = await savePreview('siteBanner', {
      platform: 'company',
      title: '预览中的轮播图',
      image: '/images/banner-1.jpg',
      status: false,
    });
    expect(banner.status).toBe(200);
    expect((await open(banner.data.url)).body).toContain('预览中的轮播图');

    const menu = await savePreview('siteMenu', { platform: 'company', name: '新顶部栏目', status: false });
    expect(menu.status).toBe(200);
    expect((await open(menu.data.url)).body).toMatch(/<header>[^<]*新顶部栏目\[\]/);

    const setting = envelope<Record<string, unknown>>(
      await call(app, cookie, { url: `${WEB}/siteSetting/details?platform=company` }),
    ).data;
    const changed = await savePreview('siteSetting', { ...setting, siteTitle: '预览中的站点标题' });
    expect(changed.status).toBe(200);
    expect((await open(changed.data.url)).body).toContain('<header>预览中的站点标题');
    const refused = await savePreview('siteSetting', { ...setting, siteTitle: '  ' });
    expect(refused.message).toBe('请输入站点标题');

    // The public site has none of them.
    const home = (await open('/home')).body;
    for (const text of ['预览中的轮播图', '新顶部栏目', '预览中的站点标题']) expect(home).not.toContain(text);
  });

  it('keeps at most 50 previews per staff member and drops expired ones', async () => {
    for (let i = 0; i < 55; i += 1) {
      now += 1000;
      expect((await savePreview('siteContent', draftBody(`第 ${i} 次预览`))).status).toBe(200);
    }
    expect(await rowCount(app.db, 'preview')).toBeLessThanOrEqual(50);
    now += 8 * DAY;
    // A new session: the last one ended with the days that passed.
    cookie = await signedIn(app, EDITOR);
    expect((await savePreview('siteContent', draftBody('过期之后'))).status).toBe(200);
    expect(await rowCount(app.db, 'preview')).toBe(1);
  }, 60_000);
});
