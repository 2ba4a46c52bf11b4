import { configure, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { uiMessages } from '@/admin/ui/messages';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { BannerSaveBody } from '@contract/site-banner';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's banners of each site, in the
// order staff gave them; the file's tests run in order on what the earlier ones left.
const server = installRealServer();

const BANNERS = '/api/cms/web/siteBanner';

/** A platform's banners as stored, in their order (the list's). */
const storedBanners = (platform: string) =>
  server.app.db
    .selectFrom('site_banner')
    .select(['id', 'title', 'image', 'url', 'status', 'publish_time'])
    .where('platform', '=', platform)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** A platform's banner table once its rows have arrived (the table is drawn, loading, before). */
async function loadedTable(name: RegExp) {
  const found = await screen.findByRole('table', { name }, { timeout: 10_000 });
  await waitFor(() => expect(found).not.toHaveTextContent(uiMessages.loading));
  return found;
}
const vocationalTable = () => loadedTable(/职业教育的轮播图/);
const titlesIn = (found: HTMLElement) =>
  within(found)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);

describe('banners', () => {
  it('lists one platform’s banners with thumbnails and status, the platform kept in the address', async () => {
    const vocational = await storedBanners('vocational');
    const { router, user } = await openSignedInConsole(
      server,
      'editor',
      '/admin/banners?platform=vocational',
    );
    const list = await vocationalTable();
    expect(titlesIn(list)).toEqual(vocational.map((banner) => banner.title));
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['顺序', '图片', '标题', '链接地址', '状态', '操作']);
    const second = vocational[1]!;
    expect(within(list).getByRole('img', { name: `轮播图：${second.title}` })).toHaveAttribute(
      'src',
      second.image,
    );
    expect(screen.getByRole('link', { name: '职业教育' })).toHaveAttribute('aria-current', 'page');

    // The group site's list has a banner taken off the site: 草稿 in its row.
    const company = await storedBanners('company');
    const offSite = company.find((banner) => banner.status === 0)!;
    await user.click(screen.getByRole('link', { name: '集团官网' }));
    const companyList = await loadedTable(/集团官网的轮播图/);
    expect(titlesIn(companyList)).toEqual(company.map((banner) => banner.title));
    expect(within(companyList).getByRole('cell', { name: offSite.title }).closest('tr')).toHaveTextContent(
      '草稿',
    );
    expect(router.state.location.search).toBe('?platform=company');
  });

  it('moves a banner with 上移 (every id of the platform, in the new order) and keeps the focus', async () => {
    const [first, second, ...rest] = await storedBanners('vocational');
    const { user } = await openSignedInConsole(server, 'editor', '/admin/banners?platform=vocational');
    await vocationalTable();
    expect(screen.getByRole('button', { name: `上移「${first!.title}」` })).toBeDisabled();
    screen.getByRole('button', { name: `上移「${second!.title}」` }).focus();
    await user.keyboard('{Enter}');

    const expected = [second!, first!, ...rest];
    await waitFor(() => expect(server.calls(`${BANNERS}/sort`, 'PUT')).toHaveLength(1));
    expect(server.calls(`${BANNERS}/sort`, 'PUT')[0]!.body).toMatchObject({
      ids: expected.map((banner) => banner.id),
    });
    // A call is counted when sent: the order is stored once the server has answered it.
    await waitFor(async () =>
      expect((await storedBanners('vocational')).map((banner) => banner.id)).toEqual(
        expected.map((banner) => banner.id),
      ),
    );
    await waitFor(async () =>
      expect(titlesIn(await vocationalTable())).toEqual(expected.map((banner) => banner.title)),
    );
    expect(screen.getByText(`「${second!.title}」已移到第 1 位`)).toBeInTheDocument();
    // At the top 上移 is off: the keyboard focus went to 下移 of the same banner.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `下移「${second!.title}」` })).toHaveFocus(),
    );
  });

  it('adds a banner: missing fields named first, then the JSON body stored, then back to the platform’s list', async () => {
    const { router, user } = await openSignedInConsole(
      server,
      'editor',
      '/admin/banners/new?platform=vocational',
    );
    await user.click(await screen.findByRole('button', { name: '保存' }, { timeout: 10_000 }));
    expect(screen.getByText('请输入标题')).toBeInTheDocument();
    expect(screen.getByText('请上传图片')).toBeInTheDocument();
    expect(server.calls(BANNERS, 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('标题'), '春季招生');
    await user.type(screen.getByLabelText('图片'), '/uploads/spring.png');
    await user.type(screen.getByLabelText('链接地址'), 'https://www.example.com/spring');
    expect(screen.getByText(/打开方式：其他网站，在新窗口打开/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('发布时间'), '2026-04-01T09:00');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banners'));
    expect(router.state.location.search).toBe('?platform=vocational');
    const body = server.calls(BANNERS, 'POST')[0]!.body;
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
    const stored = (await storedBanners('vocational')).find((banner) => banner.title === '春季招生');
    expect(stored).toMatchObject({
      image: '/uploads/spring.png',
      url: 'https://www.example.com/spring',
      status: 1,
    });
    // 09:00 China time.
    expect(new Date(stored!.publish_time!).toISOString()).toBe('2026-04-01T01:00:00.000Z');
    expect(await screen.findByRole('cell', { name: '春季招生' })).toBeInTheDocument();
  });

  it('shows the server’s url-policy refusal beside the link and stores nothing', async () => {
    const [banner] = await storedBanners('vocational');
    const { user } = await openSignedInConsole(
      server,
      'editor',
      `/admin/banners/${banner!.id}?platform=vocational`,
    );
    const link = await screen.findByLabelText('链接地址', {}, { timeout: 10_000 });
    await waitFor(() => expect(link).toHaveValue(banner!.url));
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(link).toHaveAccessibleDescription(
      expect.stringContaining('链接地址不正确：只能是 http(s) 地址或本站路径'),
    );
    expect(server.calls(BANNERS, 'POST')[0]!.body).toMatchObject({
      id: banner!.id,
      url: 'javascript:alert(1)',
    });
    expect((await storedBanners('vocational'))[0]).toEqual(banner);
  });

  it('stops a banner title that breaks the advertising law; a reviewer passes it with a reason', async () => {
    const { router, user } = await openSignedInConsole(
      server,
      'editor',
      '/admin/banners/new?platform=vocational',
    );
    await user.type(await screen.findByLabelText('标题', {}, { timeout: 10_000 }), '全省最佳职业培训');
    await user.type(screen.getByLabelText('图片'), '/uploads/best.png');
    await user.click(screen.getByRole('button', { name: '保存' }));
    // Refused with the law's reason; nothing stored; the editor (a reviewer) may pass it.
    await user.click(await screen.findByRole('button', { name: '以理由放行并保存' }));
    expect((await storedBanners('vocational')).some((banner) => banner.title === '全省最佳职业培训')).toBe(
      false,
    );
    const dialog = await findOpenDialog('以理由放行广告法提示');
    await user.type(within(dialog).getByLabelText('放行理由'), '已取得省教育厅评选证书');
    await user.click(within(dialog).getByRole('button', { name: '确认放行' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banners'));
    const bodies = server.calls(BANNERS, 'POST').map((call) => call.body as { adLawOverride?: string });
    expect(bodies.map((body) => body.adLawOverride)).toEqual([undefined, '已取得省教育厅评选证书']);
    expect((await storedBanners('vocational')).some((banner) => banner.title === '全省最佳职业培训')).toBe(
      true,
    );
  });

  it('deletes after naming the banner (确定删除轮播图「…」吗？)', async () => {
    const vocational = await storedBanners('vocational');
    const last = vocational.at(-1)!;
    const { user } = await openSignedInConsole(server, 'editor', '/admin/banners?platform=vocational');
    await vocationalTable();
    await user.click(screen.getByRole('button', { name: `删除「${last.title}」` }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveAccessibleDescription(`确定删除轮播图「${last.title}」吗？`);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(async () => expect(titlesIn(await vocationalTable())).toHaveLength(vocational.length - 1));
    expect((await storedBanners('vocational')).map((banner) => banner.id)).not.toContain(last.id);
  });
});
