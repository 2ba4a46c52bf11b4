import { useState } from 'react';
import { useListSiteMenuQuery } from '@/api/generated/cms-api';
import type { Platform } from '@contract/common';
import { findMenu } from '../ui/menu-tree';
import { useScreenSites } from '../ui/platform-switch';

/**
 * The platform a menu belongs to (a content item knows its menu, not its platform): the
 * address's `platform` is tried first, then the other sites the user's roles edit content on in
 * turn (the others' trees are refused), one tree call at a time (the list screen has usually
 * loaded the first already). Null while looking; the hint when no tree has the menu (it was
 * deleted meanwhile, or is of a site the user does not edit).
 */
export function useMenuPlatform(menuId: number | null, hint: Platform): Platform | null {
  const order = [hint, ...useScreenSites().filter((platform) => platform !== hint)];
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
