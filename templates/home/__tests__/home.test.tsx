import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Banner, ContentItem, MenuEntry } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import Home from '../home';

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });

const menu = (id: number, name: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  parentId: null,
  platform: 'company',
  name,
  status: true,
  path: null,
  pageType: null,
  icon: null,
  contentType: null,
  sortType: null,
  openType: 'self',
  sort: id,
  subMenus: [],
  ...extra,
});

const NEWS_MENU = menu(11, '新闻动态', { parentId: 1, pageType: '新闻列表' });
const PHOTO_MENU = menu(12, '校园风采', { parentId: 1, pageType: '纯图片' });
const HIDDEN_MENU = menu(13, '草稿栏目', { parentId: 1, status: false });
const HOME_TREE = [
  menu(1, '首页', { subMenus: [NEWS_MENU, PHOTO_MENU, HIDDEN_MENU] }),
  menu(2, '关于我们', { path: '/about_us' }),
];

const item = (menuId: number, id: number): ContentItem => ({
  id,
  menuId,
  title: `${menuId === NEWS_MENU.id ? '新闻' : '照片'}${id}`,
  url: null,
  image: `/image-${id}.jpg`,
  summary: `摘要${id}`,
  video: null,
  publishTime: `2025-04-0${id}T08:00:00.000Z`,
  sort: id,
});

const BANNERS: Banner[] = [
  { id: 2, platform: 'company', title: '秋季招生', image: '/b2.jpg', url: '/online_registration', sort: 2 },
  { id: 1, platform: 'company', title: '欢迎来到测试学校', image: '/b1.jpg', url: null, sort: 1 },
];

function serve(tree: MenuEntry[]) {
  server.use(http.get('*/api/cms/web/siteMenu/listForClient', () => ok(tree)));
}

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试学校' }),
  ),
  http.get('*/api/cms/web/pageType/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteBanner/listForClient', () => ok(BANNERS)),
  http.get('*/api/cms/web/siteContent/listForClientByPublishTime', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const menuId = Number(params.get('menuId'));
    const pageSize = Number(params.get('pageSize'));
    const ids = Array.from({ length: pageSize }, (_, index) => index + 1);
    return ok({ total: 9, pageList: ids.map((id) => item(menuId, id)) });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderHome = () =>
  renderRoutes(
    [{ path: '*', element: <Home id={null} menu={null} searchParams={new URLSearchParams()} /> }],
    '/x',
  );

describe('首页', () => {
  it('shows the banners in order, one section per published sub-menu of 首页 and the calls to action', async () => {
    serve(HOME_TREE);
    renderHome();

    expect(await screen.findByRole('heading', { level: 1, name: '测试学校' })).toBeInTheDocument();
    const firstBanner = await screen.findByRole('img', { name: '欢迎来到测试学校' });
    expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: '秋季招生' })).toHaveAttribute('href', '/online_registration');

    const news = await screen.findByRole('region', { name: '新闻动态' });
    expect(await within(news).findAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(news).getAllByText('2025-04')).toHaveLength(6);
    expect(within(news).getByRole('link', { name: /更多\s*新闻动态/ })).toHaveAttribute(
      'href',
      '/word_list1/11',
    );

    const photos = screen.getByRole('region', { name: '校园风采' });
    expect(await within(photos).findByRole('img', { name: '照片1' })).toBeInTheDocument();
    expect(within(photos).getAllByRole('listitem')).toHaveLength(5);

    expect(screen.queryByRole('region', { name: '草稿栏目' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在线报名' })).toHaveAttribute('href', '/online_registration');
    expect(screen.getByRole('link', { name: '录取查询' })).toHaveAttribute('href', '/enroll_info');
  });

  it('keeps its banner and calls to action and shows the empty state when 首页 is gone', async () => {
    serve([menu(2, '关于我们', { path: '/about_us' })]);
    renderHome();

    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '欢迎来到测试学校' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '录取查询' })).toBeInTheDocument();
  });
});
