import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem, MenuEntry } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import OnlineRegistration from '../online-registration';

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

const PAGE_MENU_ID = 40;
const STEPS_MENU_ID = 41;
const NOTES_MENU_ID = 42;
const STEP_TITLES = ['预约咨询', '线上缴费', '入学报到'];
const TREE = [
  menu(PAGE_MENU_ID, '在线报名', {
    path: '/online_registration',
    subMenus: [
      menu(NOTES_MENU_ID, '报名须知', { parentId: PAGE_MENU_ID, pageType: '文字图片列表' }),
      menu(STEPS_MENU_ID, '报名流程', { parentId: PAGE_MENU_ID }),
      menu(43, '录取查询', { parentId: PAGE_MENU_ID, contentType: 'c-0', sortType: 's-0-1' }),
    ],
  }),
];

const step = (title: string, index: number): ContentItem => ({
  id: index + 1,
  menuId: STEPS_MENU_ID,
  title,
  url: null,
  image: null,
  summary: `${title}说明`,
  video: null,
  publishTime: '2025-01-01T00:00:00.000Z',
  sort: index,
});

let tree: MenuEntry[] = TREE;

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok(tree)),
  http.get('*/api/cms/web/pageType/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteBanner/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteContent/listForClient', ({ request }) => {
    const menuId = Number(new URL(request.url).searchParams.get('menuId'));
    const pageList =
      menuId === STEPS_MENU_ID
        ? STEP_TITLES.map(step)
        : menuId === NOTES_MENU_ID
          ? [{ ...step('报名所需材料', 9), menuId }]
          : [];
    return ok({ total: pageList.length, pageList });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tree = TREE;
});
afterAll(() => server.close());

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: <OnlineRegistration id={null} menu={null} searchParams={new URLSearchParams()} />,
      },
    ],
    '/x',
  );

const stepTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('在线报名', () => {
  it('takes the steps from the steps sub-menu, shows the others as sections and links, and offers the form', async () => {
    renderPage();

    const steps = await screen.findByRole('region', { name: '报名流程' });
    await within(steps).findByText('预约咨询');
    expect(stepTitles(steps)).toEqual(STEP_TITLES);
    const notes = screen.getByRole('region', { name: '报名须知' });
    expect(await within(notes).findByRole('heading', { level: 3, name: '报名所需材料' })).toBeInTheDocument();
    const links = screen.getByRole('region', { name: '相关链接' });
    expect(within(links).getByRole('button', { name: '录取查询' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: '填写报名信息' });
    expect(within(form).getByRole('textbox', { name: /姓名/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '已报名？查询录取结果' })).toHaveAttribute(
      'href',
      '/enroll_info',
    );
  });

  it('falls back to the usual four steps when the menu is gone', async () => {
    tree = [];
    renderPage();

    const steps = await screen.findByRole('region', { name: '报名流程' });
    expect(await within(steps).findAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(stepTitles(steps)[0]).toBe('在线登记');
    expect(screen.getByRole('heading', { level: 1, name: '在线报名' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '填写报名信息' })).toBeInTheDocument();
  });
});
