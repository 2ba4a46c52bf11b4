import type { MenuEntry } from '@contract/site-menu';

/** Top menus that hold configuration, not navigation (spec §2). */
export const SPECIAL_TOP_MENUS = {
  configuration: '配置',
  home: '首页',
  bottom: '底部菜单',
  floating: '悬浮菜单',
} as const;

const specialNames: ReadonlySet<string> = new Set(Object.values(SPECIAL_TOP_MENUS));

/** Whether a top menu belongs in the main navigation. */
export const isMainMenu = (menu: MenuEntry): boolean => menu.status && !specialNames.has(menu.name);

/**
 * A special top menu: not a step of any page's breadcrumb (首页's sub-menus are the home page's
 * sections, whose way back is the 首页 crumb itself).
 */
export const isSpecialTopMenu = (menu: MenuEntry): boolean =>
  menu.parentId === null && specialNames.has(menu.name);

export const mainMenus = (tree: readonly MenuEntry[]): MenuEntry[] => tree.filter(isMainMenu);

export const visibleSubMenus = (menu: MenuEntry): MenuEntry[] => menu.subMenus.filter((sub) => sub.status);

/**
 * A top item opens a dropdown when it has several sub-menus, or one whose name differs
 * from its own. Otherwise it navigates directly (to its only sub-menu, or itself).
 */
export function hasDropdown(menu: MenuEntry): boolean {
  const subs = visibleSubMenus(menu);
  return subs.length > 1 || (subs.length === 1 && subs[0]?.name !== menu.name);
}

/** What clicking a top item without a dropdown opens: its only sub-menu, else the item. */
export const directTarget = (menu: MenuEntry): MenuEntry => visibleSubMenus(menu)[0] ?? menu;

function* walk(tree: readonly MenuEntry[]): Generator<MenuEntry> {
  for (const menu of tree) {
    yield menu;
    yield* walk(menu.subMenus);
  }
}

export const findMenu = (tree: readonly MenuEntry[], predicate: (menu: MenuEntry) => boolean) => {
  for (const menu of walk(tree)) if (predicate(menu)) return menu;
  return null;
};

export const findMenuById = (tree: readonly MenuEntry[], id: number) =>
  findMenu(tree, (menu) => menu.id === id);

export const findMenuByPath = (tree: readonly MenuEntry[], path: string) =>
  findMenu(tree, (menu) => menu.path === path);

export const findTopMenuByName = (tree: readonly MenuEntry[], name: string) =>
  tree.find((menu) => menu.name === name) ?? null;
