import { act, configure, screen, within } from '@testing-library/react';
import { openSignedInConsole, renderConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed: the demo's accounts of one site's roles (vocational.editor,
// academic.admissions) and 招生主管 of every site (admissions.lead).
const server = installRealServer();

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: '管理菜单' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

/** The site tabs of a per-site screen, as drawn: each name and whether it is the one shown. */
const siteTabs = async () => {
  const tabs = await screen.findByRole('navigation', { name: '选择平台' });
  return within(tabs)
    .getAllByRole('link')
    .map((tab) => [tab.textContent, tab.getAttribute('aria-current') === 'page']);
};

/** The options of a drop-down, by their text. */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The `platform` of every call to `path` the console sent. */
const platformsAsked = (path: string) => server.calls(path).map((call) => call.query.platform);

describe('a site role: the screens of its sites only', () => {
  it('shows 编辑 of 职业教育 its content and menu screens, only 职业教育 on them, and no 账号 or 页面类型', async () => {
    const { router } = await openSignedInConsole(server, 'vocational.editor', '/admin');
    // 编辑: content, menus and banners; no 站点设置, 页面类型, leads or accounts.
    expect(await navLinks()).toEqual([
      '首页',
      '栏目管理',
      '内容管理',
      '内容搜索',
      '轮播图',
      '师资团队',
      '招聘职位',
      '校区管理',
      '媒体库',
      '待审核',
      '我的登录',
    ]);

    await act(() => router.navigate('/menus'));
    expect(await screen.findByRole('list', { name: '职业教育的栏目' })).toBeInTheDocument();
    expect(await siteTabs()).toEqual([['职业教育', true]]);
    // A site it may not act on, asked by address: its own site instead, never a call for the other.
    await act(() => router.navigate('/menus?platform=company'));
    expect(await screen.findByRole('list', { name: '职业教育的栏目' })).toBeInTheDocument();
    expect(await siteTabs()).toEqual([['职业教育', true]]);
    expect(new Set(platformsAsked('/api/cms/web/siteMenu/list'))).toEqual(new Set(['vocational']));

    await act(() => router.navigate('/content-search'));
    expect(await screen.findByRole('heading', { name: '内容搜索', level: 1 })).toBeInTheDocument();
    expect(await siteTabs()).toEqual([['职业教育', true]]);
    expect(new Set(platformsAsked('/api/cms/web/siteContent/listBySite'))).toEqual(new Set(['vocational']));

    await act(() => router.navigate('/banners'));
    expect(await siteTabs()).toEqual([['职业教育', true]]);

    // 内容管理 picks the site in a drop-down: its one site.
    await act(() => router.navigate('/content'));
    expect(optionsOf(await screen.findByRole('combobox', { name: '平台' }))).toEqual(['职业教育']);

    for (const path of ['/page-types', '/accounts', '/site-settings', '/leads']) {
      await act(() => router.navigate(path));
      expect(await screen.findByRole('heading', { name: '没有权限', level: 1 })).toBeInTheDocument();
    }
    // The server refuses another site's calls: the tabs are not the lock.
    await expect(server.send('GET', '/api/cms/web/siteMenu/list?platform=company')).rejects.toThrow(
      /无权操作「集团官网」/,
    );
  });

  it('shows 撰稿人 of 职业教育 the content screens, not the menus or banners', async () => {
    await openSignedInConsole(server, 'vocational.writer', '/admin');
    expect(await navLinks()).toEqual([
      '首页',
      '内容管理',
      '内容搜索',
      '师资团队',
      '招聘职位',
      '校区管理',
      '媒体库',
      '待审核',
      '我的登录',
    ]);
  });

  it('shows 招生老师 of 成人教育 线索 and no content screen, the inbox of its site, no export', async () => {
    const { router } = await openSignedInConsole(server, 'academic.admissions', '/admin');
    expect(await navLinks()).toEqual(['首页', '线索', '渠道报表', '我的登录']);

    // A site it does not follow, asked by address: the inbox of its own sites, not a refusal.
    await act(() => router.navigate('/leads?platform=vocational'));
    const site = await screen.findByRole('combobox', { name: '平台' });
    expect(optionsOf(site)).toEqual(['全部平台', '成人教育']);
    expect(await screen.findByRole('table', { name: '访客留言（最新的在前）' })).toBeInTheDocument();
    expect(new Set(platformsAsked('/api/cms/web/siteMessage/list'))).toEqual(new Set([undefined]));
    expect(screen.queryByRole('button', { name: '导出 CSV' })).not.toBeInTheDocument();

    await act(() => router.navigate('/lead-report'));
    expect(optionsOf(await screen.findByRole('combobox', { name: '平台' }))).toEqual([
      '全部平台',
      '成人教育',
    ]);

    for (const path of ['/menus', '/content', '/accounts', '/lead-source-aliases']) {
      await act(() => router.navigate(path));
      expect(await screen.findByRole('heading', { name: '没有权限', level: 1 })).toBeInTheDocument();
    }
  });

  it('shows 站点管理员 of 成人教育 its site’s screens and its trail, without the accounts', async () => {
    const password = 'Zhandian#2026-guanli';
    await server.signIn('admin');
    await server.send('POST', '/api/bms/system/admin', {
      username: 'academic.manager',
      displayName: '成教站点管理员',
      roles: [{ role: 'siteManager', sites: ['academic'] }],
      enabled: true,
      password,
    });
    // As if its owner had replaced the password the admin set.
    await server.app.db
      .updateTable('staff_account')
      .set({ must_change_password: 0 })
      .where('username', '=', 'academic.manager')
      .execute();
    server.forgetCookies();
    await server.signIn('academic.manager', password);
    const { router } = renderConsole('/admin');
    expect(await navLinks()).toEqual([
      '首页',
      '栏目管理',
      '内容管理',
      '内容搜索',
      '轮播图',
      '师资团队',
      '招聘职位',
      '校区管理',
      '媒体库',
      '站点设置',
      '待审核',
      expect.stringMatching(/^线索/),
      '渠道报表',
      '通知设置',
      '通知记录',
      '分配规则',
      '表单字段',
      '操作日志',
      '我的登录',
    ]);

    await act(() => router.navigate('/site-settings'));
    expect(await siteTabs()).toEqual([['成人教育', true]]);

    // The trail of its site (the server keeps to it), with no 操作人 filter: the accounts are not its.
    await act(() => router.navigate('/audit-log'));
    expect(await screen.findByRole('table', { name: '操作日志（最新的在前）' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '操作人' })).not.toBeInTheDocument();
    expect(server.calls('/api/bms/system/admin/list')).toEqual([]);
    await act(() => router.navigate('/accounts'));
    expect(await screen.findByRole('heading', { name: '没有权限', level: 1 })).toBeInTheDocument();
  });

  it('offers 招生主管 of every site the export of the whole inbox, and 来源别名', async () => {
    await openSignedInConsole(server, 'admissions.lead', '/admin/leads');
    expect(await screen.findByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
    // The aliases count the leads of every site: theirs to keep (a 招生老师 of one site has no such screen).
    expect(await navLinks()).toEqual([
      '首页',
      expect.stringMatching(/^线索/),
      '渠道报表',
      '通知设置',
      '通知记录',
      '来源别名',
      '分配规则',
      '表单字段',
      '我的登录',
    ]);
    expect(optionsOf(screen.getByRole('combobox', { name: '平台' }))).toEqual([
      '全部平台',
      '集团官网',
      '成人教育',
      '自学考试',
      '职业教育',
    ]);
  });
});
