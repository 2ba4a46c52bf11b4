import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { report, violationsHere } from './page-checks';
import { NOT_FOUND_ID } from './public-routes';
import type { Found } from './reflow';

/**
 * WCAG 2.1 A and AA (axe-core) on what a page shows only after a visitor acts, at 1366 px and at
 * 375 px: the floating bar's sheets, the lookup's not-found answer. Every public page as it
 * opens and scrolls is the page walk's (page-walk.spec.ts), which runs axe on each.
 */

const DESKTOP = { width: 1366, height: 900 };

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
      // The sheet only: the page behind it is the page walk's, checked once its scroll-in
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
});
