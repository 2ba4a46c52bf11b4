import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { PAGE_STATE_ELEMENT_ID, scriptSafeJson } from '@contract/page-json';
import type { RenderedPage, RenderRequest } from '@contract/render';
import { baseApi } from '@/api/base-api';
import { pageStateOf } from './page-state';
import { AppProviders } from './providers';
import { buildRoutes } from './router';
import { seedSiteData } from './site-data';
import { pageCallsStartedFirst } from './site-loader';
import { type AppStore, makeStore } from './store';

const NOTHING_SHOWN = () => undefined;

/**
 * The server's render of a page (built for Node as dist-ssr/render-page.js, loaded by
 * server/src/web/page-renderer.ts; request and answer are contract/render.ts): the same routes,
 * templates and first calls as in the browser, so that the page arrives with its content and
 * the browser hydrates it instead of drawing it.
 *
 * The page's HTML (for inside #root) and what its head needs (its styles and state), or a
 * redirect. Null when the page is better drawn by the browser: a route failed or a call did
 * not succeed, which the browser then shows with its own messages and retries.
 */
/**
 * Waits until no call is running: an answer may start another (a list's first item in full,
 * `thenFirstItemDetails`), so the wait repeats after a task until none is left.
 */
async function settleCalls(store: AppStore): Promise<void> {
  for (;;) {
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.all(running);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

export async function renderPage({
  url,
  origin,
  siteData,
  fetch,
  signal,
}: RenderRequest): Promise<RenderedPage | null> {
  const page = new URL(origin);
  const store = makeStore(undefined, { fetch, showError: NOTHING_SHOWN });
  seedSiteData(store, siteData);
  const sentWithSiteData = new Set(Object.keys(store.getState().api.queries));

  const handler = createStaticHandler(buildRoutes(store, pageCallsStartedFirst(store)));
  const context = await handler.query(new Request(new URL(url, page), { signal }));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', location } : null;
  }
  if (context.errors) return null;

  await settleCalls(store);
  if (signal?.aborted) return null;
  const state = store.getState();
  if (Object.values(state.api.queries).some((entry) => entry?.status === 'rejected')) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    // prerender waits for lazily loaded parts, so the HTML is complete.
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders store={store} location={{ origin: page.origin, host: page.host }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
      { signal },
    );
    const html = await new Response(prelude).text();
    const pageState = pageStateOf(state, context.loaderData, sentWithSiteData);
    const head =
      sheet.getStyleTags() +
      `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(pageState)}</script>`;
    return { kind: 'page', html, head };
  } finally {
    sheet.seal();
  }
}
