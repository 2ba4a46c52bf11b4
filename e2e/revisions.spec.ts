import { expect, test } from '@playwright/test';
import { checkScreen, signIn } from './console';

/**
 * Issue 25 item 2 against the real server: staff edit a published article twice, open 历史版本,
 * compare version 1 (the article before its first kept revision) with the latest, restore
 * version 1; a visitor sees the first title again on the public page, and the trail has the
 * restore. axe on the history with its comparison; a screenshot at 1280 and at 1024 px.
 */
test.use({ viewport: { width: 1280, height: 800 } });

type Item = { id: number; title: string; url: string | null; status: boolean };

test('edit twice, compare version 1 with the latest, restore it: the site and the trail show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/admin/content');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(page.getByRole('heading', { name: '内容管理', level: 1, exact: true })).toBeVisible();

  // A published article of the demo with a page of its own (no outside link).
  const listed = await page.request.get('/api/cms/web/siteContent/list?status=true&pageSize=100');
  const articles = ((await listed.json()).data.pageList as Item[]).filter((item) => item.url === null);
  const article = articles.find((item) => !/改/.test(item.title))!;
  expect(article, 'a published demo article').toBeTruthy();
  const original = article.title;
  const stamp = Date.now().toString(36).slice(-4);
  const second = `${original}（修订 ${stamp}）`;
  const third = `${original}（再修订 ${stamp}）`;

  await page.goto(`/admin/content/${article.id}`);
  const title = page.getByRole('textbox', { name: '标题', exact: true });
  await expect(title).toHaveValue(original);
  for (const next of [second, third]) {
    await title.fill(next);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('heading', { name: `编辑内容：${next}`, level: 1 })).toBeVisible();
  }

  await page.getByRole('button', { name: '显示历史版本' }).click();
  const history = page.getByRole('table', { name: '历史版本（最新的在前）' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('版本 3 · 修改（当前）');
  await expect(rows.nth(1)).toContainText('演示管理员');
  await expect(rows.nth(1)).toContainText('标题');
  await expect(rows.nth(3)).toContainText('版本 1 · 启用历史版本前的内容');

  await page.getByRole('checkbox', { name: '选择版本 1 进行对比' }).check();
  await page.getByRole('checkbox', { name: '选择版本 3 进行对比' }).check();
  await page.getByRole('button', { name: '对比所选版本' }).click();
  const compared = page.getByRole('table', { name: '字段对比：左为版本 1，右为版本 3' });
  const titleRow = compared.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /标题/ }) });
  await expect(titleRow.getByRole('cell')).toHaveText([original, third]);
  await checkScreen(page, 'revisions-compare');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: 'test-results/console/revisions-compare-1024.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '恢复到版本 1' }).click();
  const dialog = page.getByRole('alertdialog', { name: '恢复历史版本' });
  await expect(dialog).toContainText(`确定将“${third}”恢复到版本 1`);
  await dialog.getByRole('button', { name: '恢复' }).click();
  await expect(page.getByText(`已将“${third}”恢复到版本 1，表单已显示恢复后的内容`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(original);
  await expect(page.getByRole('heading', { name: `编辑内容：${original}`, level: 1 })).toBeVisible();

  // A visitor, signed out, sees the first title on the article's page.
  const address = await page
    .getByRole('link', { name: `在网站上查看“${original}”（新窗口）` })
    .getAttribute('href');
  expect(address).toBeTruthy();
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(address!);
  await expect(publicPage.getByRole('heading', { name: original, exact: true }).first()).toBeVisible();
  await expect(publicPage.getByText(third)).toHaveCount(0);
  await visitor.close();

  // The trail has the restore, by whom, of which record and version.
  const trail = await page.request.get('/api/bms/system/auditLog/list?entity=siteContent&pageSize=20');
  const restore = ((await trail.json()).data.pageList as Record<string, unknown>[]).find(
    (row) => row.action === 'restore' && row.entityId === String(article.id),
  );
  expect(restore).toMatchObject({
    staffName: 'admin',
    summary: { restoredFrom: 1, changes: { title: { to: original } } },
  });
  await page.goto('/admin/audit-log');
  await expect(
    page.getByRole('row').filter({ hasText: '恢复版本' }).filter({ hasText: '恢复为第 1 版的内容' }).first(),
  ).toBeVisible();
});
