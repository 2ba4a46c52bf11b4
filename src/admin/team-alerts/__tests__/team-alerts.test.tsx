import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { findOpenDialog } from '@/testing/open-dialog';
import { installRealServer } from '@/testing/real-server';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

type Robot = {
  url: string;
  secret: string | null;
  received: string[];
  setMode(mode: 'ok' | 'down'): Promise<void>;
  close(): Promise<void>;
};

/**
 * The server tests' stand-ins of the group robots (server/test/lead-alert-receivers.ts), required
 * as the real server is: the browser app's type-check does not take in the server's test code.
 */
function receivers(): {
  startRobot(kind: 'wecom' | 'dingtalk' | 'feishu', options?: { secret?: string }): Promise<Robot>;
} {
  // eslint-disable-next-line @typescript-eslint/no-require-imports, import-x/no-restricted-paths -- test code: local robots
  return require('../../../../server/test/lead-alert-receivers') as ReturnType<typeof receivers>;
}

// The real server, with http:// allowed to this machine's robots and a console address for links;
// the file's tests run in order on what the earlier ones left.
const server = installRealServer({
  env: { LEAD_ALERT_ALLOW_LOOPBACK: '1', STAFF_CONSOLE_URL: 'https://www.example.cn/admin' },
});
let dingtalk: Robot;

beforeAll(async () => {
  dingtalk = await receivers().startRobot('dingtalk', { secret: 'SECconsole-test-secret' });
});
afterAll(() => dingtalk.close());

/** The row of a destination, once the list has loaded. */
const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) }, { timeout: 10_000 });
const stored = () => server.app.db.selectFrom('lead_alert_target').selectAll().execute();
/**
 * A pass of the server's outbox now (plugins/app/lead-alert-outbox.ts; its decorator's type is the
 * server's, which the browser app's type-check does not take in).
 */
const outboxPass = () =>
  (server.app as unknown as { leadAlertOutbox: { runNow(): Promise<void> } }).leadAlertOutbox.runNow();

describe('通知设置', () => {
  it('adds a signed 钉钉 robot after the browser’s and the server’s checks, showing only a hint of it', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/alert-settings');
    expect(
      await screen.findByText('本站还没有设置线索通知', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/服务器未配置发信邮箱/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增通知' }));
    const dialog = await findOpenDialog('新增通知');
    // The browser's checks: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写机器人 Webhook 地址')).toBeInTheDocument();
    expect(server.calls('/api/cms/web/leadAlert', 'POST')).toEqual([]);
    // 邮件 is not offered: the server has no SMTP server.
    const kind = within(dialog).getByRole('combobox', { name: '通知方式' });
    expect(within(kind).queryByRole('option', { name: '邮件' })).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '钉钉招生群');
    await user.selectOptions(kind, '钉钉群机器人');
    const address = within(dialog).getByRole('textbox', { name: '机器人 Webhook 地址' });
    // A robot of another kind is told by its address's shape.
    await user.type(address, 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/钉钉机器人地址应包含 access_token 参数/)).toBeInTheDocument();
    // The server's check after DNS: a private address, beside the box.
    await user.clear(address);
    await user.type(address, 'https://10.1.2.3/robot/send?access_token=abc');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('地址指向内网、本机或保留地址（10.1.2.3），不允许发送'),
    ).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(await stored()).toEqual([]);

    await user.clear(address);
    await user.type(address, dingtalk.url);
    await user.click(within(dialog).getByRole('checkbox', { name: /使用加签/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/请填写加签密钥/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('加签密钥'), dingtalk.secret!);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const row = await screen.findByRole('row', { name: /钉钉招生群/ });
    expect(row).toHaveTextContent('钉钉群机器人');
    expect(row).toHaveTextContent('已加签');
    expect(row).toHaveTextContent(
      `http://127.0.0.1:${new URL(dingtalk.url).port}/…${dingtalk.url.slice(-4)}`,
    );
    expect(row).not.toHaveTextContent(dingtalk.url);
    expect(row).toHaveTextContent('尚未发送');
    const [target] = await stored();
    expect(target!.address).toMatch(/^gcm:/);
  });

  it('sends a test message and shows how it went; an edit that leaves the address and secret empty keeps them', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/alert-settings');
    await rowOf('钉钉招生群');
    await user.click(screen.getByRole('button', { name: '测试发送到「钉钉招生群」' }));
    expect(
      await screen.findByText(/已发送测试消息到「钉钉招生群」（用时 \d+ 毫秒），请在群里或邮箱中查看。/),
    ).toBeInTheDocument();
    expect(dingtalk.received.at(-1)).toContain('【测试消息】集团官网 · 线索通知');

    await user.click(screen.getByRole('button', { name: '编辑「钉钉招生群」' }));
    const dialog = await findOpenDialog('编辑通知：钉钉招生群');
    expect(within(dialog).getByText(/^已保存：http:\/\/127\.0\.0\.1:\d+\/…/)).toBeInTheDocument();
    expect(within(dialog).getByText('已保存密钥（留空则不修改）')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: '名称' });
    await user.clear(name);
    await user.type(name, '钉钉招生一群');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await screen.findByRole('row', { name: /钉钉招生一群/ });
    expect(server.calls('/api/cms/web/leadAlert', 'POST').at(-1)?.body).toEqual(
      expect.not.objectContaining({ address: expect.anything(), secret: expect.anything() }),
    );

    await dingtalk.setMode('down');
    try {
      await user.click(screen.getByRole('button', { name: '测试发送到「钉钉招生一群」' }));
      expect(
        await screen.findByText('测试消息未能发送到「钉钉招生一群」：无法连接接收方（连接被拒绝）'),
      ).toBeInTheDocument();
    } finally {
      await dingtalk.setMode('ok');
    }
    await user.click(screen.getByRole('button', { name: '测试发送到「钉钉招生一群」' }));
    expect(await screen.findByText(/已发送测试消息到「钉钉招生一群」/)).toBeInTheDocument();
  });
});

describe('通知记录', () => {
  it('lists each lead’s deliveries with their tries, newest first, by site, destination and state', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/cms/web/siteMessage/saveForClient',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: { name: '赵同学', phone: '13700137000', fillMs: 6000 },
    });
    expect(response.statusCode).toBe(200);
    await waitFor(async () => {
      await outboxPass();
      expect(dingtalk.received.some((text) => text.includes('【新线索】集团官网'))).toBe(true);
    });
    const lead = await server.app.db
      .selectFrom('site_message')
      .select('id')
      .where('phone', '=', '13700137000')
      .executeTakeFirstOrThrow();

    const { user } = await openSignedInConsole(server, 'admin', '/admin/alert-log');
    const logTable = await screen.findByRole('table', { name: '通知记录（新的在前）' }, { timeout: 10_000 });
    const row = await within(logTable).findByRole('row', { name: /钉钉招生一群/ });
    expect(row).toHaveTextContent('集团官网');
    expect(row).toHaveTextContent('已发送');
    expect(row).toHaveTextContent(/成功（HTTP 200），\d+ 毫秒/);
    // The lead as its alert named it: the surname and the masked phone, never an id.
    expect(within(row).getByRole('link', { name: '赵** 137****7000' })).toHaveAttribute(
      'href',
      `/admin/leads/${lead.id}`,
    );

    const search = screen.getByRole('search', { name: '筛选' });
    await user.selectOptions(within(search).getByRole('combobox', { name: '状态' }), '失败');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有符合条件的发送记录')).toBeInTheDocument();
    expect(server.calls('/api/cms/web/leadAlert/listDelivery').at(-1)?.query).toEqual(
      expect.objectContaining({ state: 'failed' }),
    );
    await user.click(
      within(screen.getByRole('search', { name: '筛选' })).getByRole('button', { name: '重置' }),
    );
    const site = await screen.findByRole('combobox', { name: '站点' });
    await user.selectOptions(site, '集团官网');
    await user.click(
      within(screen.getByRole('search', { name: '筛选' })).getByRole('button', { name: '查询' }),
    );
    const target = await screen.findByRole('combobox', { name: '通知' });
    await waitFor(() =>
      expect(within(target).getByRole('option', { name: '钉钉招生一群' })).toBeInTheDocument(),
    );
    await user.selectOptions(target, '钉钉招生一群');
    await user.click(
      within(screen.getByRole('search', { name: '筛选' })).getByRole('button', { name: '查询' }),
    );
    await waitFor(() =>
      expect(server.calls('/api/cms/web/leadAlert/listDelivery').at(-1)?.query).toEqual(
        expect.objectContaining({ platform: 'company', targetId: expect.any(String) }),
      ),
    );
    expect(await screen.findByRole('row', { name: /钉钉招生一群/ })).toBeInTheDocument();
  });
});

describe('停用 and 删除, and the home', () => {
  it('turns a destination off and on', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/alert-settings');
    await rowOf('钉钉招生一群');
    await user.click(screen.getByRole('button', { name: '停用通知「钉钉招生一群」' }));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /钉钉招生一群/ })).toHaveTextContent('已停用'),
    );
    expect((await stored())[0]!.enabled).toBe(0);
    await user.click(screen.getByRole('button', { name: '启用通知「钉钉招生一群」' }));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /钉钉招生一群/ })).not.toHaveTextContent('已停用'),
    );
    expect((await stored())[0]!.enabled).toBe(1);
  });

  it('reports a destination that keeps failing on the home page, and deletes it after asking', async () => {
    // Three failed tries of leads in a row: 异常 on the home page, named with its reason.
    const [target] = await stored();
    await server.app.db
      .updateTable('lead_alert_target')
      .set({
        consecutive_failures: 3,
        last_error: '接收方返回 HTTP 500',
        last_attempt_at: new Date().toISOString(),
      })
      .where('id', '=', target!.id)
      .execute();
    const home = await openSignedInConsole(server, 'admin', '/admin');
    const section = await screen.findByRole('region', { name: '线索通知' }, { timeout: 10_000 });
    expect(
      await within(section).findByText('「钉钉招生一群」（集团官网）连续 3 次发送失败：接收方返回 HTTP 500'),
    ).toBeInTheDocument();
    expect(within(section).getByTestId('alert-card-failing')).toHaveTextContent('1');
    await home.user.click(within(section).getByTestId('alert-card-failing'));
    const row = await screen.findByRole('row', { name: /钉钉招生一群/ }, { timeout: 10_000 });
    expect(row).toHaveTextContent('异常');

    await home.user.click(screen.getByRole('button', { name: '删除「钉钉招生一群」' }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveAccessibleDescription('确定删除通知「钉钉招生一群」吗？');
    await home.user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('本站还没有设置线索通知')).toBeInTheDocument();
    expect(await stored()).toEqual([]);
  });

  it('is not offered to staff who only follow leads up', async () => {
    await openSignedInConsole(server, 'academic.admissions', '/admin');
    await screen.findByRole('heading', { name: '首页' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: /通知设置/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '线索通知' })).toBeNull();
  });
});
