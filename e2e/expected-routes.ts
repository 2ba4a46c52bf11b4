import type { Page } from '@playwright/test';
import { apiData, type MenuEntry, menuTree, walkMenus } from './site-api';
import { PLATFORMS } from '../contract/platform';

/**
 * Where each menu should lead, written from the spec's tables (public-site.md §2) and the
 * content contract, independently of the app's registry: the tests compare the two.
 */
const PAGE_TYPE_ROUTES: Record<string, (id: number) => string> = {
  新闻列表: (id) => `/word_list1/${id}`,
  图文图片列表: (id) => `/word_list2?id=${id}`,
  拼图: (id) => `/word_list4?id=${id}`,
  纯图片: (id) => `/word_list5?id=${id}`,
  文字图片列表: (id) => `/word_list6?id=${id}`,
  时间轴: (id) => `/word_list7/${id}`,
  内容展示: (id) => `/word_list8?id=${id}`,
  联系我们: () => '/concact_us',
  招聘: (id) => `/word_list11?id=${id}`,
  全国布局: (id) => `/word_list12?id=${id}`,
  封面列表: (id) => `/word_list13/${id}`,
  分页纯图片: (id) => `/word_list14/${id}`,
  全屏图片: (id) => `/word_list15?id=${id}`,
  四栏介绍: (id) => `/word_list16/${id}`,
  视频标题列表: (id) => `/word_list20/${id}`,
  可点击分页图片: (id) => `/word_list3/${id}`,
  校区查询: (id) => `/campus_finder?id=${id}`,
};

const SORT_TYPE_ROUTES: Record<string, string> = {
  's-1-1': 'info',
  's-1-2': 'info_content',
  's-1-3': 'info_content_banner',
  's-1-4': 'article_details',
  's-2-1': 'word_list1',
  's-2-2': 'word_card',
  's-2-3': 'word_list7',
  's-2-4': 'word_list13',
  's-2-5': 'word_list16',
  's-2-6': 'word_list20',
  's-2-7': 'word_list3',
  's-2-8': 'word_list14',
  's-3-1': 'image_list_3n',
  's-3-2': 'image_list_new3n',
  's-3-3': 'image_list_new1n',
  's-3-4': 'image_list_4n',
  's-3-5': 'image_list_s4n',
  's-3-6': 'image_banner',
  's-3-7': 'image_ver_alt_list',
  's-4-1': 'image_personnel_info',
  's-4-2': 'time_axis_portrait_list',
};

export type Expected =
  | { kind: 'route'; path: string; newWindow: boolean }
  | { kind: 'first-content-url'; newWindow: boolean }
  | { kind: 'none' };

/** Page types that content staff created: name → template key (read from the API). */
export type StaffPageTypes = Record<string, string>;

export function expectedTarget(menu: MenuEntry, staffPageTypes: StaffPageTypes): Expected {
  const blank = menu.openType === 'blank';
  if (menu.pageType) {
    if (menu.pageType === '单链接新窗口') return { kind: 'first-content-url', newWindow: true };
    const route = PAGE_TYPE_ROUTES[menu.pageType];
    if (route) return { kind: 'route', path: route(menu.id), newWindow: blank };
    const key = staffPageTypes[menu.pageType];
    const byKey = Object.entries(PAGE_TYPE_ROUTES).find(([, make]) => make(0).split(/[/?]/)[1] === key);
    if (byKey) return { kind: 'route', path: byKey[1](menu.id), newWindow: blank };
    return { kind: 'none' };
  }
  if (menu.contentType === 'c-0') {
    return { kind: 'first-content-url', newWindow: menu.sortType === 's-0-2' || blank };
  }
  if (menu.contentType && menu.sortType) {
    const key = SORT_TYPE_ROUTES[menu.sortType];
    if (!key) return { kind: 'none' };
    const query = menu.contentType === 'c-1' ? '?pType=one' : '';
    return { kind: 'route', path: `/${key}/${menu.id}${query}`, newWindow: blank };
  }
  if (menu.path) return { kind: 'route', path: menu.path, newWindow: blank };
  return { kind: 'none' };
}

/** Every route of spec §2 keyed by {menuId} or by query id: each must be reachable from the demo menus. */
export const MENU_ID_ROUTES = Object.values(SORT_TYPE_ROUTES);
export const QUERY_ID_ROUTES = [
  'word_list2',
  'word_list4',
  'word_list5',
  'word_list6',
  'word_list8',
  'word_list11',
  'word_list12',
  'word_list15',
  'campus_finder',
];
export const FIXED_ROUTES = [
  '/home',
  '/academic_education',
  '/online_registration',
  '/recruit',
  '/education',
  '/student',
  '/self_business',
  '/vocation',
  '/feature',
  '/concact_us',
  '/about_us',
];

/** One demo page per template route, found from the menus of all four platforms. */
export async function pagesByRoute(page: Page): Promise<Map<string, { path: string; title: string }>> {
  const staff = await apiData<{ name: string; templateKey: string }[]>(
    page.request,
    '/api/cms/web/pageType/listForClient',
  );
  const staffPageTypes = Object.fromEntries(staff.map((record) => [record.name, record.templateKey]));
  const byRoute = new Map<string, { path: string; title: string }>();
  for (const platform of PLATFORMS) {
    for (const menu of walkMenus(await menuTree(page.request, platform))) {
      const target = expectedTarget(menu, staffPageTypes);
      if (target.kind !== 'route' || !menu.status) continue;
      const key = target.path.split(/[/?]/)[1]!;
      if (!byRoute.has(key) && menu.subMenus.length === 0)
        byRoute.set(key, { path: target.path, title: menu.name });
    }
  }
  return byRoute;
}
