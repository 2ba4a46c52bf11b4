import {
  connectToaster,
  onToastsRequested,
  showErrorToast,
  showSuccessToast,
  showWarningToast,
  type Toast,
} from '../toast';

it('keeps the toasts asked for before the toaster loads, then delivers every later one at once', () => {
  const requested = jest.fn();
  const stopListening = onToastsRequested(requested);
  showErrorToast('网络异常，请稍后重试');
  showWarningToast('暂无录取信息');
  expect(requested).toHaveBeenCalledTimes(1);

  const shown: Toast[] = [];
  const disconnect = connectToaster((toast) => shown.push(toast));
  expect(shown).toEqual([
    { kind: 'error', message: '网络异常，请稍后重试' },
    { kind: 'warning', message: '暂无录取信息' },
  ]);
  showSuccessToast('提交成功');
  expect(shown.at(-1)).toEqual({ kind: 'success', message: '提交成功' });

  disconnect();
  showErrorToast('服务器繁忙，请稍后再试');
  expect(shown).toHaveLength(3);
  stopListening();
});
