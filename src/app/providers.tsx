import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { DialogHost } from '@/features/feedback/dialogs';
import { Toaster } from '@/features/feedback/toaster';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/theme';
import type { AppStore } from './store';

/** Store, theme, global styles, toasts and dialogs: everything a page needs around it. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
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
