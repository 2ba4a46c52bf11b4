import { expect, test } from '@playwright/test';
import { signIn } from './console';
import { isNormalLead, leadsWithPhone } from './lead-database';

/**
 * Issue 21's journey across the three parts, in one browser: a visitor lands from a WeChat
 * campaign, goes on to another page by a link, leaves a lead there; an admissions officer then
 * finds that page, the campaign and the source on the lead's details, and the lead counted in
 * the channel report. The campaign is this run's own, so parallel journeys do not count in it.
 */
test.use({ viewport: { width: 1366, height: 900 } });

// Names take Chinese characters only (contract/lead-rules.ts).
const NAME_CHARS = '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥';
const randomName = () =>
  `林${Array.from({ length: 3 }, () => NAME_CHARS[Math.floor(Math.random() * NAME_CHARS.length)]).join('')}`;

test('a campaign visit is followed from the landing page to the lead and the channel report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const campaign = `autumn${Date.now().toString(36)}`;
  const name = randomName();
  const phone = `137${String(Date.now()).slice(-8)}`;

  // The visitor: lands on /home from a WeChat campaign, then follows a link to 在线报名.
  await page.goto(`/home?utm_source=wechat&utm_campaign=${campaign}`);
  await page.getByRole('link', { name: '在线报名' }).first().click();
  await expect(page).toHaveURL(/\/online_registration$/);
  const form = page.getByRole('form').filter({ has: page.getByLabel('手机号') });
  await form.getByLabel('姓名').pressSequentially(name, { delay: 120 });
  await form.getByLabel('手机号').pressSequentially(phone, { delay: 120 });
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status').filter({ hasText: '提交成功' })).toBeVisible();
  const stored = leadsWithPhone(phone);
  expect(stored).toHaveLength(1);
  expect(isNormalLead(stored[0]!)).toBe(true);

  // The officer: the inbox filtered by the campaign holds the lead; its details say where it came from.
  await page.goto(`/admin/leads?campaign=${campaign}`);
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await page.getByRole('link', { name: `查看 ${name}` }).click();
  const attribution = page.getByRole('region', { name: '来源与设备' });
  await expect(attribution).toContainText('/online_registration');
  await expect(attribution).toContainText(`/home?utm_source=wechat&utm_campaign=${campaign}`);
  await expect(attribution).toContainText(campaign);
  await expect(attribution).toContainText('微信');

  // The channel report by campaign counts it: one lead, none enrolled yet.
  await page.goto('/admin/lead-report?by=campaign');
  const row = page.getByRole('table', { name: /^各活动的线索与报名/ }).getByRole('row', { name: campaign });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
});
