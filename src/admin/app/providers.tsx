import type { ReactNode } from 'react';
import { FeedbackProviders } from '@/features/feedback/feedback-providers';
import { StepUpHost } from '../step-up/step-up-dialog';
import type { ConsoleStore } from './store';

/**
 * Store, the site's theme and global styles, toasts (at the bottom: the top bar's buttons stay
 * free) and dialogs: as the public app's providers; and the step-up dialog (the password again
 * before a sensitive action).
 */
export function ConsoleProviders({ store, children }: { store: ConsoleStore; children: ReactNode }) {
  return (
    <FeedbackProviders store={store} toasts="bottom-center">
      {children}
      <StepUpHost />
    </FeedbackProviders>
  );
}
