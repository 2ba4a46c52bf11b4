import { expect, type Page, test } from '@playwright/test';
import { FIXED_ROUTES, MENU_ID_ROUTES, pagesByRoute, QUERY_ID_ROUTES } from './expected-routes';
import { apiData, menuTree, walkMenus } from './site-api';

/** The HTML inside #root of a page as the server sends it, before any script has run. */
async function serverRoot(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const start = html.search(/<div id="?root"?>/);
  expect(start, `${path} has the app's root`).toBeGreaterThan(-1);
  return html.slice(start, html.lastIndexOf('</body>'));
}

/** Errors the page reports (a hydration mismatch is one: React throws error #418 or #425). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('every template route arrives rendered and hydrates without a mismatch', async ({ page }) => {
  test.setTimeout(240_000);
  const byRoute = await pagesByRoute(page);
  const errors = collectPageErrors(page);
  for (const key of [...MENU_ID_ROUTES, ...QUERY_ID_ROUTES]) {
    const { path, title } = byRoute.get(key)!;
    await test.step(`${key}: ${path}`, async () => {
      expect(await serverRoot(page, path)).toContain(title);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(title);
      expect(errors, `errors on ${path}`).toEqual([]);
    });
  }
});

test('every fixed-title route arrives rendered and hydrates without a mismatch @phone', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  for (const path of [...FIXED_ROUTES, '/enroll_info']) {
    await test.step(path, async () => {
      const root = await serverRoot(page, path);
      expect(root, `${path} has its content in the HTML`).toMatch(/<main[ >]/);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('main')).toBeVisible();
      expect(errors, `errors on ${path}`).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news list and home show their content', async ({ page }) => {
    const news = [...walkMenus(await menuTree(page.request))].find(
      (menu) => menu.pageType === '新闻列表' && menu.status,
    )!;
    const { pageList } = await apiData<{ pageList: { title: string }[] }>(
      page.request,
      `/api/cms/web/siteContent/listForClient?menuId=${news.id}&pageNum=1&pageSize=6`,
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
