import { configure, screen, waitFor, within } from '@testing-library/react';
import * as toast from '@/features/feedback/toast';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { maskOf, PERMISSION } from '@contract/permissions';
import { permissionNamesOf, withBit } from '../accounts/permission-mask';
import { findOpenDialog } from '@/testing/open-dialog';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's admin and editor; the tests
// add accounts of their own and run in order on what the earlier ones left.
const server = installRealServer();

const ACCOUNTS = '/api/bms/system/admin';

const storedAccount = (username: string) =>
  server.app.db
    .selectFrom('staff_account')
    .select(['id', 'display_name', 'permissions', 'enabled'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

/** An account made through the real API by the signed-in admin (its password chosen here). */
async function addAccount(username: string, displayName: string, permissions: number) {
  await server.signIn('admin');
  const { id } = await server.send<{ id: number }>('POST', ACCOUNTS, {
    username,
    displayName,
    permissions,
    enabled: true,
    password: 'Daochu#2026-account',
  });
  server.forgetCookies();
  return id;
}

/** The session's last password proof is older than the step-up window: the next sensitive save asks again. */
const passwordProvedLongAgo = () =>
  server.app.db.updateTable('staff_session').set({ confirmed_at: '2026-01-01T00:00:00.000Z' }).execute();

describe('permission mask', () => {
  it('sets and clears single bits', () => {
    expect(withBit(0, PERMISSION.accounts, true)).toBe(8);
    expect(withBit(8, PERMISSION.accounts, true)).toBe(8);
    expect(withBit(15, PERMISSION.leads, false)).toBe(13);
    expect(withBit(13, PERMISSION.leads, false)).toBe(13);
    expect(permissionNamesOf(0b0101)).toEqual(['content', 'leadExport']);
  });
});

describe('accounts', () => {
  it('shows the mask as checkboxes and saves the checkboxes as the mask', async () => {
    const id = await addAccount('export', '导出员', maskOf('content', 'leadExport'));
    const { router, user } = await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    const content = await screen.findByRole('checkbox', { name: '内容管理' });
    const leads = screen.getByRole('checkbox', { name: '线索查看与跟进' });
    const leadExport = screen.getByRole('checkbox', { name: '线索导出（需同时有线索查看权限）' });
    const accounts = screen.getByRole('checkbox', { name: '账号管理' });
    // content + leadExport (0b0101)
    expect([content, leads, leadExport, accounts].map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
      true,
      false,
    ]);

    await user.click(content);
    await user.click(leads);
    await user.click(screen.getByRole('checkbox', { name: /启用此账号/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    expect(server.calls(ACCOUNTS, 'POST').map((call) => call.body)).toEqual([
      { id, displayName: '导出员', permissions: 6, enabled: false },
    ]);
    expect(await storedAccount('export')).toEqual({ id, display_name: '导出员', permissions: 6, enabled: 0 });
    const row = (await screen.findByRole('cell', { name: 'export' })).closest('tr')!;
    expect(within(row).getByText('已停用')).toBeInTheDocument();
  });

  it('locks every permission and the enabled box on one’s own account, and says why', async () => {
    const { id } = await storedAccount('admin');
    await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    const accounts = await screen.findByRole('checkbox', { name: '账号管理' });
    expect(accounts).toBeDisabled();
    expect(accounts).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '内容管理' })).toBeDisabled();
    expect(accounts).toHaveAccessibleDescription(/不能修改自己的权限/);
    const enabled = screen.getByRole('checkbox', { name: /启用此账号/ });
    expect(enabled).toBeDisabled();
    expect(enabled).toHaveAccessibleDescription(/不能停用/);
  });

  it('creates an account with a generated password shown once, which signs it in', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/accounts/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(server.calls(ACCOUNTS, 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('用户名'), 'writer2');
    await user.type(screen.getByLabelText('姓名'), '内容编辑二');
    await user.click(screen.getByRole('checkbox', { name: '内容管理' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    const shown = (await screen.findByTestId('generated-password')).textContent ?? '';
    expect(shown.length).toBeGreaterThanOrEqual(12);
    expect(screen.getByRole('button', { name: '复制密码' })).toBeInTheDocument();
    expect(server.calls(ACCOUNTS, 'POST').map((call) => call.body)).toEqual([
      {
        username: 'writer2',
        displayName: '内容编辑二',
        permissions: 1,
        enabled: true,
        onboarding: 'password',
      },
    ]);
    expect(await storedAccount('writer2')).toMatchObject({
      display_name: '内容编辑二',
      permissions: 1,
      enabled: 1,
    });
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
  const confirmationsSent = () =>
    server.calls(CONFIRM, 'PUT').map((call) => (call.body as { password: string }).password);

  it('asks for the password when the server wants it, says a wrong one in Chinese, then sends the save again', async () => {
    const { id } = await storedAccount('export');
    const { router, user } = await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    await passwordProvedLongAgo();
    const leads = await screen.findByRole('checkbox', { name: '线索查看与跟进' });
    await waitFor(() => expect(leads).toBeChecked());
    await user.click(leads);
    await user.click(screen.getByRole('button', { name: '保存' }));

    const dialog = await findOpenDialog('请确认是您本人');
    const password = within(dialog).getByLabelText('当前密码');
    // The focus is in the password box: the keyboard alone finishes it.
    await waitFor(() => expect(password).toHaveFocus());
    // The server refused the save (100000023) and changed nothing.
    expect(await storedAccount('export')).toMatchObject({ permissions: 6 });

    // Empty: said under the box, nothing sent.
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('请输入当前密码')).toBeInTheDocument();
    expect(confirmationsSent()).toEqual([]);

    await user.keyboard('not-my-password{Enter}');
    expect(await within(dialog).findByText('当前密码不正确')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(await storedAccount('export')).toMatchObject({ permissions: 6 });
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
    expect(saves[0]).toMatchObject({ id, permissions: 4 });
    expect(await storedAccount('export')).toMatchObject({ permissions: 4 });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('cancels with Esc: nothing saved, no toast, the focus back on the button', async () => {
    const { id } = await storedAccount('export');
    const { router, user } = await openSignedInConsole(server, 'admin', `/admin/accounts/${id}`);
    await passwordProvedLongAgo();
    const leads = await screen.findByRole('checkbox', { name: '线索查看与跟进' });
    await waitFor(() => expect(leads).not.toBeChecked());
    await user.click(leads);
    const save = screen.getByRole('button', { name: '保存' });
    await user.click(save);
    await findOpenDialog('请确认是您本人');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await storedAccount('export')).toMatchObject({ permissions: 4 });
    expect(confirmationsSent()).toEqual([]);
    expect(errorToast).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(`/admin/accounts/${id}`);
    await waitFor(() => expect(save).toHaveFocus());
  });
});
