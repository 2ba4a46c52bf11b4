import type { SessionsEnded, StaffInfo, StaffSession } from '@contract/staff';
import { build, CHINESE, envelope, STORES, type TestApp } from '../../../../helper';
import { ADMIN, call, EDITOR, signedIn, signIn, sessionCookie } from './staff';

const BASE = '/api/bms/system/staffSession';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';

describe.each(STORES)('sessions staff can see, on %s', (store) => {
  let app: TestApp;
  let now: number;
  beforeAll(async () => {
    app = await build({ store });
    app.clock.now = () => now;
  }, 60_000);
  beforeEach(() => {
    now = Date.parse('2026-03-01T08:00:00.000Z');
  });
  afterEach(async () => {
    await app.db.deleteFrom('sign_in_failure').execute();
    await app.db.deleteFrom('staff_session').execute();
  });

  /** Signs in from a given browser and IP, answering the cookie. */
  async function signInFrom(account: { username: string; password: string }, ua: string, ip: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bms/system/admin/signIn',
      payload: account,
      headers: { origin: 'http://localhost:80', 'user-agent': ua },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return { cookie: sessionCookie(response), info: envelope<StaffInfo>(response).data };
  }
  const list = (cookie: string) => call(app, cookie, { method: 'GET', url: `${BASE}/list` });
  const sessionsOf = async (cookie: string) => envelope<StaffSession[]>(await list(cookie)).data;
  const stillIn = async (cookie: string) =>
    (await call(app, cookie, { method: 'GET', url: '/api/bms/system/admin/signInfo' })).statusCode === 200;
  const sessionCount = async () =>
    (await app.db.selectFrom('staff_session').select('token_hash').execute()).length;

  it('lists my live sessions with device, IP, start and last seen, the current one marked, nobody else’s', async () => {
    const a = await signInFrom(ADMIN, WINDOWS_CHROME, '10.0.0.1');
    now += 5 * 60_000;
    const b = await signInFrom(ADMIN, IPHONE_WECHAT, '10.0.0.2');
    await signInFrom(EDITOR, WINDOWS_CHROME, '10.0.0.3');
    now += 2 * 60_000;
    const response = await list(a.cookie);
    expect(response.statusCode).toBe(200);
    const sessions = envelope<StaffSession[]>(response).data;
    expect(sessions).toHaveLength(2);
    // A was seen just now (the list call itself, more than a minute after its last write).
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      device: 'Windows · Chrome',
      ip: '10.0.0.1',
      startedAt: '2026-03-01T08:00:00.000Z',
      lastSeenAt: '2026-03-01T08:07:00.000Z',
      current: true,
    });
    expect(sessions[1]).toMatchObject({ device: 'iPhone · 微信', ip: '10.0.0.2', current: false });
    // No token or hash goes out.
    const hashes = await app.db.selectFrom('staff_session').select('token_hash').execute();
    for (const { token_hash } of hashes) expect(response.body).not.toContain(token_hash);
    expect(response.body).not.toContain(a.cookie.slice(4));
    // B sees the same two, itself current (seen just now too: the newer start comes first).
    expect((await sessionsOf(b.cookie)).map((s) => [s.device, s.current])).toEqual([
      ['iPhone · 微信', true],
      ['Windows · Chrome', false],
    ]);
  });

  it('writes last seen at most once a minute per session', async () => {
    const a = await signInFrom(ADMIN, WINDOWS_CHROME, '10.0.0.1');
    now += 30_000;
    expect((await sessionsOf(a.cookie))[0]?.lastSeenAt).toBe('2026-03-01T08:00:00.000Z');
    now += 31_000;
    expect((await sessionsOf(a.cookie))[0]?.lastSeenAt).toBe('2026-03-01T08:01:01.000Z');
  });

  it('ends one of my other sessions: that browser is signed out at once, the audit says so', async () => {
    const a = await signInFrom(ADMIN, WINDOWS_CHROME, '10.0.0.1');
    const b = await signInFrom(ADMIN, IPHONE_WECHAT, '10.0.0.2');
    const other = (await sessionsOf(a.cookie)).find((s) => !s.current);
    const response = await call(app, a.cookie, { method: 'DELETE', url: `${BASE}?id=${other?.id}` });
    expect(response.statusCode).toBe(200);
    expect(envelope<SessionsEnded>(response).data).toEqual({ ended: 1 });
    expect(await stillIn(b.cookie)).toBe(false);
    expect(await stillIn(a.cookie)).toBe(true);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'endSession')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_name: 'admin', entity: 'session', ip: '127.0.0.1' });
    // Ending it again: gone.
    const again = await call(app, a.cookie, { method: 'DELETE', url: `${BASE}?id=${other?.id}` });
    expect(again.statusCode).toBe(404);
    expect(envelope(again).message).toBe('登录记录不存在或已结束');
  });

  it('refuses another account’s session id exactly like an unknown one, and changes nothing', async () => {
    const admin = await signInFrom(ADMIN, WINDOWS_CHROME, '10.0.0.1');
    const editor = await signInFrom(EDITOR, IPHONE_WECHAT, '10.0.0.2');
    const editorSession = (await sessionsOf(editor.cookie))[0]?.id ?? '';
    const foreign = await call(app, admin.cookie, { method: 'DELETE', url: `${BASE}?id=${editorSession}` });
    const unknown = await call(app, admin.cookie, { method: 'DELETE', url: `${BASE}?id=${'0'.repeat(32)}` });
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toEqual({ code: 100000002, message: '登录记录不存在或已结束', data: null });
    }
    expect(await stillIn(editor.cookie)).toBe(true);
    expect(await sessionCount()).toBe(2);
    // Malformed ids and the current session: a Chinese message, a code, nothing ended.
    for (const url of [`${BASE}?id=xyz`, `${BASE}?id=${'A'.repeat(32)}`, BASE]) {
      const response = await call(app, admin.cookie, { method: 'DELETE', url });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).not.toBe(0);
      expect(envelope(response).message).toMatch(CHINESE);
    }
    const mine = (await sessionsOf(admin.cookie))[0]?.id ?? '';
    const current = await call(app, admin.cookie, { method: 'DELETE', url: `${BASE}?id=${mine}` });
    expect(current.statusCode).toBe(400);
    expect(envelope(current).message).toBe('这是当前的登录，请使用“退出登录”');
    expect(await sessionCount()).toBe(2);
  });

  it('ends all my other sessions and keeps this one', async () => {
    const a = await signInFrom(ADMIN, WINDOWS_CHROME, '10.0.0.1');
    const b = await signInFrom(ADMIN, IPHONE_WECHAT, '10.0.0.2');
    const c = await signInFrom(ADMIN, IPHONE_WECHAT, '10.0.0.3');
    const editor = await signInFrom(EDITOR, WINDOWS_CHROME, '10.0.0.4');
    const response = await call(app, a.cookie, { method: 'DELETE', url: `${BASE}/removeOthers` });
    expect(envelope<SessionsEnded>(response).data).toEqual({ ended: 2 });
    expect([await stillIn(a.cookie), await stillIn(b.cookie), await stillIn(c.cookie)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(await stillIn(editor.cookie)).toBe(true);
    expect((await sessionsOf(a.cookie)).map((s) => s.current)).toEqual([true]);
  });

  it('lets an admin end every session of another account (audited), and nobody else', async () => {
    const admin = await signInFrom(ADMIN, WINDOWS_CHROME, '10.0.0.1');
    const e1 = await signInFrom(EDITOR, WINDOWS_CHROME, '10.0.0.2');
    const e2 = await signInFrom(EDITOR, IPHONE_WECHAT, '10.0.0.3');
    const editorId = e1.info.id;
    // The editor has no accounts bit.
    const refused = await call(app, e1.cookie, {
      method: 'DELETE',
      url: `${BASE}/removeByAccount?id=${admin.info.id}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(await stillIn(admin.cookie)).toBe(true);

    const response = await call(app, admin.cookie, {
      method: 'DELETE',
      url: `${BASE}/removeByAccount?id=${editorId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<SessionsEnded>(response).data).toEqual({ ended: 2 });
    expect([await stillIn(e1.cookie), await stillIn(e2.cookie), await stillIn(admin.cookie)]).toEqual([
      false,
      false,
      true,
    ]);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'endSessions')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_name: 'admin', entity: 'staffAccount', entity_id: String(editorId) });
    expect(JSON.parse(audit.summary)).toEqual({ username: 'editor', ended: 2 });

    // Unknown account, own account: a Chinese message, a code, nothing ended.
    const unknown = await call(app, admin.cookie, {
      method: 'DELETE',
      url: `${BASE}/removeByAccount?id=99999`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toBe('账号不存在');
    const self = await call(app, admin.cookie, {
      method: 'DELETE',
      url: `${BASE}/removeByAccount?id=${admin.info.id}`,
    });
    expect(self.statusCode).toBe(400);
    expect(envelope(self).message).toMatch(CHINESE);
    expect(await stillIn(admin.cookie)).toBe(true);
  });

  it('answers the previous sign-in’s time and IP on sign-in and in signInfo', async () => {
    await app.db
      .updateTable('staff_account')
      .set({
        last_sign_in_at: null,
        last_sign_in_ip: null,
        previous_sign_in_at: null,
        previous_sign_in_ip: null,
      })
      .where('username', '=', 'editor')
      .execute();
    const first = await signInFrom(EDITOR, WINDOWS_CHROME, '10.0.0.7');
    expect(first.info).toMatchObject({ previousSignInAt: null, previousSignInIp: null });
    now += 3_600_000;
    const second = await signInFrom(EDITOR, IPHONE_WECHAT, '10.0.0.8');
    expect(second.info).toMatchObject({
      previousSignInAt: '2026-03-01T08:00:00.000Z',
      previousSignInIp: '10.0.0.7',
    });
    const info = await call(app, second.cookie, { method: 'GET', url: '/api/bms/system/admin/signInfo' });
    expect(envelope<StaffInfo>(info).data).toMatchObject({
      username: 'editor',
      previousSignInAt: '2026-03-01T08:00:00.000Z',
      previousSignInIp: '10.0.0.7',
    });
    // A failed sign-in does not move it.
    expect((await signIn(app, 'editor', 'wrong-password', '10.0.0.9')).statusCode).toBe(400);
    now += 60_000;
    const third = await signInFrom(EDITOR, WINDOWS_CHROME, '10.0.0.10');
    expect(third.info).toMatchObject({
      previousSignInAt: '2026-03-01T09:00:00.000Z',
      previousSignInIp: '10.0.0.8',
    });
  });

  it('is for signed-in staff only', async () => {
    const response = await call(app, null, { method: 'GET', url: `${BASE}/list` });
    expect(response.statusCode).toBe(401);
    expect(await signedIn(app, ADMIN)).toMatch(/^sid=/);
  });
});
