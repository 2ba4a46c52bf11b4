import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import type { LeadSummary } from '../contract/site-message';
import { checkScreen, nav, signIn, SHOTS } from './console';
import { apiData } from './site-api';

/**
 * The admissions team's console (issue 21 items 2 and 5) against the real server, at 1280 px:
 * 首页's lead counts (the summary's, each a link into the inbox) and the navigation's count;
 * the inbox filtered by campaign, two leads assigned at once; the 可疑线索 view and a restore;
 * a lead's 来源与设备; the channel report, whose rows open the inbox. An editor (content only)
 * sees no counts and never asks for them. Screenshots at 1280 and 1024 px.
 */
test.use({ viewport: { width: 1280, height: 800 } });

// Names take Chinese characters, no digits (contract/lead-rules.ts): a random Chinese suffix.
const SUFFIX_CHARS = '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥';
const randomSuffix = () =>
  Array.from({ length: 4 }, () => SUFFIX_CHARS[Math.floor(Math.random() * SUFFIX_CHARS.length)]).join('');
let phones = 0;
const uniquePhone = () => `136${String(Date.now() + phones++).slice(-8)}`;

/** A visitor's lead as the form sends it (a person: 6 s of filling in; a bot: 200 ms). */
async function leaveLead(
  request: APIRequestContext,
  name: string,
  extra: { fillMs: number } & Record<string, string | number>,
) {
  const response = await request.post('/api/cms/web/siteMessage/saveForClient', {
    data: { name, phone: uniquePhone(), pagePath: '/online_registration', pageTitle: '在线报名', ...extra },
  });
  expect((await response.json()).code).toBe(0);
}

/** Shots at 1024 px too, the console's narrow desktop, where nothing may widen the page (wide tables scroll in their box). */
async function shotAt1024(page: Page, name: string) {
  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await page.screenshot({ path: `${SHOTS}/${name}-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('admissions: the home counts, the inbox filtered and two leads assigned at once, 可疑线索, the report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const campaign = `e2e${Date.now().toString(36)}`;
  const names = [`渠道访客${randomSuffix()}`, `渠道访客${randomSuffix()}`];
  for (const name of names)
    await leaveLead(page.request, name, {
      fillMs: 6000,
      landingPath: `/home?utm_source=weibo&utm_campaign=${campaign}`,
      referrer: 'https://weibo.com/u/1234567890',
      utmSource: 'weibo',
      utmMedium: 'social',
      utmCampaign: campaign,
      utmTerm: '专升本',
      utmContent: 'post-1',
    });
  const botName = `可疑访客${randomSuffix()}`;
  await leaveLead(page.request, botName, { fillMs: 200 });

  await page.goto('/admin');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  const counts = page.getByRole('region', { name: '线索概况' });
  await expect(counts.getByTestId('lead-card-today')).toHaveText(/\d+条/);

  // The cards and the navigation say what the server's summary says (other journeys may add
  // leads meanwhile: compared until both agree).
  await expect(async () => {
    const summary = await apiData<LeadSummary>(page.request, '/api/cms/web/siteMessage/getSummary');
    // The cards (the per-site links of 超时未响应 under them are not cards).
    const cards = await counts.getByRole('list').getByRole('link').allTextContents();
    expect(cards.map((text) => Number(/(\d+)条/.exec(text)?.[1]))).toEqual([
      summary.today,
      summary.thisWeek,
      summary.unassigned,
      summary.overdue,
      summary.followUpToday,
      summary.followUpOverdue,
      summary.mine,
      summary.quarantined,
    ]);
    expect(summary.today).toBeGreaterThanOrEqual(2);
    expect(summary.quarantined).toBeGreaterThanOrEqual(1);
    await expect(
      nav(page).getByRole('link', { name: new RegExp(`^线索\\s?，${summary.untouched} 条新线索$`) }),
    ).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(counts.getByRole('link', { name: /^待分配/ })).toHaveAttribute(
    'href',
    '/admin/leads?open=true&unassigned=true',
  );
  await checkScreen(page, 'admissions-home');
  await shotAt1024(page, 'admissions-home');

  // 待分配, then this journey's campaign: its two leads.
  await counts.getByRole('link', { name: /^待分配/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?open=true&unassigned=true$/);
  await expect(page.getByRole('link', { name: /^待分配/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('textbox', { name: '活动' }).fill(campaign);
  const listCall = page.waitForRequest((request) => request.url().includes('/siteMessage/list?'));
  await page.getByRole('button', { name: '查询' }).click();
  const listed = new URL((await listCall).url()).searchParams;
  expect(Object.fromEntries(listed)).toMatchObject({ open: 'true', unassigned: 'true', campaign });
  await expect(page).toHaveURL(new RegExp(`open=true&unassigned=true&campaign=${campaign}$`));
  await expect(page.getByRole('table', { name: '访客留言（最新的在前）' }).getByRole('row')).toHaveCount(3);
  for (const name of names)
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('微博');

  await page.getByRole('checkbox', { name: '本页全选' }).check();
  const bulk = page.getByRole('group', { name: '批量操作' });
  await expect(bulk).toContainText('已选择 2 条');
  await bulk.getByLabel('批量分配给').selectOption({ label: '演示管理员' });
  await bulk.getByRole('button', { name: '分配' }).click();
  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog).toContainText('确定将选中的 2 条线索分配给「演示管理员」吗？');
  const assignCall = page.waitForRequest((request) => request.url().endsWith('/siteMessage/assignBatch'));
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await assignCall).postDataJSON()).toEqual({
    ids: [expect.any(Number), expect.any(Number)],
    staffId: 1,
  });
  await expect(page.getByText('已分配 2 条线索')).toBeVisible();
  // Assigned, they leave 待分配.
  await expect(page.getByRole('table', { name: '访客留言（最新的在前）' })).toContainText('暂无数据');
  await page.getByRole('link', { name: /^我的线索/ }).click();
  await page.getByRole('textbox', { name: '活动' }).fill(campaign);
  await page.getByRole('button', { name: '查询' }).click();
  for (const name of names)
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('演示管理员');
  await checkScreen(page, 'admissions-inbox');
  await shotAt1024(page, 'admissions-inbox');

  // A lead's 来源与设备.
  await page.getByRole('link', { name: `查看 ${names[0]}` }).click();
  const attribution = page.getByRole('region', { name: '来源与设备' });
  await expect(attribution).toContainText('微博');
  await expect(attribution).toContainText(campaign);
  await expect(attribution).toContainText('6.0 秒');
  await expect(attribution.getByRole('link', { name: 'https://weibo.com/u/1234567890' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await checkScreen(page, 'admissions-lead-details');
  await shotAt1024(page, 'admissions-lead-details');

  // 可疑线索: the bot's lead, its reason, restored into the normal list.
  await nav(page).getByRole('link', { name: /^线索/ }).click();
  await page.getByRole('link', { name: /^可疑线索/ }).click();
  const suspicious = page.getByRole('row', { name: new RegExp(botName) });
  await expect(suspicious).toContainText('填写过快（不到 1.5 秒）');
  await checkScreen(page, 'admissions-quarantine');
  await shotAt1024(page, 'admissions-quarantine');
  await suspicious.getByRole('button', { name: `将 ${botName} 恢复为正常线索` }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已恢复 1 条线索')).toBeVisible();
  await expect(suspicious).toHaveCount(0);
  await page.getByRole('link', { name: '全部线索' }).click();
  await expect(page.getByRole('row', { name: new RegExp(botName) })).toBeVisible();

  // The channel report: 微博 has this journey's two leads (at least); its row opens the inbox.
  await nav(page).getByRole('link', { name: '渠道报表' }).click();
  await expect(page.getByRole('heading', { name: '渠道报表', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /^图表：/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /^各来源的线索与报名/ });
  const weibo = table.getByRole('row', { name: /^微博/ });
  await expect(weibo).toBeVisible();
  expect(Number(await weibo.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(2);
  await checkScreen(page, 'admissions-report');
  await shotAt1024(page, 'admissions-report');

  await page.getByLabel('统计周期').selectOption({ label: '按周' });
  await page.getByLabel('分组').selectOption({ label: '按活动' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/interval=week&by=campaign/);
  const byCampaign = page.getByRole('table', { name: /^各活动的线索与报名/ });
  await byCampaign.getByRole('link', { name: campaign }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?from=.+&to=.+&campaign=${campaign}$`));
  await expect(page.getByRole('table', { name: '访客留言（最新的在前）' }).getByRole('row')).toHaveCount(3);

  // 分配规则 (issue 38 item 3): 职业教育's routing as the demo seeds it.
  await nav(page).getByRole('link', { name: '分配规则' }).click();
  await page.getByRole('link', { name: '职业教育' }).click();
  await expect(page.getByRole('heading', { name: '分配规则', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '周六' })).toBeChecked();
  await checkScreen(page, 'lead-routing');
});

test('editor: no lead counts, and the summary is never asked for', async ({ page }) => {
  const summaryCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/siteMessage/getSummary')) summaryCalls.push(request.url());
  });
  // The page's clock, moved on by hand: a minute passes in an instant.
  await page.clock.install();
  await page.goto('/admin');
  await signIn(page, 'editor', 'Bianji@2026demo');
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '功能入口' })).toBeVisible();
  await expect(page.getByRole('region', { name: '线索概况' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: /线索/ })).toHaveCount(0);
  await page.clock.runFor('02:00');
  await page.waitForLoadState('networkidle');
  expect(summaryCalls).toEqual([]);
});

test('admin: the summary is asked again every 30 s while the console is open', async ({ page }) => {
  // Answers, not requests: the next poll is timed from the answer before it.
  let answered = 0;
  page.on('response', (response) => {
    if (response.url().includes('/siteMessage/getSummary')) answered += 1;
  });
  await page.clock.install();
  await page.goto('/admin/accounts');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(nav(page).getByRole('link', { name: /^线索/ })).toBeVisible();
  await expect.poll(() => answered).toBe(1);
  await page.clock.runFor('00:29');
  expect(answered).toBe(1);
  await page.clock.runFor('00:01');
  await expect.poll(() => answered).toBe(2);
  await page.clock.runFor('00:30');
  await expect.poll(() => answered).toBe(3);
});
