import { expect, type Page, test } from '@playwright/test';
import { pagesByRoute } from './expected-routes';
import { openPage } from './open-page';

/*
 * The back button returns a reader to where they were (issue 39 item 6): on a long page, a link
 * far down opens its page at the top, and 返回 brings back the place the visitor had scrolled to,
 * on a desktop and on a phone.
 */

/** A link to another page of the site, below the first screen. */
async function linkFarDown(page: Page) {
  const href = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')];
    const below = links.find((link) => {
      const rect = link.getBoundingClientRect();
      return rect.top > innerHeight && rect.width > 0 && link.pathname !== location.pathname;
    });
    return below?.getAttribute('href') ?? null;
  });
  expect(href, 'a link further down the page').not.toBeNull();
  return page.locator(`main a[href="${href}"]`).first();
}

for (const page of ['the home page', 'a news list'] as const) {
  test(`${page}: a link far down opens its page at the top, and 返回 brings the reader back @phone`, async ({
    page: tab,
  }) => {
    const path = page === 'the home page' ? '/home' : (await pagesByRoute(tab)).get('word_list1')!.path;
    await openPage(tab, path);
    const link = await linkFarDown(tab);
    await link.scrollIntoViewIfNeeded();
    // Where the reader is when they tap (pictures arriving above move the place: scroll anchoring).
    await tab.evaluate(() =>
      document.addEventListener(
        'click',
        () => (document.body.dataset.tappedAt = String(Math.round(scrollY))),
        {
          capture: true,
          once: true,
        },
      ),
    );
    const from = tab.url();
    await link.click();
    await expect(tab).not.toHaveURL(from);
    const reading = Number(await tab.evaluate(() => document.body.dataset.tappedAt));
    expect(reading).toBeGreaterThan(100);
    await expect.poll(() => tab.evaluate(() => window.scrollY)).toBe(0);

    await tab.goBack();
    await expect(tab).toHaveURL(from);
    await expect.poll(() => tab.evaluate(() => Math.round(window.scrollY))).toBe(reading);
  });
}

test('from the home page to 录取查询, a page of its own layout, and back to the reading place @phone', async ({
  page,
}) => {
  await openPage(page, '/home');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  await page.getByRole('navigation', { name: '快捷咨询' }).getByRole('link', { name: '录取查询' }).click();
  await expect(page).toHaveURL(/\/enroll_info/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});
