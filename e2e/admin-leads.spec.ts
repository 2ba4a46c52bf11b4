import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { checkScreen, nav, signIn } from './console';
import { openPage } from './open-page';

/**
 * The lead inbox (issue 14 item 7) against the real server: a visitor leaves a call-back request
 * on the public site; staff find it in the inbox marked new, open it, set its status, add a note,
 * copy the phone number, and export the filtered list to CSV, whose Chinese name reads intact.
 */
test.use({ viewport: { width: 1280, height: 800 } });

// Names take Chinese characters, no digits (contract/site-message.ts): a random Chinese suffix.
const SUFFIX_CHARS = '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥';
const randomSuffix = () =>
  Array.from({ length: 4 }, () => SUFFIX_CHARS[Math.floor(Math.random() * SUFFIX_CHARS.length)]).join('');

test('a visitor’s lead reaches the inbox; staff work it, copy the phone and export it to CSV', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `测试访客${randomSuffix()}`;
  const phone = `137${String(Date.now()).slice(-8)}`;

  // The visitor, in a browser of their own.
  const visitor = await browser.newContext({ baseURL });
  const site = await visitor.newPage();
  // The visit came from a campaign link that spells WeChat its own way.
  const spelling = `pyq${Date.now().toString(36)}`;
  await openPage(site, `/online_registration?utm_source=${spelling}&utm_medium=cpc`);
  const form = site.getByRole('form').filter({ has: site.getByLabel('手机号') });
  await expect(form).toBeVisible();
  await form.getByLabel('姓名').fill(name);
  // Fill time counts from the first touch of the form: one sent sooner than a person could
  // (1.5 s) would be held as 可疑线索, out of this inbox.
  await site.waitForTimeout(1600);
  // Typed as people write it: stored as the 11 digits.
  await form.getByLabel('手机号').fill(`+86 ${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
  await form.getByRole('button', { name: '提交' }).click();
  await expect(site.getByRole('status').filter({ hasText: '提交成功' })).toBeVisible();
  await visitor.close();

  // Staff, allowed to use the clipboard.
  const staff = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await staff.newPage();
  await page.goto('/admin/leads');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(page.getByRole('heading', { name: '线索', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '线索' })).toHaveAttribute('aria-current', 'page');

  // 来源别名: the campaign's spelling counted as 微信, the stored lead with it.
  await nav(page).getByRole('link', { name: '来源别名' }).click();
  await expect(page.getByRole('heading', { name: '来源别名', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '内置写法' })).toContainText('weixin、wx');
  await page.getByRole('button', { name: '新增来源别名' }).click();
  const dialog = page.getByRole('alertdialog', { name: '新增来源别名' });
  await dialog.getByLabel('别名').fill(spelling.toUpperCase());
  await dialog.getByLabel('来源').selectOption({ label: '微信' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存，1 条线索的来源随之更新')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(spelling) })).toContainText('微信');
  await checkScreen(page, 'lead-source-aliases');
  await nav(page).getByRole('link', { name: /^线索/ }).click();
  await expect(page.getByRole('heading', { name: '线索', level: 1 })).toBeVisible();

  // Newest first: the visitor's lead is on the first page, marked new, its phone masked.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('new-badge')).toHaveText(/新/);
  await expect(row).toContainText('新线索');
  await expect(row).toContainText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  await expect(row).not.toContainText(phone);
  await expect(row).toContainText('微信');
  await checkScreen(page, 'leads');

  await row.getByRole('link', { name: `查看 ${name}` }).click();
  await expect(page.getByRole('heading', { name: `线索：${name}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('lead-phone')).toHaveText(phone);
  // Words, never keys: the source with the link's spelling, the medium; no fixed 渠道 运营营销.
  const attribution = page.getByRole('region', { name: '来源与设备' });
  await expect(attribution).toContainText(`微信推广链接中写作“${spelling}”`);
  await expect(attribution).toContainText('付费搜索');
  await expect(page.getByRole('region', { name: '基本信息' })).not.toContainText('运营营销');

  // Status and a note, each sent as the contract's JSON.
  const work = page.getByRole('form', { name: '跟进' });
  await work.getByLabel('状态').selectOption({ label: '已联系' });
  const statusCall = page.waitForRequest((request) => request.url().endsWith('/siteMessage/updateStatus'));
  await work.getByRole('button', { name: '保存跟进' }).click();
  expect((await statusCall).postDataJSON()).toEqual({ id: expect.any(Number), status: 1 });
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByTestId('new-badge')).toHaveCount(0);

  const note = `已电话联系 ${name}，周五回访`;
  await page.getByLabel('添加备注').fill(note);
  await page.getByRole('button', { name: '添加备注' }).click();
  const notes = page.getByRole('region', { name: '备注' });
  await expect(notes.getByRole('listitem')).toHaveText(new RegExp(`^演示管理员 · .+${note}$`));

  await page.getByRole('button', { name: '复制手机号' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phone);
  await checkScreen(page, 'lead-details');

  // Export what the keyword finds: the file holds this lead, its Chinese name intact.
  await page.getByRole('link', { name: '返回列表' }).click();
  await page.getByLabel('关键词').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(name)}`));
  await expect(page.getByRole('row')).toHaveCount(2); // header + this lead
  const exportCall = page.waitForRequest((request) => request.url().includes('/siteMessage/export'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  expect(new URL((await exportCall).url()).searchParams.get('keyword')).toBe(name);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^线索导出-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM: Excel reads Chinese
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  // Then a column per field of the exported sites' forms: the demo's 成人教育 form, and whatever
  // a journey running beside this one has added to another site's.
  expect(lines[0]).toMatch(
    /^编号,姓名,手机号,渠道,平台,提交时间,状态,负责人,回访日期,重复手机号,来源页面,页面,页面标题,着陆页,来源,媒介,活动,关键词,投放内容,来源网址,设备,微信,可疑原因,备注,当前学历,意向专业(,|$)/,
  );
  expect(lines).toHaveLength(2);
  // The phone stays text in Excel and WPS (="…", RFC 4180-quoted).
  expect(lines[1]!.split(',').slice(1, 3)).toEqual([name, `"=""${phone}"""`]);
  expect(lines[1]).toContain('已联系');
  await expect(page.getByText('导出完成，请查看下载的文件')).toBeVisible();
  await staff.close();
});
