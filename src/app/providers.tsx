import type { ReactNode } from 'react';
import { type PageLocation, PageLocationContext } from '@/features/content/use-page-location';
import { FeedbackProviders } from '@/features/feedback/feedback-providers';
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
      <FeedbackProviders store={store}>{children}</FeedbackProviders>
    </PageLocationContext>
  );
}
