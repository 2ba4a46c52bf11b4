import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { checkScreen, nav, signIn } from './console';
import { apiData, menuTree, walkMenus } from './site-api';

/**
 * Issue 37 item 2 and 3's journey against the real server: the vocational site asks for review.
 * Its 撰稿人 writes an item with 保过 in its title and is stopped with the law's reason, rewrites
 * it and submits; the 审核人 finds it on the console home, compares, returns it with a comment;
 * the author reads the comment, fixes the item and submits again; the reviewer approves it and a
 * visitor of the vocational site reads it. The trail and the item's history show every step;
 * the 招生老师 of another site sees none of it. Screenshots (and axe) of the queue, the comparison
 * and the advertising-law hit at 1280 and 1024 px.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const VOCATIONAL = baseURL.replace('localhost', 'vocational.localhost');
const STAMP = Date.now().toString(36);
const STOPPED = `职业技能证书 保过 班（${STAMP}）`;
const TITLE = `职业技能证书培训班招生（${STAMP}）`;
const COMMENT = '请写明开班时间和报名方式';

/** A staff member's console in a browser context of its own, signed in. */
async function consoleOf(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/admin/sign-in');
  await signIn(page, username, password);
  await expect(nav(page)).toBeVisible();
  return page;
}

/** A published vocational menu that holds articles (its public list has items). */
async function articleMenu(page: Page): Promise<number> {
  for (const menu of walkMenus(await menuTree(page.request, 'vocational'))) {
    if (!menu.status || menu.contentType === null) continue;
    const items = await apiData<{ pageList: unknown[] }>(
      page.request,
      `/api/cms/web/siteContent/listForClient?menuId=${menu.id}&pageSize=1`,
    ).catch(() => ({ pageList: [] }));
    if (items.pageList.length > 0) return menu.id;
  }
  throw new Error('no vocational menu with articles');
}

/** Both widths' screenshots and axe of the screen as it is. */
async function bothWidths(page: Page, name: string) {
  // A pointer resting on a toast keeps it open: away from them.
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkScreen(page, `${name}-1280`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await checkScreen(page, `${name}-1024`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('保过 stopped → rewritten → submitted → returned with a comment → fixed → approved → read by a visitor; the trail and history show it; another site sees none of it', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  // The group's admin turns review on for the vocational site (审核设置).
  await page.goto('/admin/sign-in');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(nav(page)).toBeVisible();
  await page.goto('/admin/review/settings');
  const vocational = page.getByRole('group', { name: '职业教育的审核方式' });
  await vocational.getByRole('radio', { name: '撰稿人、编辑的修改需审核人通过' }).check();
  await page.locator('form').filter({ has: vocational }).getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('审核设置已保存')).toBeVisible();
  const menuId = await articleMenu(page);

  // 1. The writer: no publish switch; 保过 in the title is shown as a hit while typing, and stops the submission.
  const writer = await consoleOf(browser, 'vocational.writer', 'Zhuangao@2026demo');
  await writer.goto(`/admin/content/new?platform=vocational&menuId=${menuId}`);
  await expect(writer.getByText('本站发布需审核')).toBeVisible();
  await expect(writer.getByRole('radio', { name: '发布（网站上显示）' })).toHaveCount(0);
  await writer.getByRole('textbox', { name: '标题', exact: true }).fill(STOPPED);
  await writer.getByRole('textbox', { name: '正文' }).click();
  await writer.keyboard.type('面向在职人员的技能证书培训。');
  await expect(writer.getByText('承诺考试通过').first()).toBeVisible();
  await writer.getByRole('button', { name: '保存并提交审核' }).click();
  // Saved as a draft; the submission refused with the reason and the law's article.
  await expect(writer.getByRole('heading', { name: `编辑内容：${STOPPED}`, level: 1 })).toBeVisible();
  const itemId = Number(new URL(writer.url()).pathname.split('/').at(-1));
  expect(itemId).toBeGreaterThan(0);
  await expect(writer.getByText(/第二十四条/).first()).toBeVisible();
  await bothWidths(writer, 'ad-law-hit');
  // The visitor sees nothing of the draft.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const article = `${VOCATIONAL}/article_details/${menuId}?articleId=${itemId}`;
  expect((await visit.goto(article))!.status()).toBe(404);

  // 2. Rewritten and submitted.
  await writer.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
  await writer.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(writer.getByText('已提交审核，审核人通过后发布')).toBeVisible();
  await expect(writer.getByText('已提交审核，等待审核人处理')).toBeVisible();

  // 3. The reviewer: the home's count, the queue, the comparison; returned with a comment.
  const reviewer = await consoleOf(browser, 'vocational.reviewer', 'Shenhe@2026demo');
  await reviewer.goto('/admin/');
  await expect(reviewer.getByRole('link', { name: /待审核/ }).first()).toBeVisible();
  await reviewer.goto('/admin/review');
  const row = reviewer.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('职教撰稿人');
  await bothWidths(reviewer, 'review-queue');
  await row.getByRole('link').first().click();
  await expect(reviewer.getByText('尚未发布，通过后将首次发布')).toBeVisible();
  await expect(reviewer.getByText(TITLE).first()).toBeVisible();
  await bothWidths(reviewer, 'review-compare');
  await reviewer.getByRole('button', { name: '退回修改' }).click();
  await reviewer.getByRole('textbox', { name: '退回意见' }).fill(COMMENT);
  await reviewer.getByRole('button', { name: '确认退回' }).click();
  await expect(reviewer.getByText(`已退回「${TITLE}」`)).toBeVisible();

  // 4. The author reads the comment, fixes the item, submits again.
  await writer.reload();
  await expect(writer.getByText(`职教审核人退回了修改：${COMMENT}`)).toBeVisible();
  await writer.getByRole('textbox', { name: '摘要' }).fill('3 月 1 日开班，线上报名。');
  await writer.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(writer.getByText('已提交审核，审核人通过后发布')).toBeVisible();

  // 5. Approved; the visitor reads it.
  await reviewer.goto('/admin/review');
  await reviewer.getByRole('row').filter({ hasText: TITLE }).getByRole('link').first().click();
  await reviewer.getByRole('button', { name: '通过并发布' }).click();
  await expect(reviewer.getByText(`已通过并发布「${TITLE}」`)).toBeVisible();
  const published = await visit.goto(article);
  expect(published!.status()).toBe(200);
  await expect(visit.getByRole('heading', { name: TITLE })).toBeVisible();
  await visitor.close();

  // 6. The item's own record (操作记录) and the trail show every step.
  await page.goto(`/admin/content/${itemId}?platform=vocational`);
  await page.getByRole('button', { name: /操作记录/ }).click();
  const record = page.getByRole('region', { name: /操作记录/ });
  for (const step of ['新增', '提交审核', '退回修改', '审核通过并发布'])
    await expect(record.getByText(step).first()).toBeVisible();
  const trail = await apiData<{ pageList: { action: string }[] }>(
    page.request,
    `/api/bms/system/auditLog/list?entity=siteContent&entityId=${itemId}&pageSize=50`,
  );
  // The refused submission left no row; the approval's save is the reviewer's (发布 否 → 是).
  expect(trail.pageList.map((row) => row.action).reverse()).toEqual([
    'create',
    'update',
    'submit',
    'return',
    'update',
    'submit',
    'update',
    'approve',
  ]);

  // 7. The admissions officer of another site: no review screen, no item, no queue.
  const officer = await consoleOf(browser, 'academic.admissions', 'Zhaosheng@2026demo');
  await expect(nav(officer).getByRole('link', { name: '待审核' })).toHaveCount(0);
  const queue = await officer.request.get('/api/cms/web/review/list');
  expect(queue.status()).toBe(403);
  const item = await officer.request.get(`/api/cms/web/siteContent/details?id=${itemId}`);
  expect(item.status()).toBe(403);

  // Back to today's flow for the other journeys.
  const off = await page.request.put('/api/cms/web/review/updatePolicy', {
    data: { platform: 'vocational', mode: 'off' },
    headers: { origin: baseURL },
  });
  expect(((await off.json()) as { code: number }).code).toBe(0);
});
