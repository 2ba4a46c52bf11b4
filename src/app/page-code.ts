import { HOME_PATH } from '@/lib/constants';
import { registry } from '@/registry/registry';

/** The admission pages: outside the site layout and not templates, but loaded on demand too. */
export const loadEnrollInfoPage = () => import('@/features/enroll-lookup/enroll-info-page');
export const loadEnrollDetailPage = () => import('@/features/enroll-lookup/enroll-detail-page');

/** The floating consult bar of every page (site-layout.tsx): a chunk of its own, asked for at start. */
export const loadFloatingBar = () =>
  import(/* webpackChunkName: "floating-bar" */ '@/features/floating-bar/floating-bar').then((module) => ({
    default: module.FloatingBar,
  }));

/**
 * The site footer (site-layout.tsx): below the fold on every page, so it is hydrated from a chunk
 * of its own, asked for at start like the bar, rather than weighing on the first hydration.
 */
export const loadSiteFooter = () =>
  import(/* webpackChunkName: "site-footer" */ '@/features/site-footer/site-footer').then((module) => ({
    default: module.SiteFooter,
  }));

const ADMISSION_PAGES: Readonly<Record<string, () => Promise<unknown>>> = {
  enroll_info: loadEnrollInfoPage,
  enroll_detail: loadEnrollDetailPage,
};

/**
 * The loader of the code of the page at a path: its template's (the first path segment is the
 * template key) or an admission page's; none for other paths. The root shows the home page.
 */
export function pageCodeLoaderFor(pathname: string): (() => Promise<unknown>) | undefined {
  const [, first = ''] = (pathname === '/' ? HOME_PATH : pathname).split('/');
  return registry.byKey.get(first)?.load ?? ADMISSION_PAGES[first];
}
