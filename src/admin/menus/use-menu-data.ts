import { useMemo } from 'react';
import type { Platform } from '@contract/common';
import {
  useListPageTypeQuery,
  useListSiteMenuQuery,
  useListTemplatePageTypeQuery,
} from '@/api/generated/cms-api';
import { routeRegistryOf } from './public-route';

/** The menus screens' data: a platform's tree (drafts included), the page types, the templates. */
export function useMenuData(platform: Platform) {
  const menus = useListSiteMenuQuery({ platform });
  const pageTypes = useListPageTypeQuery();
  const templates = useListTemplatePageTypeQuery();
  const registry = useMemo(() => routeRegistryOf(templates.data ?? []), [templates.data]);
  return {
    tree: menus.data,
    treeLoading: menus.isLoading,
    treeFetching: menus.isFetching,
    treeError: menus.isError,
    pageTypes: pageTypes.data ?? [],
    /** The page types have answered: a menu's page type missing from them is gone, not loading. */
    pageTypesLoaded: pageTypes.data !== undefined,
    templates: templates.data ?? [],
    registry,
  };
}
