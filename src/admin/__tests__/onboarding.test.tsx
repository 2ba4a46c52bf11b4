import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { openSignedInConsole, renderConsole } from '@/testing/console';
import { succeed } from '@/testing/msw/envelope';
import { installFailureServer } from '@/testing/msw/mock-server';
import { findOpenDialog } from '@/testing/open-dialog';
import { installRealServer } from '@/testing/real-server';
import { PLATFORMS } from '@contract/platform';
import type { RoleGrant } from '@contract/roles';
import { INVITE_HOURS, RESET_LINK_MINUTES } from '@contract/staff';
import { formatDateTime } from '../ui/format';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed: the demo's admin makes the accounts that onboard themselves.
const server = installRealServer();
// Only to say that mail is configured (the test server has none): every other call passes through.
const failures = installFailureServer();

const SYSTEM = '/api/bms/system/admin';
/** The new colleagues' role: 编辑 of every site (menus and content). */
const EDITOR_EVERYWHERE: RoleGrant[] = [{ role: 'editor', sites: [...PLATFORMS] }];

const storedFlag = (username: string) =>
  server.app.db
    .selectFrom('staff_account')
    .select('must_change_password')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
    .then((row) => row.must_change_password);

/** A new account with a temporary password typed by the demo admin; the browser signed out after. */
async function addWithTemporaryPassword(username: string, password: string) {
  await server.signIn('admin');
  await server.send('POST', SYSTEM, {
    username,
    displayName: '新同事',
    roles: EDITOR_EVERYWHERE,
    enabled: true,
    onboarding: 'password',
    password,
  });
  server.forgetCookies();
}

describe('the password an admin set', () => {
  it('is changed first: the console shows only the change page until the account chose its own', async () => {
    const temporary = 'Linshi#2026-mima';
    await addWithTemporaryPassword('xinren', temporary);
    await server.signIn('xinren', temporary);
    const { router } = renderConsole('/admin/menus');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { name: '设置您自己的密码', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/change-password');
    expect(screen.getByText('当前密码由管理员设置，请设置您自己的密码后继续。')).toBeInTheDocument();
    // No frame: no navigation to screens the server would refuse.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // The server holds it there too.
    await expect(server.send('GET', '/api/cms/web/siteMessage/list?pageNum=1&pageSize=10')).rejects.toThrow(
      /修改密码/,
    );

    // The checks of the top bar's 修改密码.
    await user.click(screen.getByRole('button', { name: '设置密码并继续' }));
    expect(await screen.findByText('请输入当前密码')).toBeInTheDocument();
    expect(screen.getByText('新密码至少 10 位')).toBeInTheDocument();

    await user.type(screen.getByLabelText('当前密码（管理员提供的密码）'), temporary);
    await user.type(screen.getByLabelText('新密码'), 'Ziji#2026-xuanze');
    await user.type(screen.getByLabelText('再次输入新密码'), 'Ziji#2026-xuanze');
    const signInfoCalls = server.calls(`${SYSTEM}/signInfo`).length;
    await user.click(screen.getByRole('button', { name: '设置密码并继续' }));

    // The fresh session goes on: signInfo again, without the flag, and the console opens.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('navigation', { name: '管理菜单' })).toBeInTheDocument();
    expect(server.calls(`${SYSTEM}/signInfo`).length).toBeGreaterThan(signInfoCalls);
    expect(server.calls(`${SYSTEM}/updatePassword`, 'PUT').map((call) => call.body)).toEqual([
      { oldPassword: temporary, newPassword: 'Ziji#2026-xuanze' },
    ]);
    expect(await storedFlag('xinren')).toBe(0);
  });

  it('comes before the sign-in’s `next`: the page asked for waits until the password is changed', async () => {
    const temporary = 'Linshi#2026-erhao';
    await addWithTemporaryPassword('xinren2', temporary);
    const { router } = renderConsole('/admin/sign-in?next=%2Fmenus');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('用户名'), 'xinren2');
    await user.type(screen.getByLabelText('密码'), temporary);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '设置您自己的密码', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/change-password');

    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(await storedFlag('xinren2')).toBe(1);
  });
});

/** The invitation links of the console (`<origin>/admin/set-password#token=<43>`). */
const INVITE_URL = /\/set-password#token=[A-Za-z0-9_-]{43}$/;

const tokenOf = (url: string) => url.slice(url.indexOf('#token=') + '#token='.length);
/** The link of the first test's invitation: a new one ends it. */
let firstInviteUrl = '';

const storedAccount = (username: string) =>
  server.app.db
    .selectFrom('staff_account')
    .select(['id', 'email', 'must_change_password'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

describe('accounts that onboard themselves', () => {
  it('creates an account with an invitation link shown once, then lists it as 邀请有效至 …', async () => {
    const { router, user } = await openSignedInConsole(server, 'admin', '/admin/accounts/new');
    await user.type(await screen.findByLabelText(/^用户名/), 'yaoqing');
    await user.type(screen.getByLabelText(/^姓名/), '邀请同事');
    await user.type(screen.getByLabelText(/^邮箱/), 'yaoqing@example.cn');
    // 临时密码 by default, with today's optional password box; 邀请链接 takes it away.
    expect(screen.getByRole('radio', { name: '临时密码' })).toBeChecked();
    expect(screen.getByLabelText(/^初始密码/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '邀请链接' }));
    expect(screen.queryByLabelText(/^初始密码/)).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${INVITE_HOURS} 小时内有效`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));

    const dialog = await findOpenDialog('邀请链接');
    const url = within(dialog).getByTestId('invite-url').textContent ?? '';
    expect(url).toMatch(INVITE_URL);
    firstInviteUrl = url;
    expect(within(dialog).getByRole('button', { name: '复制链接' })).toBeInTheDocument();
    const [sent] = server.calls('/api/bms/system/admin', 'POST').map((call) => call.body);
    expect(sent).toMatchObject({ username: 'yaoqing', onboarding: 'invite', email: 'yaoqing@example.cn' });
    expect(sent).not.toHaveProperty('password');
    expect(await storedAccount('yaoqing')).toMatchObject({ email: 'yaoqing@example.cn' });
    const { pageList } = await server.send<{ pageList: { username: string; inviteExpiresAt: string }[] }>(
      'GET',
      '/api/bms/system/admin/list?pageNum=1&pageSize=50',
    );
    const expiresAt = pageList.find((account) => account.username === 'yaoqing')!.inviteExpiresAt;
    expect(
      within(dialog).getByText(`有效期至 ${formatDateTime(expiresAt)}（北京时间），只能使用一次`),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    const row = (await screen.findByRole('cell', { name: 'yaoqing' })).closest('tr')!;
    expect(await within(row).findByText(`邀请有效至 ${formatDateTime(expiresAt)}`)).toBeInTheDocument();
  });

  it('sends a new invitation from the list, shown the same way; the older link stops working', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/accounts');
    await user.click(await screen.findByRole('button', { name: '发送邀请 yaoqing' }));
    const confirm = await findOpenDialog();
    expect(within(confirm).getByText(/之前发送的链接将失效/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));

    const dialog = await findOpenDialog('邀请链接');
    const url = within(dialog).getByTestId('invite-url').textContent ?? '';
    expect(url).toMatch(INVITE_URL);
    const { id } = await storedAccount('yaoqing');
    expect(server.calls('/api/bms/system/admin/invite', 'POST').map((call) => call.body)).toEqual([{ id }]);
    expect(within(dialog).getByText(/^有效期至 /)).toBeInTheDocument();
    const check = (link: string) =>
      server.send<{ username: string }>('POST', '/api/bms/system/admin/checkPasswordLink', {
        token: tokenOf(link),
      });
    await expect(check(url)).resolves.toMatchObject({ username: 'yaoqing' });
    await expect(check(firstInviteUrl)).rejects.toThrow(/链接无效/);
    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    // Not offered on one's own row.
    expect(screen.queryByRole('button', { name: '发送邀请 admin' })).not.toBeInTheDocument();
  });

  it('lists a temporary password not yet changed as 待设置密码, and changes or removes the 邮箱 on edit', async () => {
    await addWithTemporaryPassword('sanhao', 'Linshi#2026-mima3');
    const { id } = await storedAccount('sanhao');
    const { router, user } = await openSignedInConsole(server, 'admin', '/admin/accounts');
    const row = (await screen.findByRole('cell', { name: 'sanhao' })).closest('tr')!;
    expect(within(row).getByText('待设置密码')).toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: '编辑 sanhao' }));
    const email = await screen.findByLabelText(/^邮箱/);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/邮箱格式不正确/)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'sanhao@example.cn');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    expect(await storedAccount('sanhao')).toMatchObject({ email: 'sanhao@example.cn' });

    const edited = (await screen.findByRole('cell', { name: 'sanhao' })).closest('tr')!;
    await user.click(within(edited).getByRole('link', { name: '编辑 sanhao' }));
    await waitFor(() => expect(screen.getByLabelText(/^邮箱/)).toHaveValue('sanhao@example.cn'));
    await user.clear(screen.getByLabelText(/^邮箱/));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    expect(server.calls('/api/bms/system/admin', 'POST').map((call) => call.body)).toEqual([
      expect.objectContaining({ id, email: 'sanhao@example.cn' }),
      expect.objectContaining({ id, email: '' }),
    ]);
    expect(await storedAccount('sanhao')).toMatchObject({ email: null });
  });
});

describe('设置密码 (the page of a link)', () => {
  /** A fresh invitation of `username` (made by the demo admin), its link's token. */
  async function inviteToken(username: string) {
    await server.signIn('admin');
    const { id } = await server.send<{ id: number }>('POST', SYSTEM, {
      username,
      displayName: '链接同事',
      roles: EDITOR_EVERYWHERE,
      enabled: true,
      onboarding: 'invite',
    });
    const { inviteUrl } = await server.send<{ inviteUrl: string }>('POST', `${SYSTEM}/invite`, { id });
    server.forgetCookies();
    return tokenOf(inviteUrl);
  }

  it('takes the token from the fragment, drops it from the address, and sets the password once', async () => {
    const token = await inviteToken('lianjie');
    const { router } = renderConsole(`/admin/set-password#token=${token}`);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/为 链接同事（lianjie）设置密码/)).toBeInTheDocument();
    expect(screen.getByText(/用途：账号邀请/)).toBeInTheDocument();
    expect(screen.getByText(/链接有效期至 .+（北京时间）/)).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/admin/set-password');
    expect(server.calls(`${SYSTEM}/checkPasswordLink`, 'POST').map((call) => call.body)).toEqual([{ token }]);

    await user.type(screen.getByLabelText(/^新密码/), 'Lianjie#2026-ziji');
    await user.type(screen.getByLabelText(/^再次输入新密码/), 'Lianjie#2026-other');
    await user.click(screen.getByRole('button', { name: '设置密码' }));
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^再次输入新密码/));
    await user.type(screen.getByLabelText(/^再次输入新密码/), 'Lianjie#2026-ziji');
    await user.click(screen.getByRole('button', { name: '设置密码' }));
    // The server's refusal, beside the box its envelope names.
    expect(await screen.findByText('密码不能包含用户名')).toBeInTheDocument();
    for (const label of [/^新密码/, /^再次输入新密码/]) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'Qingshan#2026-ziji');
    }
    await user.click(screen.getByRole('button', { name: '设置密码' }));

    expect(await screen.findByText('设置成功，请用新密码登录。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/admin/sign-in');
    await expect(server.signIn('lianjie', 'Qingshan#2026-ziji')).resolves.toBeUndefined();
    server.forgetCookies();
  });

  it('shows the server’s message and who to ask for a link used already', async () => {
    const token = await inviteToken('lianjie2');
    await server.send('PUT', `${SYSTEM}/setPasswordWithLink`, { token, password: 'Qingshan#2026-erhao' });
    renderConsole(`/admin/set-password#token=${token}`);
    expect(await screen.findByRole('heading', { name: '链接不可用', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('链接无效、已用过或已过期，请联系管理员重新发送')).toBeInTheDocument();
    expect(screen.getByText(/请联系管理账号的同事（集团管理员、账号管理员）/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^新密码/)).not.toBeInTheDocument();
  });
});

describe('忘记密码 on the sign-in page', () => {
  it('says to ask an admin when the server cannot mail a reset link (no mail configured)', async () => {
    renderConsole('/admin/sign-in');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '忘记密码？' }));
    expect(await screen.findByText('请联系管理员重置密码。')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '忘记密码' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回登录' }));
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
  });

  it('asks the username when it can, and gives the same answer for any', async () => {
    failures.use(
      http.get('http://localhost/api/bms/system/admin/getPasswordHelp', () =>
        succeed({ resetByEmail: true }),
      ),
      // The real route refuses without mail; its answer when mail is configured is null for any name.
      http.post('http://localhost/api/bms/system/admin/forgotPassword', () => succeed(null)),
    );
    renderConsole('/admin/sign-in');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '忘记密码？' }));
    const form = await screen.findByRole('form', { name: '忘记密码' });
    await user.click(within(form).getByRole('button', { name: '发送重置链接' }));
    expect(await within(form).findByText('请输入用户名')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^用户名/), 'nobody-here');
    await user.click(within(form).getByRole('button', { name: '发送重置链接' }));
    expect(
      await screen.findByText(
        `如果该账号存在并绑定了邮箱，重置链接已发送，请在 ${RESET_LINK_MINUTES} 分钟内查收。`,
      ),
    ).toBeInTheDocument();
  });
});
