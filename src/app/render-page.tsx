import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { baseApi } from '@/api/base-api';
import { PAGE_STATE_ELEMENT_ID, pageStateOf } from './page-state';
import { AppProviders } from './providers';
import { buildRoutes } from './router';
import { type SiteData, seedSiteData } from './site-data';
import { pageCallsStartedFirst } from './site-loader';
import { makeStore } from './store';

/**
 * The server's render of a page (built for Node as dist-ssr/render-page.js, used by
 * server/src/web/index-page.ts): the same routes, templates and first calls as in the browser,
 * so that the page arrives with its content and the browser hydrates it instead of drawing it.
 */
export type PageRequest = {
  /** The page's path and query. */
  url: string;
  /** The page's origin as the visitor sees it (`https://host`): which links stay on this site. */
  origin: string;
  /** The site data that goes with the page (src/app/site-data.ts). */
  siteData: SiteData;
  /** How the page's calls reach the API: the server passes one that asks the app itself. */
  fetch: typeof fetch;
  /** Aborted when the server gives the render up: the render stops instead of finishing for nothing. */
  signal?: AbortSignal;
};

export type RenderedPage =
  { kind: 'page'; html: string; head: string } | { kind: 'redirect'; location: string };

const NOTHING_SHOWN = () => undefined;

/** JSON inside a script element: `<` escaped, so that content text cannot end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's HTML (for inside #root) and what its head needs (its styles and state), or a
 * redirect. Null when the page is better drawn by the browser: a route failed or a call did
 * not succeed, which the browser then shows with its own messages and retries.
 */
export async function renderPage({
  url,
  origin,
  siteData,
  fetch,
  signal,
}: PageRequest): Promise<RenderedPage | null> {
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

  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
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
      `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptJson(pageState)}</script>`;
    return { kind: 'page', html, head };
  } finally {
    sheet.seal();
  }
}
