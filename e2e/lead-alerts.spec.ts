import { expect, type Page, test } from '@playwright/test';
import { startRobot, type RobotReceiver } from '../server/test/lead-alert-receivers';
import { checkScreen, signIn, SHOTS } from './console';

/**
 * Alerts where the team is (issue 38 item 2), at 1280 px and 1024 px: the admin adds a 企业微信
 * robot and a signed 钉钉 robot (local stand-ins on this machine: the server allows http:// to it,
 * playwright.config.ts) in 通知设置, sends a test message to each, a lead arrives and is delivered
 * to both, one robot goes down and its next message waits for a retry; 通知记录 shows both.
 * axe and screenshots of both screens.
 */
test.use({ viewport: { width: 1280, height: 800 } });

let wecom: RobotReceiver;
let dingtalk: RobotReceiver;

test.beforeAll(async () => {
  wecom = await startRobot('wecom');
  dingtalk = await startRobot('dingtalk', { secret: 'SECe2e-lead-alerts-secret' });
});
test.afterAll(async () => {
  await Promise.all([wecom.close(), dingtalk.close()]);
});

/** The same page at 1024 px: nothing may widen it (wide tables scroll in their box). */
async function shotAt1024(page: Page, name: string) {
  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await page.screenshot({ path: `${SHOTS}/${name}-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function addRobot(page: Page, kind: string, name: string, robot: RobotReceiver) {
  await page.getByRole('button', { name: '新增通知' }).click();
  const dialog = page.getByRole('alertdialog', { name: '新增通知' });
  await dialog.getByRole('textbox', { name: '名称' }).fill(name);
  await dialog.getByRole('combobox', { name: '通知方式' }).selectOption({ label: kind });
  await dialog.getByRole('textbox', { name: '机器人 Webhook 地址' }).fill(robot.url);
  if (robot.secret) {
    await dialog.getByRole('checkbox', { name: /使用加签/ }).check();
    await dialog.getByLabel('加签密钥').fill(robot.secret);
  }
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

test('通知设置 and 通知记录: robots added, tested, a lead delivered, a failure waiting for its retry', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The server is shared with the other journeys, whose leads reach these robots too, and a retry
  // finds the first attempt's destinations: this run's names and leads are its own.
  const run = Date.now().toString(36).slice(-4);
  const wecomName = `招生一组群${run}`;
  const dingtalkName = `招生主管钉钉群${run}`;
  const mine = (robot: typeof wecom, phone: string) =>
    robot.received.filter((text) => text.includes('【新线索】') && text.includes(phone)).length;
  await page.goto('/admin/alert-settings');
  await signIn(page, 'admin', 'Huaxia@2026demo');
  await expect(page.getByRole('heading', { name: '通知设置', level: 1 })).toBeVisible();
  await addRobot(page, '企业微信群机器人', wecomName, wecom);
  await addRobot(page, '钉钉群机器人', dingtalkName, dingtalk);
  for (const name of [wecomName, dingtalkName]) {
    await page.getByRole('button', { name: `测试发送到「${name}」` }).click();
    await expect(page.getByText(new RegExp(`已发送测试消息到「${name}」`))).toBeVisible();
  }
  expect(wecom.received.at(-1)).toContain('【测试消息】');
  expect(dingtalk.received.at(-1)).toContain('【测试消息】');

  const lead = await request.post('/api/cms/web/siteMessage/saveForClient', {
    data: { name: '陈同学', phone: '13512348000', fillMs: 6000, utmSource: 'baidu' },
  });
  expect((await lead.json()).code).toBe(0);
  await expect.poll(() => mine(wecom, '135****8000')).toBe(1);
  await expect.poll(() => mine(dingtalk, '135****8000')).toBe(1);
  expect(wecom.received.find((text) => text.includes('135****8000'))).toContain('陈**');

  // The 钉钉 robot goes down: the next lead's message to it waits for its retry.
  await dingtalk.setMode('down');
  const second = await request.post('/api/cms/web/siteMessage/saveForClient', {
    data: { name: '刘同学', phone: '13512348001', fillMs: 6000 },
  });
  expect((await second.json()).code).toBe(0);
  await expect.poll(() => mine(wecom, '135****8001')).toBe(1);

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(dingtalkName) })).toContainText('无法连接接收方');
  await checkScreen(page, 'alert-settings');
  await shotAt1024(page, 'alert-settings');

  await page.getByRole('link', { name: '通知记录' }).first().click();
  await expect(page.getByRole('heading', { name: '通知记录', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`${dingtalkName}.*刘\\*\\* 135\\*{4}8001.*等待重试`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`${wecomName}.*陈\\*\\* 135\\*{4}8000`) }),
  ).toContainText('已发送');
  await checkScreen(page, 'alert-log');
  await shotAt1024(page, 'alert-log');
  await dingtalk.setMode('ok');
});
