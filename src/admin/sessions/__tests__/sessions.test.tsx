import { screen, waitFor, within } from '@testing-library/react';
import { openConsoleAs } from '@/testing/console';
import { installStaffServer } from '@/testing/msw/staff-server';

const staff = installStaffServer();

describe('我的登录', () => {
  it('lists my sessions with device, IP, times and 当前, and ends another one after a confirmation', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/sessions');
    const table = await screen.findByRole('table', { name: '我的登录记录' });
    await within(table).findByText('iPhone · 微信');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Windows · Chrome', '198.51.100.7', '2026-03-01 09:00', '2026-03-01 10:00', '当前'],
      ['iPhone · 微信', '203.0.113.9', '2026-02-27 20:00', '2026-02-28 17:15', '结束'],
      ['Mac · Safari', '未知', '2026-02-26 20:00', '2026-02-26 20:30', '结束'],
    ]);
    // No 结束 on the current one.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();

    // Cancelled: nothing ends.
    await user.click(screen.getByRole('button', { name: '结束 iPhone · 微信 上的登录' }));
    let dialog = await screen.findByRole('alertdialog', { name: '结束这个登录？' });
    expect(dialog).toHaveAccessibleDescription(/确定结束「iPhone · 微信」（203\.0\.113\.9）上的登录吗/);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(staff.sessions).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '结束 iPhone · 微信 上的登录' }));
    dialog = await screen.findByRole('alertdialog', { name: '结束这个登录？' });
    await user.click(within(dialog).getByRole('button', { name: '结束' }));
    await waitFor(() => expect(within(table).queryByText('iPhone · 微信')).toBeNull());
    expect(staff.sessions.map((session) => session.device)).toEqual(['Windows · Chrome', 'Mac · Safari']);
    expect(await screen.findByText('已结束该登录')).toBeInTheDocument();
  });

  it('ends all my other sessions after a confirmation, and then has none to end', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/sessions');
    await screen.findByText('Mac · Safari');
    await user.click(screen.getByRole('button', { name: '结束其他所有登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '结束其他所有登录？' });
    await user.click(within(dialog).getByRole('button', { name: '结束' }));
    await waitFor(() => expect(screen.queryByText('Mac · Safari')).toBeNull());
    expect(await screen.findByText('已结束 2 个其他登录')).toBeInTheDocument();
    expect(staff.sessions).toHaveLength(1);
    expect(screen.getByRole('button', { name: '结束其他所有登录' })).toBeDisabled();
  });

  it('is linked from the top bar and the navigation, for staff of any permission', async () => {
    const { user, router } = openConsoleAs(staff, 'editor', '/admin');
    const nav = await screen.findByRole('navigation', { name: '管理菜单' });
    expect(within(nav).getByRole('link', { name: '我的登录' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('link', { name: '我的登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sessions'));
    expect(await screen.findByRole('heading', { name: '我的登录', level: 1 })).toBeInTheDocument();
  });

  it('shows 上次登录 (China time · IP) on the home page', async () => {
    openConsoleAs(staff, 'editor', '/admin');
    expect(await screen.findByTestId('previous-sign-in')).toHaveTextContent(
      '上次登录：2026-02-28 09:30 · 203.0.113.5',
    );
  });

  it('lets an admin end every session of another account, not on their own row', async () => {
    const { user } = openConsoleAs(staff, 'admin', '/admin/accounts');
    await screen.findByText('演示编辑');
    expect(screen.queryByRole('button', { name: '结束全部登录：admin' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '结束全部登录：editor' }));
    const dialog = await screen.findByRole('alertdialog', { name: '结束全部登录？' });
    expect(dialog).toHaveAccessibleDescription(/确定结束「演示编辑」在所有设备上的登录吗/);
    await user.click(within(dialog).getByRole('button', { name: '结束' }));
    await waitFor(() => expect(staff.endedAccounts).toEqual([2]));
    expect(await screen.findByText('已结束 2 个登录')).toBeInTheDocument();
  });
});
