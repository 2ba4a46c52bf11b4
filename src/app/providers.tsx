import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { type PageLocation, PageLocationContext } from '@/features/content/use-page-location';
import { DialogHost } from '@/features/feedback/dialogs';
import { Toaster } from '@/features/feedback/toaster';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/theme';
import type { AppStore } from './store';

type AppProvidersProps = {
  store: AppStore;
  /** The page's address where there is no window (the server's render). */
  location?: PageLocation;
  children: ReactNode;
};

/** Store, theme, global styles, toasts and dialogs: everything a page needs around it. */
export function AppProviders({ store, location, children }: AppProvidersProps) {
  return (
    <PageLocationContext value={location ?? null}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
          <Toaster />
          <DialogHost />
        </ThemeProvider>
      </Provider>
    </PageLocationContext>
  );
}
