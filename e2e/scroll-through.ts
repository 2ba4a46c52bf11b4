import type { Page } from '@playwright/test';

/**
 * Scrolls the page through one viewport at a time, as a visitor reading it would, so that what
 * shows on scrolling (scroll-in reveals, lazy pictures, bands laid out near the viewport) is
 * there; then waits for the transitions it started to finish. Each step waits for the frames
 * the page needs to notice it (the reveals' IntersectionObserver), not for a fixed time.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    // A page that is not being drawn gets no frames: the timer stands in for them.
    const nextFrames = () =>
      Promise.race([
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
        ),
        wait(500),
      ]);
    const step = window.innerHeight;
    for (let top = 0; top <= 40 * step; top += step) {
      // Instantly: the page scrolls smoothly, and the step must arrive before the next one.
      window.scrollTo({ top, behavior: 'instant' });
      await nextFrames();
      if (top + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    // The scroll-in transitions (0.6 s) of what the steps revealed: the running ones that end
    // (not a spinner's, not a paused carousel's). A reveal noticed late starts its transition
    // after the others: wait until a few frames pass with none running (3 s at most).
    const deadline = performance.now() + 3000;
    for (;;) {
      await nextFrames();
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
      const left = deadline - performance.now();
      if (ending.length === 0 || left <= 0) break;
      await Promise.race([
        Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
        wait(left),
      ]);
    }
  });
}
