import { useEffect } from 'react';
import { SCROLL_ANIMATION_VIEWPORT_SHARE } from '@/lib/constants';

const ANIMATE_CLASS = 'animate';
const ON_CLASS = 'on';
/** Set on the root once the elements in view are revealed: from then on, the others wait hidden (global-style.ts). */
const SCROLL_ANIMATION_ATTRIBUTE = 'data-scroll-animation';

/**
 * Elements with the `animate` class inside `root` get `on` once their top is within 90 % of
 * the viewport height (spec §9). New elements (pages and lists load later) are picked up too.
 * Nothing is hidden before this runs, so a page the server rendered shows its content at once;
 * the elements below the fold are hidden only after the first answer of the observer has
 * revealed those in view.
 */
export function useScrollAnimation(root: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = root.current;
    if (!container) return undefined;

    const reveal = (element: Element) => element.classList.add(ON_CLASS);
    if (typeof IntersectionObserver === 'undefined') {
      container.querySelectorAll(`.${ANIMATE_CLASS}`).forEach(reveal);
      return undefined;
    }

    // On the root, not on <html>: the styles to work out again are only those inside it.
    const startHiding = () => container.setAttribute(SCROLL_ANIMATION_ATTRIBUTE, '');
    const bottomMargin = Math.round((1 - SCROLL_ANIMATION_VIEWPORT_SHARE) * 100);
    const intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          reveal(entry.target);
          intersection.unobserve(entry.target);
        }
        startHiding();
      },
      { rootMargin: `0px 0px -${bottomMargin}% 0px` },
    );

    const observeAll = () => {
      const waiting = container.querySelectorAll(`.${ANIMATE_CLASS}:not(.${ON_CLASS})`);
      waiting.forEach((element) => intersection.observe(element));
      return waiting.length;
    };
    if (observeAll() === 0) startHiding();
    const mutations = new MutationObserver(observeAll);
    mutations.observe(container, { childList: true, subtree: true });

    return () => {
      mutations.disconnect();
      intersection.disconnect();
      container.removeAttribute(SCROLL_ANIMATION_ATTRIBUTE);
    };
  }, [root]);
}
