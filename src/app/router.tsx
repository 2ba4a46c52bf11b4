import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { registry } from '@/registry/registry';
import { buildTemplateRoutes, type RouteHandle } from '@/registry/template-routes';
import { HOME_PATH } from '@/lib/constants';
import { NotFoundPage } from './not-found-page';
import { loadEnrollDetailPage, loadEnrollInfoPage } from './page-code';
import { RouteError } from './route-error';
import { loadSite, pageCallStarter } from './site-loader';
import { BareLayout, SiteLayout } from './site-layout';
import { PageSkeleton } from './page-skeleton';
import type { AppStore } from './store';

const admissionHandle: RouteHandle = { meta: { title: 'admission' } };

/**
 * The route tree. It names no template: every page type comes from the registry.
 * The layout's loader fetches the site settings and menu before the first page shows;
 * it does not run again on later navigations.
 */
export function buildRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'site',
      element: <SiteLayout />,
      loader: () => loadSite(store),
      shouldRevalidate: () => false,
      hydrateFallbackElement: <PageSkeleton />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            ...buildTemplateRoutes(registry, pageCallStarter(store)),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    {
      id: 'bare',
      element: <BareLayout />,
      loader: () => loadSite(store),
      shouldRevalidate: () => false,
      hydrateFallbackElement: <PageSkeleton />,
      errorElement: <RouteError />,
      children: [
        {
          path: 'enroll_info',
          handle: admissionHandle,
          lazy: async () => ({ Component: (await loadEnrollInfoPage()).EnrollInfoPage }),
        },
        {
          path: 'enroll_detail',
          handle: admissionHandle,
          lazy: async () => ({ Component: (await loadEnrollDetailPage()).EnrollDetailPage }),
        },
      ],
    },
  ];
}

export const createAppRouter = (store: AppStore) => createBrowserRouter(buildRoutes(store));
