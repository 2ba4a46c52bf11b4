import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { mainMenuNames } from './site-api';

test('the root path lands on /home with the navigation of the database @phone', async ({
  page,
  request,
  isMobile,
}) => {
  const names = await mainMenuNames(request);
  expect(names.length).toBeGreaterThan(3);

  await openPage(page, '/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  if (isMobile) await page.getByRole('button', { name: '打开菜单' }).click();
  const navigation = page.getByRole('navigation', { name: '主导航' }).filter({ visible: true });
  for (const name of names) {
    await expect(navigation.getByText(name, { exact: true }).first()).toBeVisible();
  }
});
