import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app has taken it over. The server sends it drawn, but until
 * hydration its buttons, menus and scroll handlers do nothing. The layout's effects, which set the
 * page's background from the route, run when hydration commits.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.body.style.getPropertyValue('--page-background') !== '');
}
