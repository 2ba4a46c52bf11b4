import { useEffect } from 'react';
import { SCROLL_ANIMATION_VIEWPORT_SHARE } from '@/lib/constants';

const ANIMATE_CLASS = 'animate';
const ON_CLASS = 'on';

/**
 * Elements with the `animate` class inside `root` get `on` once their top is within 90 % of
 * the viewport height (spec §9). New elements (pages and lists load later) are picked up too.
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

    const bottomMargin = Math.round((1 - SCROLL_ANIMATION_VIEWPORT_SHARE) * 100);
    const intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          reveal(entry.target);
          intersection.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${bottomMargin}% 0px` },
    );

    const observeAll = () =>
      container
        .querySelectorAll(`.${ANIMATE_CLASS}:not(.${ON_CLASS})`)
        .forEach((element) => intersection.observe(element));
    observeAll();
    const mutations = new MutationObserver(observeAll);
    mutations.observe(container, { childList: true, subtree: true });

    return () => {
      mutations.disconnect();
      intersection.disconnect();
    };
  }, [root]);
}
