import { screen, waitFor } from '@testing-library/react';
import { openConsoleAs } from '@/testing/console';
import { installStaffServer } from '@/testing/msw/staff-server';
import { PERMISSION } from '@contract/permissions';
import { permissionNamesOf, withBit } from '../accounts/permission-mask';

const staff = installStaffServer();

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
    const { router, user } = openConsoleAs(staff, 'admin', '/admin/accounts/3');
    const content = await screen.findByRole('checkbox', { name: '内容管理' });
    const leads = screen.getByRole('checkbox', { name: '线索查看与跟进' });
    const leadExport = screen.getByRole('checkbox', { name: '线索导出（需同时有线索查看权限）' });
    const accounts = screen.getByRole('checkbox', { name: '账号管理' });
    // 3 = content + leadExport (0b0101)
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

    await waitFor(() => expect(staff.saved).toHaveLength(1));
    expect(staff.saved[0]).toEqual({ id: 3, displayName: '导出员', permissions: 6, enabled: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    expect(await screen.findByText('已停用')).toBeInTheDocument();
  });

  it('locks every permission and the enabled box on one’s own account, and says why', async () => {
    openConsoleAs(staff, 'admin', '/admin/accounts/1');
    const accounts = await screen.findByRole('checkbox', { name: '账号管理' });
    expect(accounts).toBeDisabled();
    expect(accounts).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '内容管理' })).toBeDisabled();
    expect(accounts).toHaveAccessibleDescription(/不能修改自己的权限/);
    const enabled = screen.getByRole('checkbox', { name: /启用此账号/ });
    expect(enabled).toBeDisabled();
    expect(enabled).toHaveAccessibleDescription(/不能停用/);
  });

  it('creates an account with a generated password shown once', async () => {
    const { user } = openConsoleAs(staff, 'admin', '/admin/accounts/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(staff.saved).toHaveLength(0);

    await user.type(screen.getByLabelText('用户名'), 'writer2');
    await user.type(screen.getByLabelText('姓名'), '内容编辑二');
    await user.click(screen.getByRole('checkbox', { name: '内容管理' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Gen3rated-Pass#1');
    expect(screen.getByRole('button', { name: '复制密码' })).toBeInTheDocument();
    expect(staff.saved[0]).toEqual({
      username: 'writer2',
      displayName: '内容编辑二',
      permissions: 1,
      enabled: true,
    });
  });
});
