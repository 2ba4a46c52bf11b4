import { useEffect } from 'react';
import toast, { Toaster as HotToaster, type ToastPosition } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { connectToaster, type Toast } from './toast';

function showToast({ kind, message }: Toast) {
  // The message is the id: the same message twice (overlapping failures) shows once.
  if (kind === 'error') toast.error(message, { id: message });
  else if (kind === 'success') toast.success(message, { id: message });
  else toast(message, { id: message, icon: '⚠️' });
}

export default function ToasterView({ position }: { position: ToastPosition }) {
  const theme = useTheme();
  useEffect(() => connectToaster(showToast), []);
  return (
    <HotToaster
      position={position}
      toastOptions={{
        duration: 3000,
        style: { fontSize: theme.fontSizes[1], maxWidth: '90vw' },
        error: { duration: 4000 },
      }}
    />
  );
}
