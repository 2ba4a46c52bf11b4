import { expect, type Page, test } from '@playwright/test';
import { checkScreen, nav, signIn } from './console';
import { apiData, menuTree } from './site-api';

/**
 * Issue 25 item 1 against the real server: staff writes a draft, previews it at phone and
 * desktop widths side by side, shares the preview link, which a colleague opens signed out (the
 * draft with the 预览 bar); a visitor does not see the draft; once published the visitor does.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const TITLE = `预览中的草稿 ${Date.now()}`;
const BAR = '预览：此页面尚未发布';

/** A published news list of the company site (新闻中心's first sub-menu) and its public page. */
async function newsMenu(page: Page): Promise<{ id: number; name: string; path: string }> {
  const centre = (await menuTree(page.request)).find((menu) => menu.name === '新闻中心');
  const menu = centre?.subMenus.find((sub) => sub.status);
  expect(menu, 'a published menu under 新闻中心').toBeTruthy();
  await page.goto(`/admin/menus/${menu!.id}?platform=company`);
  const open = page.getByRole('link', { name: `在新窗口打开“${menu!.name}”的页面` });
  const path = (await open.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\//);
  return { id: menu!.id, name: menu!.name, path };
}

test('a draft previewed at both widths, shared signed out, unseen by visitors until published', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/sign-in');
  await signIn(page, 'editor', 'Bianji@2026demo');
  await expect(nav(page)).toBeVisible();
  const menu = await newsMenu(page);

  // A draft: saved, not published.
  await page.goto(`/admin/content/new?platform=company&menuId=${menu.id}`);
  await page.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
  await page.getByRole('textbox', { name: '摘要' }).fill('只有拿到预览链接的人才能看到。');
  await page.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('草稿的正文：春季招生即将开始。');
  await page.getByRole('radio', { name: '不发布（仅保存为草稿）' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { name: `编辑内容：${TITLE}`, level: 1 })).toBeVisible();

  // 预览: the preview screen in a window of its own, the page at 375 and 1280 px.
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

  // The link a colleague gets: opened in a browser that never signed in.
  const link = (await screen.getByRole('link', { name: '在新窗口打开' }).getAttribute('href')) ?? '';
  expect(link).toMatch(/^\/preview\/[0-9a-f]{32}\?e=\d+&s=/);
  const colleague = await browser.newContext({ viewport: { width: 375, height: 720 } });
  const shared = await colleague.newPage();
  const answer = await shared.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(shared.getByText(BAR)).toBeVisible();
  await expect(shared.getByRole('heading', { name: TITLE })).toBeVisible();
  await shared.screenshot({ path: 'test-results/console/preview-shared-375.png', fullPage: true });
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

  // Published: the visitor's next load shows it.
  await page.getByRole('radio', { name: '发布（网站上显示）' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(async () => {
    await visit.goto(menu.path);
    await expect(visit.getByText(TITLE).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await visitor.close();
});
