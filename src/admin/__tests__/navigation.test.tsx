import { act, configure, screen, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed: the demo's admin (集团管理员) and editor (集团内容管理员).
const server = installRealServer();

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: '管理菜单' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

/** What 集团内容管理员 opens, in the navigation's order (首页 is everyone's). */
const CONTENT_SCREENS = [
  '首页',
  '栏目管理',
  '页面类型',
  '内容管理',
  '内容搜索',
  '轮播图',
  '师资团队',
  '招聘职位',
  '校区管理',
  '媒体库',
  '站点设置',
  '待审核',
];

describe('the navigation follows the roles', () => {
  it('shows 集团管理员 every screen', async () => {
    await openSignedInConsole(server, 'admin', '/admin');
    expect(await navLinks()).toEqual([
      ...CONTENT_SCREENS,
      '线索',
      '渠道报表',
      '通知设置',
      '通知记录',
      '来源别名',
      '分配规则',
      '表单字段',
      '广告法词库',
      '账号管理',
      '操作日志',
      '我的登录',
    ]);
    // 首页 links the same screens.
    const home = screen.getByRole('main');
    expect(within(home).getByRole('link', { name: /账号管理/ })).toHaveAttribute('href', '/admin/accounts');
    expect(within(home).getByRole('link', { name: /操作日志/ })).toHaveAttribute('href', '/admin/audit-log');
    expect(within(home).getByRole('link', { name: /^线索/ })).toHaveAttribute('href', '/admin/leads');
    expect(within(home).getByRole('link', { name: /^渠道报表/ })).toHaveAttribute(
      'href',
      '/admin/lead-report',
    );
  });

  it('shows 集团内容管理员 neither accounts, leads nor the audit log, and refuses them by address', async () => {
    const { router } = await openSignedInConsole(server, 'editor', '/admin');
    // 我的登录 needs no role.
    expect(await navLinks()).toEqual([...CONTENT_SCREENS, '广告法词库', '我的登录']);
    expect(screen.queryByRole('link', { name: /线索/ })).not.toBeInTheDocument();
    expect(screen.getByText('当前账号：演示编辑')).toBeInTheDocument();

    await act(() => router.navigate('/accounts'));
    expect(await screen.findByRole('heading', { name: '没有权限', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The server refuses them too: the navigation is not the lock.
    await expect(server.send('GET', '/api/bms/system/admin/list?pageNum=1&pageSize=10')).rejects.toThrow(
      '无权限执行此操作',
    );
    await expect(server.send('GET', '/api/bms/system/auditLog/list?pageNum=1&pageSize=10')).rejects.toThrow(
      '无权限执行此操作',
    );
  });

  it('answers an unknown console path inside the frame', async () => {
    await openSignedInConsole(server, 'admin', '/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: '页面不存在', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '管理菜单' })).toBeInTheDocument();
  });
});
