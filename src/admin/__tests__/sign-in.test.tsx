import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showWarningToast } from '@/features/feedback/toast';
import { openConsoleAs, renderConsole } from '@/testing/console';
import { EXPIRED_CODE, installStaffServer, TEST_CODE } from '@/testing/msw/staff-server';
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
  it('asks the code after the password of an account with two-factor sign-in, then signs in with it', async () => {
    staff.useTwoFactor('admin');
    const { router } = renderConsole('/admin/sign-in');
    const user = await signInAs('admin', 'Huaxia@2026demo');
    expect(await screen.findByRole('heading', { name: '两步验证', level: 1 })).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: '验证码' });
    expect(code).toHaveFocus();
    // Malformed: caught before it is sent.
    await user.type(code, '12 345');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(screen.getByText('验证码格式不正确：请输入 6 位数字，或一个 16 位恢复码')).toBeInTheDocument();
    // Wrong: the server's answer, still on the code step.
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    // Spaces as the app shows them are dropped.
    await user.clear(code);
    await user.type(code, `${TEST_CODE.slice(0, 3)} ${TEST_CODE.slice(3)}`);
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByRole('heading', { name: '首页', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('goes back to the password when the code step has run out', async () => {
    staff.useTwoFactor('admin');
    renderConsole('/admin/sign-in');
    const user = await signInAs('admin', 'Huaxia@2026demo');
    await user.type(await screen.findByRole('textbox', { name: '验证码' }), EXPIRED_CODE);
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('登录已超时，请重新输入用户名和密码')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('keeps an account the policy covers on 两步验证 until it has enrolled', async () => {
    staff.requireTwoFactor();
    const { router } = openConsoleAs(staff, 'admin', '/admin/accounts');
    expect(await screen.findByRole('heading', { name: '两步验证', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/two-factor');
    expect(
      await screen.findByText(/管理员要求拥有“账号管理”或“线索导出”权限的账号使用两步验证/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始设置' })).toBeInTheDocument();
  });

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
    // In the form, announced: not a toast that would outlive the screen.
    const form = screen.getByRole('form', { name: '登录' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(await screen.findByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('leaves a wrong password’s message on the sign-in screen: 首页 after the next try does not show it', async () => {
    renderConsole('/admin/sign-in');
    await signInAs('admin', 'wrong-password');
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('密码'));
    await user.type(screen.getByLabelText('密码'), 'Huaxia@2026demo');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '首页', level: 1 })).toBeInTheDocument();
    // A toast asked for after every request: once it shows, the toaster (loaded on the first toast)
    // has shown whatever was asked before it, a toast of the refusal too.
    act(() => showWarningToast('此后的提示'));
    expect(await screen.findByText('此后的提示')).toBeInTheDocument();
    expect(screen.queryByText('用户名或密码错误')).not.toBeInTheDocument();
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
