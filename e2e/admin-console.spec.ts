import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { checkScreen, FORBIDDEN, nav, NOT_SIGNED_IN, signIn } from './console';

/**
 * The content staff's console (/admin, issue 14 items 1, 2, 8, 9) against the real server:
 * sign-in and back, sections by roles, an account created, signed out; the editor sees no
 * accounts or leads screens and the API refuses them; a site's 编辑 sees that site only; axe on every screen; screenshots of
 * every screen at 1280×800 into test-results/console/.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

/** The console's sections 集团内容管理员 sees, in the navigation's order. */
const CONTENT_SECTIONS = [
  '首页',
  '栏目管理',
  '页面类型',
  '内容管理',
  '内容搜索',
  '轮播图',
  '师资团队',
  '招聘职位',
  '校区管理',
  '媒体库',
  '站点设置',
  '待审核',
];

test('signed out: /admin shows sign-in, the API answers 100000004', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '华夏教育集团 · 内容管理' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await expect(page).toHaveTitle('登录 · 华夏教育集团 · 内容管理');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await checkScreen(page, 'sign-in');

  const answer = await page.request.get('/api/bms/system/admin/signInfo');
  expect(answer.status()).toBe(401);
  expect((await answer.json()).code).toBe(NOT_SIGNED_IN);
});

test('admin: every section, an account of one site’s 编辑, back after 100000004, sign-out', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/accounts');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccounts$/);
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(page.getByRole('heading', { name: '账号管理', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/admin/accounts`);
  await expect(page.getByText('当前账号：演示管理员')).toBeVisible();
  // 线索 carries the count of new leads (other journeys add leads meanwhile).
  await expect(nav(page).getByRole('link')).toHaveText([
    ...CONTENT_SECTIONS,
    /^线索/,
    '渠道报表',
    '通知设置',
    '通知记录',
    '来源别名',
    '分配规则',
    '表单字段',
    '广告法词库',
    '账号管理',
    '操作日志',
    '我的登录',
  ]);
  await checkScreen(page, 'accounts');

  await nav(page).getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  await checkScreen(page, 'home');

  // Create: the browser sends the page's Origin on the POST itself (the API's CSRF rule).
  await nav(page).getByRole('link', { name: '账号管理' }).click();
  await page.getByRole('link', { name: '新增账号' }).click();
  await expect(page.getByRole('heading', { name: '新增账号', level: 1 })).toBeVisible();
  await checkScreen(page, 'account-create');
  const username = `writer${Date.now().toString(36)}`;
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('姓名').fill('内容编辑乙');
  await page.getByRole('checkbox', { name: '编辑', exact: true }).check();
  await page
    .getByRole('group', { name: '编辑', exact: true })
    .getByRole('checkbox', { name: '职业教育' })
    .check();
  const saveRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/bms/system/admin'),
  );
  await page.getByRole('button', { name: '保存' }).click();
  const sent = await saveRequest;
  expect((await sent.allHeaders())['origin']).toBe(baseURL);
  expect((await (await sent.response())?.json())?.code).toBe(0);
  await expect(page.getByTestId('generated-password')).toHaveText(/^\S{10,}$/);
  await checkScreen(page, 'account-created-password');

  await page.getByRole('link', { name: '返回列表' }).click();
  await page.getByLabel('关键词').fill(username);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('编辑（职业教育）');
  await expect(row).not.toContainText('集团管理员');
  await row.getByRole('link', { name: `编辑 ${username}` }).click();
  await expect(page.getByRole('checkbox', { name: '编辑', exact: true })).toBeChecked();
  await expect(
    page.getByRole('group', { name: '编辑', exact: true }).getByRole('checkbox', { name: '职业教育' }),
  ).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '招生老师' })).not.toBeChecked();
  await checkScreen(page, 'account-edit');

  await nav(page).getByRole('link', { name: '操作日志' }).click();
  // The new account's row, in words: 新增 账号 and its name.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: '新增' })
      .filter({ hasText: '账号' })
      .filter({ hasText: username })
      .first(),
  ).toBeVisible();
  await checkScreen(page, 'audit-log');

  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByRole('alertdialog', { name: '修改密码' })).toBeVisible();
  await checkScreen(page, 'change-password');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // The session ends under the page: the next call answers 100000004, back to sign-in, and back.
  await context.clearCookies();
  await nav(page).getByRole('link', { name: '账号管理' }).click(); // cached: no call yet
  await page.getByLabel('关键词').fill('adm');
  await page.getByRole('button', { name: '查询' }).click(); // a new call: 100000004
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccounts%3Fkeyword%3Dadm$/);
  await expect(page.getByText('请先登录')).toHaveCount(0); // silent: no toast
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(page.getByRole('heading', { name: '账号管理', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/admin/accounts?keyword=adm`);
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/sign-in`);
  const after = await page.request.get('/api/bms/system/admin/signInfo');
  expect((await after.json()).code).toBe(NOT_SIGNED_IN);
});

test('editor: no accounts, audit log or leads; the API answers 100000006', async ({ page }) => {
  await page.goto('/admin');
  await signIn(page, 'editor', 'Bianji@2026demo');
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  // 我的登录 needs no role.
  await expect(nav(page).getByRole('link')).toHaveText([...CONTENT_SECTIONS, '广告法词库', '我的登录']);
  await expect(page.getByRole('link', { name: /线索/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /账号管理/ })).toHaveCount(0);
  await checkScreen(page, 'editor-home');

  // The editor's cookies, a call the accounts action guards.
  const accounts = await page.request.get('/api/bms/system/admin/list');
  expect(accounts.status()).toBe(403);
  expect((await accounts.json()).code).toBe(FORBIDDEN);
  // The lead inbox's list: the leads action guards it.
  const leads = await page.request.get('/api/cms/web/siteMessage/list');
  expect(leads.status()).toBe(403);
  expect((await leads.json()).code).toBe(FORBIDDEN);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { name: '没有权限', level: 1 })).toBeVisible();

  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { name: '没有权限', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await checkScreen(page, 'no-access');
});

test('a site’s 编辑: its own site only on the per-site screens; page types and accounts refused', async ({
  page,
}) => {
  await page.goto('/admin/menus?platform=company');
  await signIn(page, 'vocational.editor', 'Zhiye@2026demo');
  // The site asked for is not its own: its own instead, and the other sites' tabs are not drawn.
  await expect(page.getByRole('list', { name: '职业教育的栏目' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '选择平台' }).getByRole('link');
  await expect(tabs).toHaveText(['职业教育']);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: '页面类型' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: '账号管理' })).toHaveCount(0);
  await checkScreen(page, 'site-editor-menus');

  // The server refuses another site's calls, in words.
  const other = await page.request.get('/api/cms/web/siteMenu/list?platform=company');
  expect(other.status()).toBe(403);
  expect((await other.json()).code).toBe(FORBIDDEN);
  await page.goto('/admin/page-types');
  await expect(page.getByRole('heading', { name: '没有权限', level: 1 })).toBeVisible();
});
