import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { renderWithProviders } from '@/testing/render';
import { copyText } from '../clipboard';
import { findOpenDialog } from '@/testing/open-dialog';

const TEXT = 'https://www.example.edu.cn/enroll_info';

const execCommand = jest.fn<boolean, [string]>();
let writeText: jest.Mock<Promise<void>, [string]> | undefined;

beforeEach(() => {
  execCommand.mockReset();
});

afterEach(() => {
  writeText = undefined;
  act(() => toast.remove());
});

/** userEvent.setup() installs its own clipboard stub, so the stubs here go in after it. */
function setup() {
  const user = userEvent.setup();
  // jsdom implements neither the Clipboard API nor execCommand.
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    get: () => (writeText ? { writeText } : undefined),
  });
  // The providers mount the DialogHost, as in the app.
  renderWithProviders(<></>);
  return { user };
}

describe('copyText', () => {
  it('uses the Clipboard API and toasts 复制成功', async () => {
    writeText = jest.fn((_text: string) => Promise.resolve());
    setup();
    let copied: boolean | undefined;
    await act(async () => {
      copied = await copyText(TEXT);
    });
    expect(copied).toBe(true);
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(execCommand).not.toHaveBeenCalled();
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('falls back to a selected text box and the copy command', async () => {
    writeText = jest.fn((_text: string) => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    let selected = '';
    execCommand.mockImplementation((command) => {
      const box = document.activeElement;
      if (box instanceof HTMLTextAreaElement)
        selected = box.value.slice(box.selectionStart, box.selectionEnd);
      return command === 'copy';
    });
    setup();
    await act(async () => {
      await expect(copyText(TEXT)).resolves.toBe(true);
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe(TEXT);
    expect(document.querySelector('textarea')).toBeNull(); // cleaned up
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('works without the Clipboard API (plain http)', async () => {
    execCommand.mockReturnValue(true);
    setup();
    await act(async () => {
      await expect(copyText(TEXT)).resolves.toBe(true);
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('shows 请手动复制 with the text selected when nothing works', async () => {
    execCommand.mockReturnValue(false);
    const { user } = setup();
    let result: Promise<boolean> | undefined;
    await act(async () => {
      result = copyText(TEXT);
    });
    const dialog = await findOpenDialog('请手动复制');
    expect(dialog).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: '请手动复制' });
    expect(box).toHaveValue(TEXT);
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.queryByText('复制成功')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '知道了' }));
    await expect(result).resolves.toBe(false);
  });
});
