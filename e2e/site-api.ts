import type { APIRequestContext } from '@playwright/test';

/** Reads the public API the way the site does, so tests compare the page with the database. */
export type MenuEntry = {
  id: number;
  name: string;
  status: boolean;
  path: string | null;
  pageType: string | null;
  contentType: string | null;
  sortType: string | null;
  openType: 'self' | 'blank';
  subMenus: MenuEntry[];
};

type Envelope<T> = { code: number; message: string; data: T };

export async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 0) throw new Error(`${url} answered code ${body.code}: ${body.message}`);
  return body.data;
}

export const SPECIAL_TOP_MENUS = ['配置', '首页', '底部菜单', '悬浮菜单'];

export async function menuTree(request: APIRequestContext, platform = 'company'): Promise<MenuEntry[]> {
  return apiData<MenuEntry[]>(request, `/api/cms/web/siteMenu/listForClient?platform=${platform}`);
}

export async function mainMenuNames(request: APIRequestContext, platform = 'company'): Promise<string[]> {
  return (await menuTree(request, platform))
    .filter((menu) => menu.status && !SPECIAL_TOP_MENUS.includes(menu.name))
    .map((menu) => menu.name);
}

export function* walkMenus(tree: MenuEntry[]): Generator<MenuEntry> {
  for (const menu of tree) {
    yield menu;
    yield* walkMenus(menu.subMenus);
  }
}
