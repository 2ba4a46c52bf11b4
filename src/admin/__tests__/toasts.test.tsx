import { render, screen } from '@testing-library/react';
import { showSuccessToast } from '@/features/feedback/toast';
import { ConsoleProviders } from '../app/providers';
import { makeConsoleStore } from '../app/store';

/**
 * The console's toasts appear at the bottom of the window (issue 36's staff trial: at the top
 * they covered the top bar's buttons — 我的登录, 修改密码, 两步验证, 退出登录).
 */
it('shows its toasts at the bottom, away from the top bar', async () => {
  render(
    <ConsoleProviders store={makeConsoleStore()}>
      <header>
        <button type="button">退出登录</button>
      </header>
    </ConsoleProviders>,
  );
  showSuccessToast('替代文字已保存');
  const toast = await screen.findByText('替代文字已保存');
  // react-hot-toast pins each toast's row to the top or the bottom of its fixed container.
  const row = toast.closest<HTMLElement>('div[style*="position: absolute"]');
  expect(row?.style.bottom).toBe('0px');
  expect(row?.style.top).toBe('');
});
