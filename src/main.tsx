// First: the current page's code starts downloading while the rest of the start-up runs.
import '@/app/start-page-code';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { readSiteData, seedSiteData } from '@/app/site-data';
import { makeStore } from '@/app/store';
import { userInfoFromCookie } from '@/features/user-info/user-info-slice';
import { nextTask } from '@/lib/next-task';

/** Starts the app in steps, each its own task, so that no one task holds the main thread long. */
async function start(container: HTMLElement) {
  const store = makeStore();
  // The settings, menu, banners and page types came with the page: no round trip before it renders.
  seedSiteData(store, readSiteData(document));
  // A signed-in visitor's info travels in a cookie set by the back office.
  store.dispatch(userInfoFromCookie(document.cookie));
  await nextTask();

  const router = createAppRouter(store);
  await nextTask();

  const root = createRoot(container);
  // A transition: React renders the first page in short slices instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
