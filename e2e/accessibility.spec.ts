import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { NOT_FOUND_ID, publicRoutes } from './public-routes';
import { type Found, overflowHere } from './reflow';
import { scrollThrough } from './scroll-through';

/**
 * WCAG 2.1 A and AA (axe-core) on every public route of the company site, at 1366 px and at
 * 375 px: the routes of every published menu (from the running server's menu tree, so a new
 * menu is checked without editing this file), the fixed pages, the admission pages and the
 * 404 page. Each page is scrolled through first, so what shows on scrolling (scroll-in
 * animations, lazy images, bands laid out near the viewport) is checked as a visitor sees it.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DESKTOP = { width: 1366, height: 900 };
/** The routes are split into a few tests per viewport, so the workers share them. */
const SHARDS = 4;

async function violationsOf(page: Page, route: string): Promise<Found[]> {
  await openPage(page, route);
  await scrollThrough(page);
  return [...(await overflowHere(page, route)), ...(await violationsHere(page, route))];
}

/**
 * The violations of the page as it is now (a sheet open, an answer shown), named by `route`; of
 * the part `within` names only, when given.
 */
async function violationsHere(page: Page, route: string, within?: string): Promise<Found[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
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

const report = (found: Found[]) =>
  found
    .map(
      (item) =>
        `${item.route}  ${item.rule} (${item.impact})  ${item.targets.join(' ')}\n    ${item.summary}`,
    )
    .join('\n');

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  test('the floating bar’s sheets and the lookup’s not-found answer have no violations @phone', async ({
    page,
    isMobile,
  }) => {
    if (!isMobile) await page.setViewportSize(DESKTOP);
    const found: Found[] = [];
    await openPage(page, '/home');
    const bar = page.getByRole('navigation', { name: '快捷咨询' });
    for (const name of ['在线咨询', '微信咨询']) {
      await bar.getByRole('link', { name }).click();
      const sheet = page.getByRole('dialog', { name });
      await expect(sheet).toBeVisible();
      // The sheet only: the page behind it is the route walk's, checked once its scroll-in
      // pictures and texts have settled (here they may be mid-fade, under the sheet's shade).
      found.push(...(await violationsHere(page, `/home, ${name} open`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    }
    await openPage(page, '/enroll_info');
    await page.getByLabel('身份证号').fill(NOT_FOUND_ID);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByRole('region', { name: '需要帮助？' })).toBeVisible();
    found.push(...(await violationsHere(page, '/enroll_info, not found')));
    const viewport = page.viewportSize()!;
    expect(found, `${found.length} violations at ${viewport.width} px:\n${report(found)}`).toEqual([]);
  });

  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`every public route has no violations, part ${shard + 1}/${SHARDS} @phone`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(240_000);
      if (!isMobile) await page.setViewportSize(DESKTOP);
      const routes = (await publicRoutes(page.request)).filter((_, index) => index % SHARDS === shard);
      expect(routes.length).toBeGreaterThan(0);
      const found: Found[] = [];
      for (const route of routes) found.push(...(await violationsOf(page, route)));
      const viewport = page.viewportSize()!;
      expect(found, `${found.length} violations at ${viewport.width} px:\n${report(found)}`).toEqual([]);
    });
  }
});
