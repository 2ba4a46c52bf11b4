import { skipToken } from '@reduxjs/toolkit/query';
import type { MenuEntry } from '@contract/site-menu';
import {
  useGetSiteSettingQuery,
  useListMenusForClientQuery,
  useListPageTypesForClientQuery,
} from '@/api/public-api';

const NO_MENUS: MenuEntry[] = [];

/** This host's settings (title, footer data, platform). */
export const useSiteSetting = () => useGetSiteSettingQuery();

/** The published menu tree of this host's platform. */
export function useMenuTree(): { tree: MenuEntry[]; isLoading: boolean; isError: boolean } {
  const setting = useGetSiteSettingQuery();
  const menus = useListMenusForClientQuery(setting.data ? { platform: setting.data.platform } : skipToken);
  return {
    tree: menus.data ?? NO_MENUS,
    // The settings come first (they name the platform): until both arrive the tree is not final.
    isLoading: setting.isLoading || menus.isLoading,
    isError: setting.isError || menus.isError,
  };
}

/** Page types created by content staff (they name existing templates). */
export const usePageTypes = () => useListPageTypesForClientQuery().data ?? [];
