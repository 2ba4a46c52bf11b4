import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem, Coworker, MenuEntry } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import Education from '../education';

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

const PAGE_MENU_ID = 20;
const PROGRAMMES = menu(21, '成人学历', { parentId: PAGE_MENU_ID, pageType: '图文图片列表' });
const NEWS = menu(22, '招生动态', { parentId: PAGE_MENU_ID, pageType: '新闻列表' });
const ADULT_EXAM = menu(23, '成人高考', { parentId: PAGE_MENU_ID, contentType: 'c-1', sortType: 's-1-2' });
const BROCHURE = menu(24, '招生简章', { parentId: PAGE_MENU_ID, pageType: '单链接新窗口' });
const TREE = [
  // The footer links to the same path without sections: the main menu must win.
  menu(9, '底部菜单', { subMenus: [menu(10, '教育', { parentId: 9, path: '/education' })] }),
  menu(PAGE_MENU_ID, '教育项目', { path: '/education', subMenus: [PROGRAMMES, NEWS, ADULT_EXAM, BROCHURE] }),
];

const item = (menuId: number, id: number): ContentItem => ({
  id,
  menuId,
  title: `条目${menuId}-${id}`,
  url: null,
  image: `/image-${menuId}-${id}.jpg`,
  summary: `摘要${id}`,
  video: null,
  publishTime: `2025-04-0${id}T08:00:00.000Z`,
  sort: id,
});

const TEACHER: Coworker = {
  id: 5,
  platform: 'company',
  name: '陈老师',
  title: '教授',
  avatar: null,
  summary: '',
  subjects: '',
  sort: 1,
};

let tree: MenuEntry[] = TREE;

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok(tree)),
  http.get('*/api/cms/web/pageType/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteBanner/listForClient', () => ok([])),
  http.get('*/api/cms/web/coworker/listForClient', () => ok({ total: 1, pageList: [TEACHER] })),
  http.get('*/api/cms/web/siteContent/listForClient', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const menuId = Number(params.get('menuId'));
    const pageSize = Number(params.get('pageSize'));
    const ids = Array.from({ length: pageSize }, (_, index) => index + 1);
    return ok({ total: 9, pageList: ids.map((id) => item(menuId, id)) });
  }),
  http.get('*/api/cms/web/siteContent/detailsForClient', () =>
    ok({ ...item(PAGE_MENU_ID, 1), body: '<p>我们开设成人学历与职业培训课程。</p>' }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tree = TREE;
});
afterAll(() => server.close());

const renderEducation = () =>
  renderRoutes(
    [{ path: '*', element: <Education id={null} menu={null} searchParams={new URLSearchParams()} /> }],
    '/x',
  );

describe('教育培训', () => {
  it('composes the page from its menu: banner, intro, one section per sub-menu, teachers, enrol', async () => {
    const { container } = renderEducation();

    expect(await screen.findByRole('heading', { level: 1, name: '教育项目' })).toBeInTheDocument();
    expect(await screen.findByText('我们开设成人学历与职业培训课程。')).toBeInTheDocument();
    // The intro item's picture is the banner.
    expect(container.querySelector('img[src="/image-20-1.jpg"]')).toHaveAttribute('fetchpriority', 'high');

    const programmes = screen.getByRole('region', { name: '成人学历' });
    expect(await within(programmes).findAllByRole('img')).toHaveLength(3);
    expect(within(programmes).getByRole('link', { name: /条目21-1/ })).toHaveAttribute(
      'href',
      '/article_details/21?articleId=1',
    );

    const news = screen.getByRole('region', { name: '招生动态' });
    expect(await within(news).findAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(news).getByRole('link', { name: /更多\s*招生动态/ })).toHaveAttribute(
      'href',
      '/word_list1/22',
    );

    const programmeCards = screen.getByRole('region', { name: '开设项目' });
    expect(within(programmeCards).getByRole('link', { name: /成人高考/ })).toHaveAttribute(
      'href',
      '/info_content/23?pType=one',
    );
    expect(screen.queryByRole('region', { name: '成人高考' })).not.toBeInTheDocument();
    const links = screen.getByRole('region', { name: '相关链接' });
    expect(within(links).getByRole('button', { name: '招生简章' })).toBeInTheDocument();

    const teachers = await screen.findByRole('region', { name: '名师团队' });
    expect(within(teachers).getByRole('link', { name: /陈老师/ })).toHaveAttribute('href', '/yes_teacher/5');
    expect(screen.getByRole('link', { name: '在线报名' })).toHaveAttribute('href', '/online_registration');
  });

  it('keeps its fixed parts and shows the empty state when content staff removed its menu', async () => {
    tree = [menu(1, '关于我们', { path: '/about_us' })];
    renderEducation();

    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '教育培训' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在线报名' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '名师团队' })).toBeInTheDocument();
  });
});
