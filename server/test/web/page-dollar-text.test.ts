import type { PreviewCreated } from '@contract/preview';
import { build, envelope, fakeWebBuild, STORES, type TestApp } from '../helper';
import { call, EDITOR, signedIn } from '../routes/api/bms/system/staff';

/** index.html as the build minifies it: a description, a title, a script, the app's empty root. */
const INDEX =
  '<!doctype html><html lang=zh-CN><head><meta charset=utf-8><meta name=description content=全站><title>华夏教育集团</title>' +
  '<script defer src=/assets/boot.js></script></head><body><div id=root></div></body></html>';

/**
 * A stand-in for the build's renderer: an article page writes the item's title in its head and
 * in its heading, and its body as stored (as React writes text: only `<`, `>`, `&` and quotes
 * escaped); every page writes the top menus' names in its header.
 */
const RENDERER = `
const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
exports.sitePages = ({ tree }) => {
  const pages = [];
  const visit = (menus) => menus.forEach((menu) => { pages.push({ menuId: menu.id, path: '/menu/' + menu.id }); visit(menu.subMenus); });
  visit(tree);
  return { pages, articlePath: (menuId, id) => '/article/' + id };
};
exports.renderPage = async ({ url, origin, siteData, fetch }) => {
  const { pathname } = new URL(url, origin);
  let main = '';
  let title = siteData.setting.siteTitle;
  if (pathname.startsWith('/article/')) {
    const answer = await (await fetch('/api/cms/web/siteContent/detailsForClient?id=' + pathname.split('/')[2])).json();
    if (answer.code === 0) {
      title = answer.data.title;
      main = '<h1>' + text(answer.data.title) + '</h1>' + answer.data.body;
    }
  }
  return {
    kind: 'page',
    html: '<header>' + siteData.menus.list.map((menu) => text(menu.name)).join('|') + '</header><main>' + main + '</main>',
    head: '<title>' + text(title) + '</title><meta name="description" content="' + text(title) + '">',
  };
};
`;

/** Every replacement pattern of String.prototype.replace, alone and around text. */
const PATTERNS = ['$', '$$', '$`', '$&', "$'", '$1', '$<name>'];

/** Text as the renderer writes it. */
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The elements with the id `root`: a page has exactly one, the app's own. */
const roots = (html: string) => html.match(/<[a-z][^>]*\sid=["']?root\b/gi)?.length ?? 0;

const WEB = '/api/cms/web';

describe.each(STORES)('content made of `$` patterns stays text on %s', (store) => {
  let app: TestApp;
  let cookie: string;
  let menuId: number;

  beforeAll(async () => {
    const built = fakeWebBuild({ index: INDEX, renderer: RENDERER, prefix: 'edu-site-dollar-' });
    app = await build({ store, env: built.env });
    cookie = await signedIn(app, EDITOR);
    // A public menu that holds content.
    const { menu_id } = await app.db
      .selectFrom('site_content')
      .select('menu_id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    menuId = menu_id;
  }, 60_000);

  const open = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
  const item = (title: string, body: string) => ({
    menuId,
    title,
    summary: title,
    body,
    status: true,
    publishTime: '2020-01-01 09:00',
  });

  it.each(PATTERNS)('serves a title and a body of %s as they were written, in one root', async (pattern) => {
    const title = `${pattern}标题${pattern}`;
    const body = `<p>A${pattern}B</p><p>${pattern}</p>`;
    const saved = await call(app, cookie, {
      method: 'POST',
      url: `${WEB}/siteContent`,
      payload: item(title, body),
    });
    expect(saved.statusCode).toBe(200);
    const { id } = envelope<{ id: number }>(saved).data;
    // The body as the save sanitised it (`<name>` is no tag of the policy).
    const stored = await app.db
      .selectFrom('site_content')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.body).toContain(`A${pattern.replace('<name>', '')}`);

    const page = await open(`/article/${id}`);
    expect(page.statusCode).toBe(200);
    // Jest would print the whole page (its site data is long): the checks are made first.
    const checks = {
      roots: roots(page.body),
      titles: page.body.match(/<title>/g)?.length,
      ownTitle: page.body.includes(`<title>${text(title)}</title>`),
      builtTitle: page.body.includes('<title>华夏教育集团</title>'),
      rootStart: page.body.includes('<div id=root><header>'),
      article: page.body.includes(`<h1>${text(title)}</h1>${stored.body}</main></div></body></html>`),
      doctype: page.body.match(/<!doctype html>/gi)?.length,
      bodies: page.body.match(/<\/body>/g)?.length,
    };
    expect(checks).toEqual({
      roots: 1,
      titles: 1,
      ownTitle: true,
      builtTitle: false,
      rootStart: true,
      article: true,
      doctype: 1,
      bodies: 1,
    });
    expect(page.body.indexOf('<!doctype html>')).toBe(0);
  });

  it('serves a preview whose title, body and menu name are `$` patterns as text, in one root', async () => {
    const title = PATTERNS.join(' ');
    const body = `<p>A$\`B</p><p>$&</p><p>$'</p>`;
    const content = await call(app, cookie, {
      method: 'POST',
      url: `${WEB}/siteContent/savePreview`,
      payload: item(title, body),
    });
    expect(content.statusCode).toBe(200);
    const page = await open(envelope<PreviewCreated>(content).data.url);
    expect(page.statusCode).toBe(200);
    expect({
      roots: roots(page.body),
      article: page.body.includes(
        `<h1>${text(title)}</h1>${text(body).replace(/&lt;(\/?p)&gt;/g, '<$1>')}</main>`,
      ),
      // The preview bar, once, and no script of the app.
      bars: page.body.match(/预览：此页面尚未发布/g)?.length,
      scripts: /<script/i.test(page.body),
    }).toEqual({ roots: 1, article: true, bars: 1, scripts: false });

    const menu = await call(app, cookie, {
      method: 'POST',
      url: `${WEB}/siteMenu/savePreview`,
      payload: { platform: 'company', name: "$`栏目$'", status: false },
    });
    expect(menu.statusCode).toBe(200);
    const menuPage = await open(envelope<PreviewCreated>(menu).data.url);
    expect({
      roots: roots(menuPage.body),
      name: /<header>[^<]*\$`栏目\$'/.test(menuPage.body),
      heads: menuPage.body.match(/<head>/g)?.length,
    }).toEqual({ roots: 1, name: true, heads: 1 });
  });
});
