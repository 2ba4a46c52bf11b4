import type { Platform } from '@contract/common';

/** The list of a menu's content, as the list screen keeps it in its address. */
export const contentListAddress = (platform: Platform, menuId: number | null) =>
  `/content?platform=${platform}${menuId ? `&menuId=${menuId}` : ''}`;

/** A content item's editor; `platform` saves looking up the menu's platform. */
export const contentEditAddress = (id: number, platform: Platform) => `/content/${id}?platform=${platform}`;
