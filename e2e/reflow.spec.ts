import { expect, type Page, test } from '@playwright/test';
import { pagesByRoute } from './expected-routes';
import { openPage } from './open-page';
import { allPublicRoutes, onHost } from './public-routes';
import { menuTree, walkMenus } from './site-api';
import { trackRequests } from './page-checks';
import { type Found, overflowHere } from './reflow';

/**
 * No public page is wider than the screen (WCAG 1.4.10 Reflow): every route the four site kinds'
 * menus reach, at 375 px (most visitors: phones, often inside WeChat); and one page of each
 * template at 320, 414, 768 and 1366 px. A page that widens names itself and its widest elements.
 * The company site's routes are not walked here: the accessibility walk opens each of them at
 * 375 and 1366 px and runs the same check (`overflowHere`) after scrolling it through.
 */
const SHARDS = 4;
const OTHER_WIDTHS = [320, 414, 768, 1366];

const requestTrackers = new WeakMap<Page, ReturnType<typeof trackRequests>>();
/** The page's requests, followed from the first call on (before the page's first navigation). */
function requestsOf(page: Page): ReturnType<typeof trackRequests> {
  const known = requestTrackers.get(page);
  if (known) return known;
  const requests = trackRequests(page);
  requestTrackers.set(page, requests);
  return requests;
}

/** Opens the page, lets the app take it over, shows its end (lazy parts) and reads its width. */
async function overflowOf(page: Page, url: string, name: string): Promise<Found[]> {
  requestsOf(page);
  await openPage(page, url);
  return overflowAfterResize(page, name);
}

/**
 * The open page, laid out at the viewport's width now: its end shown, the pictures and parts that
 * showing it started loading arrived and laid out (two frames), then its width read.
 */
async function overflowAfterResize(page: Page, name: string): Promise<Found[]> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await requestsOf(page).settled();
  await page.evaluate(
    () => new Promise((laidOut) => requestAnimationFrame(() => requestAnimationFrame(laidOut))),
  );
  return overflowHere(page, name);
}

const report = (found: Found[]) =>
  found.map((item) => `${item.route}: ${item.summary}; widest: ${item.targets.join(', ')}`).join('\n');

test.describe('reflow: no page wider than the screen', () => {
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`every route of the other site kinds at 375 px, part ${shard + 1}/${SHARDS} @phone`, async ({
      page,
      baseURL,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the phone project walks them');
      test.setTimeout(180_000);
      const routes = (await allPublicRoutes(page.request))
        .filter(([platform]) => platform !== 'company')
        .filter((_, index) => index % SHARDS === shard);
      expect(routes.length).toBeGreaterThan(0);
      const found: Found[] = [];
      for (const [platform, route] of routes) {
        found.push(...(await overflowOf(page, onHost(baseURL!, platform, route), `${platform} ${route}`)));
      }
      console.log(`reflow at 375 px, part ${shard + 1}: ${routes.length} pages walked`);
      expect(found, `${found.length} pages wider than 375 px:\n${report(found)}`).toEqual([]);
    });
  }

  test('one page of each template at 320, 414, 768 and 1366 px', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop project sets the widths');
    test.setTimeout(180_000);
    const pages = [...(await pagesByRoute(page)).values()];
    const found: Found[] = [];
    for (const { path } of pages) {
      // Opened at the narrowest, then widened as a tablet turned or a window dragged would be:
      // the layout is CSS and resize listeners, so each width lays the page out anew.
      const [first, ...wider] = OTHER_WIDTHS;
      await page.setViewportSize({ width: first!, height: 800 });
      found.push(...(await overflowOf(page, path, `${path} at ${first} px`)));
      for (const width of wider) {
        await page.setViewportSize({ width, height: 800 });
        found.push(...(await overflowAfterResize(page, `${path} at ${width} px`)));
      }
    }
    console.log(`reflow at ${OTHER_WIDTHS.join(', ')} px: ${pages.length} pages walked`);
    expect(found, `${found.length} pages wider than the screen:\n${report(found)}`).toEqual([]);
  });

  test('an editor’s worst: a 200-character unbroken title, a 3000 px picture, a 30-column table @phone', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    if (!isMobile) await page.setViewportSize({ width: 1366, height: 900 });
    // Staff calls from this test's own browser context, as the console makes them.
    const headers = { origin: new URL(baseURL!).origin };
    const news = [...walkMenus(await menuTree(page.request))].find((menu) => menu.name === '集团新闻')!;
    const signIn = await page.request.post('/api/bms/system/admin/signIn', {
      data: { username: 'admin', password: 'Huaxia@2026demo' },
      headers,
    });
    expect(signIn.ok()).toBe(true);
    const cells = (tag: string, text: string) =>
      Array.from({ length: 30 }, (_, i) => `<${tag}>${text}${i + 1}</${tag}>`).join('');
    const saved = await page.request.post('/api/cms/web/siteContent', {
      data: {
        menuId: news.id,
        title: 'W'.repeat(200),
        summary: 'https://example.cn/' + 'a'.repeat(300),
        body:
          '<p>宽图：</p><p><img src="/images/share.jpg" alt="宽图" width="3000" height="600"></p>' +
          `<table><thead><tr>${cells('th', '列')}</tr></thead><tbody><tr>${cells('td', '数值')}</tr></tbody></table>` +
          `<p>${'长'.repeat(50)}${'x'.repeat(300)}</p>`,
        // The oldest item: the news list's first page, which other tests read, stays as it is.
        publishTime: '2001-01-01 08:00',
        status: true,
      },
      headers,
    });
    const { id } = await saved.json().then((body: { code: number; data: { id: number } }) => {
      expect(body.code).toBe(0);
      return body.data;
    });
    try {
      const found = await overflowOf(
        page,
        `/article_details/${news.id}?articleId=${id}`,
        'the worst article',
      );
      expect(found, report(found)).toEqual([]);
      // The table scrolls inside its own box; the picture fits the text column.
      const picture = await page.getByRole('img', { name: '宽图' }).boundingBox();
      expect(picture!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    } finally {
      await page.request.delete(`/api/cms/web/siteContent?id=${id}`, { headers });
    }
  });
});
