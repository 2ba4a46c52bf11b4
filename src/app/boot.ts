/**
 * The page's only script tag (webpack.config.ts, DeferredStartPlugin): it starts the app once the
 * server's HTML has been painted with its largest element (the LCP, most often the first cover
 * picture), or after START_AT_MOST_MS at the latest. Only then are the app's scripts asked for:
 * earlier, their 165 KB would share a phone's connection with that picture, and their start-up
 * and hydration would hold its paint back. The server-rendered page is readable and its links
 * work without them. The tag's `data-scripts` names the opened page's template chunks (added by
 * the server, server/src/web/index-page.ts), then the app's entry scripts: a chunk only registers
 * its modules, so running it first spares the app a round trip for it.
 * Before that, from its first run, it keeps what a visitor does to a lead form (src/lib/early-lead.ts)
 * and records how the visit began (src/lib/visit-attribution.ts), and it opens and closes the phone
 * menu the server drew when its button is tapped (src/lib/early-menu.ts).
 * Kept small: it is its own entry with no webpack runtime; what it imports is pure and inlined.
 */
import { watchLeadForms } from '@/lib/early-lead';
import { watchMenuButton } from '@/lib/early-menu';
import { recordVisitLanding } from '@/lib/visit-attribution';

/** A slow picture holds the app back this long at most (counted from the end of the HTML). */
export const START_AT_MOST_MS = 1000;
/** The pictures the page asks for first (the banner and the first content picture). */
export const FIRST_PICTURES = '#root img[fetchpriority="high"]';

/**
 * Adds the app's scripts to the page, once. Inserted scripts run as soon as they arrive unless
 * `async` is off: then they run in the order given, as the deferred tags they replace did.
 */
export function appStarter(document: Document, scripts: readonly string[]): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      // webpack's chunk loader reuses a script tag of the same address and waits for its events:
      // one that failed must go, or the app would wait for it instead of showing its retry.
      script.onerror = () => script.remove();
      document.head.append(script);
    }
  };
}

/** The part of an element inside the viewport, in CSS pixels² (what LCP calls its size). */
function visibleArea(element: Element, window: Window): number {
  const box = element.getBoundingClientRect();
  const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  return Math.max(0, width) * Math.max(0, height);
}

/**
 * Calls `start` once the page's largest paint has been shown, or after `atMostMs`, whichever comes
 * first. In browsers that report largest paints: when one of the first pictures is reported, or an
 * element at least as large as any of them (then no picture will be the largest). Elsewhere: after
 * the first frame has been painted (a task queued from an animation frame runs after its paint).
 * A tab opened in the background paints nothing, hence the timer.
 */
export function startAfterFirstPaint(
  window: Window & typeof globalThis,
  pictures: readonly HTMLImageElement[],
  start: () => void,
  atMostMs = START_AT_MOST_MS,
): void {
  window.setTimeout(start, atMostMs);
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const largestPicture = Math.max(0, ...pictures.map((picture) => visibleArea(picture, window)));
    new window.PerformanceObserver((list, observer) => {
      const shown = (list.getEntries() as LargestContentfulPaint[]).some(
        (paint) => pictures.includes(paint.element as HTMLImageElement) || paint.size >= largestPicture,
      );
      if (!shown) return;
      observer.disconnect();
      window.setTimeout(start, 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    return;
  }
  window.requestAnimationFrame(() => window.setTimeout(start, 0));
}

// The boot script's tag names the app's scripts (DeferredStartPlugin); under test there is none.
const bootTag = document.currentScript;
if (bootTag) {
  watchLeadForms(window);
  watchMenuButton(window);
  recordVisitLanding(window);
}
const scripts = bootTag?.dataset.scripts?.split(' ') ?? [];
if (scripts.length > 0) {
  const start = appStarter(document, scripts);
  // A visitor who reaches for the page before then wants it working: start at once.
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, start, { once: true, passive: true });
  startAfterFirstPaint(window, [...document.querySelectorAll<HTMLImageElement>(FIRST_PICTURES)], start);
}
