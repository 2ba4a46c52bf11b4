import type { MenuEntry } from '@contract/site-menu';

/** A menu of a platform's tree with its depth (0: a top menu) and the names down to it. */
export type MenuOption = { menu: MenuEntry; depth: number; trail: string[] };

/** Every menu of the tree, parents before their children, each level in its order (a tree select's options). */
export function flattenMenus(tree: readonly MenuEntry[], depth = 0, above: string[] = []): MenuOption[] {
  return tree.flatMap((menu) => {
    const trail = [...above, menu.name];
    return [{ menu, depth, trail }, ...flattenMenus(menu.subMenus, depth + 1, trail)];
  });
}

/** The menu with this id in a tree, with its place; undefined when the tree has none. */
export const findMenu = (tree: readonly MenuEntry[], id: number): MenuOption | undefined =>
  flattenMenus(tree).find((option) => option.menu.id === id);
