import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { report, violationsHere } from './page-checks';
import { overflowHere } from './reflow';
import { menuTree, walkMenus } from './site-api';

/** Where the screenshots go for a person to look at (the campus finder, issue 39 item 2). */
const SHOTS = 'test-results/campus';

/** The 交通指引 menu's finder page, found in the demo's menus as a visitor's header would. */
async function finderPath(page: Page): Promise<string> {
  const menus = [...walkMenus(await menuTree(page.request))];
  const finder = menus.find((menu) => menu.name === '交通指引' && menu.pageType === '校区查询');
  expect(finder, '联系我们 › 交通指引 is a 校区查询 page').toBeDefined();
  return `/campus_finder?id=${finder!.id}`;
}

test('the campus finder lists the group’s campuses by city, with tap-to-call and map-app links @phone', async ({
  page,
}, testInfo) => {
  const path = await finderPath(page);
  await openPage(page, path);
  await expect(page.getByText('共 12 个校区，分布在 12 个城市')).toBeVisible();
  await expect(page).toHaveTitle(/^交通指引 - /);
  await page.screenshot({ path: `${SHOTS}/campus-finder-top-${testInfo.project.name}.png` });

  const filter = page.getByRole('navigation', { name: '按城市查找' });
  await filter.getByRole('link', { name: '成都（1）' }).click();
  const chengdu = page.getByRole('region', { name: '成都' });
  await expect(chengdu).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/campus-finder-city-${testInfo.project.name}.png` });
  const card = chengdu
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await expect(card.getByRole('link', { name: /^0\d{2,3}-/ })).toHaveAttribute('href', /^tel:0\d+$/);
  const hrefs = await card
    .getByRole('link', { name: /^用.+地图查看/ })
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.map((href) => new URL(href).hostname)).toEqual([
    'uri.amap.com',
    'api.map.baidu.com',
    'apis.map.qq.com',
  ]);

  // Nothing from a map service is fetched: links only.
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (/amap|map\.baidu|map\.qq/.test(new URL(request.url()).hostname)) mapRequests.push(request.url());
  });
  await page.reload();
  await expect(page.getByText('共 12 个校区，分布在 12 个城市')).toBeVisible();
  expect(mapRequests).toEqual([]);

  const found = [...(await violationsHere(page, path)), ...(await overflowHere(page, path))];
  expect(found, report(found)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/campus-finder-${testInfo.project.name}.png`, fullPage: true });
});

test('联系我们 lists the campuses and leads to the finder @phone', async ({ page }, testInfo) => {
  await openPage(page, '/concact_us');
  const finderLink = page.getByRole('link', { name: '查看全部校区与交通指引' });
  await expect(finderLink).toHaveAttribute('href', await finderPath(page));
  await page.screenshot({ path: `${SHOTS}/contact-us-${testInfo.project.name}.png`, fullPage: true });
});
