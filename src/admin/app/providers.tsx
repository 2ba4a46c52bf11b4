import type { ReactNode } from 'react';
import { FeedbackProviders } from '@/features/feedback/feedback-providers';
import type { ConsoleStore } from './store';

/** Store, the site's theme and global styles, toasts and dialogs: as the public app's providers. */
export function ConsoleProviders({ store, children }: { store: ConsoleStore; children: ReactNode }) {
  return <FeedbackProviders store={store}>{children}</FeedbackProviders>;
}
