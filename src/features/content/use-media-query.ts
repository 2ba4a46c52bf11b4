import { useCallback, useSyncExternalStore } from 'react';

/** Browsers without matchMedia (some in-app browsers) match nothing. */
const supported = () => typeof window.matchMedia === 'function';

/** Whether a media query matches now, following later changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => supported() && window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion: no autoplay, no smooth scrolling. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
