import { expect, type Page, test } from '@playwright/test';
import { FIXED_ROUTES, MENU_ID_ROUTES, pagesByRoute, QUERY_ID_ROUTES } from './expected-routes';
import { scrollThrough } from './scroll-through';
import { apiData, menuTree, walkMenus } from './site-api';

const screenshotDir = (project: string) => `test-results/screenshots/${project}`;

/** Scroll-in animations run before a full-page screenshot, which starts from the top. */
async function revealAnimatedContent(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test('every {menuId} and query-id route renders its menu content', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const byRoute = await pagesByRoute(page);
  const missing = [...MENU_ID_ROUTES, ...QUERY_ID_ROUTES].filter((key) => !byRoute.has(key));
  expect(missing, 'routes the demo menus do not reach').toEqual([]);

  for (const key of [...MENU_ID_ROUTES, ...QUERY_ID_ROUTES]) {
    const { path, title } = byRoute.get(key)!;
    await test.step(`${key}: ${path}`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(title);
      await expect(page.getByText('页面加载失败')).toHaveCount(0);
      await expect(page.getByText('暂无内容')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"][role="status"]')).toHaveCount(0);
      await revealAnimatedContent(page);
      await page.screenshot({ path: `${screenshotDir(testInfo.project.name)}/${key}.png`, fullPage: true });
    });
  }
});

test('every fixed-title route renders @phone', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const teachers = await apiData<{ pageList: { id: number; name: string }[] }>(
    page.request,
    '/api/cms/web/coworker/listForClient?platform=company&pageNum=1&pageSize=1',
  );
  const teacher = teachers.pageList[0]!;
  for (const path of [...FIXED_ROUTES, `/yes_teacher/${teacher.id}`]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByText('页面加载失败')).toHaveCount(0);
      await expect(page.getByText('页面不存在')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"][role="status"]')).toHaveCount(0);
      if (path.startsWith('/yes_teacher')) await expect(page.getByText(teacher.name).first()).toBeVisible();
      const name = path.slice(1).replace(/\//g, '_');
      await revealAnimatedContent(page);
      await page.screenshot({ path: `${screenshotDir(testInfo.project.name)}/${name}.png`, fullPage: true });
    });
  }
});

test('the paged news list pages through its items six at a time', async ({ page }) => {
  const tree = await menuTree(page.request);
  const news = [...walkMenus(tree)].find((menu) => menu.pageType === '新闻列表' && menu.status)!;
  const { total } = await apiData<{ total: number }>(
    page.request,
    `/api/cms/web/siteContent/listForClient?menuId=${news.id}&pageNum=1&pageSize=6`,
  );
  expect(total).toBeGreaterThan(40);
  await page.goto(`/word_list1/${news.id}`);
  // The news rows are the list items with a headline (the breadcrumb is a list too).
  const rows = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(rows).toHaveCount(6);
  // Scroll animation: rows carry the animate class and turn "on" once scrolled into view.
  await expect(rows.first()).toHaveClass(/\banimate\b.*\bon\b|\bon\b.*\banimate\b/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(rows.last()).toHaveClass(/\bon\b/);
  const firstTitle = await rows.first().innerText();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first()).not.toHaveText(firstTitle);
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
});
