import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { nav, SHOTS, signIn } from './console';
import { apiData, menuTree } from './site-api';

/**
 * Issue 25 item 3 against the real server and the build's renderer: an editor sets 搜索与分享 on
 * a news item; the article page's head (as the server sends it, and after a navigation in the
 * browser) has them; 不让搜索引擎收录 marks the page and drops it from /sitemap.xml. The section
 * at 1280 and 1024 px, axe-clean.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const SEO_TITLE = `春季招生简章｜华夏教育 ${Date.now() % 100000}`;
const SEO_DESCRIPTION = '华夏教育集团春季招生：专业、学费与报名方式，一页看完。';
const SHARE_PICTURE = '/images/share.jpg';

type Item = { id: number; menuId: number; title: string; url: string | null };

/** A published news item of the company site without a url of its own (it has an article page). */
async function newsItem(request: APIRequestContext): Promise<Item> {
  const centre = (await menuTree(request)).find((menu) => menu.name === '新闻中心');
  for (const menu of centre?.subMenus ?? []) {
    const list = await apiData<{ pageList: Item[] }>(
      request,
      `/api/cms/web/siteContent/listForClient?menuId=${menu.id}&pageNum=1&pageSize=20`,
    );
    const item = list.pageList.find((entry) => entry.url === null);
    if (item) return item;
  }
  throw new Error('no published news item with an article page');
}

async function serverHead(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { head: html.slice(0, html.indexOf('</head>')), robotsHeader: response.headers()['x-robots-tag'] };
}
const meta = (head: string, pattern: RegExp) => pattern.exec(head)?.[1];

async function sitemap(request: APIRequestContext): Promise<string[]> {
  const text = await (await request.get('/sitemap.xml')).text();
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

async function checkSection(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const section = page.getByRole('region', { name: '搜索与分享' });
  await section.scrollIntoViewIfNeeded();
  // Nothing of the section wider than the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  const labelledBy = await section.getAttribute('aria-labelledby');
  const violations = await axeViolations(page, `section[aria-labelledby="${labelledBy}"]`);
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await section.screenshot({ path: `${SHOTS}/seo-section-${width}.png` });
}

test('an editor’s search title, description and share picture are the page’s head; noindex drops it from the sitemap', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const item = await newsItem(request);
  const path = `/article_details/${item.menuId}?articleId=${item.id}`;
  const address = `${baseURL}${path}`;
  const before = await serverHead(request, path);
  expect(meta(before.head, /<title>([^<]*)<\/title>/)).toContain(item.title);
  expect(await sitemap(request)).toContain(address);

  await page.goto('/admin/sign-in');
  await signIn(page, 'editor', 'Bianji@2026demo');
  await expect(nav(page)).toBeVisible();
  await page.goto(`/admin/content/${item.id}?platform=company`);
  const section = page.getByRole('region', { name: '搜索与分享' });
  await section.getByRole('textbox', { name: '搜索标题' }).fill(SEO_TITLE);
  await section.getByRole('textbox', { name: '搜索描述' }).fill(SEO_DESCRIPTION);
  await section.getByRole('textbox', { name: '分享图片' }).fill(SHARE_PICTURE);
  await expect(section.getByRole('figure', { name: '搜索结果预览' })).toContainText(SEO_TITLE);
  await expect(section.getByRole('figure', { name: '微信分享卡片预览' }).locator('img')).toHaveAttribute(
    'src',
    SHARE_PICTURE,
  );
  await checkSection(page, 1280);
  await checkSection(page, 1024);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  // The server's HTML of the article page.
  const saved = await serverHead(request, path);
  expect(meta(saved.head, /<title>([^<]*)<\/title>/)).toBe(SEO_TITLE);
  expect(meta(saved.head, /<meta name="description" content="([^"]*)">/)).toBe(SEO_DESCRIPTION);
  expect(meta(saved.head, /<meta property="og:title" content="([^"]*)">/)).toBe(SEO_TITLE);
  expect(meta(saved.head, /<meta property="og:description" content="([^"]*)">/)).toBe(SEO_DESCRIPTION);
  expect(meta(saved.head, /<meta property="og:image" content="([^"]*)">/)).toBe(`${baseURL}${SHARE_PICTURE}`);
  expect(meta(saved.head, /<link rel="canonical" href="([^"]*)">/)).toBe(address);
  expect(saved.head).not.toContain('name="robots"');
  expect(saved.robotsHeader).toBeUndefined();

  // After a navigation in the browser: from the news list to the article.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/home');
  await visitor.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(visitor).toHaveTitle(SEO_TITLE);
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}${SHARE_PICTURE}`,
  );
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', SEO_DESCRIPTION);

  // 不让搜索引擎收录.
  await page.getByRole('checkbox', { name: '不让搜索引擎收录' }).check();
  await expect(page.getByText('已设置不让搜索引擎收录：此页面不会出现在搜索结果中。')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('checkbox', { name: '不让搜索引擎收录' })).toBeChecked();
  await expect
    .poll(async () => (await serverHead(request, path)).robotsHeader, { timeout: 10_000 })
    .toBe('noindex');
  const hidden = await serverHead(request, path);
  expect(hidden.head).toContain('<meta name="robots" content="noindex">');
  expect(hidden.head).not.toContain('rel="canonical"');
  expect(await sitemap(request)).not.toContain(address);

  // Undone: back in the sitemap, the head's title falls back when the field is emptied.
  await page.getByRole('checkbox', { name: '不让搜索引擎收录' }).uncheck();
  await page
    .locator('section', { has: page.getByRole('heading', { name: '搜索与分享' }) })
    .getByRole('textbox', { name: '搜索标题' })
    .fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect.poll(async () => (await sitemap(request)).includes(address), { timeout: 10_000 }).toBe(true);
  expect(meta((await serverHead(request, path)).head, /<title>([^<]*)<\/title>/)).toContain(item.title);
  await visitor.close();
});
