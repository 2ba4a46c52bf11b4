import { useEffect, useState } from 'react';

export type ScrollState = { pastThreshold: boolean; scrollingUp: boolean };

/** Whether the page is scrolled past `threshold`, and whether the last scroll went up. */
export function useScrollState(threshold: number): ScrollState {
  const [state, setState] = useState<ScrollState>({ pastThreshold: false, scrollingUp: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const pastThreshold = y > threshold;
      // A few px of jitter (iOS bounce, trackpads) is not a direction change.
      const scrollingUp = Math.abs(y - lastY) < 4 ? null : y < lastY;
      lastY = y;
      setState((previous) => {
        const next = { pastThreshold, scrollingUp: y > 0 && (scrollingUp ?? previous.scrollingUp) };
        return next.pastThreshold === previous.pastThreshold && next.scrollingUp === previous.scrollingUp
          ? previous
          : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return state;
}
