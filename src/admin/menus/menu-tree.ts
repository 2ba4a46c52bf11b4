import type { MenuEntry } from '@contract/site-menu';

/** A menu with how deep it sits (0: top level), in the tree's order. */
export type FlatMenu = { menu: MenuEntry; depth: number };

/** Every menu of the tree, parents before their children, each level in its order. */
export function flattenMenus(tree: readonly MenuEntry[], depth = 0): FlatMenu[] {
  return tree.flatMap((menu) => [{ menu, depth }, ...flattenMenus(menu.subMenus, depth + 1)]);
}

export const findMenuById = (tree: readonly MenuEntry[], id: number): MenuEntry | undefined =>
  flattenMenus(tree).find((entry) => entry.menu.id === id)?.menu;

/** The ids of a menu and everything under it: where it may not move to. */
export function ownBranchIds(menu: MenuEntry): Set<number> {
  return new Set([menu.id, ...flattenMenus(menu.subMenus).map((entry) => entry.menu.id)]);
}

/** `ids` with the element at `from` moved to `to` (the order a sort call sends). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
