import { expect, type Page, test } from '@playwright/test';
import { checkScreen, nav, SHOTS, signIn } from './console';
import { apiData, menuTree } from './site-api';

/**
 * Issue 25's journey against the real server, as one editor lives it: write a draft, preview it
 * at phone and desktop widths side by side, share the preview link (a colleague opens it signed
 * out; a visitor sees nothing of the draft), publish (the history shows what that changed), change
 * it, compare the first version with the latest, restore the first version (still on the site),
 * and find every step on 操作日志 in words. axe on the preview screen and the comparison, at 1280
 * and 1024 px.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const STAMP = Date.now().toString(36);
const TITLE = `春季招生说明会（草稿 ${STAMP}）`;
const CHANGED = `春季招生说明会改期（${STAMP}）`;
const BAR = '预览：此页面尚未发布';

/** A published news list of the company site (新闻中心's first sub-menu) and its public page. */
async function newsMenu(page: Page): Promise<{ id: number; name: string; path: string }> {
  const centre = (await menuTree(page.request)).find((menu) => menu.name === '新闻中心');
  const menu = centre?.subMenus.find((sub) => sub.status);
  expect(menu, 'a published menu under 新闻中心').toBeTruthy();
  await page.goto(`/admin/menus/${menu!.id}?platform=company`);
  const open = page.getByRole('link', { name: `打开页面“${menu!.name}”（新窗口）` });
  const path = (await open.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\//);
  return { id: menu!.id, name: menu!.name, path };
}

/** 保存 clicked; the server accepted the save. */
async function save(page: Page) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/cms/web/siteContent'),
  );
  await page.getByRole('button', { name: '保存' }).click();
  expect((await (await answer).json()).code).toBe(0);
}

test('draft → preview at both widths → shared signed out → publish → change → compare → restore version 1 → the trail in words', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto('/admin/sign-in');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(nav(page)).toBeVisible();
  const menu = await newsMenu(page);

  // 1. A draft: saved, not published.
  await page.goto(`/admin/content/new?platform=company&menuId=${menu.id}`);
  await page.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
  await page.getByRole('textbox', { name: '摘要' }).fill('只有拿到预览链接的人才能看到。');
  await page.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('说明会定于周六上午在集团礼堂举行。');
  await page.getByRole('radio', { name: '不发布（仅保存为草稿）' }).check();
  await save(page);
  await expect(page.getByRole('heading', { name: `编辑内容：${TITLE}`, level: 1 })).toBeVisible();

  // 2. 预览: the preview screen in a window of its own, the page at 375 and 1280 px.
  const [screen] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: '预览' }).click(),
  ]);
  await expect(screen).toHaveURL(/\/admin\/preview\?link=/);
  await expect(screen.getByRole('heading', { name: '预览', level: 1 })).toBeVisible();
  for (const frame of ['手机宽度的页面预览', '电脑宽度的页面预览']) {
    const inside = screen.frameLocator(`iframe[title="${frame}"]`);
    await expect(inside.getByText(BAR)).toBeVisible();
    await expect(inside.getByRole('heading', { name: TITLE })).toBeVisible();
  }
  const widths = await screen
    .locator('iframe')
    .evaluateAll((frames) => frames.map((frame) => (frame as HTMLIFrameElement).contentWindow!.innerWidth));
  expect(widths).toEqual([375, 1280]);
  await screen.setViewportSize({ width: 1280, height: 800 });
  await checkScreen(screen, 'preview-1280');
  await screen.setViewportSize({ width: 1024, height: 768 });
  await checkScreen(screen, 'preview-1024');

  // 3. The link a colleague gets, opened in a browser that never signed in.
  const link = (await screen.getByRole('link', { name: '在新窗口打开' }).getAttribute('href')) ?? '';
  expect(link).toMatch(/^\/preview\/[0-9a-f]{32}\?e=\d+&s=/);
  await screen.close();
  const colleague = await browser.newContext({ viewport: { width: 375, height: 720 } });
  const shared = await colleague.newPage();
  const answer = await shared.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(shared.getByText(BAR)).toBeVisible();
  await expect(shared.getByRole('heading', { name: TITLE })).toBeVisible();
  await shared.screenshot({ path: `${SHOTS}/preview-shared-375.png`, fullPage: true });
  // A changed signature shows nothing of it.
  const tampered = await shared.goto(link.replace(/s=./, (start) => (start === 's=A' ? 's=B' : 's=A')));
  expect(tampered?.status()).toBe(404);
  await expect(shared.getByRole('heading', { name: '预览链接无效' })).toBeVisible();
  await expect(shared.getByText(TITLE)).toHaveCount(0);
  await colleague.close();

  // A visitor sees no draft: not on the menu's page, not in the public list.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(menu.path);
  await expect(visit.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(visit.getByText(TITLE)).toHaveCount(0);
  const list = await apiData<{ pageList: { title: string }[] }>(
    visit.request,
    `/api/cms/web/siteContent/listForClientByPublishTime?menuId=${menu.id}&pageSize=100`,
  );
  expect(list.pageList.map((item) => item.title)).not.toContain(TITLE);

  // 4. Published: the history opens at what the save changed; the visitor's next load shows it.
  await page.getByRole('radio', { name: '发布（网站上显示）' }).check();
  await save(page);
  await expect(page.getByText('刚才的保存是版本 2，修改了：发布。下面是它与上一版本的对比。')).toBeVisible();
  await expect(page.getByRole('table', { name: '字段对比：左为版本 1，右为版本 2' })).toBeVisible();
  await expect(async () => {
    await visit.goto(menu.path);
    await expect(visit.getByText(TITLE).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  // 5. Changed: version 3.
  await page.getByRole('textbox', { name: '标题', exact: true }).fill(CHANGED);
  await save(page);
  await expect(page.getByRole('heading', { name: `编辑内容：${CHANGED}`, level: 1 })).toBeVisible();
  await expect(page.getByText('刚才的保存是版本 3，修改了：标题。下面是它与上一版本的对比。')).toBeVisible();

  // 6. Version 1 compared with the latest.
  const history = page.getByRole('table', { name: '历史版本（最新的在前）' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText('版本 3 · 修改（当前）');
  await expect(history.getByRole('row').nth(1)).toContainText('演示管理员');
  await page.getByRole('checkbox', { name: '选择版本 1 进行对比' }).check();
  await page.getByRole('checkbox', { name: '选择版本 3 进行对比' }).check();
  await page.getByRole('button', { name: '对比所选版本' }).click();
  const compared = page.getByRole('table', { name: '字段对比：左为版本 1，右为版本 3' });
  const titleRow = compared.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /标题/ }) });
  await expect(titleRow.getByRole('cell')).toHaveText([TITLE, CHANGED]);
  await checkScreen(page, 'revisions-compare');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: `${SHOTS}/revisions-compare-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // 7. Version 1 restored: its text, still on the site (a restore leaves publishing alone).
  await page.getByRole('button', { name: '恢复此版本（版本 1）' }).click();
  const dialog = page.getByRole('alertdialog', { name: '恢复历史版本' });
  await expect(dialog).toContainText(`确定将“${CHANGED}”恢复到版本 1`);
  await expect(dialog).toContainText('是否发布、发布时间和下线时间保持现在的设置');
  await dialog.getByRole('button', { name: '恢复' }).click();
  await expect(page.getByText(`已将“${CHANGED}”恢复到版本 1，表单已显示恢复后的内容`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(TITLE);
  await expect(page.getByRole('radio', { name: '发布（网站上显示）' })).toBeChecked();
  const address = await page.getByRole('link', { name: `查看页面“${TITLE}”（新窗口）` }).getAttribute('href');
  expect(address).toBeTruthy();
  await expect(async () => {
    await visit.goto(address!);
    await expect(visit.getByRole('heading', { name: TITLE, exact: true }).first()).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(visit.getByText(CHANGED)).toHaveCount(0);
  await visitor.close();

  // 8. Every step on 操作日志, in words.
  await page.goto('/admin/audit-log?entity=siteContent');
  const table = page.getByRole('table', { name: '操作日志（最新的在前）' });
  const mine = table.getByRole('row').filter({ hasText: STAMP });
  await expect(mine.filter({ hasText: '恢复版本' })).toContainText('恢复为第 1 版的内容');
  await expect(mine.filter({ hasText: '恢复版本' })).toContainText(`标题：${CHANGED} → ${TITLE}`);
  await expect(mine.filter({ hasText: `标题：${TITLE} → ${CHANGED}` })).toHaveCount(1);
  await expect(mine.filter({ hasText: '发布：否 → 是' })).toHaveCount(1);
  await expect(mine.filter({ hasText: '生成预览' })).toHaveCount(1);
  await expect(mine.filter({ hasText: '新增' })).toHaveCount(1);
  await expect(
    mine.filter({ hasText: '新增' }).getByRole('link', { name: `打开内容「${TITLE}」` }),
  ).toHaveAttribute('href', /^\/admin\/content\/\d+$/);
  expect((await table.textContent()) ?? '').not.toContain('{');
});
