import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openConsoleAs, renderConsole } from '@/testing/console';
import { installStaffServer } from '@/testing/msw/staff-server';
import { safeNext } from '../app/safe-next';

const staff = installStaffServer();

async function signInAs(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('用户名'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

describe('sign-in', () => {
  it('shows sign-in to a signed-out visit, then goes back to the page asked for', async () => {
    const { router } = renderConsole('/admin/accounts?keyword=edit');
    expect(await screen.findByRole('heading', { name: '华夏教育集团 · 内容管理' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/accounts?keyword=edit')}`);
    // Silent: no error toast for "not signed in".
    expect(screen.queryByText('请先登录')).not.toBeInTheDocument();

    await signInAs('admin', 'Huaxia@2026demo');
    expect(await screen.findByRole('heading', { name: '账号管理', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/accounts');
    expect(router.state.location.search).toBe('?keyword=edit');
    expect(screen.getByText('当前账号：演示管理员')).toBeInTheDocument();
  });

  it('names empty fields and shows the server’s answer to a wrong password', async () => {
    renderConsole('/admin/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await signInAs('admin', 'wrong-password');
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('ignores a `next` that leaves the console', async () => {
    const { router } = renderConsole(
      `/admin/sign-in?next=${encodeURIComponent('https://evil.example/admin')}`,
    );
    await signInAs('admin', 'Huaxia@2026demo');
    expect(await screen.findByRole('heading', { name: '首页', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    ['/admin/accounts?page=2', '/accounts?page=2'],
    ['/admin', '/'],
    ['/admin/', '/'],
    ['https://evil.example/admin/accounts', '/'],
    ['//evil.example/admin', '/'],
    ['/\\evil.example', '/'],
    ['/home', '/'],
    ['/administrator', '/'],
    ['/admin/../home', '/'],
    ['/admin/sign-in', '/'],
    ['', '/'],
  ])('safeNext(%s) is %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('sends the user back to sign-in, silently, when a call is answered 100000004, and back after', async () => {
    const { router } = openConsoleAs(staff, 'admin', '/admin/accounts');
    expect(await screen.findByRole('cell', { name: 'editor' })).toBeInTheDocument();

    staff.expire();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '操作日志' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/audit-log')}`);
    expect(screen.queryByText('请先登录')).not.toBeInTheDocument();
    expect(screen.queryByText('当前账号：演示管理员')).not.toBeInTheDocument();

    await signInAs('admin', 'Huaxia@2026demo');
    const table = await screen.findByRole('table', { name: '操作日志（最新的在前）' });
    expect(await within(table).findByRole('cell', { name: '登录会话' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/audit-log');
  });

  it('signs out and shows sign-in without a way back', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(router.state.location.search).toBe('');
  });
});
