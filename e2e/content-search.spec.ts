import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { checkScreen, nav, signIn } from './console';
import { menuTree, walkMenus } from './site-api';

/**
 * 内容搜索 (issue 25 item 6) against the real server: two items of the vocational site are found
 * by a word, ticked (by keyboard), moved into another of the site's menus, and the visitor sees
 * them on that menu's page; the move offers only this site's content menus, and a move into
 * another site's menu is refused with nothing changed. axe and screenshots at 1280 and 1024 px.
 * The items are deleted at the end with the screen's 删除所选.
 */
test.describe.configure({ mode: 'serial' });

const VOCATIONAL = baseURL.replace('localhost', 'vocational.localhost');
const CONTENT = '/api/cms/web/siteContent';
const WORD = '批量移动测试';
const TITLES = [`${WORD} · 实训基地开放日`, `${WORD} · 技能大赛获奖`];

test('search, tick two, move them to another menu: the site shows them there', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/content-search?platform=vocational');
  await signIn(page, 'editor', 'Bianji@2026demo');
  await expect(page.getByRole('heading', { name: '内容搜索', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '内容搜索' })).toHaveAttribute('aria-current', 'page');

  const menus = [...walkMenus(await menuTree(page.request, 'vocational'))];
  const honours = menus.find((menu) => menu.name === '荣誉资质')!;
  const news = menus.find((menu) => menu.name === '职业技能培训资讯')!;
  const companyNews = [...walkMenus(await menuTree(page.request, 'company'))].find(
    (menu) => menu.name === '集团新闻',
  )!;
  const ids: number[] = [];
  for (const title of TITLES) {
    const saved = await page.request.post(CONTENT, {
      headers: { origin: baseURL },
      data: { menuId: honours.id, title, status: true, body: `<p>${title}的<strong>正文</strong></p>` },
    });
    ids.push(((await saved.json()) as { data: { id: number } }).data.id);
  }
  try {
    // Search by keyboard: the word, then Enter.
    const keyword = page.getByRole('textbox', { name: '关键词' });
    await keyword.fill(WORD);
    await keyword.press('Enter');
    await expect(page.getByText('共 2 条')).toBeVisible();
    for (const title of TITLES) {
      await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('关于我们 / 荣誉资质');
      await expect(page.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        new RegExp(`/admin/content/\\d+\\?platform=vocational$`),
      );
      const tick = page.getByRole('checkbox', { name: `选择“${title}”` });
      await tick.focus();
      await page.keyboard.press('Space');
      await expect(tick).toBeChecked();
    }
    const bulk = page.getByRole('group', { name: '批量操作' });
    await expect(bulk.getByText('已选择 2 条')).toBeVisible();

    // Only this site's content menus are offered.
    const moveTo = bulk.getByRole('combobox', { name: '移到栏目' });
    const offered = await moveTo.locator('option').allTextContents();
    expect(offered.map((text) => text.trim())).toEqual(
      expect.arrayContaining(['职业技能培训资讯', '荣誉资质']),
    );
    expect(offered.map((text) => text.trim())).not.toContain('集团新闻');
    expect(offered.map((text) => text.trim())).not.toContain('悬浮菜单');
    await checkScreen(page, 'content-search-1280');
    await page.setViewportSize({ width: 1024, height: 768 });
    await checkScreen(page, 'content-search-1024');
    await page.setViewportSize({ width: 1280, height: 800 });

    await moveTo.selectOption(String(news.id));
    await bulk.getByRole('button', { name: '移动' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('确定将选中的 2 条内容移到栏目“职业技能培训资讯”吗？');
    await dialog.getByRole('button', { name: '移动' }).click();
    await expect(page.getByText('已将 2 条内容移到栏目“职业技能培训资讯”')).toBeVisible();
    for (const title of TITLES) {
      await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(
        '职业教育 / 职业技能培训资讯',
      );
    }
    await expect(bulk.getByText('已选择 0 条')).toBeVisible();

    // Into a menu of another site: refused, nothing changed.
    const refused = await page.request.put(`${CONTENT}/changeMenuBatch`, {
      headers: { origin: baseURL },
      data: { ids, menuId: companyNews.id },
    });
    const answer = (await refused.json()) as { code: number; message: string };
    expect(refused.status()).toBe(400);
    expect(answer.code).not.toBe(0);
    expect(answer.message).toContain('只能移到同一网站的栏目');
    for (const id of ids) {
      const details = await page.request.get(`${CONTENT}/details?id=${id}`, { headers: { origin: baseURL } });
      expect(((await details.json()) as { data: { menuId: number } }).data.menuId).toBe(news.id);
    }

    // The visitor sees them on the menu's page, newest first.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const site = await visitor.newPage();
    await site.goto(`${VOCATIONAL}/word_list1/${news.id}`);
    for (const title of TITLES) await expect(site.getByText(title)).toBeVisible();
    await visitor.close();

    // 删除所选, after naming how many.
    await page.getByRole('checkbox', { name: '选择本页全部内容' }).check();
    await bulk.getByRole('button', { name: '删除所选' }).click();
    await expect(dialog).toContainText('确定删除选中的 2 条内容吗？');
    await dialog.getByRole('button', { name: '删除所选' }).click();
    await expect(page.getByText('已删除 2 条内容')).toBeVisible();
    await expect(page.getByText('没有找到符合条件的内容')).toBeVisible();
  } finally {
    await page.request.delete(`${CONTENT}/removeBatch?${ids.map((id) => `ids=${id}`).join('&')}`, {
      headers: { origin: baseURL },
    });
  }
});
