import { screen, waitFor, within } from '@testing-library/react';
import * as toast from '@/features/feedback/toast';
import { openConsoleAs } from '@/testing/console';
import { installStaffServer } from '@/testing/msw/staff-server';

const staff = installStaffServer();

let errorToast: jest.SpyInstance;
beforeEach(() => {
  errorToast = jest.spyOn(toast, 'showErrorToast');
});
afterEach(() => errorToast.mockRestore());

describe('step-up (the password again before a sensitive action)', () => {
  it('asks for the password when the server wants it, says a wrong one in Chinese, then sends the save again', async () => {
    staff.askStepUp();
    const { router, user } = openConsoleAs(staff, 'admin', '/admin/accounts/3');
    await user.click(await screen.findByRole('checkbox', { name: '线索查看与跟进' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    const dialog = await screen.findByRole('alertdialog', { name: '请确认是您本人' });
    const password = within(dialog).getByLabelText('当前密码');
    // The focus is in the password box: the keyboard alone finishes it.
    await waitFor(() => expect(password).toHaveFocus());
    expect(staff.saved).toHaveLength(0);

    // Empty: said under the box, nothing sent.
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('请输入当前密码')).toBeInTheDocument();
    expect(staff.confirmations).toEqual([]);

    await user.keyboard('not-my-password{Enter}');
    expect(await within(dialog).findByText('当前密码不正确')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(staff.saved).toHaveLength(0);
    // The dialog says it; no toast on top.
    expect(errorToast).not.toHaveBeenCalled();

    // The wrong password is selected: typing replaces it.
    await user.keyboard('Huaxia@2026demo{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(staff.confirmations).toEqual(['not-my-password', 'Huaxia@2026demo']);
    // The save that was refused went again, once, and the screen went on as after any save.
    await waitFor(() => expect(staff.saved).toHaveLength(1));
    expect(staff.saved[0]).toMatchObject({ id: 3, permissions: 7 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts'));
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('cancels with Esc: nothing saved, no toast, the focus back on the button', async () => {
    staff.askStepUp();
    const { router, user } = openConsoleAs(staff, 'admin', '/admin/accounts/3');
    await user.click(await screen.findByRole('checkbox', { name: '线索查看与跟进' }));
    const save = screen.getByRole('button', { name: '保存' });
    await user.click(save);
    await screen.findByRole('alertdialog', { name: '请确认是您本人' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(staff.saved).toEqual([]);
    expect(staff.confirmations).toEqual([]);
    expect(errorToast).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/admin/accounts/3');
    await waitFor(() => expect(save).toHaveFocus());
  });
});
