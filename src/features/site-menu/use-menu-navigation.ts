import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '@/api/content-types';
import { useLazyListSiteContentForClientQuery } from '@/api/public-api';
import { inAppPath, opensInSameTab } from '@/lib/links';
import { registry } from '@/registry/registry';
import { type MenuTarget, resolveMenuTarget } from '@/registry/resolver';
import { usePageTypes } from './use-site';

/** The single-link template fetches exactly one content item (spec §9). */
const SINGLE_LINK_PAGE_SIZE = 1;

/** Resolves menu entries to targets with the registry and the page types of the content server. */
export function useMenuTarget(): (menu: MenuEntry) => MenuTarget {
  const pageTypes = usePageTypes();
  return useCallback((menu: MenuEntry) => resolveMenuTarget(menu, registry, pageTypes), [pageTypes]);
}

/**
 * Opens the url of a menu's first content item. A new window is opened synchronously (inside
 * the click) and pointed at the url once it is known, so popup blockers let it through.
 */
export function useOpenFirstContent(): (menuId: number, newWindow: boolean) => Promise<void> {
  const navigate = useNavigate();
  const [fetchList] = useLazyListSiteContentForClientQuery();

  return useCallback(
    async (menuId: number, newWindow: boolean) => {
      const pending = newWindow ? window.open('', '_blank') : null;
      const result = await fetchList({ menuId, pageNum: 1, pageSize: SINGLE_LINK_PAGE_SIZE }, true);
      const url = result.data?.pageList[0]?.url;
      if (!url) {
        pending?.close();
        return;
      }
      if (pending) {
        pending.opener = null;
        pending.location.href = new URL(url, window.location.href).href;
        return;
      }
      const path = inAppPath(url, window.location.origin);
      if (path) navigate(path);
      else if (opensInSameTab(url, window.location.host)) window.location.assign(url);
      else window.open(url, '_blank', 'noopener');
    },
    [fetchList, navigate],
  );
}
