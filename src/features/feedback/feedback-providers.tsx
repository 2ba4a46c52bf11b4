import type { Store } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/theme';
import { DialogHost } from './dialogs';
import { Toaster } from './toaster';

/**
 * Where toasts appear: the public site's at the top; the console's at the bottom, where they hide
 * none of its header's buttons (issue 36's staff trial).
 */
export type ToastPlace = 'top-center' | 'bottom-center';

/**
 * What every screen of both apps (the public site, the staff console) needs around it: the store,
 * the site's theme and global styles, and the toasts and dialogs shown over the page.
 */
export function FeedbackProviders({
  store,
  toasts = 'top-center',
  children,
}: {
  store: Store;
  toasts?: ToastPlace;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toaster position={toasts} />
        <DialogHost />
      </ThemeProvider>
    </Provider>
  );
}
