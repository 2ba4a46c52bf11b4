import { expect, test } from '@playwright/test';
import { apiData, menuTree, walkMenus } from './site-api';

/**
 * A template's own behaviour beyond opening (that every template route renders, hydrates and
 * passes its checks is the page walk's, page-walk.spec.ts).
 */

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
