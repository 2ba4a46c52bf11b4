import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '@contract/site-menu';
import { contentTarget } from '@contract/url-policy';
import { useLazyListSiteContentForClientQuery } from '@/api/public-api';
import type { TemplateOf } from '@/registry/define-template';
import {
  type MenuTarget,
  resolveMenuTarget,
  type TemplateRegistry,
  templateOfMenu,
} from '@/registry/resolver';
import { usePageTypes } from './use-site';

/** The single-link template fetches exactly one content item (spec §9). */
const SINGLE_LINK_PAGE_SIZE = 1;

/**
 * The call that gives a single-link menu (单链接新窗口, content type c-0) its url: its first content
 * item. The layout's loader starts it for every such menu (src/app/site-loader.ts), so the server
 * renders these entries as links, and the browser finds the answer in the page's state.
 */
export const firstContentArgs = (menuId: number) => ({
  menuId,
  pageNum: 1,
  pageSize: SINGLE_LINK_PAGE_SIZE,
});

type MenuNavigation = {
  /** Where a menu entry leads, by the registry and the page types of the content server. */
  resolve: (menu: MenuEntry) => MenuTarget;
  /**
   * The template a menu entry opens, by the registry alone (as a page's first calls see it):
   * how a sub-menu's content shows as a section of a fixed page.
   */
  templateOf: TemplateOf;
  /** Opens the url of a menu's first content item (single link, external content). */
  openFirstContent: (menuId: number, newWindow: boolean) => Promise<void>;
};

const MenuNavigationContext = createContext<MenuNavigation | null>(null);

/**
 * Resolves menu entries for every menu link of the layout. One provider holds the one
 * subscription to the page types and the one content call: a page has dozens of menu links,
 * and a query hook in each would make every store update visit them all. The app hands in the
 * template registry: a feature does not import the templates.
 */
export function MenuNavigationProvider({
  registry,
  children,
}: {
  registry: TemplateRegistry;
  children: ReactNode;
}) {
  const pageTypes = usePageTypes();
  const navigate = useNavigate();
  const [fetchList] = useLazyListSiteContentForClientQuery();

  const resolve = useCallback(
    (menu: MenuEntry) => resolveMenuTarget(menu, registry, pageTypes),
    [registry, pageTypes],
  );
  const templateOf = useCallback((menu: MenuEntry) => templateOfMenu(menu, registry), [registry]);

  // A new window is opened synchronously (inside the click) and pointed at the url once it is
  // known, so popup blockers let it through.
  const openFirstContent = useCallback(
    async (menuId: number, newWindow: boolean) => {
      const pending = newWindow ? window.open('', '_blank') : null;
      const result = await fetchList(firstContentArgs(menuId), true);
      // The url is content: followed only when the content url policy allows it.
      const target = contentTarget(result.data?.pageList[0]?.url, window.location.origin);
      if (!target) {
        pending?.close();
        return;
      }
      if (pending) {
        pending.opener = null;
        pending.location.href = target.href;
        return;
      }
      if (target.appPath) navigate(target.appPath);
      else if (target.sameHost) window.location.assign(target.href);
      else window.open(target.href, '_blank', 'noopener');
    },
    [fetchList, navigate],
  );

  const value = useMemo(
    () => ({ resolve, templateOf, openFirstContent }),
    [resolve, templateOf, openFirstContent],
  );
  return <MenuNavigationContext.Provider value={value}>{children}</MenuNavigationContext.Provider>;
}

/**
 * The menu navigation of the layout around the component, or null outside one (a lead form drawn
 * on its own: its privacy link is then left out rather than the form failing).
 */
export const useOptionalMenuNavigation = (): MenuNavigation | null => useContext(MenuNavigationContext);

/** The menu navigation of the layout around the component. */
export function useMenuNavigation(): MenuNavigation {
  const navigation = useContext(MenuNavigationContext);
  if (!navigation) throw new Error('Menu links must be rendered inside <MenuNavigationProvider>');
  return navigation;
}
