import { randomBytes } from 'node:crypto';
import type { PageOf } from '@contract/common';
import type {
  LeadAlertAttempt,
  LeadAlertDelivery,
  LeadAlertList,
  LeadAlertSummary,
} from '@contract/lead-alert';
import {
  build,
  envelope,
  expectRefused,
  logCapture,
  rowCount,
  STORES,
  type TestApp,
} from '../../../../helper';
import { readMail, startMailbox, startRobot, type RobotReceiver } from '../../../../lead-alert-receivers';
import { ADMIN, call, sendAs, signedIn, signedInAsNew } from '../../bms/system/staff';

const BASE = '/api/cms/web/leadAlert';
const CONSOLE = 'https://www.example.cn/admin';

/**
 * Issue 38 item 2: a site's new leads announced where its team is, through the outbox, on both
 * stores. The robots are local stand-ins that check the address, the body and the signature as
 * the services do (server/test/lead-alert-receivers.ts), the mail a local SMTP server. Time moves
 * with the app's clock: a retry is due when the clock says so, and `runNow` makes the worker's
 * pass happen at once instead of waiting for its timer.
 */
describe.each(STORES)('lead alerts on %s', (store) => {
  let app: TestApp;
  let admin = '';
  /** How far the app's clock is ahead of the real one: moved by `later`, never behind (leads are stamped with the real time). */
  let ahead = 0;
  const log = logCapture();
  const robots = {} as Record<'wecom' | 'dingtalk' | 'feishu', RobotReceiver>;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let phoneCounter = 0;

  const send = <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    as = admin,
  ) => sendAs<T>(app, as, method, `${BASE}${url}`, payload);
  const save = (body: Record<string, unknown>, as = admin) =>
    send<{ id: number }>('POST', '', { platform: 'company', ...body }, as);
  /** A lead from the company site's form, as a visitor sends it; its phone is new each time. */
  const submitLead = async (fields: Record<string, unknown> = {}) => {
    phoneCounter += 1;
    const phone = `1381234${String(5000 + phoneCounter).padStart(4, '0')}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/cms/web/siteMessage/saveForClient',
      headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
      payload: { name: '王小明', phone, fillMs: 6000, ...fields },
    });
    expect(envelope(response).code).toBe(0);
    const lead = await app.db
      .selectFrom('site_message')
      .select(['id', 'phone'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    return { id: lead.id, phone };
  };
  const deliveriesOf = (leadId: number) =>
    app.db
      .selectFrom('lead_alert_delivery')
      .selectAll()
      .where('lead_id', '=', leadId)
      .orderBy('id')
      .execute();
  const attemptsOf = (deliveryId: number) =>
    app.db
      .selectFrom('lead_alert_attempt')
      .selectAll()
      .where('delivery_id', '=', deliveryId)
      .orderBy('id')
      .execute();
  const settled = async (leadId: number, count: number) => {
    for (let tries = 0; tries < 400; tries++) {
      await app.leadAlertOutbox.runNow();
      const rows = await deliveriesOf(leadId);
      if (rows.length === count && rows.every((row) => row.lease_owner === null)) return rows;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`the deliveries of lead ${leadId} did not settle`);
  };
  const later = async (ms: number) => {
    ahead += ms;
    await app.leadAlertOutbox.runNow();
  };
  /** The wait a pending delivery was given after its last try. */
  const waitAfterLastTry = async (deliveryId: number) => {
    const row = await app.db
      .selectFrom('lead_alert_delivery')
      .select('next_attempt_at')
      .where('id', '=', deliveryId)
      .executeTakeFirstOrThrow();
    return Date.parse(row.next_attempt_at) - Date.parse((await attemptsOf(deliveryId)).at(-1)!.at);
  };

  beforeAll(async () => {
    mailbox = await startMailbox();
    robots.wecom = await startRobot('wecom');
    robots.dingtalk = await startRobot('dingtalk', { secret: `SEC${randomBytes(32).toString('hex')}` });
    robots.feishu = await startRobot('feishu', { secret: randomBytes(16).toString('base64url') });
    app = await build({
      store,
      logStream: log.stream,
      env: {
        LOG_LEVEL: 'warn',
        LEAD_ALERT_ALLOW_LOOPBACK: '1',
        SMTP_URL: mailbox.url,
        MAIL_FROM: '华夏教育集团 <noreply@example.cn>',
        STAFF_CONSOLE_URL: CONSOLE,
        STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
        LEAD_PHONE_DAILY_LIMIT: '100',
      },
    });
    app.clock.now = () => Date.now() + ahead;
    admin = await signedIn(app, ADMIN);
    // The company site's leads must not fall overdue while these tests move the clock (a day at
    // most): its target is the longest there is. The reminders are 职业教育's test, below.
    await routeSite('company', { responseMinutes: 1440 });
  }, 60_000);

  /** A site's lead routing, as 分配规则 saves it: no rules, these hours and target. */
  const routeSite = async (
    platform: string,
    change: { responseMinutes: number; workingHours?: { days: number[]; start: string; end: string } },
  ) => {
    const url = '/api/cms/web/leadRouting';
    const current = await sendAs<{ version: number; workingHours: unknown }>(
      app,
      admin,
      'GET',
      `${url}/details?platform=${platform}`,
    );
    const saved = await sendAs(app, admin, 'POST', url, {
      platform,
      version: current.data.version,
      workingHours: current.data.workingHours,
      afterHoursOwnerId: null,
      rules: [],
      ...change,
    });
    expect([saved.status, saved.code]).toEqual([200, 0]);
  };

  afterAll(async () => {
    await Promise.all([...Object.values(robots).map((robot) => robot.close()), mailbox.close()]);
  });

  let ids: Record<'wecom' | 'dingtalk' | 'feishu' | 'email', number>;

  it('stores each kind of destination with its address and secret sealed, and shows only a hint', async () => {
    const wecom = await save({ kind: 'wecom', name: '招生一组群', address: robots.wecom.url });
    const dingtalk = await save({
      kind: 'dingtalk',
      name: '钉钉招生群',
      address: robots.dingtalk.url,
      signed: true,
      secret: robots.dingtalk.secret,
    });
    const feishu = await save({
      kind: 'feishu',
      name: '飞书招生群',
      address: robots.feishu.url,
      signed: true,
      secret: robots.feishu.secret,
    });
    const email = await save({ kind: 'email', name: '招生主管邮箱', address: 'zhuguan@example.cn' });
    for (const answer of [wecom, dingtalk, feishu, email])
      expect([answer.status, answer.code]).toEqual([200, 0]);
    ids = { wecom: wecom.data.id, dingtalk: dingtalk.data.id, feishu: feishu.data.id, email: email.data.id };

    const list = await send<LeadAlertList>('GET', '/list?platform=company');
    expect(list.data.mailReady).toBe(true);
    expect(list.data.consoleLinks).toBe(true);
    const byName = new Map(list.data.targets.map((target) => [target.name, target]));
    const hint = byName.get('钉钉招生群')!;
    expect(hint.addressHint).toBe(`${new URL(robots.dingtalk.url).origin}/…${robots.dingtalk.url.slice(-4)}`);
    expect(hint.signed).toBe(true);
    expect(byName.get('招生主管邮箱')!.addressHint).toBe('zhuguan@example.cn');
    // The answer never holds the whole address or the secret.
    const answerText = JSON.stringify(list.data);
    for (const robot of Object.values(robots)) expect(answerText).not.toContain(robot.url);
    expect(answerText).not.toContain(robots.dingtalk.secret);
    // Nor does the database: the columns hold sealed text.
    const rows = await app.db.selectFrom('lead_alert_target').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const robot of Object.values(robots))
      expect(stored).not.toContain(new URL(robot.url).search || robot.url);
    expect(stored).not.toContain(robots.feishu.secret);
    expect(stored).not.toContain(robots.dingtalk.secret);
    expect(rows.every((row) => row.address.startsWith('gcm:'))).toBe(true);
    // Nor the trail.
    const trail = JSON.stringify(await app.db.selectFrom('audit_log').select('summary').execute());
    expect(trail).not.toContain(robots.feishu.secret);
    expect(trail).not.toContain(new URL(robots.wecom.url).search);
    expect(trail).not.toContain('zhuguan@example.cn');
  });

  it('sends a new lead to every destination of its site once, masked, with its link', async () => {
    const lead = await submitLead();
    const rows = await settled(lead.id, 4);
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
    for (const robot of Object.values(robots)) {
      expect([robot.kind, robot.received.length, robot.refused]).toEqual([robot.kind, 1, []]);
      const text = robot.received[0]!;
      expect(text).toContain('【新线索】集团官网');
      expect(text).toContain(`手机：${lead.phone.slice(0, 3)}****${lead.phone.slice(7)}`);
      expect(text).toContain('称呼：王**');
      expect(text).toContain('来源：直接访问');
      expect(text).toContain(`${CONSOLE}/leads/${lead.id}`);
      expect(text).toMatch(/时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）/);
      expect(text).not.toContain(lead.phone);
      expect(text).not.toContain('王小明');
    }
    expect(mailbox.mails).toHaveLength(1);
    expect(mailbox.mails[0]!.to).toEqual(['zhuguan@example.cn']);
    const mail = readMail(mailbox.mails[0]!.raw);
    expect(mail.subject).toBe('【新线索】集团官网 · 王** · 直接访问');
    expect(mail.text).toContain(`${CONSOLE}/leads/${lead.id}`);
    expect(mailbox.mails[0]!.raw).not.toContain(lead.phone);
    expect(mail.text).not.toContain(lead.phone);
    expect(mail.text).not.toContain('王小明');
    // Once: another pass, a wake and a later poll send nothing more.
    await later(60_000);
    expect(Object.values(robots).map((robot) => robot.received.length)).toEqual([1, 1, 1]);
    expect(mailbox.mails).toHaveLength(1);
    // 通知记录: each delivery with its one attempt.
    const page = await send<PageOf<LeadAlertDelivery>>('GET', '/listDelivery?platform=company&pageSize=10');
    const mine = page.data.pageList.filter((row) => row.leadId === lead.id);
    expect(mine.map((row) => [row.state, row.attempts.length, row.attempts[0]!.ok])).toEqual([
      ['sent', 1, true],
      ['sent', 1, true],
      ['sent', 1, true],
      ['sent', 1, true],
    ]);
    expect(mine.map((row) => row.targetName).sort()).toEqual(
      ['招生一组群', '招生主管邮箱', '钉钉招生群', '飞书招生群'].sort(),
    );
  });

  it('does not announce a suspicious lead until staff restore it, then once', async () => {
    const before = robots.wecom.received.length;
    const lead = await submitLead({ website: 'http://spam.example' });
    await app.leadAlertOutbox.runNow();
    expect(await deliveriesOf(lead.id)).toEqual([]);
    const restored = await call(app, admin, {
      method: 'PUT',
      url: '/api/cms/web/siteMessage/restore',
      payload: { ids: [lead.id] },
    });
    expect(envelope(restored).code).toBe(0);
    const rows = await settled(lead.id, 4);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    expect(robots.wecom.received.length).toBe(before + 1);
    // Restoring again (already normal) queues nothing.
    await call(app, admin, {
      method: 'PUT',
      url: '/api/cms/web/siteMessage/restore',
      payload: { ids: [lead.id] },
    });
    await app.leadAlertOutbox.runNow();
    expect(await deliveriesOf(lead.id)).toHaveLength(4);
    expect(robots.wecom.received.length).toBe(before + 1);
  });

  it('tries a failing receiver again with backoff, says why in words, marks it 异常, recovers', async () => {
    // Only the 企业微信 robot misbehaves; the others take the lead at once.
    const robot = robots.wecom;
    const taken = robot.received.length;
    await robot.setMode('error500');
    const lead = await submitLead();
    const first = (await settled(lead.id, 4)).find((row) => row.target_id === ids.wecom)!;
    expect(first.state).toBe('pending');
    expect((await attemptsOf(first.id)).map((row) => [row.ok, row.http_status, row.error])).toEqual([
      [0, 500, '接收方返回 HTTP 500'],
    ]);
    expect(await waitAfterLastTry(first.id)).toBe(10_000);
    // Not due yet: a pass now tries nothing.
    await later(8_000);
    expect(await attemptsOf(first.id)).toHaveLength(1);
    // Due: the second try gets an answer that is no JSON.
    await robot.setMode('garbage');
    await later(2_000);
    const second = await attemptsOf(first.id);
    expect(second.map((row) => row.error)).toEqual([
      '接收方返回 HTTP 500',
      '接收方的答复不是 JSON：OK, thanks!',
    ]);
    expect(await waitAfterLastTry(first.id)).toBe(30_000);
    // The third: no answer within 5 s.
    await robot.setMode('timeout');
    await later(30_000);
    const third = await attemptsOf(first.id);
    expect(third.at(-1)!.error).toBe('接收方超时（5 秒内未答复）');
    expect(third.at(-1)!.duration_ms).toBeGreaterThanOrEqual(4_900);
    // Three failures in a row: 异常, on the destination and on the home's summary.
    const list = await send<LeadAlertList>('GET', '/list?platform=company');
    const wecom = list.data.targets.find((target) => target.id === ids.wecom)!;
    expect([wecom.failing, wecom.consecutiveFailures, wecom.waiting]).toEqual([true, 3, 1]);
    const summary = await send<LeadAlertSummary>('GET', '/getSummary');
    expect(summary.data.failingTargets.map((target) => [target.name, target.lastError])).toEqual([
      ['招生一组群', '接收方超时（5 秒内未答复）'],
    ]);
    // A robot's own refusal is a failure too, with its code in words.
    await robot.setMode('refuse');
    await later(120_000);
    expect((await attemptsOf(first.id)).at(-1)!.error).toBe('机器人拒收（错误码 130101）：send too fast');
    // Back to normal: the next try goes out, and the destination is well again.
    await robot.setMode('ok');
    await later(600_000);
    const done = (await deliveriesOf(lead.id)).find((row) => row.id === first.id)!;
    expect(done.state).toBe('sent');
    expect(robot.received.length).toBe(taken + 1);
    const healed = (await send<LeadAlertList>('GET', '/list?platform=company')).data.targets.find(
      (target) => target.id === ids.wecom,
    )!;
    expect([healed.failing, healed.consecutiveFailures, healed.lastError]).toEqual([false, 0, null]);
    expect((await send<LeadAlertSummary>('GET', '/getSummary')).data.failingTargets).toEqual([]);
  }, 30_000);

  it('cancels what waits for a destination deleted or disabled, and never sends it', async () => {
    const receiver = await startRobot('wecom');
    try {
      const spare = await save({ kind: 'wecom', name: '临时群', address: receiver.url });
      const disabled = await save({ kind: 'wecom', name: '停用的群', address: receiver.url });
      await receiver.setMode('down');
      const lead = await submitLead();
      const rows = await settled(lead.id, 6);
      const waiting = rows.filter(
        (row) => row.target_id === spare.data.id || row.target_id === disabled.data.id,
      );
      expect(waiting.map((row) => row.state)).toEqual(['pending', 'pending']);
      expect((await send('DELETE', `?id=${spare.data.id}`)).code).toBe(0);
      expect((await send('PUT', '/setEnabled', { id: disabled.data.id, enabled: false })).code).toBe(0);
      await receiver.setMode('ok');
      await later(3_600_000);
      const after = (await deliveriesOf(lead.id)).filter((row) => waiting.some((one) => one.id === row.id));
      expect(after.map((row) => [row.state, row.last_error])).toEqual([
        ['cancelled', '通知已删除'],
        ['cancelled', '通知已停用'],
      ]);
      expect(receiver.received).toEqual([]);
      const listed = await send<PageOf<LeadAlertDelivery>>(
        'GET',
        `/listDelivery?state=cancelled&platform=company`,
      );
      expect(listed.data.pageList.map((row) => row.targetName)).toEqual(
        expect.arrayContaining(['临时群', '停用的群']),
      );
      // A disabled destination gets no deliveries of later leads.
      const next = await submitLead();
      expect((await settled(next.id, 4)).map((row) => row.target_id)).not.toContain(disabled.data.id);
      await send('DELETE', `?id=${disabled.data.id}`);
    } finally {
      await receiver.close();
    }
  });

  it('keeps the secret on an edit that leaves it empty, and tells a wrong one from the robot’s answer', async () => {
    expect(
      (await save({ id: ids.dingtalk, kind: 'dingtalk', name: '钉钉招生二群', signed: true })).code,
    ).toBe(0);
    const test = await send<LeadAlertAttempt>('POST', '/sendTest', { id: ids.dingtalk });
    expect([test.status, test.data.ok, test.data.error]).toEqual([200, true, null]);
    expect(robots.dingtalk.received.at(-1)).toContain('【测试消息】集团官网 · 线索通知');
    expect(robots.dingtalk.received.at(-1)).toContain('钉钉招生二群');
    expect(
      (
        await save({
          id: ids.dingtalk,
          kind: 'dingtalk',
          name: '钉钉招生二群',
          signed: true,
          secret: 'SECwrong',
        })
      ).code,
    ).toBe(0);
    const wrong = await send<LeadAlertAttempt>('POST', '/sendTest', { id: ids.dingtalk });
    expect([wrong.status, wrong.code, wrong.data.ok]).toEqual([200, 0, false]);
    expect(wrong.data.error).toBe(
      '机器人拒收（错误码 310000：签名校验失败、关键词不符或 IP 不在白名单中）：sign not match',
    );
    expect(
      (
        await save({
          id: ids.dingtalk,
          kind: 'dingtalk',
          name: '钉钉招生群',
          signed: true,
          secret: robots.dingtalk.secret,
        })
      ).code,
    ).toBe(0);
    expect((await send<LeadAlertAttempt>('POST', '/sendTest', { id: ids.dingtalk })).data.ok).toBe(true);
    // Signing turned off drops the secret; the robot (which checks signatures) then refuses.
    expect((await save({ id: ids.feishu, kind: 'feishu', name: '飞书招生群', signed: false })).code).toBe(0);
    const unsigned = await send<LeadAlertAttempt>('POST', '/sendTest', { id: ids.feishu });
    expect(unsigned.data.error).toContain('错误码 19021');
    await save({
      id: ids.feishu,
      kind: 'feishu',
      name: '飞书招生群',
      signed: true,
      secret: robots.feishu.secret,
    });
    expect((await send<LeadAlertAttempt>('POST', '/sendTest', { id: ids.feishu })).data.ok).toBe(true);
    const mailTest = await send<LeadAlertAttempt>('POST', '/sendTest', { id: ids.email });
    expect(mailTest.data.ok).toBe(true);
    expect(readMail(mailbox.mails.at(-1)!.raw).subject).toBe('【测试消息】集团官网 · 线索通知');
  });

  it('refuses bad input with a Chinese message and a 4xx, storing nothing', async () => {
    const targets = await rowCount(app.db, 'lead_alert_target');
    const trail = await rowCount(app.db, 'audit_log');
    const cases: [Record<string, unknown>, string][] = [
      [
        { kind: 'wecom', name: '群', address: 'http://example.cn/cgi-bin/webhook/send?key=1' },
        '须以 https:// 开头',
      ],
      [{ kind: 'wecom', name: '群', address: 'ftp://example.cn/x?key=1' }, '须以 https:// 开头'],
      [{ kind: 'dingtalk', name: '群', address: 'https://10.0.0.5/robot/send?access_token=1' }, '内网'],
      [
        { kind: 'dingtalk', name: '群', address: 'https://169.254.169.254/robot/send?access_token=1' },
        '内网',
      ],
      [
        { kind: 'dingtalk', name: '群', address: 'https://[::ffff:10.1.2.3]/robot/send?access_token=1' },
        '内网',
      ],
      [{ kind: 'feishu', name: '群', address: 'https://192.168.1.9/open-apis/bot/v2/hook/x' }, '内网'],
      [{ kind: 'dingtalk', name: '群', address: 'https://oapi.dingtalk.com/robot/send' }, 'access_token'],
      [
        {
          kind: 'wecom',
          name: '群',
          address: 'https://user:pw@qyapi.weixin.qq.com/cgi-bin/webhook/send?key=1',
        },
        '用户名或密码',
      ],
      [{ kind: 'wecom', name: '群', address: '不是地址' }, '地址格式不正确'],
      [{ kind: 'wecom', name: '群' }, '请填写机器人 Webhook 地址'],
      [{ kind: 'email', name: '邮箱', address: 'zhaosheng@' }, '请输入正确的邮箱地址'],
      [{ kind: 'dingtalk', name: '群', address: robots.dingtalk.url, signed: true }, '请填写加签密钥'],
      [
        { kind: 'dingtalk', name: '群', address: robots.dingtalk.url, signed: true, secret: 'a b' },
        '不含空格',
      ],
      [{ kind: 'wecom', name: '群', address: robots.wecom.url, signed: true, secret: 'x' }, '不支持加签'],
      [{ kind: 'wecom', name: '   ', address: robots.wecom.url }, '请填写名称'],
      [{ kind: 'sms', name: '群', address: robots.wecom.url }, '通知方式不正确'],
      [{ id: ids.wecom, kind: 'dingtalk', name: '群' }, '更换通知方式时请重新填写地址'],
      [{ id: ids.wecom, platform: 'academic', kind: 'wecom', name: '群' }, '不能移到其他站点'],
      [{ id: 999999, kind: 'wecom', name: '群', address: robots.wecom.url }, '通知不存在'],
    ];
    for (const [body, words] of cases) {
      const answer = await save(body);
      expect([JSON.stringify(body), answer.status >= 400 && answer.status < 500]).toEqual([
        JSON.stringify(body),
        true,
      ]);
      expectRefused(answer, words);
    }
    expectRefused(await send('POST', '/sendTest', { id: 999999 }), '通知不存在');
    expectRefused(await send('PUT', '/setEnabled', { id: ids.wecom }), '请选择启用或停用');
    expectRefused(await send('GET', '/list'), '请选择平台');
    expectRefused(await send('GET', '/listDelivery?state=lost'), '发送状态不正确');
    expect(await rowCount(app.db, 'lead_alert_target')).toBe(targets);
    expect(await rowCount(app.db, 'audit_log')).toBe(trail);
  });

  it('keeps each site to those who may manage its alerts', async () => {
    const lead = await signedInAsNew(app, `alerts.lead.${store}`, [
      { role: 'admissionsLead', sites: ['vocational'] },
    ]);
    const officer = await signedInAsNew(app, `alerts.officer.${store}`, [
      { role: 'admissionsOfficer', sites: ['vocational'] },
    ]);
    expect((await send('GET', '/list?platform=vocational', undefined, lead)).code).toBe(0);
    const other = await send('GET', '/list?platform=company', undefined, lead);
    expect([other.status, other.message]).toEqual([403, '无权操作「集团官网」的线索通知']);
    expect((await send('POST', '/sendTest', { id: ids.wecom }, lead)).status).toBe(403);
    expect((await send('DELETE', `?id=${ids.wecom}`, undefined, lead)).status).toBe(403);
    expect((await save({ kind: 'wecom', name: '越权', address: robots.wecom.url }, lead)).status).toBe(403);
    const mine = await send<PageOf<LeadAlertDelivery>>('GET', '/listDelivery', undefined, lead);
    expect(mine.data.pageList.every((row) => row.platform === 'vocational')).toBe(true);
    expect((await send('GET', '/list?platform=vocational', undefined, officer)).status).toBe(403);
    expect((await send('GET', '/getSummary', undefined, officer)).status).toBe(403);
    expect(
      await app.db
        .selectFrom('lead_alert_target')
        .select('id')
        .where('id', '=', ids.wecom)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  // Last but one: the clock stays a day ahead after it (leads are stamped with the real time).
  it('reminds the team once of a lead nobody answered by its due time, never of one answered', async () => {
    // 职业教育 answers within a minute, round the clock: its leads are soon overdue.
    await routeSite('vocational', {
      responseMinutes: 1,
      workingHours: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' },
    });
    const target = await save({
      platform: 'vocational',
      kind: 'wecom',
      name: '职教招生群',
      address: robots.wecom.url,
    });
    const vocationalLead = async (phone: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cms/web/siteMessage/saveForClient',
        headers: { host: 'vocational.localhost', 'content-type': 'application/json' },
        payload: { name: '赵小燕', phone, fillMs: 6000 },
      });
      expect(envelope(response).code).toBe(0);
      return (await app.db
        .selectFrom('site_message')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow())!.id;
    };
    const before = robots.wecom.received.length;
    const unanswered = await vocationalLead('13912345001');
    const answered = await vocationalLead('13912345002');
    await settled(unanswered, 1);
    await settled(answered, 1);
    expect(robots.wecom.received.length).toBe(before + 2);
    const noted = await call(app, admin, {
      method: 'POST',
      url: '/api/cms/web/siteMessage/saveNote',
      payload: { id: answered, text: '已电话联系' },
    });
    expect(envelope(noted).code).toBe(0);

    await later(2 * 60_000);
    const rows = await settled(unanswered, 2);
    expect(rows.map((row) => [row.reason, row.state])).toEqual([
      ['new', 'sent'],
      ['overdue', 'sent'],
    ]);
    const reminders = robots.wecom.received.slice(before + 2);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain('【超时未响应】职业教育');
    expect(reminders[0]).toContain('手机：139****5001');
    expect(reminders[0]).toContain(`${CONSOLE}/leads/${unanswered}`);
    expect(reminders[0]).not.toContain('13912345001');
    expect(reminders[0]).not.toContain('赵小燕');
    // Once: later passes remind nobody again, and the answered lead never.
    await later(30 * 60_000);
    expect(robots.wecom.received.length).toBe(before + 3);
    expect((await deliveriesOf(answered)).map((row) => row.reason)).toEqual(['new']);
    // 通知记录 says which message was the reminder.
    const page = await send<PageOf<LeadAlertDelivery>>(
      'GET',
      '/listDelivery?platform=vocational&pageSize=10',
    );
    expect(page.data.pageList.filter((row) => row.leadId === unanswered).map((row) => row.reason)).toEqual([
      'overdue',
      'new',
    ]);
    await send('DELETE', `?id=${target.data.id}`);
  });

  it('gives up a day after the lead: 失败', async () => {
    const robot = robots.feishu;
    await robot.setMode('down');
    try {
      const lead = await submitLead();
      const row = (await settled(lead.id, 4)).find((one) => one.target_id === ids.feishu)!;
      expect((await attemptsOf(row.id))[0]!.error).toBe('无法连接接收方（连接被拒绝）');
      await later(24 * 3_600_000 + 1_000);
      // A day later the admin's session has ended as well.
      admin = await signedIn(app, ADMIN);
      const given = (await deliveriesOf(lead.id)).find((one) => one.id === row.id)!;
      expect(given.state).toBe('failed');
      expect(given.last_error).toBe('无法连接接收方（连接被拒绝）');
      const failed = await send<PageOf<LeadAlertDelivery>>(
        'GET',
        `/listDelivery?state=failed&targetId=${ids.feishu}`,
      );
      expect(failed.data.pageList.map((one) => one.id)).toContain(row.id);
      expect((await send<LeadAlertSummary>('GET', '/getSummary')).data.failedRecently).toBeGreaterThan(0);
    } finally {
      await robot.setMode('ok');
    }
  });

  it('writes no whole phone number or name into deliveries, attempts or log lines', async () => {
    const phones = (await app.db.selectFrom('site_message').select(['phone', 'name']).execute()).filter(
      (row) => row.phone !== '',
    );
    const stored = JSON.stringify([
      await app.db.selectFrom('lead_alert_delivery').selectAll().execute(),
      await app.db.selectFrom('lead_alert_attempt').selectAll().execute(),
    ]);
    const lines = log.lines.join('\n');
    expect(lines).toContain('lead alert failed');
    for (const { phone } of phones) {
      expect(stored).not.toContain(phone);
      expect(lines).not.toContain(phone);
    }
    expect(stored).not.toContain('王小明');
    expect(lines).not.toContain('王小明');
  });
});

describe('lead alerts without loopback or mail (production defaults)', () => {
  let app: TestApp;
  let admin = '';
  let robot: RobotReceiver;

  beforeAll(async () => {
    robot = await startRobot('wecom');
    app = await build({ env: { STAFF_CONSOLE_URL: CONSOLE } });
    admin = await signedIn(app, ADMIN);
  }, 60_000);
  afterAll(() => robot.close());

  const save = (body: Record<string, unknown>) =>
    sendAs(app, admin, 'POST', BASE, { platform: 'company', ...body });

  it('refuses this machine’s addresses, plain http and mail without an SMTP server', async () => {
    expectRefused(await save({ kind: 'wecom', name: '群', address: robot.url }), '须以 https:// 开头');
    expectRefused(
      await save({ kind: 'wecom', name: '群', address: robot.url.replace('http://', 'https://') }),
      '内网、本机',
    );
    expectRefused(
      await save({ kind: 'wecom', name: '群', address: 'https://localhost/cgi-bin/webhook/send?key=1' }),
      '内网、本机',
    );
    expectRefused(await save({ kind: 'email', name: '邮箱', address: 'a@example.cn' }), '未配置发信邮箱');
    expect(await rowCount(app.db, 'lead_alert_target')).toBe(0);
  });

  it('checks the address again at every send: one that turned private is never called', async () => {
    // As if the name had resolved to a public address when saved (DNS rebinding): stored directly.
    const address = robot.url.replace('http://', 'https://');
    const target = await app.db
      .insertInto('lead_alert_target')
      .values({
        platform: 'company',
        kind: 'wecom',
        name: '换了地址的群',
        address: app.leadAlertOutbox.seal(address),
        address_hint: '…',
        secret: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'POST',
      url: '/api/cms/web/siteMessage/saveForClient',
      headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
      payload: { name: '李四', phone: '13912345678', fillMs: 6000 },
    });
    expect(envelope(response).code).toBe(0);
    await app.leadAlertOutbox.runNow();
    const delivery = await app.db
      .selectFrom('lead_alert_delivery')
      .selectAll()
      .where('target_id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(delivery.state).toBe('pending');
    expect(delivery.last_error).toBe('地址指向内网、本机或保留地址（127.0.0.1），不允许发送');
    expect(robot.requests).toBe(0);
    const test = await sendAs<LeadAlertAttempt>(app, admin, 'POST', `${BASE}/sendTest`, { id: target.id });
    expect([test.status, test.data.ok]).toEqual([200, false]);
    expect(robot.requests).toBe(0);
  });
});
