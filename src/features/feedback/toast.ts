import toast from 'react-hot-toast';

/** Toasts are react-hot-toast's; these names keep call sites independent of the library. */
export const showErrorToast = (message: string) => toast.error(message, { id: message });
export const showSuccessToast = (message: string) => toast.success(message, { id: message });
/** A warning is an informational toast with a warning icon. */
export const showWarningToast = (message: string) => toast(message, { id: message, icon: '⚠️' });
