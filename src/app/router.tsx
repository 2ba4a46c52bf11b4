import { createBrowserRouter, matchRoutes, replace, type RouteObject } from 'react-router-dom';
import { registry } from '@/registry/registry';
import { buildTemplateRoutes, type RouteHandle, type StartPageCalls } from '@/app/template-routes';
import { HOME_PATH } from '@/lib/constants';
import { NotFoundPage } from './not-found-page';
import { loadEnrollDetailPage, loadEnrollInfoPage } from './page-code';
import { RouteError } from './route-error';
import { loadSite, menuPublicCheck, pageCallStarter } from './site-loader';
import { BareLayout, SiteLayout } from './site-layout';
import { PageSkeleton } from './page-skeleton';
import type { AppStore } from './store';

const admissionHandle: RouteHandle = { meta: { title: 'admission' } };
/** The admission result is one visitor's: search engines must not keep it. */
const admissionResultHandle: RouteHandle = { meta: { title: 'admission', noindex: true } };
const notFoundHandle: RouteHandle = { meta: {}, notFound: true };

/**
 * The route tree. It names no template: every page type comes from the registry.
 * The layout's loader fetches the site settings and menu before the first page shows;
 * it does not run again on later navigations. How a page's first calls are started
 * differs between the browser (the default) and the server's render.
 */
export function buildRoutes(
  store: AppStore,
  startPageCalls: StartPageCalls = pageCallStarter(store),
): RouteObject[] {
  // Both layouts read the site (menus, settings) once, drawing a page's skeleton until it is in.
  const withSite = {
    loader: () => loadSite(store),
    shouldRevalidate: () => false,
    hydrateFallbackElement: <PageSkeleton />,
    errorElement: <RouteError />,
  };
  return [
    {
      id: 'site',
      element: <SiteLayout />,
      ...withSite,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // A redirect that replaces `/` in the history; from the server, an HTTP redirect.
            { index: true, loader: () => replace(HOME_PATH) },
            ...buildTemplateRoutes(registry, startPageCalls, menuPublicCheck(store)),
            { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
          ],
        },
      ],
    },
    {
      id: 'bare',
      element: <BareLayout />,
      ...withSite,
      children: [
        {
          path: 'enroll_info',
          handle: admissionHandle,
          lazy: async () => ({ Component: (await loadEnrollInfoPage()).EnrollInfoPage }),
        },
        {
          path: 'enroll_detail',
          handle: admissionResultHandle,
          lazy: async () => ({ Component: (await loadEnrollDetailPage()).EnrollDetailPage }),
        },
      ],
    },
  ];
}

export const createAppRouter = (store: AppStore) => createBrowserRouter(buildRoutes(store));

/**
 * The router of a page the server rendered: the code of the routes being shown is loaded first
 * and their loaders do not run again, so that the first render is the server's tree.
 */
export async function createHydratingRouter(store: AppStore, loaderData: Record<string, unknown>) {
  const routes = buildRoutes(store);
  const lazyRoutes = (matchRoutes(routes, window.location) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [{ route, load: route.lazy }] : [],
  );
  await Promise.all(
    lazyRoutes.map(async ({ route, load }) => Object.assign(route, await load(), { lazy: undefined })),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}
