import { type RefObject, useEffect, useState } from 'react';

/** How far below the fold a section starts loading, so its body is there when it scrolls in. */
const PRELOAD_MARGIN = '600px 0px';

/** True once the element comes within PRELOAD_MARGIN of the viewport; it stays true. */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);

  return near;
}
