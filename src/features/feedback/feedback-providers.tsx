import type { Store } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/theme';
import { DialogHost } from './dialogs';
import { Toaster } from './toaster';

/**
 * What every screen of both apps (the public site, the staff console) needs around it: the store,
 * the site's theme and global styles, and the toasts and dialogs shown over the page.
 */
export function FeedbackProviders({ store, children }: { store: Store; children: ReactNode }) {
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
