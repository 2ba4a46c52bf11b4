import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { alertDialog, confirmDialog, promptDialog } from '../dialogs';
import { findOpenDialog } from '@/testing/open-dialog';

function setup() {
  const user = userEvent.setup();
  // The providers mount the one DialogHost, as in the app.
  const rendered = renderWithProviders(<button type="button">页面按钮</button>);
  return { user, ...rendered };
}

/**
 * Starts a dialog call inside act, so its first render is flushed. The answer comes back
 * wrapped: an async function returning the bare promise would wait for it.
 */
async function open<T>(call: () => Promise<T>): Promise<{ answer: Promise<T> }> {
  let answer: Promise<T> | undefined;
  await act(async () => {
    answer = call();
  });
  if (!answer) throw new Error('the dialog call did not start');
  return { answer };
}

describe('confirmDialog', () => {
  it('is the delete confirmation by default, and resolves true on 确定', async () => {
    const { user } = setup();
    const { answer } = await open(() => confirmDialog());
    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('确定删除吗');
    // The safe choice has the focus.
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on 取消 and on Escape', async () => {
    const { user } = setup();
    const { answer: cancelled } = await open(() => confirmDialog({ message: '确定删除这条新闻吗？' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(cancelled).resolves.toBe(false);

    const { answer: escaped } = await open(() =>
      confirmDialog({ title: '删除', confirmText: '删除', cancelText: '保留' }),
    );
    expect(screen.getByRole('alertdialog', { name: '删除' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保留' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the focus inside and gives it back on close', async () => {
    const { user } = setup();
    const pageButton = screen.getByRole('button', { name: '页面按钮' });
    pageButton.focus();
    const { answer } = await open(() => confirmDialog());
    await user.tab();
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await answer;
    await waitFor(() => expect(pageButton).toHaveFocus());
  });

  it('shows queued dialogs one after another', async () => {
    const { user } = setup();
    const { answer: first } = await open(() => confirmDialog({ message: '第一个' }));
    const { answer: second } = await open(() => confirmDialog({ message: '第二个' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('第一个');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBe(true);
    expect(await findOpenDialog()).toHaveAccessibleDescription('第二个');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(second).resolves.toBe(false);
  });
});

describe('promptDialog', () => {
  it('requires non-blank input, then resolves the trimmed text', async () => {
    const { user } = setup();
    const { answer } = await open(() => promptDialog({ title: '重命名', label: '新名称' }));
    const input = screen.getByRole('textbox', { name: '新名称' });
    expect(input).toHaveFocus();

    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写内容');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alertdialog', { name: '重命名' })).toBeInTheDocument();

    await user.type(input, ' 招生简章 {Enter}');
    await expect(answer).resolves.toBe('招生简章');
  });

  it('starts from the initial value and resolves null on cancel', async () => {
    const { user } = setup();
    const { answer } = await open(() => promptDialog({ label: '备注', initial: '旧备注' }));
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('旧备注');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBeNull();
  });
});

describe('alertDialog', () => {
  it('shows a message with one button and resolves when closed', async () => {
    const { user } = setup();
    const { answer: closed } = await open(() => alertDialog({ title: '注意', body: '报告已过期' }));
    const dialog = screen.getByRole('alertdialog', { name: '注意' });
    expect(dialog).toHaveAccessibleDescription('报告已过期');
    expect(screen.getByRole('button', { name: '知道了' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '知道了' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('selects selectable text for copying by hand', async () => {
    setup();
    await open(() => alertDialog({ title: '请手动复制', selectableText: 'https://example.com/a' }));
    const box = screen.getByRole('textbox', { name: '请手动复制' });
    expect(box).toHaveValue('https://example.com/a');
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveFocus();
    const textarea = box as HTMLTextAreaElement;
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([0, 'https://example.com/a'.length]);
  });
});

describe('without a host', () => {
  it('falls back to the browser dialog instead of hanging', async () => {
    const confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(confirmDialog({ message: '确定吗' })).resolves.toBe(true);
    expect(confirmSpy).toHaveBeenCalledWith('确定吗');
    confirmSpy.mockRestore();
    errorSpy.mockRestore();
  });
});
