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

/**
 * Resolves once the page has drawn two more frames: scroll and pointer handlers that run on the
 * next frame have run. The positive signal to wait for before checking that something did not
 * change (never a fixed sleep).
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
