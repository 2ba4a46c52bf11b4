import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each page of this visit was left, by history entry (react-router's location key). */
const positions = new Map<string, number>();
/**
 * The entry shown, for the whole visit rather than per layout: a move between the common layout
 * and the standalone one (录取查询) mounts the other layout, and is a navigation all the same.
 */
let shownKey: string | null = null;

/**
 * A new page opens at its top; the back and forward buttons return to where the visitor was
 * reading it. The place is kept on every scroll (the page being left is already replaced when
 * the navigation is seen), and put back before the new page is painted. A change of the hash
 * alone (an anchor on the page) is left to the browser, and so is the first page of a visit
 * (a link to an anchor, a reload). react-router's ScrollRestoration does this too, at about
 * 0.9 KB gzip more in every page's first script.
 */
export function useScrollRestoration(): void {
  const { key, pathname, search } = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => shownKey !== null && positions.set(shownKey, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, []);

  useLayoutEffect(() => {
    const first = shownKey === null;
    shownKey = key;
    if (!first) window.scrollTo(0, action === 'POP' ? (positions.get(key) ?? 0) : 0);
    // A new path or query only: the key and the action change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);
}
