import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { PLATFORMS } from '../contract/platform';
import { baseURL, SMTP_PORT } from '../playwright.config';
import { checkScreen, signIn } from './console';

/**
 * Accounts that onboard themselves (issue 37 item 4), in the browser against the real server:
 * an admin invites an account, its owner opens the link, sets a password and signs in (the link
 * then refuses a second use); a temporary password is changed before the console opens; 忘记密码
 * mails a reset link to a real SMTP server (started here on the port playwright.config.ts gives
 * the server), whose link works once. Screens at 1280 and 1024 px.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = { username: 'admin', password: 'Huaxia@2026demo' };
const received: string[] = [];
let smtp: SMTPServer | undefined;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(SMTP_PORT, '127.0.0.1', resolve));
  expect((smtp.server.address() as AddressInfo).port).toBe(SMTP_PORT);
});
test.afterAll(() => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve())));

/** A mail's text (nodemailer sends Chinese text as base64). */
const mailText = (raw: string) => {
  const split = raw.search(/\r?\n\r?\n/);
  return Buffer.from(raw.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8');
};

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** An account the admin makes through the API with a temporary password (and an address). */
async function accountWithPassword(username: string, password: string, email?: string) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await (await api.post('/api/bms/system/admin/signIn', { data: ADMIN })).json()).code).toBe(0);
  const created = await api.post('/api/bms/system/admin', {
    data: {
      username,
      displayName: '新同事',
      roles: [{ role: 'editor', sites: [...PLATFORMS] }],
      password,
      email,
    },
  });
  expect((await created.json()).code).toBe(0);
  await api.dispose();
}

async function setPassword(page: Page, password: string) {
  await page.getByLabel('新密码', { exact: true }).fill(password);
  await page.getByLabel('再次输入新密码').fill(password);
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByText('设置成功，请用新密码登录。')).toBeVisible();
}

test('an admin invites an account; its owner sets a password with the link, once, and signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/sign-in');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  await page.goto('/admin/accounts/new');
  await expect(page.getByRole('heading', { name: '新增账号', level: 1 })).toBeVisible();
  const username = unique('yq');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('姓名').fill('邀请老师');
  await page.getByLabel('邮箱').fill(`${username}@example.cn`);
  await page.getByRole('radio', { name: '邀请链接' }).check();
  await page.getByRole('checkbox', { name: '内容管理' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  const link = page.getByTestId('invite-url');
  await expect(link).toHaveText(/\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/);
  await checkScreen(page, 'account-invite-link');
  const url = (await link.textContent())!;

  // The owner, in a browser of their own, at 1024 px.
  const owner = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'zh-CN' });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(url);
  await expect(ownerPage.getByText(`为 邀请老师（${username}）设置密码`)).toBeVisible();
  // The token leaves the address at once (history, a shared screen).
  await expect(ownerPage).toHaveURL(`${baseURL}/admin/set-password`);
  await checkScreen(ownerPage, 'set-password-invite-1024');
  await setPassword(ownerPage, 'Yaoqing#Laoshi2026');
  await ownerPage.getByRole('link', { name: '前往登录' }).click();
  await signIn(ownerPage, username, 'Yaoqing#Laoshi2026');
  await expect(ownerPage.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  // The link a second time: refused, with who to ask.
  await ownerPage.goto(url);
  await expect(ownerPage.getByRole('heading', { name: '链接不可用' })).toBeVisible();
  await expect(ownerPage.getByText('链接无效、已用过或已过期，请联系管理员重新发送')).toBeVisible();
  await owner.close();
});

test('a temporary password opens only the page that replaces it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const username = unique('ls');
  await accountWithPassword(username, 'Linshi#Mima2026');
  await page.goto('/admin/sign-in');
  await signIn(page, username, 'Linshi#Mima2026');
  await expect(page.getByRole('heading', { name: '设置您自己的密码', level: 1 })).toBeVisible();
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: '设置您自己的密码', level: 1 })).toBeVisible();
  await checkScreen(page, 'required-password-1024');
  await page.getByLabel('当前密码（管理员提供的密码）').fill('Linshi#Mima2026');
  await page.getByLabel('新密码', { exact: true }).fill('Ziji#Mima2026ok');
  await page.getByLabel('再次输入新密码').fill('Ziji#Mima2026ok');
  await page.getByRole('button', { name: '设置密码并继续' }).click();
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
});

test('忘记密码 mails a reset link through the SMTP server; the link works once', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const username = unique('wj');
  await accountWithPassword(username, 'Linshi#Mima2026', `${username}@example.cn`);
  const before = received.length;
  await page.goto('/admin/sign-in');
  await page
    .getByRole('button', { name: '忘记密码？' })
    .or(page.getByRole('link', { name: '忘记密码？' }))
    .click();
  await page.getByLabel('用户名').fill(username);
  await checkScreen(page, 'forgot-password');
  await page.getByRole('button', { name: '发送重置链接' }).click();
  await expect(
    page.getByText('如果该账号存在并绑定了邮箱，重置链接已发送，请在 60 分钟内查收。'),
  ).toBeVisible();
  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(before + 1);
  const text = mailText(received.at(-1)!);
  expect(text).toContain('新同事，您好');
  const url = /(http\S+\/admin\/set-password#token=[A-Za-z0-9_-]{43})/.exec(text)![1]!;

  await page.goto(url);
  await expect(page.getByText('用途：找回密码')).toBeVisible();
  await setPassword(page, 'Zhaohui#Mima2026');
  await page.goto('/admin/sign-in');
  await signIn(page, username, 'Zhaohui#Mima2026');
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: '链接不可用' })).toBeVisible();
});
