import { expect, test } from '@playwright/test';
import { checkScreen, signIn } from './console';

/**
 * 我的登录 (issue 23 item 3) against the real server: the demo editor signed in in two browsers;
 * the second one (a phone in WeChat, by its User-Agent) sees 上次登录 on the home page; the first
 * one lists both sessions, ends the phone's after the confirmation; the phone's next navigation
 * lands on the sign-in page. axe and a 1280 px screenshot of the screen (test-results/console/sessions.png).
 * Other journeys sign the editor in meanwhile: the phone's session is told apart by its device name.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const EDITOR = ['editor', 'Bianji@2026demo'] as const;
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';

test('one browser ends the other one’s session; the other is sent to sign-in', async ({ browser }) => {
  test.setTimeout(90_000);
  const contextA = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const contextB = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    userAgent: IPHONE_WECHAT,
  });
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  await a.goto('/admin');
  await signIn(a, ...EDITOR);
  await expect(a.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();

  await b.goto('/admin');
  await signIn(b, ...EDITOR);
  await expect(b.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  // A signed in before: B's home shows that sign-in's time (China time) and IP.
  await expect(b.getByTestId('previous-sign-in')).toHaveText(
    /^上次登录：\d{4}-\d{2}-\d{2} \d{2}:\d{2} · \S+$/,
  );

  await a.getByRole('banner').getByRole('link', { name: '我的登录' }).click();
  await expect(a.getByRole('heading', { name: '我的登录', level: 1 })).toBeVisible();
  const table = a.getByRole('table', { name: '我的登录记录' });
  const phoneRow = table.getByRole('row').filter({ hasText: 'iPhone · 微信' });
  await expect(phoneRow).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: '当前' })).toHaveCount(1);
  await checkScreen(a, 'sessions');

  await phoneRow.getByRole('button', { name: '结束 iPhone · 微信 上的登录' }).click();
  const dialog = a.getByRole('alertdialog', { name: '结束这个登录？' });
  await expect(dialog).toContainText('确定结束「iPhone · 微信」');
  await dialog.getByRole('button', { name: '结束' }).click();
  await expect(phoneRow).toHaveCount(0);
  await expect(a.getByText('已结束该登录')).toBeVisible();

  // B's next navigation: its session is gone, the console asks it to sign in again.
  await b.getByRole('banner').getByRole('link', { name: '我的登录' }).click();
  await expect(b).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fsessions$/);
  await expect(b.getByRole('button', { name: '登录' })).toBeVisible();
  // A is still signed in.
  await a.reload();
  await expect(a.getByRole('heading', { name: '我的登录', level: 1 })).toBeVisible();

  await contextA.close();
  await contextB.close();
});
