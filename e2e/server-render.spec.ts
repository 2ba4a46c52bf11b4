import { expect, test } from '@playwright/test';
import { collectPageErrors } from './page-checks';
import { apiData, menuTree, walkMenus } from './site-api';

/**
 * Server rendering around the edges: without JavaScript, before the app takes over, the root's
 * redirect, navigation in the hydrated app, a chunk that fails to load. That every page arrives
 * drawn and hydrates without a mismatch is the page walk's (page-walk.spec.ts).
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news list and home show their content', async ({ page }) => {
    const news = [...walkMenus(await menuTree(page.request))].find(
      (menu) => menu.pageType === '新闻列表' && menu.status,
    )!;
    // The news list's first page, as the template asks for it: newest first, six to a page.
    const { pageList } = await apiData<{ pageList: { title: string }[] }>(
      page.request,
      `/api/cms/web/siteContent/listForClientByPublishTime?menuId=${news.id}&pageNum=1&pageSize=6`,
    );
    await page.goto(`/word_list1/${news.id}`);
    for (const { title } of pageList) await expect(page.getByText(title).first()).toBeVisible();

    await page.goto('/home');
    await expect(page.locator('main section').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '更多' }).first()).toBeAttached();
  });
});

test.describe('before the app has taken the page over', () => {
  test.use({ javaScriptEnabled: false });

  test('what was typed never goes into the address: the lookup waits, the lead form posts', async ({
    page,
  }) => {
    await page.goto('/enroll_info');
    await expect(page.getByRole('button', { name: '查询' })).toBeDisabled();
    // The lead form's 提交 works before the app (the boot script holds a submit for it); without
    // any script the browser posts the form, which puts nothing into the address.
    await page.goto('/online_registration');
    const form = page.getByRole('form').filter({ has: page.getByLabel('手机号') });
    await form.getByLabel('姓名').fill('王小明');
    await form.getByLabel('手机号').fill('13800138000');
    const posted = page.waitForRequest((request) => request.isNavigationRequest());
    await form.getByRole('button', { name: '提交' }).click();
    expect((await posted).method()).toBe('POST');
    expect(page.url()).not.toContain('13800138000');
  });
});

test('the root answers with an HTTP redirect to /home', async ({ page }) => {
  const response = await page.request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/home');
});

test('a hydrated page navigates in the app, without loading a new document', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/home', { waitUntil: 'networkidle' });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: '更多' }).first().click();
  await expect(page).not.toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});

test('a rendered page whose code does not load shows the load error and its retry', async ({ page }) => {
  const news = [...walkMenus(await menuTree(page.request))].find(
    (menu) => menu.pageType === '新闻列表' && menu.status,
  )!;
  await page.route('**/tpl-news-list.*.chunk.js', (route) => route.abort());
  await page.goto(`/word_list1/${news.id}`);
  await expect(page.getByText('页面加载失败')).toBeVisible();
  await page.unroute('**/tpl-news-list.*.chunk.js');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(news.name);
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
});
