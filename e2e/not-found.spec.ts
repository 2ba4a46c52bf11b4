import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('any other path shows the 404 page with home and back @phone', async ({ page }) => {
  await openPage(page, '/about_us');
  await openPage(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.getByRole('button', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(/\/about_us$/);
  await openPage(page, '/word_list99/1');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
