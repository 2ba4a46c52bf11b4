import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { checkScreen, SHOTS, signIn } from './console';
import { apiData, type MenuEntry, walkMenus } from './site-api';

/**
 * Issue 25 item 4 against the real server: staff turn a banner off and rename a content item in
 * the console, then find both on 操作日志 in words — the action, the record's name linked to its
 * screen, 启用：是 → 否 and 标题：之前 → 之后 — and follow a link. axe at 1280 px; screenshots at
 * 1280 and 1024 px. The records are made through the API beforehand (a draft in an unpublished
 * menu, a banner of 自学考试) and removed afterwards, so other specs read the seeded data.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const WEB = '/api/cms/web';

async function write(page: Page, method: 'post' | 'delete', url: string, data?: unknown) {
  const response = await page.request[method](`${WEB}${url}`, {
    headers: { origin: baseURL },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { code: number; data: { id: number } | null };
  expect(body.code, `${method} ${url}`).toBe(0);
  return body.data;
}

/** 保存 clicked, and the server's answer to the save: accepted. */
async function saveAnswered(page: Page, family: string) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`${WEB}/${family}`),
  );
  await page.getByRole('button', { name: '保存' }).click();
  expect((await (await saved).json()).code).toBe(0);
}

test('a banner switched off and a title changed, read on 操作日志 in words, with working links', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/audit-log');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(page.getByRole('heading', { name: '操作日志', level: 1 })).toBeVisible();

  const stamp = Date.now().toString(36);
  const bannerTitle = `审计轮播图 ${stamp}`;
  const oldTitle = `审计内容 ${stamp}`;
  const newTitle = `审计内容（改） ${stamp}`;
  // Staff's tree, unpublished menus too: 通知公告 is one, so the draft is seen by no visitor.
  const tree = await apiData<MenuEntry[]>(page.request, `${WEB}/siteMenu/list?platform=company`);
  const menu = [...walkMenus(tree)].find((entry) => entry.name === '通知公告');
  expect(menu, '通知公告 in the company tree').toBeTruthy();
  const banner = await write(page, 'post', '/siteBanner', {
    platform: 'selfStudy',
    title: bannerTitle,
    image: '/images/share.jpg',
    url: null,
    status: true,
  });
  const content = await write(page, 'post', '/siteContent', {
    menuId: menu!.id,
    title: oldTitle,
    body: '<p>审计正文</p>',
    status: false,
  });

  try {
    // The banner: 发布 unticked in its form.
    await page.goto(`/admin/banners/${banner!.id}`);
    await expect(page.getByRole('heading', { name: `编辑轮播图：${bannerTitle}`, level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: /发布/ }).uncheck();
    await saveAnswered(page, 'siteBanner');

    // The content item: a new title.
    await page.goto(`/admin/content/${content!.id}`);
    await expect(page.getByRole('heading', { name: `编辑内容：${oldTitle}`, level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: '标题', exact: true }).fill(newTitle);
    await saveAnswered(page, 'siteContent');

    await page.goto('/admin/audit-log');
    const table = page.getByRole('table', { name: '操作日志（最新的在前）' });
    const contentRow = table.getByRole('row').filter({ hasText: `标题：${oldTitle} → ${newTitle}` });
    await expect(contentRow).toHaveCount(1);
    await expect(contentRow).toContainText('修改');
    const contentLink = contentRow.getByRole('link', { name: `打开内容「${newTitle}」` });
    await expect(contentLink).toHaveAttribute('href', `/admin/content/${content!.id}`);
    // Only the title changed: one line.
    await expect(contentRow.getByRole('listitem')).toHaveCount(1);

    const bannerRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `打开轮播图「${bannerTitle}」` }) })
      .filter({ hasText: '修改' });
    await expect(bannerRow.getByRole('listitem')).toHaveText(['启用：是 → 否']);
    const rows = (await table.textContent()) ?? '';
    expect(rows).not.toContain('{');
    expect(rows).not.toContain('siteBanner');

    await checkScreen(page, 'audit-log');
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.screenshot({ path: `${SHOTS}/audit-log-1024.png`, fullPage: true });
    // The changes stay readable lines, not a column one character wide.
    const changesWidth = await contentRow
      .getByRole('listitem')
      .first()
      .evaluate((item) => item.getBoundingClientRect().width);
    expect(changesWidth).toBeGreaterThanOrEqual(200);
    // Nothing wider than the window at 1024 px but the table's own scroll.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The object filter, by its Chinese name.
    await page.getByLabel('对象类型').selectOption('轮播图');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/entity=siteBanner/);
    await expect(table.getByRole('link', { name: `打开内容「${newTitle}」` })).toHaveCount(0);

    await bannerRow.getByRole('link', { name: `打开轮播图「${bannerTitle}」` }).click();
    await expect(page.getByRole('heading', { name: `编辑轮播图：${bannerTitle}`, level: 1 })).toBeVisible();
  } finally {
    await write(page, 'delete', `/siteBanner?id=${banner!.id}`);
    await write(page, 'delete', `/siteContent?id=${content!.id}`);
  }

  // Deleted: the trail still names it, with no link.
  await page.goto('/admin/audit-log?entity=siteContent');
  const gone = page.getByRole('row').filter({ hasText: newTitle }).filter({ hasText: '删除' });
  await expect(gone).toContainText('（已不存在）');
  await expect(gone.getByRole('link')).toHaveCount(0);
});
