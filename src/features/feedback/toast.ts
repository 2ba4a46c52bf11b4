/**
 * Toasts are react-hot-toast's, loaded with the toaster on the first toast so they stay out of
 * the initial bundle (most visits never see one). These names keep call sites independent of
 * the library, and this module imports nothing: the API layer uses it from the first script.
 */
export type ToastKind = 'error' | 'success' | 'warning';
export type Toast = { kind: ToastKind; message: string };

const listeners = new Set<() => void>();
/** Toasts asked for before the toaster has loaded; it shows them when it arrives. */
const waiting: Toast[] = [];
let deliver: ((toast: Toast) => void) | null = null;
let requested = false;

/** Whether any toast was asked for yet: the Toaster mounts from then on. */
export const toastsRequested = () => requested;

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the loaded toaster: shows what waited, then every later toast at once. */
export function connectToaster(show: (toast: Toast) => void): () => void {
  deliver = show;
  waiting.splice(0).forEach(show);
  return () => {
    if (deliver === show) deliver = null;
  };
}

function show(toast: Toast): void {
  if (deliver) {
    deliver(toast);
    return;
  }
  waiting.push(toast);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

export const showErrorToast = (message: string) => show({ kind: 'error', message });
export const showSuccessToast = (message: string) => show({ kind: 'success', message });
/** A warning is an informational toast with a warning icon. */
export const showWarningToast = (message: string) => show({ kind: 'warning', message });
