import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem, MenuEntry, SiteSetting } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import ContactUs from '../contact-us';

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });

const CONTACT_MENU_ID = 50;
const HOURS_MENU_ID = 51;
const menu = (id: number, name: string, extra: Partial<MenuEntry>): MenuEntry => ({
  id: CONTACT_MENU_ID,
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
const CONTACT_MENU = menu(CONTACT_MENU_ID, '联系我们', {
  path: '/concact_us',
  subMenus: [menu(HOURS_MENU_ID, '来访须知', { parentId: CONTACT_MENU_ID, pageType: '联系我们' })],
});

const SETTING: SiteSetting = {
  platform: 'company',
  siteTitle: '测试学校',
  contactTitle: '联系测试学校',
  copyright: '',
  address: '广州市天河区测试路 1 号',
  phone: '020-1234 5678',
  email: 'zs@example.com',
  homeUrl: 'https://example.com',
  wechatQr: '/wechat.png',
  weiboQr: null,
  xiaohongshuQr: '/xhs.png',
  icpLinks: [],
};

const OFFICE: ContentItem = {
  id: 1,
  menuId: CONTACT_MENU_ID,
  title: '深圳分校',
  url: null,
  image: null,
  summary: '深圳市南山区测试大道 8 号',
  video: null,
  publishTime: '2025-01-01T00:00:00.000Z',
  sort: 1,
};

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () => ok(SETTING)),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok([CONTACT_MENU])),
  http.get('*/api/cms/web/pageType/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteBanner/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteContent/listForClient', ({ request }) => {
    const menuId = Number(new URL(request.url).searchParams.get('menuId'));
    const pageList = menuId === HOURS_MENU_ID ? [{ ...OFFICE, id: 2, menuId, title: '工作时间' }] : [OFFICE];
    return ok({ total: 1, pageList });
  }),
  http.get('*/api/cms/web/siteContent/detailsForClient', () =>
    ok({ ...OFFICE, id: 2, menuId: HOURS_MENU_ID, title: '工作时间', body: '<p>周一至周日 9:00-21:00</p>' }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('联系我们', () => {
  it('lets visitors call, write, scan and leave their number, and lists the offices', async () => {
    renderRoutes(
      [{ path: '*', element: <ContactUs id={null} menu={null} searchParams={new URLSearchParams()} /> }],
      '/x',
    );

    const details = await screen.findByRole('region', { name: '联系信息' });
    expect(await within(details).findByText('广州市天河区测试路 1 号')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '020-1234 5678' })).toHaveAttribute(
      'href',
      'tel:02012345678',
    );
    expect(within(details).getByRole('link', { name: 'zs@example.com' })).toHaveAttribute(
      'href',
      'mailto:zs@example.com',
    );
    expect(within(details).getByRole('img', { name: '微信二维码' })).toBeInTheDocument();
    expect(within(details).getByRole('img', { name: '小红书二维码' })).toBeInTheDocument();
    expect(within(details).queryByRole('img', { name: '微博二维码' })).not.toBeInTheDocument();
    expect(within(details).getByRole('form', { name: '在线留言' })).toBeInTheDocument();

    const offices = await screen.findByRole('region', { name: '更多联系信息' });
    expect(await within(offices).findByRole('heading', { level: 3, name: '深圳分校' })).toBeInTheDocument();
    // A sub-menu of page type 联系我们 is this page again: its text is shown in full, not linked.
    expect(await screen.findByText('周一至周日 9:00-21:00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /更多/ })).not.toBeInTheDocument();
  });
});
