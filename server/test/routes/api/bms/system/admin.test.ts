import {
  build,
  CHINESE,
  envelope,
  expectRefusedWith,
  rowCount,
  STORES,
  type TestApp,
} from '../../../../helper';
import { CODE } from '@contract/codes';
import type { RoleGrant } from '@contract/roles';
import { STEP_UP_MS, type AuditEntry, type StaffAccount, type StaffInfo } from '@contract/staff';
import { ADMIN, call, EDITOR, ORIGIN, sessionCookie, SIGN_IN, signedIn, signIn, GRANTS } from './staff';

const BASE = '/api/bms/system/admin';
const HOUR = 3_600_000;

describe.each(STORES)('staff sign-in and accounts on %s', (store) => {
  let app: TestApp;
  let now: number;
  /** The editor's password as seeded: a test may change it, and none can set it again (published). */
  let editorHash: string;
  beforeAll(async () => {
    app = await build({ store });
    now = Date.parse('2026-03-01T08:00:00.000Z');
    app.clock.now = () => now;
    ({ password_hash: editorHash } = await app.db
      .selectFrom('staff_account')
      .select('password_hash')
      .where('username', '=', 'editor')
      .executeTakeFirstOrThrow());
  }, 60_000);
  afterEach(async () => {
    await app.db.deleteFrom('sign_in_failure').execute();
    await app.db.deleteFrom('staff_session').execute();
    await app.db.deleteFrom('staff_account').where('username', 'not in', ['admin', 'editor']).execute();
    await app.db
      .updateTable('staff_account')
      .set({ enabled: 1, roles: JSON.stringify(GRANTS.groupAdmin) })
      .where('username', '=', 'admin')
      .execute();
    await app.db
      .updateTable('staff_account')
      .set({ password_hash: editorHash, must_change_password: 0 })
      .where('username', '=', 'editor')
      .execute();
  });

  const signInfo = (cookie: string | null) => call(app, cookie, { method: 'GET', url: `${BASE}/signInfo` });
  const auditRows = (action: string) =>
    app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  const accountCount = () => rowCount(app.db, 'staff_account');
  /**
   * An account the signed-in admin (`admin`, a cookie) creates with a temporary password, signed
   * in as after its owner chose their own (`ownPassword`, as the first sign-in asks): its id and cookie.
   */
  const createdAndSignedIn = async (
    admin: string,
    account: { username: string; displayName: string; roles: readonly RoleGrant[]; password: string },
  ) => {
    const create = await call(app, admin, { method: 'POST', url: BASE, payload: account });
    const { id } = envelope<{ id: number }>(create).data;
    const temporary = await signedIn(app, { username: account.username, password: account.password });
    const chosen = await call(app, temporary, {
      method: 'PUT',
      url: `${BASE}/updatePassword`,
      payload: { oldPassword: account.password, newPassword: ownPassword(account.password) },
    });
    expect(envelope(chosen).code).toBe(0);
    return { id, cookie: sessionCookie(chosen) };
  };
  /** The password the owner of an account made with `password` chose at the first sign-in. */
  const ownPassword = (temporary: string) => `${temporary}-Own#9`;

  describe('sign-in', () => {
    it('signs the demo admin in with a session cookie that is HttpOnly, SameSite=Lax, on /api, not Secure over http', async () => {
      const response = await signIn(app, 'Admin', ADMIN.password);
      expect(response.statusCode).toBe(200);
      expect(envelope<StaffInfo>(response).data).toEqual({
        id: expect.any(Number),
        username: 'admin',
        displayName: '演示管理员',
        roles: GRANTS.groupAdmin,
        twoFactorEnabled: false,
        twoFactorRequired: false,
        mustChangePassword: false,
        previousSignInAt: null,
        previousSignInIp: null,
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/api');
      expect(header).toContain('Max-Age=43200');
      expect(header).not.toContain('Secure');
      // Only a hash of the token is stored.
      const token = sessionCookie(response).slice('sid='.length);
      const stored = await app.db.selectFrom('staff_session').select('token_hash').execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]?.token_hash).not.toContain(token);
      expect((await auditRows('signIn'))[0]).toMatchObject({
        staff_name: 'admin',
        entity: 'session',
        ip: '127.0.0.1',
      });
    });

    it('answers a wrong password and an unknown name alike, sets no cookie and audits both', async () => {
      const wrong = await signIn(app, 'admin', 'not-the-password');
      const unknown = await signIn(app, 'nobody', 'not-the-password');
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(400);
        expect(envelope(response)).toEqual({ code: 100000001, message: '用户名或密码错误', data: null });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      const failed = await auditRows('signInFailed');
      expect(failed.slice(0, 2).map((row) => row.staff_name)).toEqual(['nobody', 'admin']);
      expect(failed.some((row) => row.summary.includes('not-the-password'))).toBe(false);
    });

    it.each<[string, unknown]>([
      ['no body', undefined],
      ['a number as the name', { username: 12345, password: 'x' }],
      ['an object as the password', { username: 'admin', password: { a: 1 } }],
      ['an oversize password', { username: 'admin', password: 'x'.repeat(129) }],
      ['markup in the name', { username: '<b>admin</b>', password: 'x' }],
    ])('refuses %s with a Chinese message', async (_, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: payload === undefined ? '' : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      const body = envelope(response);
      expect(body.code).not.toBe(0);
      expect(body.message).toMatch(CHINESE);
      expect(await app.db.selectFrom('staff_session').selectAll().execute()).toEqual([]);
    });

    it('refuses a sign-in posted from another site', async () => {
      const response = await app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: ADMIN,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(envelope(response).code).toBe(100000007);
    });

    it('slows a (name, IP) down after 5 failures, while the right password from another IP still works', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signIn(app, 'admin', 'guess-guess', '10.0.0.66')).statusCode).toBe(400);
      }
      const throttled = await signIn(app, 'admin', ADMIN.password, '10.0.0.66');
      expectRefusedWith(throttled, 429, 100000003, '登录失败次数过多，请稍后再试');
      expect(Number(throttled.headers['retry-after'])).toBe(30);
      // The attacker cannot lock staff out: the same account signs in from its own IP.
      expect((await signIn(app, 'admin', ADMIN.password, '10.0.0.7')).statusCode).toBe(200);
      // The wait doubles with each further failure once it has passed.
      now += 31_000;
      expect((await signIn(app, 'admin', 'guess-guess', '10.0.0.66')).statusCode).toBe(400);
      const again = await signIn(app, 'admin', ADMIN.password, '10.0.0.66');
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBe(60);
      now += 61_000;
      expect((await signIn(app, 'admin', ADMIN.password, '10.0.0.66')).statusCode).toBe(200);
    });

    it('checks at most 5 of 30 guesses sent together for one name and IP; the others wait, told when', async () => {
      const auditedBefore = (await auditRows('signInFailed')).length;
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => signIn(app, 'admin', 'guess-guess', '10.0.0.67')),
      );
      const checked = answers.filter((response) => response.statusCode === 400);
      const refused = answers.filter((response) => response.statusCode === 429);
      expect(checked).toHaveLength(5);
      expect(refused).toHaveLength(25);
      for (const response of refused) {
        expect(envelope(response).code).toBe(100000003);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await auditRows('signInFailed')).toHaveLength(auditedBefore + 5);
    });

    it('counts an IPv6 address by its /64, as the other limits do', async () => {
      for (let host = 1; host <= 5; host += 1) {
        expect((await signIn(app, 'admin', 'guess-guess', `2001:db8:1:2::${host}`)).statusCode).toBe(400);
      }
      const sameNetwork = await signIn(app, 'admin', ADMIN.password, '2001:db8:1:2:ffff::99');
      expect(sameNetwork.statusCode).toBe(429);
      expect((await signIn(app, 'admin', ADMIN.password, '2001:db8:1:3::1')).statusCode).toBe(200);
    });

    it('does not count a right password, nor a disabled account, as a failure', async () => {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        expect((await signIn(app, 'admin', ADMIN.password, '10.0.0.68')).statusCode).toBe(200);
      }
      expect(await app.db.selectFrom('sign_in_failure').selectAll().execute()).toEqual([]);
    });

    it('refuses a disabled account even with the right password', async () => {
      await app.db
        .updateTable('staff_account')
        .set({ enabled: 0 })
        .where('username', '=', 'editor')
        .execute();
      const response = await signIn(app, EDITOR.username, EDITOR.password);
      expect(envelope(response)).toEqual({
        code: 100000001,
        message: '账号已停用，请联系管理员',
        data: null,
      });
      await app.db
        .updateTable('staff_account')
        .set({ enabled: 1 })
        .where('username', '=', 'editor')
        .execute();
    });
  });

  describe('sessions', () => {
    it('ends the browser’s previous session when it signs in again', async () => {
      const first = await signedIn(app, ADMIN);
      const again = await app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: ADMIN,
        headers: { origin: ORIGIN, cookie: first },
      });
      expect(again.statusCode).toBe(200);
      expect(envelope(await signInfo(first)).code).toBe(100000004);
      expect(envelope(await signInfo(sessionCookie(again))).code).toBe(0);
      expect(await app.db.selectFrom('staff_session').selectAll().execute()).toHaveLength(1);
    });

    it('answers 100000004 without a session, with a made-up one, and after sign-out', async () => {
      for (const cookie of [null, 'sid=abc', `sid=${'A'.repeat(43)}`]) {
        const response = await signInfo(cookie);
        expect(response.statusCode).toBe(401);
        expect(envelope(response)).toEqual({ code: 100000004, message: '请先登录', data: null });
      }
      const cookie = await signedIn(app, EDITOR);
      expect(envelope<StaffInfo>(await signInfo(cookie)).data.username).toBe('editor');
      const out = await call(app, cookie, { method: 'DELETE', url: `${BASE}/signOut` });
      expect(envelope(out).code).toBe(0);
      expect(String(out.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
      expect(envelope(await signInfo(cookie)).code).toBe(100000004);
      expect((await auditRows('signOut'))[0]?.staff_name).toBe('editor');
    });

    it('ends a session idle for 2 hours, and any session 12 hours after sign-in', async () => {
      const idle = await signedIn(app, EDITOR);
      now += 2 * HOUR - 1000;
      expect(envelope(await signInfo(idle)).code).toBe(0);
      now += 2 * HOUR - 1000; // used a moment ago: the idle time starts again
      expect(envelope(await signInfo(idle)).code).toBe(0);
      now += 2 * HOUR;
      expect(envelope(await signInfo(idle)).code).toBe(100000004);

      const busy = await signedIn(app, EDITOR);
      for (let hour = 1; hour < 12; hour += 1) {
        now += HOUR;
        expect(envelope(await signInfo(busy)).code).toBe(0);
      }
      now += HOUR;
      expect(envelope(await signInfo(busy)).code).toBe(100000004);
    });

    it('ends every other session on a password change, keeps this browser signed in, and needs the current password', async () => {
      const other = await signedIn(app, EDITOR);
      const mine = await signedIn(app, EDITOR);
      const change = (cookie: string, oldPassword: string, newPassword: string) =>
        call(app, cookie, {
          method: 'PUT',
          url: `${BASE}/updatePassword`,
          payload: { oldPassword, newPassword },
        });

      expect(envelope(await change(mine, 'wrong-password', 'Another@2026pass'))).toEqual({
        code: 100000001,
        message: '当前密码不正确',
        data: null,
      });
      expect(envelope(await change(mine, EDITOR.password, 'short'))).toMatchObject({
        code: 100000001,
        message: '密码长度应在 10 到 128 位之间',
      });

      const changed = await change(mine, EDITOR.password, 'Another@2026pass');
      expect(envelope(changed).code).toBe(0);
      const fresh = sessionCookie(changed);
      expect(envelope(await signInfo(other)).code).toBe(100000004);
      expect(envelope(await signInfo(mine)).code).toBe(100000004);
      expect(envelope(await signInfo(fresh)).code).toBe(0);
      expect((await signIn(app, 'editor', EDITOR.password)).statusCode).toBe(400);
      // The demo password is published: no one can choose it again (password-strength.ts).
      expect(envelope(await change(fresh, 'Another@2026pass', EDITOR.password)).message).toContain(
        '公开的演示密码',
      );
    });

    it('refuses the cookie of a disabled account, then of a deleted one', async () => {
      const admin = await signedIn(app, ADMIN);
      const { id, cookie: temp } = await createdAndSignedIn(admin, {
        username: 'temp',
        displayName: '临时',
        roles: GRANTS.groupEditor,
        password: 'Brief#Visit2026',
      });
      const save = (enabled: boolean) =>
        call(app, admin, {
          method: 'POST',
          url: BASE,
          payload: { id, displayName: '临时', roles: GRANTS.groupEditor, enabled },
        });
      expect(envelope(await save(false)).code).toBe(0);
      expect(envelope(await signInfo(temp)).code).toBe(100000004);

      expect(envelope(await save(true)).code).toBe(0);
      const again = await signedIn(app, { username: 'temp', password: ownPassword('Brief#Visit2026') });
      expect(envelope(await call(app, admin, { method: 'DELETE', url: `${BASE}?id=${id}` })).code).toBe(0);
      expect(envelope(await signInfo(again)).code).toBe(100000004);
    });
  });

  describe('cross-site writes', () => {
    it('refuses a cookie write from another origin, a cross-site fetch, and one with neither Origin nor Sec-Fetch-Site', async () => {
      const cookie = await signedIn(app, ADMIN);
      const write = (headers: Record<string, string>) =>
        app.inject({ method: 'DELETE', url: `${BASE}/signOut`, headers: { cookie, ...headers } });
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        {},
      ]) {
        const response = await write(headers);
        expectRefusedWith(response, 403, 100000007, '请求来源不被允许，请从管理后台操作');
      }
      expect(envelope(await signInfo(cookie)).code).toBe(0);
      // A same-origin fetch without Origin is fine; reads need no Origin.
      expect(
        envelope(await app.inject({ method: 'GET', url: `${BASE}/signInfo`, headers: { cookie } })).code,
      ).toBe(0);
      expect(envelope(await write({ 'sec-fetch-site': 'same-origin' })).code).toBe(0);
    });

    it('answers staff calls to the console’s fetch or a page opened, never to a picture, frame or script of a page', async () => {
      const cookie = await signedIn(app, ADMIN);
      const exported = async () => (await auditRows('export')).length;
      const before = await exported();
      const exportAs = (headers: Record<string, string>) =>
        app.inject({
          method: 'GET',
          url: '/api/cms/web/siteMessage/export',
          headers: { cookie, 'sec-fetch-site': 'same-origin', ...headers },
        });
      for (const dest of ['image', 'iframe', 'script', 'style', 'object', 'video', 'worker']) {
        const response = await exportAs({ 'sec-fetch-dest': dest, 'sec-fetch-mode': 'no-cors' });
        expect(response.statusCode).toBe(403);
        expect(envelope(response).code).toBe(100000007);
      }
      // A frame that navigates is still not a page the staff member opened.
      expect((await exportAs({ 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' })).statusCode).toBe(
        403,
      );
      expect(await exported()).toBe(before);
      expect((await exportAs({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' })).statusCode).toBe(200);
      expect(
        (await exportAs({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' })).statusCode,
      ).toBe(200);
      expect(await exported()).toBe(before + 2);
    });
  });

  describe('accounts', () => {
    it('creates an account with a generated password shown once, lists and reads it, audits without secrets', async () => {
      const admin = await signedIn(app, ADMIN);
      const created = await call(app, admin, {
        method: 'POST',
        url: BASE,
        // JSON, as the console sends a save with roles (a form body cannot carry a list of objects).
        payload: {
          username: 'Lead.Desk',
          displayName: '线索组',
          roles: [{ role: 'admissionsLead', sites: ['vocational', 'company'] }],
          enabled: true,
        },
      });
      const { id, password } = envelope<{ id: number; password: string }>(created).data;
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect((await signIn(app, 'lead.desk', password)).statusCode).toBe(200);

      const list = envelope<{ total: number; pageList: StaffAccount[] }>(
        await call(app, admin, { method: 'GET', url: `${BASE}/list?keyword=lead` }),
      ).data;
      expect(list.total).toBe(1);
      // `_` and `%` are what they are, not wildcards: "lead_desk" is not "lead.desk".
      for (const literal of ['lead_desk', 'lead%desk', '_', '%']) {
        const found = envelope<{ total: number }>(
          await call(app, admin, {
            method: 'GET',
            url: `${BASE}/list?keyword=${encodeURIComponent(literal)}`,
          }),
        ).data;
        expect([literal, found.total]).toEqual([literal, 0]);
      }
      expect(list.pageList[0]).toMatchObject({
        id,
        username: 'lead.desk',
        displayName: '线索组',
        // Stored in the one order of the catalogue (contract/roles.ts normalizeGrants).
        roles: [{ role: 'admissionsLead', sites: ['company', 'vocational'] }],
        enabled: true,
      });
      expect(JSON.stringify(list)).not.toContain('hash');
      const details = await call(app, admin, { method: 'GET', url: `${BASE}/details?id=${id}` });
      expect(envelope<StaffAccount>(details).data.username).toBe('lead.desk');

      const audit = envelope<{ pageList: AuditEntry[] }>(
        await call(app, admin, { method: 'GET', url: '/api/bms/system/auditLog/list?entity=staffAccount' }),
      ).data.pageList;
      expect(audit[0]).toMatchObject({
        staffName: 'admin',
        action: 'create',
        entity: 'staffAccount',
        entityId: String(id),
        summary: {
          username: 'lead.desk',
          roles: [{ role: 'admissionsLead', sites: ['company', 'vocational'] }],
          enabled: true,
        },
      });
      expect(JSON.stringify(audit)).not.toContain(password);
    });

    it('refuses passwords that are easy to guess or hold the name, saying why, on create, reset and change', async () => {
      const admin = await signedIn(app, ADMIN);
      const create = (username: string, password: string) =>
        call(app, admin, {
          method: 'POST',
          url: BASE,
          payload: { username, displayName: '弱密码', roles: GRANTS.groupEditor, password },
        });
      for (const [password, reason] of [
        ['aaaaaaaaaa', '像 “aaa” 这样的重复字符很容易被猜到'],
        ['1234567890', '这是很常用的密码'],
        ['password123', '系统常用词'],
        ['qwertyuiop', '这是很常用的密码'],
      ]) {
        expect(envelope(await create('weak.one', password!)).message).toContain(reason);
      }
      expect(envelope(await create('zhang.wei', 'zhang.wei#2026Q')).message).toBe('密码不能包含用户名');
      expect(
        await app.db.selectFrom('staff_account').select('id').where('username', '=', 'weak.one').execute(),
      ).toEqual([]);
      const editorId = envelope<StaffInfo>(await signInfo(await signedIn(app, EDITOR))).data.id;
      const reset = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/resetPassword`,
        payload: { id: editorId, password: '1234567890' },
      });
      expect(envelope(reset).message).toContain('这是很常用的密码');
      expect((await signIn(app, 'editor', EDITOR.password)).statusCode).toBe(200);
      const change = await call(app, await signedIn(app, EDITOR), {
        method: 'PUT',
        url: `${BASE}/updatePassword`,
        payload: { oldPassword: EDITOR.password, newPassword: 'editor2026editor' },
      });
      expect(envelope(change).message).toBe('密码不能包含用户名');
    });

    it('resets a password: the new one works, the sessions end, the audit says whose and whether it was generated (never the password)', async () => {
      const admin = await signedIn(app, ADMIN);
      const editor = await signedIn(app, EDITOR);
      const editorId = envelope<StaffInfo>(await signInfo(editor)).data.id;
      const reset = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/resetPassword`,
        payload: { id: editorId },
      });
      const { password } = envelope<{ password: string }>(reset).data;
      expect(envelope(await signInfo(editor)).code).toBe(100000004);
      expect((await signIn(app, 'editor', password)).statusCode).toBe(200);
      const row = (await auditRows('resetPassword'))[0];
      expect(JSON.parse(row?.summary ?? '')).toEqual({ generated: true, name: 'editor' });
      const chosen = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/resetPassword`,
        payload: { id: editorId, password: 'Lanse#Haian-47' },
      });
      expect(envelope(chosen).data).toEqual({ password: null });
      expect(JSON.parse((await auditRows('resetPassword'))[0]?.summary ?? '')).toEqual({
        generated: false,
        name: 'editor',
      });
      // The published demo password cannot be chosen again (password-strength.ts).
      const back = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/resetPassword`,
        payload: { id: editorId, password: EDITOR.password },
      });
      expect(envelope(back).message).toContain('公开的演示密码');
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      [
        'a short password',
        { username: 'new.one', displayName: '新', roles: GRANTS.groupEditor, password: 'short' },
        400,
        '密码长度应在 10 到 128 位之间',
      ],
      [
        'a bad username',
        { username: '张三', displayName: '新', roles: GRANTS.groupEditor },
        400,
        '用户名为 2 到 32 位字母、数字、下划线、点或连字符',
      ],
      ['no username', { displayName: '新', roles: GRANTS.groupEditor }, 400, '请输入用户名'],
      [
        'an oversize name',
        { username: 'new.one', displayName: '名'.repeat(33), roles: GRANTS.groupEditor },
        400,
        '姓名为 1 到 32 个字符，不含 < >',
      ],
      [
        'markup in the name',
        { username: 'new.one', displayName: '<script>', roles: GRANTS.groupEditor },
        400,
        '姓名为 1 到 32 个字符，不含 < >',
      ],
      [
        'an unknown role',
        { username: 'new.one', displayName: '新', roles: [{ role: 'root' }] },
        400,
        '角色不正确',
      ],
      ['a text for roles', { username: 'new.one', displayName: '新', roles: 'all' }, 400, '角色不正确'],
      [
        'a site role without a site',
        { username: 'new.one', displayName: '新', roles: [{ role: 'editor' }] },
        400,
        '请为“编辑”选择适用的站点',
      ],
      [
        'a site role with an empty list of sites',
        { username: 'new.one', displayName: '新', roles: [{ role: 'writer', sites: [] }] },
        400,
        '请为“撰稿人”选择适用的站点',
      ],
      [
        'a group role with sites',
        { username: 'new.one', displayName: '新', roles: [{ role: 'groupAdmin', sites: ['company'] }] },
        400,
        '“集团管理员”适用于全部站点，无需选择站点',
      ],
      [
        'an unknown site',
        { username: 'new.one', displayName: '新', roles: [{ role: 'editor', sites: ['moon'] }] },
        400,
        '站点不正确',
      ],
      [
        'a role twice',
        {
          username: 'new.one',
          displayName: '新',
          roles: [
            { role: 'editor', sites: ['company'] },
            { role: 'editor', sites: ['academic'] },
          ],
        },
        400,
        '角色“编辑”重复，请合并为一项',
      ],
      [
        'a taken username',
        { username: 'EDITOR', displayName: '新', roles: GRANTS.groupEditor },
        400,
        '用户名已存在',
      ],
      ['an unknown id', { id: 999999, displayName: '新', roles: GRANTS.groupEditor }, 404, '账号不存在'],
      ['a text id', { id: 'x', displayName: '新', roles: GRANTS.groupEditor }, 400, '账号编号不正确'],
    ])('refuses to save %s and stores nothing', async (_, payload, status, message) => {
      const admin = await signedIn(app, ADMIN);
      const before = await accountCount();
      const response = await call(app, admin, { method: 'POST', url: BASE, payload });
      expect(response.statusCode).toBe(status);
      expect(envelope(response).message).toBe(message);
      expect(envelope(response).code).not.toBe(0);
      expect(await accountCount()).toBe(before);
    });

    it('answers unknown ids of details, reset and remove with 100000002', async () => {
      const admin = await signedIn(app, ADMIN);
      for (const options of [
        { method: 'GET' as const, url: `${BASE}/details?id=999999` },
        { method: 'PUT' as const, url: `${BASE}/resetPassword`, payload: { id: 999999 } },
        { method: 'DELETE' as const, url: `${BASE}?id=999999` },
      ]) {
        expect(envelope(await call(app, admin, options))).toEqual({
          code: 100000002,
          message: '账号不存在',
          data: null,
        });
      }
      expect(envelope(await call(app, admin, { method: 'GET', url: `${BASE}/details?id=abc` })).code).toBe(
        100000001,
      );
    });

    it('keeps an admin: nobody changes their own roles, disables or deletes themselves', async () => {
      const admin = await signedIn(app, ADMIN);
      const me = envelope<StaffInfo>(await signInfo(admin)).data;
      const self = (payload: Record<string, unknown>) =>
        call(app, admin, {
          method: 'POST',
          url: BASE,
          payload: { id: me.id, displayName: '管理员', ...payload },
        });
      expect(envelope(await self({ roles: GRANTS.groupEditor })).message).toBe(
        '不能修改自己的角色，请由其他管理员修改',
      );
      expect(envelope(await self({ roles: GRANTS.groupAdmin, enabled: false })).message).toBe(
        '不能停用自己的账号',
      );
      // Their own name they may change.
      expect(envelope(await self({ roles: GRANTS.groupAdmin })).code).toBe(0);
      expect(envelope(await call(app, admin, { method: 'DELETE', url: `${BASE}?id=${me.id}` })).message).toBe(
        '不能删除自己的账号',
      );

      // Another admin may take the role away (one admin remains); the guard then refuses this one at once.
      const { cookie: second } = await createdAndSignedIn(admin, {
        username: 'second',
        displayName: '二号',
        roles: GRANTS.accountAdmin,
        password: 'Relay#Desk2026',
      });
      const demote = await call(app, second, {
        method: 'POST',
        url: BASE,
        payload: { id: me.id, displayName: '管理员', roles: GRANTS.groupEditor },
      });
      expect(envelope(demote).code).toBe(0);
      expect(envelope(await call(app, admin, { method: 'GET', url: `${BASE}/list` }))).toEqual({
        code: 100000006,
        message: '无权限执行此操作',
        data: null,
      });
    });

    it('does not let 账号管理员 grant itself other roles', async () => {
      const admin = await signedIn(app, ADMIN);
      const { cookie: keeper } = await createdAndSignedIn(admin, {
        username: 'keeper',
        displayName: '账号管理员',
        roles: GRANTS.accountAdmin,
        password: 'Gate#Ledger2026',
      });
      const me = envelope<StaffInfo>(await signInfo(keeper)).data;
      const grant = await call(app, keeper, {
        method: 'POST',
        url: BASE,
        payload: { id: me.id, roles: GRANTS.groupAdmin },
      });
      expect(envelope(grant)).toEqual({
        code: 100000001,
        message: '不能修改自己的角色，请由其他管理员修改',
        data: null,
        field: 'roles',
      });
      const row = await app.db
        .selectFrom('staff_account')
        .select('roles')
        .where('id', '=', me.id)
        .executeTakeFirst();
      expect(JSON.parse(row?.roles ?? '')).toEqual(GRANTS.accountAdmin);
    });

    it('changes only the fields an update sends: a disabled account stays disabled', async () => {
      const admin = await signedIn(app, ADMIN);
      const created = envelope<{ id: number }>(
        await call(app, admin, {
          method: 'POST',
          url: BASE,
          payload: {
            username: 'paused',
            displayName: '暂停',
            roles: GRANTS.groupEditor,
            enabled: false,
          },
        }),
      ).data;
      const rename = await call(app, admin, {
        method: 'POST',
        url: BASE,
        payload: { id: created.id, displayName: '改名' },
      });
      expect(envelope(rename).code).toBe(0);
      const row = await app.db
        .selectFrom('staff_account')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect([row.display_name, row.enabled, JSON.parse(row.roles)]).toEqual(['改名', 0, GRANTS.groupEditor]);
    });

    it('asks the password again before creating, changing, deleting or resetting an account, changing nothing', async () => {
      const admin = await signedIn(app, ADMIN);
      const { id } = envelope<{ id: number }>(
        await call(app, admin, {
          method: 'POST',
          url: BASE,
          payload: { username: 'teacher', displayName: '老师', roles: GRANTS.groupEditor },
        }),
      ).data;
      const accountRow = () =>
        app.db.selectFrom('staff_account').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const before = await accountRow();
      const auditBefore = await rowCount(app.db, 'audit_log');
      // The teacher's session: a disable would end it.
      await app.db
        .insertInto('staff_session')
        .values({
          token_hash: 'f'.repeat(64),
          staff_id: id,
          created_at: new Date(now).toISOString(),
          last_seen_at: new Date(now).toISOString(),
          ip: null,
          public_id: 'e'.repeat(32),
          user_agent: null,
          confirmed_at: null,
        })
        .execute();
      // The sign-in proved the password; STEP_UP_MS later the proof has run out.
      now += STEP_UP_MS;
      for (const request of [
        { method: 'POST' as const, url: BASE, payload: { id, roles: GRANTS.groupAdmin } },
        { method: 'POST' as const, url: BASE, payload: { id, enabled: false } },
        {
          method: 'POST' as const,
          url: BASE,
          payload: { username: 'intruder', displayName: '入侵', roles: GRANTS.groupAdmin },
        },
        { method: 'PUT' as const, url: `${BASE}/resetPassword`, payload: { id } },
        { method: 'DELETE' as const, url: `${BASE}?id=${id}` },
      ]) {
        const response = await call(app, admin, request);
        const where = `${request.method} ${request.url} ${JSON.stringify(request.payload ?? {})}`;
        expect([where, response.statusCode, envelope(response)]).toEqual([
          where,
          403,
          { code: CODE.stepUpRequired, message: '此操作需要再次输入密码，确认是您本人', data: null },
        ]);
      }
      expect(await accountRow()).toEqual(before);
      expect(
        await app.db.selectFrom('staff_account').select('id').where('username', '=', 'intruder').execute(),
      ).toEqual([]);
      expect(
        await app.db.selectFrom('staff_session').select('public_id').where('staff_id', '=', id).execute(),
      ).toHaveLength(1);
      expect(await rowCount(app.db, 'audit_log')).toBe(auditBefore);
      // Reading is not sensitive: the list still answers.
      expect((await call(app, admin, { method: 'GET', url: `${BASE}/list` })).statusCode).toBe(200);

      const confirmed = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/confirmPassword`,
        payload: { password: ADMIN.password },
      });
      expect(confirmed.statusCode).toBe(200);
      const granted = await call(app, admin, {
        method: 'POST',
        url: BASE,
        payload: { id, roles: [...GRANTS.groupEditor, ...GRANTS.leadsEverywhere] },
      });
      expect(granted.statusCode).toBe(200);
      expect(JSON.parse((await accountRow()).roles)).toEqual([
        ...GRANTS.groupEditor,
        ...GRANTS.leadsEverywhere,
      ]);
    });

    it('refuses the export to an account whose roles do not export leads', async () => {
      const admin = await signedIn(app, ADMIN);
      const { cookie: exporter } = await createdAndSignedIn(admin, {
        username: 'exporter',
        displayName: '只看线索',
        roles: GRANTS.leadsEverywhere,
        password: 'Sheet#Porter2026',
      });
      const response = await call(app, exporter, { method: 'GET', url: '/api/cms/web/siteMessage/export' });
      expect(envelope(response).code).toBe(100000006);
    });
  });

  describe('audit list', () => {
    it('filters by entity, staff and time, newest first, pages', async () => {
      const admin = await signedIn(app, ADMIN);
      const me = envelope<StaffInfo>(await signInfo(admin)).data;
      const page = async (query: string) =>
        envelope<{ total: number; pageList: AuditEntry[] }>(
          await call(app, admin, { method: 'GET', url: `/api/bms/system/auditLog/list?${query}` }),
        );
      const all = await page('pageSize=2');
      expect(all.code).toBe(0);
      expect(all.data.pageList).toHaveLength(2);
      expect(all.data.pageList[0]!.id).toBeGreaterThan(all.data.pageList[1]!.id);
      const mine = await page(`staffId=${me.id}&entity=session`);
      expect(mine.data.pageList.every((entry) => entry.staffId === me.id && entry.entity === 'session')).toBe(
        true,
      );
      const future = await page(`from=2999-01-01`);
      expect(future.data).toEqual({ total: 0, pageList: [] });
      const past = await page(`to=2000-01-01`);
      expect(past.data.total).toBe(0);
      for (const bad of ['from=yesterday', 'staffId=x', 'entity=%3Cb%3E', 'pageSize=1001']) {
        const response = await page(bad);
        expect(response.code).toBe(100000001);
        expect(response.message).toMatch(CHINESE);
      }
    });
  });
});

describe('the session cookie behind an HTTPS proxy', () => {
  it('is Secure', async () => {
    const app = await build({ store: 'sqlite', env: { TRUST_PROXY: '1' } });
    const response = await app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: ADMIN,
      headers: { origin: 'https://localhost:80', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  }, 60_000);
});
