import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { CODE } from '@contract/codes';
import type { PasswordLinkInfo, StaffInfo, StaffSaved } from '@contract/staff';
import { build, envelope, expectRefusedWith, STORES, type TestApp } from '../../../../helper';
import { ADMIN, call, ORIGIN, sessionCookie, signedIn, signIn, GRANTS } from './staff';
import { RESETS_PER_ACCOUNT_HOUR } from '../../../../../src/routes/api/bms/system/onboarding';

const BASE = '/api/bms/system/admin';
const CONSOLE = 'https://www.example.cn/admin';
const HOUR = 3_600_000;

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((to) => to.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A one-part mail's text: nodemailer sends Chinese text as base64. */
function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  expect(raw.slice(0, split)).toMatch(/content-transfer-encoding:\s*base64/i);
  return Buffer.from(raw.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** The reset link's token in a mail. */
const tokenIn = (raw: string) => /set-password#token=([A-Za-z0-9_-]{43})/.exec(mailText(raw))?.[1];

/** A public call as the console's pages make it (setPasswordWithLink is a PUT, the others POSTs). */
const publicPost = (app: TestApp, url: string, payload: Record<string, unknown>, ip = '10.9.0.1') =>
  app.inject({
    method: url.endsWith('/setPasswordWithLink') ? 'PUT' : 'POST',
    url,
    payload,
    headers: { origin: ORIGIN },
    remoteAddress: ip,
  });

describe.each(STORES)('accounts that onboard themselves on %s', (store) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let now: number;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await build({
      store,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: '华夏教育集团 <noreply@example.cn>',
        STAFF_CONSOLE_URL: `${CONSOLE}/`,
      },
    });
    now = Date.parse('2026-03-01T08:00:00.000Z');
    app.clock.now = () => now;
    admin = await signedIn(app, ADMIN);
  }, 60_000);
  afterAll(() => smtp.close());

  const create = async (payload: Record<string, unknown>) =>
    envelope<StaffSaved>(await call(app, admin, { method: 'POST', url: BASE, payload }));
  const auditActions = async (entityId: number) =>
    (
      await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'staffAccount')
        .where('entity_id', '=', String(entityId))
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('an invited account sets its own password with the link, once, and signs in with it', async () => {
    const saved = await create({
      username: 'invited',
      displayName: '新老师',
      roles: GRANTS.groupEditor,
      onboarding: 'invite',
    });
    expect(saved.code).toBe(0);
    expect(saved.data.password).toBeNull();
    expect(saved.data.inviteUrl).toMatch(
      /^https:\/\/www\.example\.cn\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/,
    );
    expect(saved.data.inviteExpiresAt).toBe(new Date(now + 72 * HOUR).toISOString());
    const token = saved.data.inviteUrl!.split('#token=')[1]!;
    // Only the token's hash is stored.
    const stored = await app.db.selectFrom('staff_password_link').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const info = envelope<PasswordLinkInfo>(await publicPost(app, `${BASE}/checkPasswordLink`, { token }));
    expect(info.data).toEqual({
      purpose: 'invite',
      username: 'invited',
      displayName: '新老师',
      expiresAt: saved.data.inviteExpiresAt,
    });
    const weak = await publicPost(app, `${BASE}/setPasswordWithLink`, { token, password: 'invited12345' });
    expect(weak.statusCode).toBe(400);
    expect(envelope(weak).data).toBeNull();

    const set = await publicPost(app, `${BASE}/setPasswordWithLink`, { token, password: 'Lan#Teacher2026x' });
    expect(envelope(set)).toEqual({ code: 0, message: expect.any(String), data: null });
    const again = await publicPost(app, `${BASE}/setPasswordWithLink`, {
      token,
      password: 'Other#Teacher2026y',
    });
    expect(again.statusCode).toBe(400);
    expect(envelope(again)).toEqual({
      code: CODE.badRequest,
      message: '链接无效、已用过或已过期，请联系管理员重新发送',
      field: 'token',
      data: null,
    });
    const signedInfo = envelope<StaffInfo>(await signIn(app, 'invited', 'Lan#Teacher2026x'));
    expect(signedInfo.data).toMatchObject({ username: 'invited', mustChangePassword: false });
    expect(await auditActions(saved.data.id)).toEqual(['create', 'invite', 'setPasswordWithLink']);
  });

  it('an invitation stops working after 72 hours, and a new one ends the old one', async () => {
    const saved = await create({
      username: 'late',
      displayName: '迟到',
      roles: [],
      onboarding: 'invite',
    });
    const first = saved.data.inviteUrl!.split('#token=')[1]!;
    const renewed = envelope<{ inviteUrl: string }>(
      await call(app, admin, { method: 'POST', url: `${BASE}/invite`, payload: { id: saved.data.id } }),
    );
    const second = renewed.data.inviteUrl.split('#token=')[1]!;
    expect(second).not.toBe(first);
    expect((await publicPost(app, `${BASE}/checkPasswordLink`, { token: first })).statusCode).toBe(400);
    now += 72 * HOUR;
    const expired = await publicPost(app, `${BASE}/setPasswordWithLink`, {
      token: second,
      password: 'Lan#Teacher2026x',
    });
    expect(expired.statusCode).toBe(400);
    now -= 72 * HOUR;
  });

  it('a temporary password signs in only to be changed: every other call is refused until then', async () => {
    await create({
      username: 'temporary',
      displayName: '临时',
      roles: GRANTS.groupEditor,
      password: 'Brief#Visit2026',
    });
    const response = await signIn(app, 'temporary', 'Brief#Visit2026');
    expect(envelope<StaffInfo>(response).data.mustChangePassword).toBe(true);
    const cookie = sessionCookie(response);
    expectRefusedWith(
      await call(app, cookie, { method: 'GET', url: '/api/cms/web/siteContent/list' }),
      403,
      CODE.passwordChangeRequired,
      '请先修改密码：当前密码由管理员设置，修改后才能继续使用',
    );
    expect((await call(app, cookie, { method: 'GET', url: `${BASE}/signInfo` })).statusCode).toBe(200);
    const changed = await call(app, cookie, {
      method: 'PUT',
      url: `${BASE}/updatePassword`,
      payload: { oldPassword: 'Brief#Visit2026', newPassword: 'Mine#Visit2026z' },
    });
    expect(envelope(changed).code).toBe(0);
    const listed = await call(app, sessionCookie(changed), {
      method: 'GET',
      url: '/api/cms/web/siteContent/list',
    });
    expect(listed.statusCode).toBe(200);
  });

  it('忘记密码 mails a reset link to the account’s address through the SMTP server; the link works once', async () => {
    const saved = await create({
      username: 'forgetful',
      displayName: '健忘',
      roles: [],
      email: 'forgetful@example.cn',
      password: 'Brief#Visit2026',
    });
    expect(saved.code).toBe(0);
    const help = envelope<{ resetByEmail: boolean }>(
      await app.inject({ method: 'GET', url: `${BASE}/getPasswordHelp` }),
    );
    expect(help.data).toEqual({ resetByEmail: true });

    const before = smtp.received.length;
    const asked = await publicPost(app, `${BASE}/forgotPassword`, { username: 'Forgetful' }, '10.9.1.1');
    expect(envelope(asked)).toEqual({ code: 0, message: expect.any(String), data: null });
    // An unknown name gets the same answer, and no mail.
    const unknown = await publicPost(app, `${BASE}/forgotPassword`, { username: 'nobody' }, '10.9.1.2');
    expect(envelope(unknown)).toEqual(envelope(asked));
    await expectEventually(() => smtp.received.length > before);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['forgetful@example.cn']);
    expect(mail.raw).toContain('noreply@example.cn');
    const token = tokenIn(mail.raw)!;
    expect(token).toBeDefined();
    expect(mailText(mail.raw)).toContain(`${CONSOLE}/set-password#token=${token}`);
    expect(mailText(mail.raw)).toContain('健忘，您好');

    const info = envelope<PasswordLinkInfo>(await publicPost(app, `${BASE}/checkPasswordLink`, { token }));
    expect(info.data.purpose).toBe('reset');
    expect(
      envelope(await publicPost(app, `${BASE}/setPasswordWithLink`, { token, password: 'Found#Again2026q' }))
        .code,
    ).toBe(0);
    expect(
      (await publicPost(app, `${BASE}/setPasswordWithLink`, { token, password: 'Found#Again2026r' }))
        .statusCode,
    ).toBe(400);
    expect(
      envelope<StaffInfo>(await signIn(app, 'forgetful', 'Found#Again2026q')).data.mustChangePassword,
    ).toBe(false);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('many 忘记密码 requests for one account, at once from many addresses, send at most a few mails', async () => {
    await create({
      username: 'targeted',
      displayName: '被盯上',
      roles: [],
      email: 'targeted@example.cn',
      password: 'Brief#Visit2026',
    });
    const before = smtp.received.filter((mail) => mail.to.includes('targeted@example.cn')).length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        publicPost(app, `${BASE}/forgotPassword`, { username: 'targeted' }, `10.8.${i}.1`),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const links = await app.db
      .selectFrom('staff_password_link')
      .innerJoin('staff_account', 'staff_account.id', 'staff_password_link.staff_id')
      .select('token_hash')
      .where('staff_account.username', '=', 'targeted')
      .execute();
    expect(links).toHaveLength(RESETS_PER_ACCOUNT_HOUR);
    await expectEventually(
      () =>
        smtp.received.filter((mail) => mail.to.includes('targeted@example.cn')).length ===
        before + RESETS_PER_ACCOUNT_HOUR,
    );
    // One address asking again and again is turned away.
    const fromOne = [];
    for (let i = 0; i < 7; i++)
      fromOne.push(
        (await publicPost(app, `${BASE}/forgotPassword`, { username: 'targeted' }, '10.7.0.1')).statusCode,
      );
    expect(fromOne.slice(-2)).toEqual([429, 429]);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const refusals = [
      await publicPost(
        app,
        `${BASE}/setPasswordWithLink`,
        { token: 'short', password: 'Lan#Teacher2026x' },
        '10.6.0.1',
      ),
      await publicPost(
        app,
        `${BASE}/setPasswordWithLink`,
        { token: 'A'.repeat(43), password: 'Lan#Teacher2026x' },
        '10.6.0.1',
      ),
      await publicPost(app, `${BASE}/checkPasswordLink`, {}, '10.6.0.1'),
      await publicPost(app, `${BASE}/forgotPassword`, { username: 'x'.repeat(100) }, '10.6.0.1'),
      await call(app, admin, {
        method: 'POST',
        url: BASE,
        payload: { username: 'bademail', displayName: '坏', email: 'not an email' },
      }),
      await call(app, admin, {
        method: 'POST',
        url: BASE,
        payload: { username: 'both', displayName: '坏', onboarding: 'invite', password: 'Lan#Teacher2026x' },
      }),
      await call(app, admin, {
        method: 'POST',
        url: BASE,
        payload: { username: 'toolong', displayName: '坏', email: `${'a'.repeat(250)}@example.cn` },
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toMatch(/[\u4e00-\u9fff]/);
    }
    const names = (await app.db.selectFrom('staff_account').select('username').execute()).map(
      (row) => row.username,
    );
    expect(names).not.toEqual(expect.arrayContaining(['bademail']));
    expect(names).not.toContain('both');
    expect(names).not.toContain('toolong');
  });
});

describe('忘记密码 without an SMTP server', () => {
  it('says so, and sends nothing', async () => {
    const app = await build({});
    const help = envelope<{ resetByEmail: boolean }>(
      await app.inject({ method: 'GET', url: `${BASE}/getPasswordHelp` }),
    );
    expect(help.data).toEqual({ resetByEmail: false });
    const asked = await publicPost(app, `${BASE}/forgotPassword`, { username: 'admin' });
    expectRefusedWith(asked, 400, CODE.badRequest, '本站未开通邮件找回密码，请联系管理员重置密码');
    expect(await app.db.selectFrom('staff_password_link').selectAll().execute()).toEqual([]);
  });
});

/** Waits (at most 10 s) for a mail the server sends after answering. */
async function expectEventually(condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the mail did not arrive within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
