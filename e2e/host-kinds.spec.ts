import { expect, test } from '@playwright/test';
import { apiData, mainMenuNames } from './site-api';

const kinds = [
  { host: 'localhost', platform: 'company' },
  { host: 'academic.localhost', platform: 'academic' },
  { host: 'selfstudy.localhost', platform: 'selfStudy' },
  { host: 'vocational.localhost', platform: 'vocational' },
];

for (const { host, platform } of kinds) {
  test(`${host} shows the ${platform} site: its title and its menus`, async ({ page, baseURL }) => {
    const setting = await apiData<{ siteTitle: string }>(
      page.request,
      `/api/cms/web/siteSetting/detailsForClient?platform=${platform}`,
    );
    const names = await mainMenuNames(page.request, platform);
    await page.goto(`${baseURL!.replace('localhost', host)}/home`);
    await expect(page).toHaveTitle(setting.siteTitle);
    const nav = page.getByRole('navigation', { name: '主导航' }).first();
    // The bar's item comes first; a section's own page is also its dropdown's first link.
    for (const name of names) await expect(nav.getByText(name, { exact: true }).first()).toBeVisible();
  });
}

test('titles: the contact page has its contact title, the admission pages 录取查询', async ({ page }) => {
  const setting = await apiData<{ contactTitle: string }>(
    page.request,
    '/api/cms/web/siteSetting/detailsForClient',
  );
  await page.goto('/concact_us');
  await expect(page).toHaveTitle(setting.contactTitle);
  await page.goto('/enroll_info');
  await expect(page).toHaveTitle('录取查询');
});
