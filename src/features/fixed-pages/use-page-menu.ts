import type { MenuEntry } from '@contract/site-menu';
import { findMenuByPath, mainMenus, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { useMenuTree } from '@/features/site-menu/use-site';

export type PageMenu = {
  /** The menu that supplies the page's sections; null when content staff removed it. */
  menu: MenuEntry | null;
  /** Its published sub-menus: one section each. */
  sections: MenuEntry[];
  /** The tree is still on its way (the settings come first, they name the platform). */
  isLoading: boolean;
};

type SelectMenu = (tree: readonly MenuEntry[]) => MenuEntry | null;

/** The menu a fixed page is built from, picked out of a tree, and its sections. */
export function pageMenuIn(tree: readonly MenuEntry[], select: SelectMenu): Omit<PageMenu, 'isLoading'> {
  const menu = select(tree);
  return {
    menu: menu?.status ? menu : null,
    sections: menu?.status ? visibleSubMenus(menu) : [],
  };
}

/** The menu a fixed page is built from, picked out of this host's tree. */
export function useMenuOfPage(select: SelectMenu): PageMenu {
  const { tree, isLoading } = useMenuTree();
  return { ...pageMenuIn(tree, select), isLoading };
}

/**
 * The menu whose path is this page's route ('/about_us'). The footer and floating menus link
 * to the same paths without any sections: the main navigation's entry comes first.
 */
export const menuWithPath =
  (path: string): SelectMenu =>
  (tree) =>
    findMenuByPath(mainMenus(tree), path) ?? findMenuByPath(tree, path);

export const usePageMenu = (path: string): PageMenu => useMenuOfPage(menuWithPath(path));
