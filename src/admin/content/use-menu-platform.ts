import { useState } from 'react';
import { useListSiteMenuQuery } from '@/api/generated/cms-api';
import { PLATFORMS, type Platform } from '@contract/common';
import { findMenu } from '../ui/menu-tree';

/**
 * The platform a menu belongs to (a content item knows its menu, not its platform): the
 * address's `platform` is tried first, then the others in turn, one tree call at a time (the
 * list screen has usually loaded the first already). Null while looking; the hint when no tree
 * has the menu (it was deleted meanwhile).
 */
export function useMenuPlatform(menuId: number | null, hint: Platform): Platform | null {
  const order = [hint, ...PLATFORMS.filter((platform) => platform !== hint)];
  const [tried, setTried] = useState(0);
  const platform = order[tried] ?? hint;
  const { data: tree, isError } = useListSiteMenuQuery({ platform }, { skip: menuId === null });
  if (menuId === null) return hint;
  const settled = tree !== undefined || isError;
  if (!settled) return null;
  if (tree && findMenu(tree, menuId)) return platform;
  if (tried + 1 < order.length) {
    // Rendering again with the next platform: React allows a state update of this component here.
    setTried(tried + 1);
    return null;
  }
  return hint;
}
