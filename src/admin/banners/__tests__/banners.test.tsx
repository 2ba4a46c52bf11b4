import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Value } from 'typebox/value';
import { uiMessages } from '@/admin/ui/messages';
import { openConsoleAs } from '@/testing/console';
import { banner, installSitePartsServer, urlRefusal } from '@/testing/msw/site-parts-server';
import { installStaffServer } from '@/testing/msw/staff-server';
import { BannerAdmin, BannerSaveBody } from '@contract/site-banner';

const staff = installStaffServer();
const parts = installSitePartsServer(staff.server);

/** A platform's banner table once its rows have arrived (the table is drawn, loading, before). */
async function loadedTable(name: RegExp) {
  const found = await screen.findByRole('table', { name });
  await waitFor(() => expect(found).not.toHaveTextContent(uiMessages.loading));
  return found;
}
const table = () => loadedTable(/职业教育的轮播图/);
const titlesIn = (found: HTMLElement) =>
  within(found)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);

describe('banners', () => {
  it('fixtures follow the contract', () => {
    expect(Value.Check(BannerAdmin, banner(9, 'academic', '示例', 10))).toBe(true);
  });

  it('lists one platform’s banners with thumbnails and status, the platform kept in the address', async () => {
    const { router } = openConsoleAs(staff, 'editor', '/admin/banners?platform=vocational');
    const list = await table();
    expect(titlesIn(list)).toEqual(['职业技能培训 · 持证上岗', '校企合作 · 订单培养', '录取结果查询']);
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['顺序', '图片', '标题', '链接地址', '状态', '操作']);
    expect(within(list).getByRole('img', { name: '轮播图：校企合作 · 订单培养' })).toHaveAttribute(
      'src',
      '/images/demo/banner-vocational-2.jpg',
    );
    expect(within(list).getAllByRole('row')[3]).toHaveTextContent('草稿');
    expect(screen.getByRole('link', { name: '职业教育' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: '集团官网' }));
    expect(await loadedTable(/集团官网的轮播图/)).toHaveTextContent('华夏教育集团');
    expect(router.state.location.search).toBe('?platform=company');
  });

  it('moves a banner with 上移 (every id of the platform, in the new order) and keeps the focus', async () => {
    openConsoleAs(staff, 'editor', '/admin/banners?platform=vocational');
    await table();
    const user = userEvent.setup();
    const up = screen.getByRole('button', { name: '上移「校企合作 · 订单培养」' });
    expect(screen.getByRole('button', { name: '上移「职业技能培训 · 持证上岗」' })).toBeDisabled();
    up.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(parts.sorts).toEqual([{ resource: 'siteBanner', ids: [2, 1, 3] }]));
    await waitFor(async () =>
      expect(titlesIn(await table())).toEqual([
        '校企合作 · 订单培养',
        '职业技能培训 · 持证上岗',
        '录取结果查询',
      ]),
    );
    expect(screen.getByText('「校企合作 · 订单培养」已移到第 1 位')).toBeInTheDocument();
    // At the top 上移 is off: the keyboard focus went to 下移 of the same banner.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '下移「校企合作 · 订单培养」' })).toHaveFocus(),
    );
    expect(parts.contentTypes).toEqual(['application/json']);
  });

  it('adds a banner: the JSON body, then back to the platform’s list', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/banners/new?platform=vocational');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入标题')).toBeInTheDocument();
    expect(screen.getByText('请上传图片')).toBeInTheDocument();
    expect(parts.bannerSaves).toHaveLength(0);

    await user.type(screen.getByLabelText('标题'), '春季招生');
    await user.type(screen.getByLabelText('图片'), '/uploads/spring.png');
    await user.type(screen.getByLabelText('链接地址'), 'https://www.example.com/spring');
    expect(screen.getByText(/打开方式：其他网站，在新窗口打开/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('发布时间'), '2026-04-01T09:00');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banners'));
    expect(router.state.location.search).toBe('?platform=vocational');
    const body = parts.bannerSaves[0]!;
    expect(body).toEqual({
      platform: 'vocational',
      title: '春季招生',
      image: '/uploads/spring.png',
      url: 'https://www.example.com/spring',
      publishTime: '2026-04-01T09:00',
      endTime: null,
      status: true,
    });
    expect(Value.Check(BannerSaveBody, body)).toBe(true);
    expect(parts.contentTypes).toEqual(['application/json']);
    expect(await screen.findByText('春季招生')).toBeInTheDocument();
  });

  it('shows the server’s url-policy message beside the link', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/banners/2?platform=vocational');
    const link = await screen.findByLabelText('链接地址');
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(link).toHaveAccessibleDescription(expect.stringContaining(urlRefusal('链接地址'))),
    );
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(parts.bannerSaves[0]).toMatchObject({ id: 2, url: 'javascript:alert(1)' });
  });

  it('deletes after naming the banner (确定删除轮播图「…」吗？)', async () => {
    openConsoleAs(staff, 'editor', '/admin/banners?platform=vocational');
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '删除「录取结果查询」' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('确定删除轮播图「录取结果查询」吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(parts.removed).toEqual([{ resource: 'siteBanner', id: 3 }]));
    await waitFor(async () => expect(titlesIn(await table())).toHaveLength(2));
  });
});
