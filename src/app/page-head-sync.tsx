import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useMenuTree, useSiteSetting } from '@/features/site-menu/use-site';
import { useAppSelector } from './hooks';
import { applyPageHead, pageAt, pageContentIn, pageHead } from './page-head';

/** The site's canonical origin, from the site data of the page (main.tsx); else the window's. */
let canonicalOrigin: string | undefined;

export function setCanonicalOrigin(origin: string | undefined): void {
  canonicalOrigin = origin;
}

/**
 * Keeps the document's head (title, description, canonical, share tags, robots) in step with the
 * page after each navigation (the server wrote the first page's). The JSON-LD the server wrote
 * describes the first page only: it goes once the visitor has moved on. Renders nothing.
 */
export function PageHeadSync() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { data: setting } = useSiteSetting();
  const { tree } = useMenuTree();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const page = useMemo(
    () =>
      pageAt(
        matches.map(({ handle, params, loaderData }) => ({ handle, params, data: loaderData })),
        searchParams,
        tree,
      ),
    [matches, searchParams, tree],
  );
  // Each selects a reference from the cache: the head renders again only when they change.
  const first = useAppSelector((state) => pageContentIn(state.api.queries, page).first);
  const article = useAppSelector((state) => pageContentIn(state.api.queries, page).article);

  useEffect(() => {
    const origin = canonicalOrigin ?? window.location.origin;
    const content = { first, article };
    applyPageHead(document, pageHead({ page, content, setting, origin, pathname, searchParams }));
  }, [page, first, article, setting, pathname, searchParams]);

  const firstPage = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (firstPage.current === `${pathname}${search}`) return;
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]'))
      script.remove();
  }, [pathname, search]);

  return null;
}
