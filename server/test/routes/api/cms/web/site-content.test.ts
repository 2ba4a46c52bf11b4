import type { PageOf } from '@contract/common';
import { type ContentDetails, ContentItem } from '@contract/site-content';
import {
  build,
  CHINESE,
  envelope,
  expectNotFound,
  hiddenIds,
  menuId,
  STORES,
  type TestApp,
} from '../../../../helper';

describe.each(STORES)('siteContent routes on %s', (store) => {
  let app: TestApp;
  let newsMenuId: number;
  beforeAll(async () => {
    app = await build({ store });
    newsMenuId = await menuId(app.db, '集团新闻');
  }, 60_000);

  const list = async (path: string, query: string) => {
    const response = await app.inject({ url: `/api/cms/web/siteContent/${path}?${query}` });
    return { status: response.statusCode, ...envelope<PageOf<ContentItem>>(response) };
  };

  it('pages a long list by sort, six items by default, without drafts', async () => {
    const first = await list('listForClient', `menuId=${newsMenuId}`);
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(45);
    expect(first.data.pageList).toHaveLength(6);
    const sorts = first.data.pageList.map((item) => item.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    // The contract's item, each property and no other (a body or a draft's state would leak).
    expect(Object.keys(first.data.pageList[0]!).sort()).toEqual(Object.keys(ContentItem.properties).sort());
    expect(first.data.pageList[0]).toMatchObject({
      id: expect.any(Number),
      menuId: newsMenuId,
      title: expect.stringContaining('学习中心'),
      url: null,
      image: expect.stringMatching(/^\/images\/demo\//),
      summary: expect.any(String),
      video: null,
      publishTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sort: expect.any(Number),
    });
    const last = await list('listForClient', `menuId=${newsMenuId}&pageNum=8&pageSize=6`);
    expect(last.data.pageList).toHaveLength(3);
    const beyond = await list('listForClient', `menuId=${newsMenuId}&pageNum=9`);
    expect(beyond.data).toEqual({ total: 45, pageList: [] });
    const all = await list('listForClient', `menuId=${newsMenuId}&pageSize=100`);
    expect(all.data.pageList.some((item) => item.title.includes('草稿'))).toBe(false);
    const drafts = await app.db
      .selectFrom('site_content')
      .select('id')
      .where('menu_id', '=', newsMenuId)
      .where('status', '=', 0)
      .execute();
    const ids = new Set(all.data.pageList.map((item) => item.id));
    for (const draft of drafts) expect(ids.has(draft.id)).toBe(false);
  });

  it('orders by publish time, newest first', async () => {
    const { code, data } = await list('listForClientByPublishTime', `menuId=${newsMenuId}&pageSize=10`);
    expect(code).toBe(0);
    const times = data.pageList.map((item) => item.publishTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers "not found" for the list of an unknown or unpublished menu', async () => {
    const [hidden] = await hiddenIds(app.db, 'site_menu');
    for (const id of [hidden, 999999]) {
      const answer = await list('listForClient', `menuId=${id}`);
      expect(answer.status).toBe(404);
      expect(answer).toMatchObject({ code: 100000002, message: '栏目不存在', data: null });
    }
  });

  it('answers the details of an item with its HTML body', async () => {
    const { data } = await list('listForClient', `menuId=${newsMenuId}&pageSize=1`);
    const response = await app.inject({
      url: `/api/cms/web/siteContent/detailsForClient?id=${data.pageList[0]!.id}`,
    });
    const details = envelope<ContentDetails>(response);
    expect(details.code).toBe(0);
    expect(details.data).toMatchObject({ ...data.pageList[0], body: expect.stringContaining('<h3>') });
  });

  it('answers "not found" for a draft, an item of a hidden menu and an unknown id', async () => {
    const [draft] = await hiddenIds(app.db, 'site_content');
    const ofHiddenMenu = await app.db
      .selectFrom('site_content')
      .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
      .select('site_content.id')
      .where('site_menu.status', '=', 0)
      .executeTakeFirstOrThrow();
    for (const id of [draft, ofHiddenMenu.id, 2147483647]) {
      expectNotFound(
        await app.inject({ url: `/api/cms/web/siteContent/detailsForClient?id=${id}` }),
        '内容不存在',
      );
    }
  });

  it.each([
    ['', '请提供栏目编号'],
    ['menuId=', '栏目编号不正确'],
    ['menuId=abc', '栏目编号不正确'],
    ['menuId=2147483648', '栏目编号不正确'],
    ['menuId=1&pageNum=0', '页码不正确'],
    ['menuId=1&pageNum=x', '页码不正确'],
    ['menuId=1&pageSize=101', '每页条数应在 1 到 100 之间'],
    ['menuId=1&pageSize=0', '每页条数应在 1 到 100 之间'],
    ['menuId=1&menuId=2', '栏目编号不正确'],
  ])('refuses ?%s', async (query, message) => {
    for (const path of ['listForClient', 'listForClientByPublishTime']) {
      const answer = await list(path, query);
      expect(answer.status).toBe(400);
      expect(answer).toMatchObject({ code: 100000001, message, data: null });
      expect(answer.message).toMatch(CHINESE);
    }
  });
});
