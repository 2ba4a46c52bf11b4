import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generate } from 'otplib';
import { showWarningToast } from '@/features/feedback/toast';
import { openSignedInConsole, renderConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { PLATFORMS } from '@contract/platform';
import type { RoleGrant } from '@contract/roles';
import { safeNext } from '../app/safe-next';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed: the demo's admin and editor; an account with two-factor sign-in
// is enrolled for real by the tests that need one. The tests run in order on one store.
const server = installRealServer();

const SYSTEM = '/api/bms/system/admin';
const TWO_FACTOR_USER = { username: 'liangbu', password: 'Qiuyue#2026-yanzheng' };
/** The secret of TWO_FACTOR_USER's authenticator app, once enrolled. */
let authenticatorSecret = '';

/** An account made by the demo admin through the real API; the browser is signed out after. */
async function addAccount(username: string, password: string, roles: RoleGrant[]) {
  await server.signIn('admin');
  await server.send('POST', SYSTEM, {
    username,
    displayName: username,
    roles,
    enabled: true,
    password,
  });
  // A password an admin set must be changed at the first sign-in (the onboarding tests show
  // that); these accounts are as if their owner had chosen it.
  await server.app.db
    .updateTable('staff_account')
    .set({ must_change_password: 0 })
    .where('username', '=', username)
    .execute();
  server.forgetCookies();
}

/** TWO_FACTOR_USER, enrolled in two-factor sign-in through the real routes (its first right code). */
async function enrolTwoFactorUser() {
  if (authenticatorSecret) return;
  await addAccount(TWO_FACTOR_USER.username, TWO_FACTOR_USER.password, [
    { role: 'writer', sites: [...PLATFORMS] },
  ]);
  await server.signIn(TWO_FACTOR_USER.username, TWO_FACTOR_USER.password);
  const { secret } = await server.send<{ secret: string }>('PUT', `${SYSTEM}/startTwoFactor`);
  await server.send('POST', `${SYSTEM}/activateTwoFactor`, { code: await generate({ secret }) });
  server.forgetCookies();
  authenticatorSecret = secret;
}

/**
 * The code the authenticator app shows at the next 30 s step: the step of the enrolment's code is
 * used up (a replayed code is refused), and the server takes a code one step either side of now.
 */
const nextCode = () => generate({ secret: authenticatorSecret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInAs(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('用户名'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

describe('sign-in', () => {
  it('asks the code after the password of an account with two-factor sign-in, then signs in with it', async () => {
    await enrolTwoFactorUser();
    const { router } = renderConsole('/admin/sign-in');
    const user = await signInAs(TWO_FACTOR_USER.username, TWO_FACTOR_USER.password);
    expect(await screen.findByRole('heading', { name: '两步验证', level: 1 })).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: '验证码' });
    expect(code).toHaveFocus();
    // Malformed: caught before it is sent.
    await user.type(code, '12 345');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(screen.getByText('验证码格式不正确：请输入 6 位数字，或一个 16 位恢复码')).toBeInTheDocument();
    // Wrong: the server's answer, still on the code step.
    await user.clear(code);
    const right = await nextCode();
    await user.type(code, right === '654321' ? '123456' : '654321');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(
      await screen.findByText('验证码不正确，请输入验证器应用中当前显示的 6 位数字'),
    ).toBeInTheDocument();
    // Spaces as the app shows them are dropped.
    await user.clear(code);
    await user.type(code, `${right.slice(0, 3)} ${right.slice(3)}`);
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByRole('heading', { name: '首页', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('goes back to the password when the code step has run out', async () => {
    await enrolTwoFactorUser();
    renderConsole('/admin/sign-in');
    const user = await signInAs(TWO_FACTOR_USER.username, TWO_FACTOR_USER.password);
    const code = await screen.findByRole('textbox', { name: '验证码' });
    // The code step's time runs out while the code is being found.
    await server.app.db
      .updateTable('staff_sign_in_challenge')
      .set({ expires_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    await user.type(code, await nextCode());
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('登录已超时，请重新输入用户名和密码')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('keeps an account the policy covers on 两步验证 until it has enrolled', async () => {
    // A 招生主管 (who exports leads: the policy covers it), not enrolled; the policy switched on.
    const password = 'Chunfeng#2026-zhanghao';
    await addAccount('daochu', password, [{ role: 'admissionsLead', sites: ['academic'] }]);
    await server.app.db.updateTable('staff_security_policy').set({ require_two_factor: 1 }).execute();
    try {
      await server.signIn('daochu', password);
      const { router } = renderConsole('/admin/leads');
      expect(await screen.findByRole('heading', { name: '两步验证', level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/two-factor');
      expect(
        await screen.findByText(
          '管理员要求可管理账号或导出线索的账号（集团管理员、账号管理员、招生主管）使用两步验证。请先完成设置，之后才能使用管理后台的其他功能。',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '开始设置' })).toBeInTheDocument();
      // The server holds it there too: the inbox is refused until it has enrolled.
      await expect(server.send('GET', '/api/cms/web/siteMessage/list?pageNum=1&pageSize=10')).rejects.toThrow(
        /两步验证/,
      );
    } finally {
      await server.app.db.updateTable('staff_security_policy').set({ require_two_factor: 0 }).execute();
    }
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
    const { router } = await openSignedInConsole(server, 'admin', '/admin/accounts');
    expect(await screen.findByRole('cell', { name: 'editor' })).toBeInTheDocument();

    // The session ends under the page (an idle timeout, a sign-out elsewhere): the store has none.
    await server.app.db.deleteFrom('staff_session').execute();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '操作日志' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/audit-log')}`);
    expect(screen.queryByText('请先登录')).not.toBeInTheDocument();
    expect(screen.queryByText('当前账号：演示管理员')).not.toBeInTheDocument();

    await signInAs('admin', 'Huaxia@2026demo');
    const table = await screen.findByRole('table', { name: '操作日志（最新的在前）' });
    // The trail it opens on shows the sign-ins (this one among them).
    expect((await within(table).findAllByRole('cell', { name: '登录会话' })).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/admin/audit-log');
  });

  it('signs out and shows sign-in without a way back', async () => {
    const { router, user } = await openSignedInConsole(server, 'editor', '/admin');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(router.state.location.search).toBe('');
    // The session is over on the server, not only forgotten by the page.
    await expect(server.send('GET', `${SYSTEM}/signInfo`)).rejects.toThrow('请先登录');
  });
});
