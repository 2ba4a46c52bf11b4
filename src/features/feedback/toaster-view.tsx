import { Toaster as HotToaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';

export default function ToasterView() {
  const theme = useTheme();
  return (
    <HotToaster
      position="top-center"
      toastOptions={{
        duration: 3000,
        style: { fontSize: theme.fontSizes[1], maxWidth: '90vw' },
        error: { duration: 4000 },
      }}
    />
  );
}
