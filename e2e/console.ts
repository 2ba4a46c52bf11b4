/**
 * What the console's journeys share (e2e/admin-*.spec.ts): signing in, the navigation, and
 * `checkScreen`: axe (WCAG 2.1 A/AA, no violation) and a 1280 px screenshot into
 * test-results/console/<name>.png. Each spec sets `test.use({ viewport: { width: 1280, height: 800 } })`.
 */
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';

export const SHOTS = 'test-results/console';
export const NOT_SIGNED_IN = 100000004;
export const FORBIDDEN = 100000006;

/** axe (WCAG 2.1 A/AA): no violation, else the rule and the elements; then the screenshot. */
export async function checkScreen(page: Page, name: string) {
  // Toasts fade in and out; the loading overlay is delayed: let both settle before judging or
  // drawing. A toast of the step before may start fading out while axe reads the page (caught
  // half-faded, it failed colour contrast in CI), so the screen is judged once its toasts are gone.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const violations = await axeViolations(page);
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${name}`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

export const nav = (page: Page) => page.getByRole('navigation', { name: '管理菜单' });
