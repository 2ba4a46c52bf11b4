import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { PAGE_STATE_ELEMENT_ID, scriptSafeJson } from '@contract/page-json';
import type { PageStatusOf, RenderedPage, RenderRequest, SitePagesOf } from '@contract/render';
import type { MenuEntry } from '@contract/site-menu';
import type { PageType } from '@contract/page-type';
import { baseApi } from '@/api/base-api';
import { publicApi } from '@/api/public-api';
import { articlePath } from '@/features/content/article-path';
import { registry } from '@/registry/registry';
import { resolveMenuTarget } from '@/registry/resolver';
import { pageAt, pageContentIn, pageHead } from './page-head';
import { isMenuAbsent, propsAt, type RouteHandle } from './template-routes';
import { headHtml, pageJsonLd } from './page-json-ld';
import { answeredNotFound, pageStateOf } from './page-state';
import { AppProviders } from './providers';
import { buildRoutes } from './router';
import { seedSiteData } from './site-data';
import { pageCallsStartedFirst } from './site-loader';
import { type AppStore, makeStore } from './store';

const NOTHING_SHOWN = () => undefined;

type State = ReturnType<AppStore['getState']>;
type QueryEntry = State['api']['queries'][string];

/** The site's menu tree and page types in a store. */
function siteIn(state: State): { tree: MenuEntry[]; pageTypes: PageType[] } {
  const setting = publicApi.endpoints.getSiteSetting.select()(state).data;
  const tree = setting
    ? (publicApi.endpoints.listMenusForClient.select({ platform: setting.platform })(state).data ?? [])
    : [];
  return { tree, pageTypes: publicApi.endpoints.listPageTypesForClient.select()(state).data ?? [] };
}

/** The page's head (page-head.ts) with its JSON-LD, as HTML, and its status. */
function headOf(
  state: State,
  matches: Parameters<typeof pageAt>[0],
  url: string,
  origin: string,
): { head: string; status: 200 | 404; noindex: boolean } {
  const { pathname, searchParams } = new URL(url, origin);
  const { tree, pageTypes } = siteIn(state);
  const setting = publicApi.endpoints.getSiteSetting.select()(state).data;
  const found = pageAt(matches, searchParams, tree);
  const page = Object.values(state.api.queries).some(answeredNotFound)
    ? { ...found, status: 404 as const }
    : found;
  const content = pageContentIn(state.api.queries, page);
  const head = pageHead({ page, content, setting, origin, pathname, searchParams });
  const pathOf = (menu: MenuEntry) => {
    const target = resolveMenuTarget(menu, registry, pageTypes);
    return target.kind === 'route' && !/^https?:/i.test(target.to) ? target.to : null;
  };
  const jsonLd = pageJsonLd({ page, content, head, setting, origin, tree, pathOf });
  return { head: headHtml(head, jsonLd), status: page.status, noindex: head.robots !== null };
}

let routesForStatus: RouteObject[] | undefined;

/**
 * The status of a page without rendering it (contract/render.ts): 404 for a path no route has, or
 * a menu route without its id; `{ menuId }` when the route's menu is not in the site's menu tree
 * (the server then asks its repository whether it is public); else 200.
 */
export const pageStatus: PageStatusOf = ({ url, siteData }) => {
  routesForStatus ??= buildRoutes(makeStore(undefined, { fetch, showError: NOTHING_SHOWN }));
  const { pathname, searchParams } = new URL(url, 'http://page.internal');
  const matches = matchRoutes(routesForStatus, pathname) ?? [];
  const deepest = matches.at(-1);
  const handle = deepest?.route.handle as RouteHandle | undefined;
  if (!deepest || handle?.notFound) return 404;
  const template = handle?.template;
  const tree = siteData.menus?.list ?? [];
  if (!template) return 200;
  const props = propsAt(template, deepest.params, searchParams, tree);
  if (!isMenuAbsent(template, props, tree)) return 200;
  return props.id === null ? 404 : { menuId: props.id };
};

/**
 * The pages of the sitemap: every published menu that opens a page of this site, at the path the
 * site's menus link to (the resolver; several menus may open one path), and how an article's
 * path is written.
 */
export const sitePages: SitePagesOf = ({ tree, pageTypes }) => {
  const pages: { menuId: number; path: string }[] = [];
  const visit = (menus: readonly MenuEntry[]) => {
    for (const menu of menus) {
      if (!menu.status) continue;
      const target = resolveMenuTarget(menu, registry, pageTypes);
      if (target.kind === 'route' && target.to.startsWith('/') && !target.to.startsWith('//')) {
        pages.push({ menuId: menu.id, path: target.to });
      }
      visit(menu.subMenus);
    }
  };
  visit(tree);
  return { pages, articlePath };
};

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
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The text of a stream of UTF-8 bytes (the prerendered HTML, already whole: every boundary is
 * inline), decoded once at the end: `new Response(stream).text()` took about 3 % of the server's
 * CPU time (profile of /home), a streaming TextDecoder per chunk about as much.
 */
async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage({
  url,
  origin,
  siteData,
  fetch,
  signal,
}: RenderRequest): Promise<RenderedPage | null> {
  const store = makeStore(undefined, { fetch, showError: NOTHING_SHOWN });
  try {
    return await renderWith(store, { url, origin, siteData, signal });
  } finally {
    // The store's answers are released: without this, each one kept a 60 s timer (RTK Query's
    // keepUnusedDataFor) and, with it, the whole store; thousands of dead stores made the
    // garbage collector's work grow with the render rate.
    store.dispatch(baseApi.util.resetApiState());
  }
}

async function renderWith(
  store: AppStore,
  { url, origin, siteData, signal }: Omit<RenderRequest, 'fetch'>,
): Promise<RenderedPage | null> {
  const page = new URL(origin);
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
  // A menu-details call that failed is the route's check of its menu (a 404 page), not a failure.
  const failed = (entry: QueryEntry) =>
    entry?.status === 'rejected' && entry.endpointName !== 'getSiteMenuDetails' && !answeredNotFound(entry);
  if (Object.values(state.api.queries).some(failed)) return null;

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
      // Every Suspense boundary inline, in place: React would otherwise send a large one (over
      // 500 bytes, past 12.8 KB of page) apart, with an inline script to move it in, which the
      // pages' CSP (script-src 'self') does not run: the floating bar would stay hidden.
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await textOf(prelude);
    const pageState = pageStateOf(state, context.loaderData, sentWithSiteData);
    const {
      head: pageHeadHtml,
      status,
      noindex,
    } = headOf(
      store.getState(),
      context.matches.map(({ route, params }) => ({
        handle: route.handle,
        params,
        data: context.loaderData[route.id],
      })),
      url,
      page.origin,
    );
    const head =
      pageHeadHtml +
      sheet.getStyleTags() +
      `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(pageState)}</script>`;
    return { kind: 'page', html, head, status, noindex };
  } finally {
    sheet.seal();
  }
}
