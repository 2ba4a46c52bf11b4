import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { DialogHost } from '@/features/feedback/dialogs';
import { Toaster } from '@/features/feedback/toaster';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/theme';
import type { ConsoleStore } from './store';

/** Store, the site's theme and global styles, toasts and dialogs: as the public app's providers. */
export function ConsoleProviders({ store, children }: { store: ConsoleStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toaster />
        <DialogHost />
      </ThemeProvider>
    </Provider>
  );
}
