import type { MenuEntry } from '@contract/site-menu';
import {
  build,
  envelope,
  fakeWebBuild,
  menuId,
  MINIMAL_INDEX,
  STORES,
  type TestApp,
} from '../../../../helper';

/**
 * One rule for every public read: content (and a menu) is public only when its menu and every
 * ancestor of it are published. The demo data has the case: '测试栏目' (published, with one item)
 * under '内部测试（未发布）' (unpublished).
 */

/** A stand-in for the build's renderer: `/word_list1/<menuId>` shows what the content list call answers. */
const RENDERER = `
exports.renderPage = async ({ url, origin, fetch }) => {
  const { pathname } = new URL(url, origin);
  const menuId = pathname.split('/')[2];
  const answer = await (await fetch('/api/cms/web/siteContent/listForClient?menuId=' + menuId)).json();
  const text = answer.code === 0 ? answer.data.pageList.map((item) => item.title).join('|') : 'code ' + answer.code;
  return { kind: 'page', html: '<p>' + text + '</p>', head: '' };
};
`;

const webRootWithRenderer = () =>
  fakeWebBuild({ index: MINIMAL_INDEX, renderer: RENDERER, prefix: 'edu-site-visibility-' }).env;

function collectIds(entries: MenuEntry[], into = new Set<number>()): Set<number> {
  for (const entry of entries) {
    into.add(entry.id);
    collectIds(entry.subMenus, into);
  }
  return into;
}

describe.each(STORES)('content under an unpublished menu on %s', (store) => {
  let app: TestApp;
  /** Published menus whose chain is not: the demo's child of an unpublished parent, and a grandchild of one. */
  let hidden: { menuId: number; contentId: number; title: string }[];
  let newsMenuId: number;

  beforeAll(async () => {
    app = await build({ store, env: { ...webRootWithRenderer(), CONTENT_CHECK_INTERVAL_MS: '0' } });
    const demo = await app.db
      .selectFrom('site_menu as child')
      .innerJoin('site_menu as parent', 'parent.id', 'child.parent_id')
      .innerJoin('site_content', 'site_content.menu_id', 'child.id')
      .select(['child.id as menuId', 'site_content.id as contentId', 'site_content.title'])
      .where('child.name', '=', '测试栏目')
      .where('child.platform', '=', 'company')
      .where('child.status', '=', 1)
      .where('parent.status', '=', 0)
      .where('site_content.status', '=', 1)
      .executeTakeFirstOrThrow();

    // Three levels: unpublished top, published middle, published leaf with published content.
    const insertMenu = async (name: string, parentId: number | null, status: 0 | 1) =>
      (
        await app.db
          .insertInto('site_menu')
          .values({
            parent_id: parentId,
            platform: 'company',
            name,
            status,
            path: null,
            page_type: '新闻列表',
            icon: null,
            sort_type: null,
            content_type: null,
            open_type: 'self',
            sort: 999,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const top = await insertMenu('草稿总栏目', null, 0);
    const middle = await insertMenu('草稿分栏目', top, 1);
    const leaf = await insertMenu('草稿小栏目', middle, 1);
    const deep = await app.db
      .insertInto('site_content')
      .values({
        menu_id: leaf,
        title: '三层之下的稿件',
        url: null,
        image: null,
        summary: null,
        body: '<p>不应公开</p>',
        video: null,
        publish_time: '2025-06-01T09:00:00.000Z',
        sort: 10,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    hidden = [demo, { menuId: leaf, contentId: deep.id, title: '三层之下的稿件' }];

    newsMenuId = await menuId(app.db, '集团新闻');
  }, 60_000);

  const get = async (url: string) => {
    const response = await app.inject({ url });
    return { status: response.statusCode, ...envelope(response) };
  };

  it('answers "not found" for the content lists of such a menu', async () => {
    for (const { menuId } of hidden) {
      for (const list of ['listForClient', 'listForClientByPublishTime']) {
        expect(await get(`/api/cms/web/siteContent/${list}?menuId=${menuId}`)).toEqual({
          status: 404,
          code: 100000002,
          message: '栏目不存在',
          data: null,
        });
      }
    }
  });

  it('answers "not found" for the details of its content', async () => {
    for (const { contentId } of hidden) {
      expect(await get(`/api/cms/web/siteContent/detailsForClient?id=${contentId}`)).toEqual({
        status: 404,
        code: 100000002,
        message: '内容不存在',
        data: null,
      });
    }
  });

  it('answers "not found" for the menu and leaves it out of the tree', async () => {
    const tree = await get('/api/cms/web/siteMenu/listForClient?platform=company');
    const ids = collectIds(tree.data as MenuEntry[]);
    for (const { menuId } of hidden) {
      expect((await get(`/api/cms/web/siteMenu/details?id=${menuId}`)).status).toBe(404);
      expect(ids.has(menuId)).toBe(false);
    }
  });

  it('still answers the content of a published chain', async () => {
    const list = await get(`/api/cms/web/siteContent/listForClient?menuId=${newsMenuId}&pageSize=1`);
    expect(list.status).toBe(200);
    const [first] = (list.data as { pageList: { id: number }[] }).pageList;
    expect((await get(`/api/cms/web/siteContent/detailsForClient?id=${first!.id}`)).status).toBe(200);
    expect((await get(`/api/cms/web/siteMenu/details?id=${newsMenuId}`)).status).toBe(200);
  });

  it('renders no such content into a page', async () => {
    for (const { menuId, title } of hidden) {
      const response = await app.inject({ url: `/word_list1/${menuId}`, headers: { accept: 'text/html' } });
      // Not toContain: its failure would print the whole page.
      expect(response.body.includes(title)).toBe(false);
      expect(response.body.includes('<p>code 100000002</p>')).toBe(true);
    }
    const news = await app.inject({ url: `/word_list1/${newsMenuId}`, headers: { accept: 'text/html' } });
    expect(news.body).toMatch(/<p>[^<|]+(\|[^<|]+)+<\/p>/);
  });
});
