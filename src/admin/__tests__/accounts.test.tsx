import { configure, screen, waitFor, within } from '@testing-library/react';
import * as toast from '@/features/feedback/toast';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import type { RoleGrant } from '@contract/roles';
import { findOpenDialog } from '@/testing/open-dialog';

// A writable copy of the module for jest.spyOn (SWC compiles exports to read-only getters).
jest.mock('@/features/feedback/toast', () => ({
  __esModule: true,
  ...jest.requireActual('@/features/feedback/toast'),
}));

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's accounts; the tests add
// accounts of their own and run in order on what the earlier ones left.
const server = installRealServer();

const ACCOUNTS = '/api/bms/system/admin';

/** An account as stored, its roles read from their JSON. */
const storedAccount = async (username: string) => {
  const { roles, ...row } = await server.app.db
    .selectFrom('staff_account')
    .select(['id', 'display_name', 'roles', 'enabled'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { ...row, roles: JSON.parse(roles) as RoleGrant[] };
};

/** An account made through the real API by the signed-in admin (its password chosen here). */
async function addAccount(username: string, displayName: string, roles: RoleGrant[]) {
  await server.signIn('admin');
  const { id } = await server.send<{ id: number }>('POST', ACCOUNTS, {
    username,
    displayName,
    roles,
    enabled: true,
    password: 'Daochu#2026-account',
  });
  server.forgetCookies();
  return id;
}

/** The session's last password proof is older than the step-up window: the next sensitive save asks again. */
const passwordProvedLongAgo = () =>
  server.app.db.updateTable('staff_session').set({ confirmed_at: '2026-01-01T00:00:00.000Z' }).execute();

/** A role's group in the form: its checkbox, and its sites once ticked. */
const roleGroup = (label: string) => screen.getByRole('group', { name: label });
const roleBox = (label: string) => within(roleGroup(label)).getByRole('checkbox', { name: label });
const siteBox = (label: string, site: string) =>
  within(roleGroup(label)).getByRole('checkbox', { name: site });
const ticked = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).checked);

describe('accounts', () => {
  it('shows the roles and their sites as checkboxes and saves the boxes as the roles', async () => {
    const id = await addAccount('export', '导出员', [
      { role: 'writer', sites: ['vocational'] },
      { role: 'admissionsLead', sites: ['academic'] },
    ]);
    const { router, user } = await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    const writer = await screen.findByRole('checkbox', { name: '撰稿人' });
    // Each role says what it allows; a site role's sites show once it is ticked.
    expect(writer).toBeChecked();
    expect(writer).toHaveAccessibleDescription('所选站点的内容、教师和招聘信息');
    expect(
      ticked(['集团官网', '成人教育', '自学考试', '职业教育'].map((site) => siteBox('撰稿人', site))),
    ).toEqual([false, false, false, true]);
    expect(siteBox('招生主管', '成人教育')).toBeChecked();
    expect(roleBox('集团管理员')).not.toBeChecked();
    expect(
      within(roleGroup('招生老师')).queryByRole('checkbox', { name: '成人教育' }),
    ).not.toBeInTheDocument();

    // Off with 撰稿人 (its sites go with it), on with 招生老师 of 集团官网.
    await user.click(writer);
    expect(within(roleGroup('撰稿人')).queryByRole('checkbox', { name: '职业教育' })).not.toBeInTheDocument();
    await user.click(roleBox('招生老师'));
    await user.click(siteBox('招生老师', '集团官网'));
    await user.click(screen.getByRole('checkbox', { name: /启用此账号/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    const roles = [
      { role: 'admissionsOfficer', sites: ['company'] },
      { role: 'admissionsLead', sites: ['academic'] },
    ];
    // A JSON body: the roles are a list of objects, in the catalogue's order.
    expect(server.calls(ACCOUNTS, 'POST').map((call) => call.body)).toEqual([
      { id, displayName: '导出员', enabled: false, roles },
    ]);
    expect(await storedAccount('export')).toEqual({ id, display_name: '导出员', roles, enabled: 0 });
    const row = (await screen.findByRole('cell', { name: 'export' })).closest('tr')!;
    expect(within(row).getByText('已停用')).toBeInTheDocument();
    expect(
      within(row).getByRole('cell', { name: '招生老师（集团官网）、招生主管（成人教育）' }),
    ).toBeInTheDocument();
  });

  it('sends no roles when they did not change', async () => {
    const { id } = await storedAccount('export');
    const { router, user } = await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    const name = await screen.findByLabelText('姓名');
    await user.clear(name);
    await user.type(name, '招生组长');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    expect(server.calls(ACCOUNTS, 'POST').map((call) => call.body)).toEqual([
      { id, displayName: '招生组长', enabled: false },
    ]);
  });

  it('locks every role and the enabled box on one’s own account, and says why', async () => {
    const { id } = await storedAccount('admin');
    await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    const groupAdmin = await screen.findByRole('checkbox', { name: '集团管理员' });
    expect(groupAdmin).toBeDisabled();
    expect(groupAdmin).toBeChecked();
    expect(roleBox('编辑')).toBeDisabled();
    expect(groupAdmin).toHaveAccessibleDescription(/全部站点的全部操作.*不能修改自己的角色/);
    const enabled = screen.getByRole('checkbox', { name: /启用此账号/ });
    expect(enabled).toBeDisabled();
    expect(enabled).toHaveAccessibleDescription(/不能停用/);
  });

  it('creates an 编辑 of two sites (chosen with the keyboard), with a generated password shown once, which signs it in', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/accounts/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(server.calls(ACCOUNTS, 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('用户名'), 'writer2');
    await user.type(screen.getByLabelText('姓名'), '内容编辑二');
    // The keyboard alone: Space ticks 编辑, Tab reaches its sites (shown under it).
    roleBox('编辑').focus();
    await user.keyboard(' ');
    expect(roleBox('编辑')).toBeChecked();
    // A site role without a site: said, nothing sent, the focus on its sites.
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请为“编辑”选择适用的站点')).toBeInTheDocument();
    expect(server.calls(ACCOUNTS, 'POST')).toEqual([]);
    await waitFor(() => expect(siteBox('编辑', '集团官网')).toHaveFocus());
    expect(siteBox('编辑', '集团官网')).toHaveAccessibleDescription('请为“编辑”选择适用的站点');
    await user.tab();
    expect(siteBox('编辑', '成人教育')).toHaveFocus();
    await user.keyboard(' ');
    await user.click(siteBox('编辑', '职业教育'));
    await user.click(screen.getByRole('button', { name: '保存' }));

    const shown = (await screen.findByTestId('generated-password')).textContent ?? '';
    expect(shown.length).toBeGreaterThanOrEqual(12);
    expect(screen.getByRole('button', { name: '复制密码' })).toBeInTheDocument();
    const roles = [{ role: 'editor', sites: ['academic', 'vocational'] }];
    expect(server.calls(ACCOUNTS, 'POST').map((call) => call.body)).toEqual([
      { username: 'writer2', displayName: '内容编辑二', roles, enabled: true, onboarding: 'password' },
    ]);
    expect(await storedAccount('writer2')).toMatchObject({ display_name: '内容编辑二', roles, enabled: 1 });

    // The list says the roles in words.
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    const row = (await screen.findByRole('cell', { name: 'writer2' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '编辑（成人教育、职业教育）' })).toBeInTheDocument();
    // The password shown is the account's: it signs in with it.
    await expect(server.signIn('writer2', shown)).resolves.toBeUndefined();
  });
});

describe('step-up (the password again before a sensitive action)', () => {
  let errorToast: jest.SpyInstance;
  beforeEach(() => {
    errorToast = jest.spyOn(toast, 'showErrorToast');
  });
  afterEach(() => errorToast.mockRestore());

  const CONFIRM = `${ACCOUNTS}/confirmPassword`;
  // The roles the first test left, and with 账号管理员 added by the first here.
  const BEFORE = [
    { role: 'admissionsOfficer', sites: ['company'] },
    { role: 'admissionsLead', sites: ['academic'] },
  ];
  const AFTER = [{ role: 'accountAdmin' }, ...BEFORE];
  const confirmationsSent = () =>
    server.calls(CONFIRM, 'PUT').map((call) => (call.body as { password: string }).password);

  it('asks for the password when the server wants it, says a wrong one in Chinese, then sends the save again', async () => {
    const { id } = await storedAccount('export');
    const { router, user } = await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    await passwordProvedLongAgo();
    const accountAdmin = await screen.findByRole('checkbox', { name: '账号管理员' });
    await waitFor(() => expect(roleBox('招生老师')).toBeChecked());
    await user.click(accountAdmin);
    await user.click(screen.getByRole('button', { name: '保存' }));

    const dialog = await findOpenDialog('请确认是您本人');
    const password = within(dialog).getByLabelText('当前密码');
    // The focus is in the password box: the keyboard alone finishes it.
    await waitFor(() => expect(password).toHaveFocus());
    // The server refused the save (100000023) and changed nothing.
    expect(await storedAccount('export')).toMatchObject({ roles: BEFORE });

    // Empty: said under the box, nothing sent.
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('请输入当前密码')).toBeInTheDocument();
    expect(confirmationsSent()).toEqual([]);

    await user.keyboard('not-my-password{Enter}');
    expect(await within(dialog).findByText('当前密码不正确')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(await storedAccount('export')).toMatchObject({ roles: BEFORE });
    // The dialog says it; no toast on top.
    expect(errorToast).not.toHaveBeenCalled();

    // The wrong password is selected: typing replaces it.
    await user.keyboard('Huaxia@2026demo{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(confirmationsSent()).toEqual(['not-my-password', 'Huaxia@2026demo']);
    // The save that was refused went again, once, and the screen went on as after any save.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    const saves = server.calls(ACCOUNTS, 'POST').map((call) => call.body);
    expect(saves).toHaveLength(2);
    expect(saves[1]).toEqual(saves[0]);
    expect(saves[0]).toMatchObject({ id, roles: AFTER });
    expect(await storedAccount('export')).toMatchObject({ roles: AFTER });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('cancels with Esc: nothing saved, no toast, the focus back on the button', async () => {
    const { id } = await storedAccount('export');
    const { router, user } = await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    await passwordProvedLongAgo();
    const accountAdmin = await screen.findByRole('checkbox', { name: '账号管理员' });
    await waitFor(() => expect(accountAdmin).toBeChecked());
    await user.click(accountAdmin);
    const save = screen.getByRole('button', { name: '保存' });
    await user.click(save);
    await findOpenDialog('请确认是您本人');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await storedAccount('export')).toMatchObject({ roles: AFTER });
    expect(confirmationsSent()).toEqual([]);
    expect(errorToast).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(`/admin/accounts/${id}`);
    await waitFor(() => expect(save).toHaveFocus());
  });
});
