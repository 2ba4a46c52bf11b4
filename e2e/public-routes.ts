import type { APIRequestContext } from '@playwright/test';
import type { Platform } from '../contract/common';
import { PLATFORMS } from '../contract/platform';
import { expectedTarget, FIXED_ROUTES } from './expected-routes';
import { apiData, type MenuEntry, menuTree, walkMenus } from './site-api';

/** The host of each site kind on this machine (config/host-kinds.json). */
export const HOST_OF: Record<Platform, string> = {
  company: 'localhost',
  academic: 'academic.localhost',
  selfStudy: 'selfstudy.localhost',
  vocational: 'vocational.localhost',
};

/** A found ID number of the demo rolls (README, "Demo data"), and one with no admission. */
export const FOUND_ID = '11010119950312125X';
export const NOT_FOUND_ID = '110101199003070011';

/** The address of a path on a site kind's host, from the tests' base URL. */
export const onHost = (baseURL: string, platform: Platform, path: string) =>
  `${baseURL.replace('localhost', HOST_OF[platform])}${path}`;

/**
 * Every public route a site kind's visitor can reach: the routes of its published menus (read
 * from the running server, so a new menu is walked without editing the tests), the fixed pages,
 * the admission pages and a page that does not exist.
 */
export async function publicRoutes(
  request: APIRequestContext,
  platform: Platform = 'company',
): Promise<string[]> {
  const staff = await apiData<{ name: string; templateKey: string }[]>(
    request,
    '/api/cms/web/pageType/listForClient',
  );
  const staffPageTypes = Object.fromEntries(staff.map((record) => [record.name, record.templateKey]));
  const routes = new Set<string>([
    ...FIXED_ROUTES,
    '/enroll_info',
    `/enroll_detail?idCardNo=${FOUND_ID}`,
    `/enroll_detail?idCardNo=${NOT_FOUND_ID}`,
    '/no_such_page_for_axe',
  ]);
  const published = (tree: MenuEntry[]): MenuEntry[] =>
    tree.filter((menu) => menu.status).map((menu) => ({ ...menu, subMenus: published(menu.subMenus) }));
  for (const menu of walkMenus(published(await menuTree(request, platform)))) {
    const target = expectedTarget(menu, staffPageTypes);
    if (target.kind === 'route' && target.path.startsWith('/')) routes.add(target.path);
  }
  return [...routes].sort();
}

/** Every site kind's routes, as [site kind, route] pairs. */
export async function allPublicRoutes(request: APIRequestContext): Promise<[Platform, string][]> {
  const pairs: [Platform, string][] = [];
  for (const platform of PLATFORMS) {
    for (const route of await publicRoutes(request, platform)) pairs.push([platform, route]);
  }
  return pairs;
}
