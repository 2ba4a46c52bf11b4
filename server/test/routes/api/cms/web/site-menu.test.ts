import type { MenuEntry } from '@contract/site-menu';
import {
  build,
  CHINESE,
  envelope,
  expectNotFound,
  hiddenIds,
  STORES,
  type TestApp,
} from '../../../../helper';

describe.each(STORES)('siteMenu routes on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store });
  }, 60_000);

  const tree = async (query: string, host?: string) => {
    const response = await app.inject({
      url: `/api/cms/web/siteMenu/listForClient${query}`,
      headers: host ? { host } : {},
    });
    expect(response.statusCode).toBe(200);
    return envelope<MenuEntry[]>(response);
  };

  it('lists the platform tree: special menus first, each entry with its fields and sub-menus', async () => {
    const { code, data } = await tree('?platform=company');
    expect(code).toBe(0);
    expect(data.slice(0, 4).map((menu) => menu.name)).toEqual(['配置', '首页', '底部菜单', '悬浮菜单']);
    const about = data.find((menu) => menu.path === '/about_us')!;
    expect(about).toMatchObject({
      parentId: null,
      platform: 'company',
      name: '关于我们',
      status: true,
      openType: 'self',
    });
    expect(about.subMenus.map((menu) => menu.name)).toEqual(['集团简介', '发展历程', '荣誉资质', '全国布局']);
    expect(about.subMenus[0]).toMatchObject({
      parentId: about.id,
      contentType: 'c-1',
      sortType: 's-1-1',
      subMenus: [],
    });
    const bottom = data.find((menu) => menu.name === '底部菜单')!;
    for (const item of bottom.subMenus) expect(item.icon).toMatch(/^\/images\/demo\/icon-.+\.svg$/);
  });

  it('hides unpublished menus', async () => {
    const { data } = await tree('?platform=company');
    const names = JSON.stringify(data);
    expect(names).not.toContain('内部测试');
    expect(names).not.toContain('通知公告');
    const flatten = (menus: MenuEntry[]): MenuEntry[] =>
      menus.flatMap((menu) => [menu, ...flatten(menu.subMenus)]);
    for (const menu of flatten(data)) expect(menu.status).toBe(true);
  });

  it('takes the platform from the Host header when the query has none', async () => {
    const byHost = await tree('', 'selfstudy.localhost:8080');
    expect(byHost.data.every((menu) => menu.platform === 'selfStudy')).toBe(true);
    const fallback = await tree('', 'localhost:8080');
    expect(fallback.data[0]!.platform).toBe('company');
  });

  it('answers the details of a menu with its sub-menus', async () => {
    const { data } = await tree('?platform=company');
    const news = data.find((menu) => menu.name === '新闻中心')!;
    const response = await app.inject({ url: `/api/cms/web/siteMenu/details?id=${news.id}` });
    expect(envelope<MenuEntry>(response)).toMatchObject({ code: 0, data: { id: news.id, name: '新闻中心' } });
    expect(envelope<MenuEntry>(response).data.subMenus.length).toBe(news.subMenus.length);
    const child = await app.inject({ url: `/api/cms/web/siteMenu/details?id=${news.subMenus[0]!.id}` });
    expect(envelope<MenuEntry>(child).data.name).toBe('集团新闻');
  });

  it('answers "not found" for unknown and unpublished menus', async () => {
    for (const id of [...(await hiddenIds(app.db, 'site_menu')), 999999]) {
      expectNotFound(await app.inject({ url: `/api/cms/web/siteMenu/details?id=${id}` }), '栏目不存在');
    }
  });

  it.each([
    ['?platform=school', '平台参数不正确'],
    ['?platform=company&platform=academic', '平台参数不正确'],
  ])('refuses listForClient%s, naming the field', async (query, message) => {
    const response = await app.inject({ url: `/api/cms/web/siteMenu/listForClient${query}` });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: 100000001, message, data: null, field: 'platform' });
  });

  it.each(['', '?id=', '?id=abc', '?id=1.5', '?id=0', '?id=-3', '?id=99999999999', '?id=1&id=2'])(
    'refuses details%s with a Chinese message',
    async (query) => {
      const response = await app.inject({ url: `/api/cms/web/siteMenu/details${query}` });
      expect(response.statusCode).toBe(400);
      const body = envelope(response);
      expect(body.code).toBe(100000001);
      expect(body.message).toMatch(CHINESE);
    },
  );
});
