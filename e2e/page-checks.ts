import type { Page, Request } from '@playwright/test';
import { axeViolations } from './axe';
import type { Found } from './reflow';

/**
 * The checks a page walk runs on each page it opens, each returning what it found (named by
 * route) instead of failing at the first page: a walk reports every page that fails at once.
 */

/**
 * The violations of the page as it is now (a sheet open, an answer shown), named by `route`; of
 * the part `within` names only, when given.
 */
export async function violationsHere(page: Page, route: string, within?: string): Promise<Found[]> {
  // A fade caught half-way has the contrast of neither end: axe checks the page as it settles.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const violations = await axeViolations(page, within);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      route,
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? '',
      targets: node.target.map(String),
      summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? violation.help,
    })),
  );
}

export const report = (found: Found[]) =>
  found
    .map(
      (item) =>
        `${item.route}  ${item.rule} (${item.impact})  ${item.targets.join(' ')}\n    ${item.summary}`,
    )
    .join('\n');

/** Errors the page reports (a hydration mismatch is one: React throws error #418 or #425). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The page's requests in flight. `settled()` resolves once none has been for `quietMs`: what
 * Playwright's `networkidle` does with a fixed 500 ms of quiet, which on a walk of a hundred pages
 * was most of the waiting. A request still out after 15 s fails the wait, naming it.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    async settled(quietMs = 100): Promise<void> {
      const deadline = Date.now() + 15_000;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`still waiting for ${[...pending].map((request) => request.url()).join(', ')}`);
        if (pending.size > 0) quietSince = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** The HTML inside #root of a page as the server sends it, before any script has run. */
export async function serverRoot(page: Page, path: string): Promise<{ status: number; root: string }> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const start = html.search(/<div id="?root"?>/);
  return { status: response.status(), root: start < 0 ? '' : html.slice(start, html.lastIndexOf('</body>')) };
}

/**
 * Records the page's layout shifts as Lighthouse counts them: the browser's own layout-shift
 * entries, not those right after input. Call once, before the page's first navigation.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** A page moving by less than this in all (Lighthouse's "good" cumulative layout shift) passes. */
const CLS_BAR = 0.1;

/**
 * The page the server rendered must be the page the browser hydrates: same content, same layout
 * (decided in CSS, not in a script), so nothing moves when the app takes over or its answers
 * arrive. Read once the network has been idle and two frames have drawn what it brought.
 */
export async function layoutShiftHere(page: Page, route: string): Promise<Found[]> {
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
            ),
          ),
        ),
      ),
  );
  const cumulative = shifts.reduce((sum, shift) => sum + shift.value, 0);
  if (cumulative < CLS_BAR) return [];
  return [
    {
      route,
      rule: 'layout shift',
      impact: 'serious',
      targets: shifts.flatMap((shift) => shift.sources).slice(0, 3),
      summary: `cumulative layout shift ${cumulative.toFixed(3)} (bar: ${CLS_BAR})`,
    },
  ];
}
