import { useEffect, useMemo } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useMenuTree, useSiteSetting } from '@/features/site-menu/use-site';
import { useAppSelector } from './hooks';
import { canonicalOrigin } from './canonical-origin';
import { applyPageHead, pageAt, pageContentIn, pageHead } from './page-head';

/**
 * Keeps the document's head (title, description, canonical, share tags, robots) in step with the
 * page after each navigation (the server wrote the first page's). The JSON-LD the server wrote
 * describes the first page only: it goes once the visitor has moved on. Renders nothing.
 * Loaded after the first page, not with it (site-layout.tsx): that page's head is the server's.
 */
export default function PageHeadSync() {
  const matches = useMatches();
  const { pathname, search, key } = useLocation();
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
  const teacher = useAppSelector((state) => pageContentIn(state.api.queries, page).teacher);

  useEffect(() => {
    const content = { first, article, teacher };
    const origin = canonicalOrigin();
    applyPageHead(document, pageHead({ page, content, setting, origin, pathname, searchParams }));
  }, [page, first, article, teacher, setting, pathname, searchParams]);

  // The history entry the page was opened on is react-router's 'default' one.
  useEffect(() => {
    if (key === 'default') return;
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]'))
      script.remove();
  }, [key]);

  return null;
}
