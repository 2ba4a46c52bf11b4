import { configure, screen, within } from '@testing-library/react';
import { menuEntry } from '@/testing/fixtures';
import { installRealServer } from '@/testing/real-server';
import { renderTemplate } from '@/testing/render-template';
import CampusFinder from '../campus-finder';

configure({ asyncUtilTimeout: 5_000 });

// The real server from the seed: the group site's twelve learning centres in twelve cities.
const server = installRealServer();
const CAMPUSES = '/api/cms/web/siteCampus';
const FINDER_MENU = menuEntry(70, '交通指引', { pageType: '校区查询' });

describe('校区查询', () => {
  it('groups the site’s campuses by city, with a city filter, tap-to-call numbers and the three map apps', async () => {
    renderTemplate(CampusFinder, { menu: FINDER_MENU, path: '/campus_finder?id=70' });

    expect(await screen.findByText('共 12 个校区，分布在 12 个城市')).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: '按城市查找' });
    const guangzhou = within(filter).getByRole('link', { name: '广州（1）' });
    const section = document.querySelector(guangzhou.getAttribute('href')!) as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2, name: '广州' })).toBeInTheDocument();

    const card = within(section).getByRole('heading', { level: 3, name: '广州天河学习中心' }).closest('li')!;
    expect(within(card).getByRole('link', { name: '020-8888 6601' })).toHaveAttribute(
      'href',
      'tel:02088886601',
    );
    const amap = within(card).getByRole('link', { name: '用高德地图查看广州天河学习中心（新窗口打开）' });
    // The seed's coordinates: a marker at the point, named after the campus.
    expect(new URL(amap.getAttribute('href')!).searchParams.get('position')).toBe('113.3245,23.1372');
    expect(amap).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getAllByRole('link', { name: /^用.+地图查看/ })).toHaveLength(3);
  });

  it('leaves out a campus staff have hidden, and shows a new one without coordinates by its address', async () => {
    await server.signIn('admin');
    const saved = await server.send<{ id: number }>('POST', CAMPUSES, {
      platform: 'company',
      name: '测试新校区',
      city: '佛山',
      address: '广东省佛山市禅城区测试路 8 号',
      phone: '',
      hours: '',
      status: true,
    });
    await server.send('POST', CAMPUSES, {
      platform: 'company',
      name: '测试隐藏校区',
      city: '珠海',
      address: '广东省珠海市香洲区测试路 9 号',
      phone: '',
      hours: '',
      status: false,
    });
    server.forgetCookies();

    renderTemplate(CampusFinder, { menu: FINDER_MENU, path: '/campus_finder?id=70' });
    expect(await screen.findByText('共 13 个校区，分布在 13 个城市')).toBeInTheDocument();
    expect(screen.queryByText('测试隐藏校区')).not.toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 3, name: '测试新校区' }).closest('li')!;
    // No number given: no 电话 line; no coordinates: the map apps search the address.
    expect(within(card).queryByText('电话')).not.toBeInTheDocument();
    const baidu = within(card).getByRole('link', { name: /^用百度地图查看/ });
    expect(decodeURIComponent(baidu.getAttribute('href')!)).toContain('广东省佛山市禅城区测试路 8 号');
    expect(saved.id).toBeGreaterThan(0);
  });
});
