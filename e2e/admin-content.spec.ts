import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { checkScreen, nav, signIn } from './console';
import { apiData, menuTree } from './site-api';
import { openPage } from './open-page';

/**
 * Issue 14's first journey (items 3 and 5) against the real server: staff adds a menu under
 * 新闻中心 (新闻列表) in 栏目管理, then in 内容管理 7 items, each with a picture uploaded
 * through the file box, and publishes them; a visitor, in a browser context of their own, finds
 * the menu in the header, its list on 2 pages and the picture; staff withdraws one item and the
 * visitor's next load shows one fewer. The unsaved-changes question is proved once.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** A real 2×2 PNG (red, green, blue, white), built with zlib: small enough to inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAE0lEQVR42mP4z8DAsACIGf4DAQAclwWc+3HWXgAAAABJRU5ErkJggg==',
  'base64',
);

const ITEMS = 7;
/** The news list shows six to a page (templates/news-list: the public list's default page size). */
const NEWS_PAGE_SIZE = 6;

/** In 栏目管理: a published 新闻列表 menu under 新闻中心 of the company site; its id from the tree. */
async function addMenu(page: Page, name: string): Promise<number> {
  await nav(page).getByRole('link', { name: '栏目管理' }).click();
  await expect(page.getByRole('heading', { name: '栏目管理', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '在“新闻中心”下新增子栏目' }).click();
  await page.getByLabel('栏目名称').fill(name);
  await page.getByLabel('页面类型', { exact: true }).selectOption('新闻列表');
  await page.getByRole('checkbox', { name: /发布/ }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/admin\/menus\?platform=company$/);
  await expect(page.getByRole('link', { name: `编辑“${name}”` })).toBeVisible();

  const tree = await menuTree(page.request);
  const newsCentre = tree.find((menu) => menu.name === '新闻中心');
  const added = newsCentre?.subMenus.find((menu) => menu.name === name);
  expect(added, `${name} under 新闻中心 in the company tree`).toBeTruthy();
  expect(added!.status).toBe(true);
  return added!.id;
}

async function addItem(page: Page, menuId: number, title: string, withBodyPicture: boolean) {
  await page.getByRole('link', { name: '新增内容' }).click();
  await expect(page.getByRole('heading', { name: '新增内容', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '栏目' })).toHaveValue(String(menuId));
  await page.getByRole('textbox', { name: '标题', exact: true }).fill(title);
  await page.getByRole('textbox', { name: '摘要' }).fill(`${title}：校园里的新鲜事。`);
  await page
    .getByTestId('image-file')
    .setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '图片预览' })).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
  const body = page.getByRole('textbox', { name: '正文' });
  await body.click();
  await page.keyboard.type(`${title}的正文。`);
  if (withBodyPicture) {
    await page
      .getByTestId('body-image-file')
      .setInputFiles({ name: '校园一角.png', mimeType: 'image/png', buffer: PNG });
    await expect(body.getByRole('img', { name: '校园一角' })).toBeVisible();
  }
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { name: `编辑内容：${title}`, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
}

test('staff adds a news menu and 7 items with pictures; a visitor sees them; one withdrawn is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-4);
  const menuName = `校园动态${stamp}`;
  const titles = Array.from({ length: ITEMS }, (_, index) => `校园动态第${index + 1}条 ${stamp}`);

  // TipTap comes in its own chunk: the list screen does not load it, the editor does.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const richTextLoaded = () => scripts.some((url) => url.includes('/admin-rich-text.'));

  await page.goto('/admin/content');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(page.getByRole('heading', { name: '内容管理', level: 1, exact: true })).toBeVisible();
  const menuId = await addMenu(page, menuName);

  // The menu is picked from the platform's tree; both stay in the address.
  await nav(page).getByRole('link', { name: '内容管理' }).click();
  await expect(page.getByRole('heading', { name: '内容管理', level: 1, exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: '栏目' }).selectOption(String(menuId));
  await expect(page).toHaveURL(new RegExp(`/admin/content\\?platform=company&menuId=${menuId}$`));
  await expect(page.getByText('暂无数据')).toBeVisible();
  expect(richTextLoaded()).toBe(false);

  // The newest item (first on the visitor's list, which runs newest first) also has a picture in its body.
  const pictured = titles[ITEMS - 1]!;
  for (const title of titles) await addItem(page, menuId, title, title === pictured);
  expect(richTextLoaded()).toBe(true);
  await expect(page.getByText(`共 ${ITEMS} 条`)).toBeVisible();
  await expect(page.getByRole('cell', { name: '未发布' })).toHaveCount(ITEMS);

  // The editor of one item (its picture and body as stored): axe and the screenshot.
  await page.getByRole('link', { name: `编辑“${pictured}”` }).click();
  await expect(
    page.getByRole('textbox', { name: '正文' }).getByRole('img', { name: '校园一角' }),
  ).toBeVisible();
  await checkScreen(page, 'content-edit');

  // Unsaved changes: leaving asks, 取消 stays with the text kept.
  const title = page.getByRole('textbox', { name: '标题', exact: true });
  await title.fill(`${pictured}（未保存）`);
  await nav(page).getByRole('link', { name: '首页' }).click();
  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog).toContainText('您还没有保存，确定离开此页面吗？');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/content\/\d+/);
  await expect(title).toHaveValue(`${pictured}（未保存）`);
  await title.fill(pictured);
  await page.getByRole('link', { name: '返回列表' }).click();

  // Publish the seven at once.
  await page.getByRole('checkbox', { name: '选择本页全部内容' }).check();
  await expect(page.getByText(`已选择 ${ITEMS} 条`)).toBeVisible();
  await page.getByRole('button', { name: '发布所选' }).click();
  await expect(page.getByRole('cell', { name: '已发布' })).toHaveCount(ITEMS);
  await checkScreen(page, 'content');

  // A visitor, with a browser of their own (no staff cookies).
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const site = await visitor.newPage();
  await openPage(site, '/about_us');
  const mainNav = site.getByRole('navigation', { name: '主导航' }).first();
  await mainNav.getByRole('button', { name: '新闻中心', exact: true }).click();
  await mainNav.getByRole('link', { name: menuName, exact: true }).click();
  await expect(site).toHaveURL(`${baseURL}/word_list1/${menuId}`);
  await expect(site.getByRole('heading', { name: menuName, level: 1 })).toBeVisible();

  const headlines = site.getByRole('main').getByRole('heading', { level: 2, name: new RegExp(stamp) });
  await expect(headlines).toHaveCount(NEWS_PAGE_SIZE);
  const pages = site.getByRole('navigation', { name: '分页' });
  await expect(pages.getByRole('button', { name: /^第 \d+ 页$/ })).toHaveCount(2);
  await pages.getByRole('button', { name: '第 2 页' }).click();
  await expect(headlines).toHaveCount(ITEMS - NEWS_PAGE_SIZE);

  // The picture uploaded in the console, on the item's page, loaded from the server.
  await site.goto(`/word_list1/${menuId}`);
  await site.getByRole('heading', { level: 2, name: pictured }).click();
  const picture = site.getByRole('main').getByRole('img', { name: '校园一角' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  // Staff withdraws one item; the visitor's next load shows one fewer, on one page.
  await page.getByRole('button', { name: `撤回“${titles[3]}”` }).click();
  await expect(page.getByRole('button', { name: `发布“${titles[3]}”` })).toBeVisible();
  const listed = await apiData<{ total: number }>(
    site.request,
    `/api/cms/web/siteContent/listForClient?menuId=${menuId}&pageSize=${NEWS_PAGE_SIZE}`,
  );
  expect(listed.total).toBe(ITEMS - 1);
  await site.goto(`/word_list1/${menuId}`);
  await expect(headlines).toHaveCount(ITEMS - 1);
  await expect(site.getByRole('heading', { level: 2, name: titles[3] })).toHaveCount(0);
  await expect(pages).toHaveCount(0);
  await visitor.close();
});
