import { screen, within } from '@testing-library/react';
import { banner, contentItem, menuEntry, siteSetting } from '@/testing/fixtures';
import { storeWithFirstCalls } from '@/testing/first-calls';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import { pageContext } from '@/testing/page-context';
import Home, { firstCalls } from '../home';

const NEWS_MENU = menuEntry(11, '新闻动态', { parentId: 1, pageType: '新闻列表' });
const PHOTO_MENU = menuEntry(12, '校园风采', { parentId: 1, pageType: '纯图片' });
const HIDDEN_MENU = menuEntry(13, '草稿栏目', { parentId: 1, status: false });
const HOME_TREE = [
  menuEntry(1, '首页', { subMenus: [NEWS_MENU, PHOTO_MENU, HIDDEN_MENU] }),
  menuEntry(2, '关于我们', { path: '/about_us' }),
];

/** Nine items in each section's menu: 新闻1… / 照片1…, the n-th of 2025-04-0n. */
const itemsOf = (menuId: number, title: string) =>
  Array.from({ length: 9 }, (_, index) =>
    contentItem(menuId * 100 + index + 1, menuId, {
      title: `${title}${index + 1}`,
      image: `/image-${index + 1}.jpg`,
      summary: `摘要${index + 1}`,
      publishTime: `2025-04-0${index + 1}T08:00:00.000Z`,
    }),
  );

const server = installContentServer({
  setting: siteSetting({ siteTitle: '测试学校' }),
  menus: HOME_TREE,
  items: [...itemsOf(NEWS_MENU.id, '新闻'), ...itemsOf(PHOTO_MENU.id, '照片')],
  // Out of order: the carousel follows `sort`.
  banners: [
    banner(2, { title: '秋季招生', image: '/b2.jpg', url: '/online_registration' }),
    banner(1, { title: '欢迎来到测试学校', image: '/b1.jpg' }),
  ],
});

const renderHome = () => renderTemplate(Home, { path: '/home' });

describe('首页', () => {
  it('shows the banners in order, one section per published sub-menu of 首页 and the calls to action', async () => {
    renderHome();

    expect(await screen.findByRole('heading', { level: 1, name: '测试学校' })).toBeInTheDocument();
    const firstTitle = await screen.findByText('欢迎来到测试学校');
    expect(firstTitle.closest('div')!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: '秋季招生' })).toHaveAttribute('href', '/online_registration');

    const news = await screen.findByRole('region', { name: '新闻动态' });
    expect(await within(news).findAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(news).getAllByText('2025-04')).toHaveLength(6);
    // Newest first: the sections ask the by-publish-time list.
    expect(server.requests('list')).toHaveLength(0);
    expect(within(news).getByRole('link', { name: /更多\s*新闻动态/ })).toHaveAttribute(
      'href',
      '/word_list1/11',
    );

    const photos = screen.getByRole('region', { name: '校园风采' });
    expect(await within(photos).findByRole('link', { name: '照片1' })).toBeInTheDocument();
    expect(within(photos).getAllByRole('listitem')).toHaveLength(5);

    expect(screen.queryByRole('region', { name: '草稿栏目' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在线报名' })).toHaveAttribute('href', '/online_registration');
    expect(screen.getByRole('link', { name: '录取查询' })).toHaveAttribute('href', '/enroll_info');
  });

  it('keeps its banner and calls to action and shows the empty state when 首页 is gone', async () => {
    server.set({ menus: [menuEntry(2, '关于我们', { path: '/about_us' })] });
    renderHome();

    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(screen.getByText('欢迎来到测试学校')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '录取查询' })).toBeInTheDocument();
  });

  it("names its sections' lists as its first calls, so its route can start them before it renders", async () => {
    const calls = firstCalls(pageContext({ tree: HOME_TREE }));
    // The news section shows six dated headlines, the photo section a mosaic of five.
    expect(calls).toEqual([
      { endpoint: 'listSiteContentByPublishTime', args: { menuId: NEWS_MENU.id, pageNum: 1, pageSize: 6 } },
      { endpoint: 'listSiteContentByPublishTime', args: { menuId: PHOTO_MENU.id, pageNum: 1, pageSize: 5 } },
    ]);
    const store = await storeWithFirstCalls(calls);

    renderTemplate(Home, { path: '/home', store });

    const photos = await screen.findByRole('region', { name: '校园风采' });
    expect(within(photos).getByRole('link', { name: '照片1' })).toBeInTheDocument();
    expect(server.requests('listByPublishTime')).toHaveLength(2);
  });
});
