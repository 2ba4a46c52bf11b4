import { screen, within } from '@testing-library/react';
import { contentItem, menuEntry, siteSetting } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import ContactUs from '../contact-us';

const CONTACT_MENU_ID = 50;
const HOURS_MENU_ID = 51;
const CONTACT_MENU = menuEntry(CONTACT_MENU_ID, '联系我们', {
  path: '/concact_us',
  subMenus: [menuEntry(HOURS_MENU_ID, '来访须知', { parentId: CONTACT_MENU_ID, pageType: '联系我们' })],
});

installContentServer({
  setting: siteSetting({
    siteTitle: '测试学校',
    contactTitle: '联系测试学校',
    address: '广州市天河区测试路 1 号',
    phone: '020-1234 5678',
    email: 'zs@example.com',
    homeUrl: 'https://example.com',
    wechatQr: '/wechat.png',
    xiaohongshuQr: '/xhs.png',
  }),
  menus: [CONTACT_MENU],
  items: [
    contentItem(1, CONTACT_MENU_ID, { title: '深圳分校', image: null, summary: '深圳市南山区测试大道 8 号' }),
    contentItem(2, HOURS_MENU_ID, { title: '工作时间', image: null, body: '<p>周一至周日 9:00-21:00</p>' }),
  ],
});

describe('联系我们', () => {
  it('lets visitors call, write, scan and leave their number, and lists the offices', async () => {
    renderTemplate(ContactUs, { path: '/concact_us' });

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
