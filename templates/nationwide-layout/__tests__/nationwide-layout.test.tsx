import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItem } from '@/testing/fixtures';
import { matchMediaQueries } from '@/testing/match-media';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import NationwideLayout from '../nationwide-layout';
import { parseCampus, toRegion } from '../regions';

const MENU_ID = 12;

const region = (id: number, title: string, summary: string | null) =>
  contentItem(id, MENU_ID, { title, summary, image: null });

const REGIONS = [
  region(1, '北京', '海淀校区：北京市海淀区学院路 1 号\n朝阳校区：北京市朝阳区建国路 8 号'),
  region(2, '上海', '浦东校区：上海市浦东新区世纪大道 100 号'),
  region(3, '广东', null),
];

const server = installContentServer({ items: REGIONS });

/** A tablet or desktop screen: every min-width query matches. */
const useWideScreen = () => matchMediaQueries((query) => query.includes('min-width'));

const renderLayout = () => renderTemplate(NationwideLayout, { id: MENU_ID, path: '/word_list12?id=12' });

describe('全国布局', () => {
  it('reads campuses from the summary lines', () => {
    expect(parseCampus('海淀校区：学院路 1 号')).toEqual({ name: '海淀校区', address: '学院路 1 号' });
    expect(parseCampus('总部')).toEqual({ name: '总部', address: null });
    expect(toRegion(region(9, '江苏', '南京校区;苏州校区：工业园区\n\n')).campuses).toEqual([
      { name: '南京校区', address: null },
      { name: '苏州校区', address: '工业园区' },
    ]);
    expect(toRegion(region(9, '江苏', null)).campuses).toEqual([]);
  });

  it('on wide screens shows region tiles with counts and the chosen region’s campuses', async () => {
    useWideScreen();
    const user = userEvent.setup();
    renderLayout();

    expect(await screen.findByText('覆盖 3 个省市，共 3 个校区')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '全国布局总览' })).toBeInTheDocument();
    expect(server.requests('list').map((query) => query.get('pageSize'))).toContain('100');

    const beijing = screen.getByRole('button', { name: '北京 2 个校区' });
    const shanghai = screen.getByRole('button', { name: '上海 1 个校区' });
    expect(beijing).toHaveAttribute('aria-pressed', 'true');
    expect(shanghai).toHaveAttribute('aria-pressed', 'false');

    const panel = screen.getByRole('region', { name: '北京' });
    expect(beijing).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByText('北京市朝阳区建国路 8 号')).toBeInTheDocument();

    await user.click(shanghai);
    expect(shanghai).toHaveAttribute('aria-pressed', 'true');
    expect(beijing).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('region', { name: '上海' })).getByText('浦东校区')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '广东 0 个校区' }));
    expect(
      within(screen.getByRole('region', { name: '广东' })).getByText('暂无校区信息'),
    ).toBeInTheDocument();
  });

  it('on phones is an accordion that opens one region at a time', async () => {
    const user = userEvent.setup();
    renderLayout();

    const beijing = await screen.findByRole('button', { name: '北京 2 个校区' });
    const shanghai = screen.getByRole('button', { name: '上海 1 个校区' });
    expect(screen.queryByRole('heading', { name: '全国布局总览' })).not.toBeInTheDocument();
    expect(beijing).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('海淀校区')).not.toBeVisible();

    await user.click(beijing);
    expect(beijing).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('region', { name: '北京 2 个校区' })).getByText('海淀校区')).toBeVisible();

    await user.click(shanghai);
    expect(shanghai).toHaveAttribute('aria-expanded', 'true');
    expect(beijing).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('海淀校区')).not.toBeVisible();
    expect(screen.getByText('浦东校区')).toBeVisible();

    await user.click(shanghai);
    expect(shanghai).toHaveAttribute('aria-expanded', 'false');
  });
});
