import { expect, type Page, test } from '@playwright/test';
import { FIXED_ROUTES, MENU_ID_ROUTES, pagesByRoute, QUERY_ID_ROUTES } from './expected-routes';

/**
 * The page the server rendered must be the page the browser hydrates: same content, same layout
 * (decided in CSS, not in a script), so nothing moves when the app takes over. Measured as
 * Lighthouse does, with the browser's own layout-shift entries (not those right after input).
 */
const CLS_BAR = 0.1;
/** After the network is idle: time for the last answers to be drawn. */
const SETTLE_MS = 500;

type Shift = { value: number; sources: string[] };

async function layoutShiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

test('no route moves its content when it hydrates or its answers arrive @phone', async ({ page }) => {
  test.setTimeout(240_000);
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
  const byRoute = await pagesByRoute(page);
  const templatePaths = [...MENU_ID_ROUTES, ...QUERY_ID_ROUTES].map((key) => byRoute.get(key)!.path);
  // The two that moved by 288 px (skeletons in the server's HTML) first.
  for (const path of ['/online_registration', '/recruit', ...FIXED_ROUTES, ...templatePaths]) {
    await test.step(path, async () => {
      const shifts = await layoutShiftsOf(page, path);
      const cumulative = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cumulative, `${path} shifted: ${JSON.stringify(shifts)}`).toBeLessThan(CLS_BAR);
    });
  }
});
