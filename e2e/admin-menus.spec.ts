import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { baseURL } from '../playwright.config';
import { checkScreen, nav, signIn } from './console';
import { openPage } from './open-page';
import { apiData, type MenuEntry } from './site-api';

/**
 * 栏目管理 and 页面类型 (issue 14 items 3 and 4) against the real server: staff adds the page type
 * 校友风采 that opens the cover-list template (word_list13) and gives it to a new published top
 * menu of the company site; a visitor, in a browser context of their own, finds it in the header
 * and follows it to the cover-list page. Then two sibling menus are reordered by keyboard (dnd-kit)
 * and the visitor's header shows the new order. axe and a 1280×800 screenshot of every screen.
 * What the spec creates goes again at the end: other specs read the same menus.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

const PAGE_TYPE = '校友风采';
const TOP_MENU = '校友风采';
const SIBLINGS = ['校友甲', '校友乙'] as const;
const ADMIN = { username: 'admin', password: 'Huaxia@2026demo' };

/** The staff API signed in as admin (writes carry the Origin a browser sends). */
async function staffApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const answer = await api.post('/api/bms/system/admin/signIn', { data: ADMIN });
  expect((await answer.json()).code).toBe(0);
  return api;
}

const companyTree = (api: APIRequestContext) =>
  apiData<MenuEntry[]>(api, '/api/cms/web/siteMenu/list?platform=company');

/** Removes this spec's menus (children first) and page type: before (a retry) and after. */
async function removeOwnRecords() {
  const api = await staffApi();
  const top = (await companyTree(api)).find((menu) => menu.name === TOP_MENU);
  for (const menu of [...(top?.subMenus ?? []), ...(top ? [top] : [])])
    expect((await (await api.delete(`/api/cms/web/siteMenu?id=${menu.id}`)).json()).code).toBe(0);
  const pageTypes = await apiData<{ id: number; name: string }[]>(api, '/api/cms/web/pageType/list');
  for (const pageType of pageTypes.filter((record) => record.name === PAGE_TYPE))
    expect((await (await api.delete(`/api/cms/web/pageType?id=${pageType.id}`)).json()).code).toBe(0);
  await api.dispose();
}

test.beforeAll(removeOwnRecords);
test.afterAll(removeOwnRecords);

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: '主导航' }).first();

test('staff adds the page type 校友风采 (cover list) and a menu with it; a visitor follows it from the header', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/page-types');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('heading', { name: '页面类型', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /^封面列表/ })).toBeVisible();
  await checkScreen(page, 'page-types');

  // The page type: only registered templates are offered, each with its layout drawing.
  await page.getByRole('link', { name: '新增页面类型' }).click();
  await expect(page.getByRole('heading', { name: '新增页面类型', level: 1 })).toBeVisible();
  const templates = page.getByRole('group', { name: /选择模板/ });
  const cover = templates.getByRole('radio', { name: /^封面列表\s*word_list13/ });
  await expect(cover.locator('xpath=ancestor::label').locator('svg[data-layout="cards"]')).toHaveCount(1);
  await expect(templates.getByRole('radio', { name: /^新闻列表\s*word_list1\b/ })).toHaveCount(1);
  await page.getByLabel('名称').fill(PAGE_TYPE);
  await cover.check();
  await checkScreen(page, 'page-type-edit');
  await page.getByRole('button', { name: '保存' }).click();
  const row = page.getByRole('row', { name: new RegExp(`^${PAGE_TYPE}`) });
  await expect(row).toContainText('word_list13');
  await expect(row).toContainText('正常');

  // The menu: a published top menu of the company site opening the new page type.
  await nav(page).getByRole('link', { name: '栏目管理' }).click();
  await expect(page.getByRole('heading', { name: '栏目管理', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: '集团官网的栏目' })).toBeVisible();
  await checkScreen(page, 'menus');
  await page.getByRole('link', { name: '新增顶级栏目' }).click();
  await page.getByLabel('栏目名称').fill(TOP_MENU);
  const pageTypeSelect = page.getByLabel('页面类型', { exact: true });
  await expect(
    pageTypeSelect.getByRole('option', { name: `${PAGE_TYPE}（打开模板：封面列表）` }),
  ).toHaveCount(1);
  await pageTypeSelect.selectOption(PAGE_TYPE);
  await expect(page.getByText('将打开模板：封面列表（word_list13）')).toBeVisible();
  await page.getByRole('checkbox', { name: /发布/ }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/admin\/menus\?platform=company$/);
  const top = page
    .getByRole('list', { name: '集团官网的栏目' })
    .locator(':scope > li')
    .filter({ has: page.locator('strong', { hasText: new RegExp(`^${TOP_MENU}$`) }) });
  await expect(top).toContainText('已发布');

  await page.getByRole('link', { name: `编辑“${TOP_MENU}”` }).click();
  await expect(page.getByRole('heading', { name: `编辑栏目：${TOP_MENU}`, level: 1 })).toBeVisible();
  const publicLink = page.getByRole('link', { name: `打开页面“${TOP_MENU}”（新窗口）` });
  await expect(publicLink).toHaveAttribute('href', /^\/word_list13\/\d+$/);
  const publicPath = (await publicLink.getAttribute('href'))!;
  await checkScreen(page, 'menu-edit');

  // The visitor, in another browser context: the header links the menu, the link opens the page.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  await openPage(visitor, '/home');
  // The demo's fourteen menus fill the bar at 1280 px: the fifteenth is listed under 更多.
  const bar = mainNavigation(visitor);
  await bar.getByRole('button', { name: '更多', exact: true }).click();
  const link = bar
    .getByRole('list', { name: '更多的子菜单' })
    .getByRole('link', { name: TOP_MENU, exact: true });
  await expect(link).toHaveAttribute('href', publicPath);
  await link.click();
  await expect(visitor).toHaveURL(`${baseURL}${publicPath}`);
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toContainText(TOP_MENU);
  await expect(visitor.getByText('页面不存在')).toHaveCount(0);
  await visitorContext.close();
});

test('staff reorders two sibling menus by keyboard; the visitor’s header follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Two published sub-menus under the spec's own top menu (the first test made it through the UI).
  const api = await staffApi();
  const top = (await companyTree(api)).find((menu) => menu.name === TOP_MENU)!;
  expect(top).toBeTruthy();
  for (const name of SIBLINGS) {
    const saved = await api.post('/api/cms/web/siteMenu', {
      data: { platform: 'company', parentId: top.id, name, status: true, pageType: PAGE_TYPE },
    });
    expect((await saved.json()).code).toBe(0);
  }
  await api.dispose();

  // Wide enough for the spec's menu to stand in the bar beside the demo's fourteen (not in 更多).
  const visitorContext = await browser.newContext({ viewport: { width: 1920, height: 900 } });
  const visitor = await visitorContext.newPage();
  const headerOrder = async () => {
    await openPage(visitor, '/home');
    await mainNavigation(visitor).getByRole('button', { name: TOP_MENU, exact: true }).click();
    // The section's own page (a top menu with a page type) comes first, then its sub-menus.
    return visitor.getByRole('list', { name: `${TOP_MENU}的子菜单` }).getByRole('link');
  };
  await expect(await headerOrder()).toHaveText([TOP_MENU, ...SIBLINGS]);

  await page.goto('/admin/menus?platform=company');
  await signIn(page, ADMIN.username, ADMIN.password);
  const siblings = page.getByRole('list', { name: `“${TOP_MENU}”的子栏目` });
  await expect(siblings.locator(':scope > li strong')).toHaveText([...SIBLINGS]);

  // dnd-kit's keyboard sensor: Space picks the menu up, ArrowDown moves it, Space drops it.
  const handle = page.getByRole('button', { name: `拖动排序：${SIBLINGS[0]}` });
  // The console scrolls smoothly: let the handle arrive before picking it up, as a person would.
  await handle.focus();
  await handle.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        setTimeout(() => resolve(window.scrollY === before), 150);
      }),
  );
  const sorted = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/cms/web/siteMenu/sort'),
  );
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  // Drop only once dnd-kit has moved it over the next one (its announcement says so): on a busy
  // machine a drop pressed before the move lands where it started, and nothing is saved.
  await expect(
    page.getByRole('status').filter({ hasText: `“${SIBLINGS[0]}”移到了“${SIBLINGS[1]}”的位置。` }),
  ).toHaveCount(1);
  await page.keyboard.press('Space');
  expect((await (await sorted).json()).code).toBe(0);
  await expect(
    page.getByRole('status').filter({ hasText: `“${SIBLINGS[0]}”已放到“${SIBLINGS[1]}”的位置。` }),
  ).toHaveCount(1);
  await expect(siblings.locator(':scope > li strong')).toHaveText([SIBLINGS[1], SIBLINGS[0]]);
  await expect(page.getByText('排序已保存')).toBeVisible();

  await expect(await headerOrder()).toHaveText([TOP_MENU, SIBLINGS[1], SIBLINGS[0]]);

  // And back with the visible button: 上移 saves the same way.
  await siblings.getByRole('button', { name: `上移“${SIBLINGS[0]}”` }).click();
  await expect(siblings.locator(':scope > li strong')).toHaveText([...SIBLINGS]);
  await expect(await headerOrder()).toHaveText([TOP_MENU, ...SIBLINGS]);
  await visitorContext.close();
});
