/**
 * Toasts are react-hot-toast's, loaded on the first toast so they stay out of the initial
 * bundle (most visits never see one). These names keep call sites independent of the library.
 */
type ToastKind = 'error' | 'success' | 'warning';

const listeners = new Set<() => void>();
let requested = false;

/** Whether any toast was asked for yet: the Toaster mounts from then on. */
export const toastsRequested = () => requested;

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function show(kind: ToastKind, message: string): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const { default: toast } = await import(/* webpackChunkName: "toasts" */ 'react-hot-toast');
  // The message is the id: the same message twice (overlapping failures) shows once.
  if (kind === 'error') toast.error(message, { id: message });
  else if (kind === 'success') toast.success(message, { id: message });
  else toast(message, { id: message, icon: '⚠️' });
}

export const showErrorToast = (message: string) => void show('error', message);
export const showSuccessToast = (message: string) => void show('success', message);
/** A warning is an informational toast with a warning icon. */
export const showWarningToast = (message: string) => void show('warning', message);
