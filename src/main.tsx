// First: the current page's code starts downloading while the rest of the start-up runs.
import '@/app/start-page-code';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { serverAnswersReceived } from '@/api/base-api';
import { setCanonicalOrigin } from '@/app/canonical-origin';
import { readPageState } from '@/app/page-state';
import { AppProviders } from '@/app/providers';
import { createAppRouter, createHydratingRouter } from '@/app/router';
import { readSiteData, seedSiteData } from '@/app/site-data';
import { makeStore } from '@/app/store';
import { userInfoFromCookie } from '@/features/user-info/user-info-slice';
import { nextTask } from '@/lib/next-task';

/** Starts the app in steps, each its own task, so that no one task holds the main thread long. */
async function start(container: HTMLElement) {
  const store = makeStore();
  // The settings, menu, banners and page types came with the page: no round trip before it renders.
  const siteData = readSiteData(document);
  seedSiteData(store, siteData);
  setCanonicalOrigin(siteData.origin);
  // A page the server rendered comes with the answers of its calls (src/app/render-page.tsx).
  const pageState = readPageState(document);
  if (pageState) store.dispatch(serverAnswersReceived(pageState.api));
  // A signed-in visitor's info travels in a cookie set by the back office.
  store.dispatch(userInfoFromCookie(document.cookie));
  await nextTask();

  // When the page's code cannot load, the app draws the page itself (with its load error and retry).
  const hydrating = pageState
    ? await createHydratingRouter(store, pageState.loaderData).catch(() => null)
    : null;
  const router = hydrating ?? createAppRouter(store);
  await nextTask();

  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition: React hydrates or renders the first page in short slices instead of one long task.
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
