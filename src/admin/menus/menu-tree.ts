import type { MenuEntry } from '@contract/site-menu';
import { findMenu, flattenMenus } from '../ui/menu-tree';

export const findMenuById = (tree: readonly MenuEntry[], id: number): MenuEntry | undefined =>
  findMenu(tree, id)?.menu;

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
