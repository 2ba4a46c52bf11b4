import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { openPage } from './open-page';
import { isNormalLead, leadsWithPhone } from './lead-database';
import { checkScreen, SHOTS } from './console';

/** A phone number no other test uses, so the database check sees only this test's lead. */
const uniquePhone = () => `139${String(Date.now()).slice(-8)}`;

/** The lead form of a page (the page names it: 填写报名信息, 在线留言): the form with a phone field. */
const leadForm = (page: Page) => page.getByRole('form').filter({ has: page.getByLabel('手机号') });

async function openForm(page: Page, path: string) {
  await openPage(page, path);
  const form = leadForm(page);
  await expect(form).toBeVisible();
  return form;
}

/**
 * Types as a person does, a key at a time: the server takes a form filled in under 1.5 s (from
 * the first touch) for a program's.
 */
const typeLikeAPerson = (field: Locator, text: string) => field.pressSequentially(text, { delay: 120 });

/** The fields of the lead the browser sent (as JSON: a form's answers are lists and records). */
const sentFields = (request: Request) => request.postDataJSON() as Record<string, unknown>;

/** Whether the app has taken the page over: the layout's effects run when hydration commits. */
const appStarted = (page: Page) =>
  page.evaluate(() => document.body.style.getPropertyValue('--page-background') !== '');

test.describe('call-back lead form', () => {
  test('checks the name on blur and the phone by the mobile rule', async ({ page }) => {
    const form = await openForm(page, '/online_registration');
    await form.getByLabel('姓名').focus();
    await form.getByLabel('手机号').focus();
    await expect(form.getByText('请填写姓名')).toBeVisible();
    // Eleven digits, but no mainland mobile number.
    await form.getByLabel('手机号').fill('23812345678');
    await form.getByLabel('姓名').focus();
    await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  });

  test('a lead is stored exactly once with where it came from, even after a double click @phone', async ({
    page,
  }) => {
    const phone = uniquePhone();
    // The visit lands from a campaign, then goes on to the contact page.
    await page.goto('/home?utm_source=wechat&utm_campaign=autumn');
    const form = await openForm(page, '/concact_us');
    await typeLikeAPerson(form.getByLabel('姓名'), '陈晓雨');
    await typeLikeAPerson(form.getByLabel('手机号'), phone);
    const sent = page.waitForRequest(/\/siteMessage\/saveForClient/);
    await form.getByRole('button', { name: '提交' }).dblclick();

    await expect(page.getByRole('status').filter({ hasText: '提交成功' })).toBeVisible();
    await expect(form).toBeHidden();
    const fields = sentFields(await sent);
    expect(fields).toMatchObject({
      pagePath: '/concact_us',
      landingPath: '/home?utm_source=wechat&utm_campaign=autumn',
      utmSource: 'wechat',
      utmCampaign: 'autumn',
    });
    expect(fields.pageTitle).toBeTruthy();
    expect(Number(fields.fillMs)).toBeGreaterThanOrEqual(1500);

    const stored = leadsWithPhone(phone);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: '陈晓雨', channel: '运营营销' });
    expect(stored[0]!.address).toMatch(/^http:\/\/localhost:\d+\/home$/);
    expect(isNormalLead(stored[0]!)).toBe(true);
  });

  test('a phone typed with spaces and +86 is stored as its 11 digits; the panel that replaces the form stays @phone', async ({
    page,
  }, testInfo) => {
    const phone = uniquePhone();
    const typed = `+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
    const form = await openForm(page, '/online_registration');
    const field = form.getByLabel('手机号');
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(field).toHaveAttribute('inputmode', 'tel');
    await expect(field).toHaveAttribute('autocomplete', 'tel');
    // The privacy notice, a real link beside 提交 (no box to tick).
    const privacy = form.getByRole('link', { name: '《隐私政策》' });
    await expect(privacy).toHaveAttribute('href', /^\/article_details\/\d+\?pType=one$/);
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await typeLikeAPerson(form.getByLabel('姓名'), '周晓燕');
    await typeLikeAPerson(field, typed);
    await form.getByLabel('姓名').focus();
    await expect(form.getByText('请输入正确的手机号')).toHaveCount(0);
    await checkScreen(page, `lead-form-phone-typed-${testInfo.project.name}`);
    // What the visitor sees of it: the screen around the form.
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lead-form-phone-typed-${testInfo.project.name}-screen.png` });
    await form.getByRole('button', { name: '提交' }).click();

    const panel = page.getByRole('status').filter({ hasText: '提交成功' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('招生老师将在工作时间内尽快致电');
    await expect(panel.getByRole('link', { name: '400-800-1234' })).toHaveAttribute('href', 'tel:4008001234');
    await expect(panel).toContainText('工作时间：周一至周日 9:00–21:00');
    // It stays: no toast that fades, the form does not come back by itself.
    await page.waitForTimeout(4500);
    await expect(panel).toBeVisible();
    await expect(form).toBeHidden();
    await checkScreen(page, `lead-sent-panel-${testInfo.project.name}`);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lead-sent-panel-${testInfo.project.name}-screen.png` });
    // Within the page's width at 375 px: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const stored = leadsWithPhone(phone);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ phone, name: '周晓燕' });

    // The privacy notice it linked is a page staff edit.
    await page.getByRole('button', { name: '再填一份' }).click();
    await page.goto((await privacy.getAttribute('href'))!);
    await expect(page.getByRole('heading', { name: /隐私政策/ }).first()).toBeVisible();
    await expect(page.getByText('我们收集的信息')).toBeVisible();
  });

  test('a phone that is no mainland mobile number is refused in words, and nothing is stored', async ({
    page,
  }) => {
    const form = await openForm(page, '/online_registration');
    await form.getByLabel('姓名').fill('周晓燕');
    await form.getByLabel('手机号').fill('+1 138 0013 8000');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(form.getByLabel('手机号')).toHaveAccessibleDescription('请输入正确的手机号');
    expect(leadsWithPhone('13800138000').filter((lead) => lead.name === '周晓燕')).toEqual([]);
  });

  test('a name the rule refuses gets its reason next to the field, and nothing is sent', async ({ page }) => {
    const phone = uniquePhone();
    const leads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/siteMessage/saveForClient')) leads.push(request.url());
    });
    const form = await openForm(page, '/online_registration');
    await form.getByLabel('姓名').fill('张三<script>');
    await form.getByLabel('手机号').fill(phone);
    await form.getByRole('button', { name: '提交' }).click();

    await expect(form.getByLabel('姓名')).toHaveAccessibleDescription(
      '姓名只能包含中文、英文字母、“·”、空格和括号',
    );
    await expect(form.getByLabel('姓名')).toHaveValue('张三<script>');
    await expect(form.getByLabel('手机号')).toHaveValue(phone);
    expect(leads).toEqual([]);
    expect(leadsWithPhone(phone)).toEqual([]);
  });

  test('on a slow phone, a lead typed and sent before the app has started is stored as a person’s @phone', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone profile');
    test.setTimeout(90_000);
    const phone = uniquePhone();
    // A mid-range phone on a mobile network: the CPU four times slower, a slow connection.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    // The app's last script arrives once the visitor has tapped 提交 (on such a phone it comes
    // seconds after the page is drawn): what happens before the app is what this test is about.
    let scriptsMayCome!: () => void;
    const tapped = new Promise<void>((resolve) => (scriptsMayCome = resolve));
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    const leads: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/siteMessage/saveForClient')) leads.push(request);
    });

    // The page is drawn and its boot script has run (it is deferred: before DOMContentLoaded).
    await page.goto('/online_registration', { waitUntil: 'domcontentloaded' });
    const form = leadForm(page);
    await typeLikeAPerson(form.getByLabel('姓名'), '王小明（测试）');
    await typeLikeAPerson(form.getByLabel('手机号'), phone);
    await form.getByRole('button', { name: '提交' }).tap();
    expect(await appStarted(page), 'the app has not started when the visitor taps 提交').toBe(false);
    // The browser did not send the form itself: nothing went into the address.
    expect(page.url()).toMatch(/\/online_registration$/);

    scriptsMayCome();
    await expect(page.getByRole('status').filter({ hasText: '提交成功' })).toBeVisible({ timeout: 60_000 });
    expect(await appStarted(page)).toBe(true);
    expect(leads).toHaveLength(1);
    const fields = sentFields(leads[0]!);
    expect(fields).toMatchObject({ name: '王小明（测试）', phone, pagePath: '/online_registration' });
    // Counted from the first touch, before the app: the typing's own time.
    expect(Number(fields.fillMs)).toBeGreaterThanOrEqual(1500);
    const stored = leadsWithPhone(phone);
    expect(stored).toHaveLength(1);
    expect(isNormalLead(stored[0]!)).toBe(true);
  });
});
