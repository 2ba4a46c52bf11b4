import { generate } from 'otplib';
import { build, envelope, expectRefusedWith, STORES, type TestApp } from '../../../../helper';
import { CODE } from '@contract/codes';
import { STEP_UP_MS } from '@contract/staff';
import type {
  RecoveryCodes,
  StaffInfo,
  TwoFactorChallenge,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@contract/staff';
import { matchingStep } from '../../../../../src/staff/two-factor';
import { ADMIN, call, EDITOR, ORIGIN, sessionCookie, signedIn, signIn, GRANTS } from './staff';

const BASE = '/api/bms/system/admin';
const KEY = 'a1'.repeat(32);
const STEP = 30_000;

/** RFC 6238 appendix B (SHA-1): the library answers the standard's own test vectors. */
describe('TOTP per RFC 6238', () => {
  // "12345678901234567890" in base32.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s (the last 6 of the 8-digit vector)', async (seconds, code) => {
    expect(await generate({ secret, epoch: seconds })).toBe(code);
    expect(await matchingStep(secret, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
    // One step either side is accepted (clock drift), two are not.
    expect(await matchingStep(secret, code, (seconds + 30) * 1000)).toBe(Math.floor(seconds / 30));
    expect(await matchingStep(secret, code, (seconds + 90) * 1000)).toBeNull();
  });
});

describe.each(STORES)('two-factor sign-in on %s', (store) => {
  let app: TestApp;
  let now: number;
  let nextIp = 0;
  let demoHashes: { id: number; password_hash: string }[] = [];
  /** A fresh address per test: the throttle's per-address counters do not leak between tests. */
  const freshIp = () => {
    nextIp += 1;
    return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
  };

  beforeAll(async () => {
    app = await build({ store, env: { STAFF_TOTP_KEY: KEY } });
    // In the middle of a 30-second step.
    now = Date.parse('2026-03-01T08:00:10.000Z');
    app.clock.now = () => now;
    demoHashes = await app.db.selectFrom('staff_account').select(['id', 'password_hash']).execute();
  }, 60_000);
  afterEach(async () => {
    now += 24 * 3_600_000;
    for (const table of [
      'sign_in_failure',
      'staff_session',
      'staff_two_factor',
      'staff_recovery_code',
      'staff_sign_in_challenge',
    ] as const) {
      await app.db.deleteFrom(table).execute();
    }
    await app.db.updateTable('staff_security_policy').set({ require_two_factor: 0 }).execute();
    await app.db.deleteFrom('staff_account').where('username', 'not in', ['admin', 'editor']).execute();
    // A test that reset a demo password gives it back.
    for (const { id, password_hash } of demoHashes) {
      // An admin's reset makes the owner change the password at the next sign-in: undone with it.
      await app.db
        .updateTable('staff_account')
        .set({ password_hash, must_change_password: 0 })
        .where('id', '=', id)
        .execute();
    }
  });

  const codeAt = (secret: string, at = now) => generate({ secret, epoch: Math.floor(at / 1000) });
  /** A demo account's id, by its username. */
  const accountNamed = (username: string) =>
    app.db
      .selectFrom('staff_account')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
  /** The sessions an account has now. */
  const sessionsOf = (staffId: number) =>
    app.db.selectFrom('staff_session').select('staff_id').where('staff_id', '=', staffId).execute();
  const auditRows = (action: string) =>
    app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  const signInWithCode = (pendingToken: unknown, code: unknown, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: `${BASE}/signInWithCode`,
      payload: { pendingToken, code },
      headers: { origin: ORIGIN },
      remoteAddress: ip,
    });

  /** Enrols an account (signed in from `ip`): its secret and recovery codes. */
  async function enrol(account: { username: string; password: string }, ip = freshIp()) {
    const cookie = await signedIn(app, account, ip);
    const setup = envelope<TwoFactorSetup>(
      await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` }),
    ).data;
    const activated = await call(app, cookie, {
      method: 'POST',
      url: `${BASE}/activateTwoFactor`,
      payload: { code: await codeAt(setup.secret) },
    });
    expect(activated.statusCode).toBe(200);
    // The next code step: the enrolment's code is used up.
    now += STEP;
    return {
      cookie,
      secret: setup.secret,
      recoveryCodes: envelope<RecoveryCodes>(activated).data.recoveryCodes,
    };
  }

  async function challenge(account: { username: string; password: string }, ip = '127.0.0.1') {
    const response = await signIn(app, account.username, account.password, ip);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    return envelope<TwoFactorChallenge>(response).data;
  }

  describe('enrolment', () => {
    it('makes a secret, confirms it only with a right code, then hands out 10 recovery codes once', async () => {
      const cookie = await signedIn(app, ADMIN, freshIp());
      const start = await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` });
      expect(start.statusCode).toBe(200);
      const setup = envelope<TwoFactorSetup>(start).data;
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.uri).toBe(
        `otpauth://totp/${encodeURIComponent('华夏教育集团管理后台')}:admin?secret=${setup.secret}&issuer=${encodeURIComponent('华夏教育集团管理后台')}`,
      );
      // Stored sealed under STAFF_TOTP_KEY, never as it is.
      const stored = await app.db.selectFrom('staff_two_factor').selectAll().executeTakeFirstOrThrow();
      expect(stored.secret).toMatch(/^gcm:/);
      expect(stored.secret).not.toContain(setup.secret);
      expect(stored.enabled_at).toBeNull();

      // A wrong code confirms nothing.
      const right = await codeAt(setup.secret);
      const wrong = right === '000000' ? '111111' : '000000';
      const refused = await call(app, cookie, {
        method: 'POST',
        url: `${BASE}/activateTwoFactor`,
        payload: { code: wrong },
      });
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).message).toContain('验证码不正确');
      expect(
        envelope<TwoFactorStatus>(await call(app, cookie, { method: 'GET', url: `${BASE}/getTwoFactor` }))
          .data.enabled,
      ).toBe(false);

      const activated = await call(app, cookie, {
        method: 'POST',
        url: `${BASE}/activateTwoFactor`,
        payload: { code: right },
      });
      expect(activated.statusCode).toBe(200);
      const { recoveryCodes } = envelope<RecoveryCodes>(activated).data;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
      // Only hashes are kept.
      const hashes = await app.db.selectFrom('staff_recovery_code').select('code_hash').execute();
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes) {
        expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(recoveryCodes.some((code) => code_hash.includes(code.replace(/-/g, '')))).toBe(false);
      }

      const status = envelope<TwoFactorStatus>(
        await call(app, cookie, { method: 'GET', url: `${BASE}/getTwoFactor` }),
      );
      expect(status.data).toEqual({
        enabled: true,
        required: false,
        enabledAt: expect.any(String),
        recoveryCodesLeft: 10,
      });
      expect(JSON.stringify(status)).not.toContain(setup.secret);
      // The secret is never sent again: a new setup is refused while it is on.
      const again = await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` });
      expect(again.statusCode).toBe(400);
      expect(envelope(again).message).toContain('两步验证已启用');
      expect(JSON.stringify(envelope(again))).not.toContain(setup.secret);

      const signInfo = envelope<StaffInfo>(
        await call(app, cookie, { method: 'GET', url: `${BASE}/signInfo` }),
      );
      expect(signInfo.data).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
      expect((await auditRows('enableTwoFactor'))[0]).toMatchObject({
        staff_name: 'admin',
        entity: 'staffAccount',
      });
      expect((await auditRows('enableTwoFactorFailed'))[0]).toMatchObject({ staff_name: 'admin' });
    });

    it.each<[string, unknown]>([
      ['five digits', '12345'],
      ['seven digits', '1234567'],
      ['letters', 'abcdef'],
      ['a number', 123456],
      ['nothing', undefined],
    ])('refuses %s as the enrolment code with a Chinese message', async (_, code) => {
      const cookie = await signedIn(app, ADMIN, freshIp());
      await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` });
      const response = await call(app, cookie, {
        method: 'POST',
        url: `${BASE}/activateTwoFactor`,
        payload: code === undefined ? {} : { code },
      });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe(CODE.badRequest);
      expect(envelope(response).message).toMatch(/验证码/);
      const row = await app.db.selectFrom('staff_two_factor').select('enabled_at').executeTakeFirstOrThrow();
      expect(row.enabled_at).toBeNull();
    });
  });

  describe('sign-in', () => {
    it('asks a code after the password, then signs in with it; the same code is refused the second time', async () => {
      const { secret } = await enrol(ADMIN);
      await app.db.deleteFrom('staff_session').execute();
      const lastSignIn = () =>
        app.db
          .selectFrom('staff_account')
          .select(['last_sign_in_at', 'last_sign_in_ip'])
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow();
      const enrolling = await lastSignIn();
      const first = await challenge(ADMIN);
      // The password step alone is no sign-in: 上次登录 does not move.
      expect(await lastSignIn()).toEqual(enrolling);
      expect(first).toEqual({
        twoFactor: 'codeNeeded',
        pendingToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: new Date(now + 5 * 60_000).toISOString(),
      });
      expect(await app.db.selectFrom('staff_session').selectAll().execute()).toHaveLength(0);
      // Only the token's hash is stored.
      const stored = await app.db.selectFrom('staff_sign_in_challenge').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(first.pendingToken);

      const code = await codeAt(secret);
      const response = await signInWithCode(first.pendingToken, code);
      expect(response.statusCode).toBe(200);
      expect(envelope<StaffInfo>(response).data).toMatchObject({
        username: 'admin',
        twoFactorEnabled: true,
        twoFactorRequired: false,
        // 上次登录 is the sign-in that enrolled, whatever the password step did since.
        previousSignInAt: enrolling.last_sign_in_at,
        previousSignInIp: enrolling.last_sign_in_ip,
      });
      expect(enrolling.last_sign_in_at).not.toBeNull();
      expect(sessionCookie(response)).toMatch(/^sid=/);
      expect(JSON.parse((await auditRows('signIn'))[0]!.summary)).toEqual({ method: 'totp' });

      // The same code again, with a new password step, within its 30 seconds: refused.
      const second = await challenge(ADMIN);
      const replay = await signInWithCode(second.pendingToken, code);
      expectRefusedWith(replay, 400, CODE.badRequest, '该验证码已使用过，请等待验证器显示新的验证码');
      expect(replay.headers['set-cookie']).toBeUndefined();
      expect(await app.db.selectFrom('staff_session').selectAll().execute()).toHaveLength(1);
      expect(JSON.parse((await auditRows('signInFailed'))[0]!.summary)).toMatchObject({
        reason: 'replayedCode',
      });
      // The used token is gone; the second one still works with the next code.
      expect((await signInWithCode(first.pendingToken, code)).statusCode).toBe(400);
      now += STEP;
      expect((await signInWithCode(second.pendingToken, await codeAt(secret))).statusCode).toBe(200);
    });

    it('takes a recovery code once, and refuses it the second time', async () => {
      const { recoveryCodes } = await enrol(EDITOR);
      const code = recoveryCodes[3]!;
      const first = await challenge(EDITOR);
      // Any case, dashes or not.
      const response = await signInWithCode(first.pendingToken, code.toUpperCase().replace(/-/g, ''));
      expect(response.statusCode).toBe(200);
      expect(JSON.parse((await auditRows('signIn'))[0]!.summary)).toEqual({
        method: 'recoveryCode',
        recoveryCodesLeft: 9,
      });

      const second = await challenge(EDITOR);
      const again = await signInWithCode(second.pendingToken, code);
      expect(again.statusCode).toBe(400);
      expect(envelope(again).message).toBe('该恢复码已使用过，每个恢复码只能使用一次');
      expect(again.headers['set-cookie']).toBeUndefined();
      const wrong = await signInWithCode(second.pendingToken, 'aaaa-bbbb-cccc-dddd');
      expect(envelope(wrong).message).toBe('恢复码不正确');
      const used = await app.db.selectFrom('staff_recovery_code').select('used_at').execute();
      expect(used.filter((row) => row.used_at !== null)).toHaveLength(1);
    });

    it.each<[string, unknown, unknown]>([
      ['a five-digit code', 'token', '12345'],
      ['a code with letters', 'token', '12a456'],
      ['a short recovery code', 'token', 'abcd-efgh-ijkl'],
      ['a recovery code with 0 and 1 (not base32)', 'token', 'abcd-efgh-ijkl-mn01'],
      ['a number', 'token', 123456],
      ['no code', 'token', undefined],
      ['a malformed token', 'not a token', '123456'],
      ['no token', undefined, '123456'],
    ])('refuses %s with a Chinese message and signs nobody in', async (_, token, code) => {
      await enrol(ADMIN);
      const { pendingToken } = await challenge(ADMIN);
      const response = await signInWithCode(token === 'token' ? pendingToken : token, code);
      expect(response.statusCode).toBe(400);
      const body = envelope(response);
      expect(body.code).toBe(CODE.badRequest);
      expect(body.message).toMatch(/[\u4e00-\u9fff]/);
      expect(body.message).toMatch(/验证码|登录已超时/);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses an expired or unknown pending token with its own code', async () => {
      const { secret } = await enrol(ADMIN);
      await app.db.deleteFrom('staff_session').execute();
      const { pendingToken } = await challenge(ADMIN);
      now += 5 * 60_000;
      const expired = await signInWithCode(pendingToken, await codeAt(secret));
      expectRefusedWith(expired, 400, CODE.signInExpired, '登录已超时，请重新输入用户名和密码');
      const unknown = await signInWithCode('A'.repeat(43), await codeAt(secret));
      expect(envelope(unknown).code).toBe(CODE.signInExpired);
      expect(await app.db.selectFrom('staff_session').selectAll().execute()).toHaveLength(0);
      // Nothing was used up: the step is still free for a fresh sign-in.
      const row = await app.db.selectFrom('staff_two_factor').select('last_step').executeTakeFirstOrThrow();
      expect(row.last_step).toBeLessThan(Math.floor(now / STEP));
    });

    it('checks 5 codes per pending token: of 1,000 wrong codes under one token from 1,000 addresses none gets through, then not even the right one', async () => {
      const { secret } = await enrol(ADMIN);
      await app.db.deleteFrom('staff_session').execute();
      const { pendingToken } = await challenge(ADMIN);
      const failedBefore = (await auditRows('signInFailed')).length;
      const valid = new Set(await Promise.all([-1, 0, 1].map((step) => codeAt(secret, now + step * STEP))));
      const guesses = Array.from({ length: 1_000 + valid.size }, (_, i) => String(i).padStart(6, '0'))
        .filter((code) => !valid.has(code))
        .slice(0, 1_000);
      const answers = new Map<string, number>();
      const BATCH = 25;
      for (let start = 0; start < guesses.length; start += BATCH) {
        const responses = await Promise.all(
          guesses
            .slice(start, start + BATCH)
            .map((code, i) =>
              signInWithCode(
                pendingToken,
                code,
                `10.200.${Math.floor((start + i) / 250)}.${(start + i) % 250}`,
              ),
            ),
        );
        for (const response of responses) {
          const { code, message } = envelope(response);
          const key = `${response.statusCode} ${code} ${message}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
        }
      }
      // Exactly 5 codes were checked (the token's tries are taken in one conditional update): 4
      // answered wrong, the 5th ended the token. The rest found no tries left, or the token gone
      // (or, on PostgreSQL, sent while the account's count was momentarily full, had to wait).
      const wrong = `400 ${CODE.badRequest} 验证码不正确，请输入验证器应用中当前显示的 6 位数字`;
      expect(answers.get(wrong)).toBe(4);
      const others = [...answers].filter(([key]) => key !== wrong);
      for (const [key] of others) {
        expect([
          `400 ${CODE.signInExpired} 验证码错误次数过多，请重新输入用户名和密码`,
          `400 ${CODE.signInExpired} 登录已超时，请重新输入用户名和密码`,
          `429 ${CODE.tooManyRequests} 验证码错误次数过多，请稍后再试`,
        ]).toContain(key);
      }
      expect(others.reduce((sum, [, n]) => sum + n, 0)).toBe(996);
      const late = await signInWithCode(pendingToken, await codeAt(secret));
      expect(envelope(late).code).toBe(CODE.signInExpired);
      expect(await app.db.selectFrom('staff_session').selectAll().execute()).toHaveLength(0);
      expect(await app.db.selectFrom('staff_sign_in_challenge').selectAll().execute()).toHaveLength(0);
      expect(await auditRows('signInFailed')).toHaveLength(failedBefore + 5);
    }, 300_000);

    it("does not let wrong codes sent by a password holder lock the owner's code step", async () => {
      const ownerIp = freshIp();
      const { secret } = await enrol(ADMIN, ownerIp);
      await app.db.deleteFrom('staff_session').execute();
      // The password holder, token after token, from 40 addresses of their own.
      const right = new Set(await Promise.all([-1, 0, 1].map((step) => codeAt(secret, now + step * STEP))));
      const wrongCodes = Array.from({ length: 50 }, (_, i) => String(100_000 + i)).filter(
        (c) => !right.has(c),
      );
      let refusedLater = 0;
      for (let round = 0; round < 8; round += 1) {
        const ip = freshIp();
        const { pendingToken } = await challenge(ADMIN, ip);
        for (let i = 0; i < 5; i += 1) {
          const response = await signInWithCode(pendingToken, wrongCodes[round * 5 + i], freshIp());
          expect(response.statusCode).not.toBe(200);
          if (response.statusCode === 429) refusedLater += 1;
        }
      }
      // Their guesses stay bounded: past 10 wrong codes their addresses wait.
      expect(refusedLater).toBe(30);
      const attacker = await challenge(ADMIN, freshIp());
      const stopped = await signInWithCode(attacker.pendingToken, await codeAt(secret), freshIp());
      expect(stopped.statusCode).toBe(429);
      // The owner, from where the account last signed in, signs in at once with the right code.
      const owner = await challenge(ADMIN, ownerIp);
      const response = await signInWithCode(owner.pendingToken, await codeAt(secret), ownerIp);
      expect(response.statusCode).toBe(200);
      expect(envelope<StaffInfo>(response).data.username).toBe('admin');
    });

    it('refuses a pending token issued before a password reset (or before its sessions were ended)', async () => {
      const { secret } = await enrol(EDITOR);
      const editor = await accountNamed('editor');
      const admin = await signedIn(app, ADMIN, freshIp());
      const before = await challenge(EDITOR, freshIp());
      const reset = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/resetPassword`,
        payload: { id: editor.id, password: 'Tq7#vR2m!Kx9pL' },
      });
      expect(reset.statusCode).toBe(200);
      const refused = await signInWithCode(before.pendingToken, await codeAt(secret));
      expectRefusedWith(refused, 400, CODE.signInExpired, '登录已超时，请重新输入用户名和密码');
      expect(refused.headers['set-cookie']).toBeUndefined();
      // An admin's 结束全部登录 ends the pending code step too.
      const pending = await challenge({ username: 'editor', password: 'Tq7#vR2m!Kx9pL' }, freshIp());
      await call(app, admin, {
        method: 'DELETE',
        url: `/api/bms/system/staffSession/removeByAccount?id=${editor.id}`,
      });
      expect(envelope(await signInWithCode(pending.pendingToken, await codeAt(secret))).code).toBe(
        CODE.signInExpired,
      );
      expect(await sessionsOf(editor.id)).toHaveLength(0);
      // The new password's own pending token works.
      const after = await challenge({ username: 'editor', password: 'Tq7#vR2m!Kx9pL' }, freshIp());
      expect((await signInWithCode(after.pendingToken, await codeAt(secret))).statusCode).toBe(200);
    });

    it('keeps password-only accounts signing in at once', async () => {
      const response = await signIn(app, EDITOR.username, EDITOR.password, freshIp());
      expect(envelope<StaffInfo>(response).data).toMatchObject({
        username: 'editor',
        twoFactorEnabled: false,
        twoFactorRequired: false,
      });
      expect(sessionCookie(response)).toMatch(/^sid=/);
    });
  });

  describe('step-up (the password again before a sensitive action)', () => {
    const confirm = (cookie: string, password: unknown, ip?: string) =>
      app.inject({
        method: 'PUT',
        url: `${BASE}/confirmPassword`,
        payload: { password },
        headers: { origin: ORIGIN, cookie },
        ...(ip ? { remoteAddress: ip } : {}),
      });
    const STEP_UP_REFUSAL = {
      code: CODE.stepUpRequired,
      message: '此操作需要再次输入密码，确认是您本人',
      data: null,
    };

    it('refuses to start two-factor without a recent password confirmation, changing nothing; confirming the password opens it', async () => {
      const ip = freshIp();
      const cookie = await signedIn(app, ADMIN, ip);
      // Signing in proved the password: for STEP_UP_MS only.
      now += STEP_UP_MS;
      const refused = await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` });
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused)).toEqual(STEP_UP_REFUSAL);
      expect(await app.db.selectFrom('staff_two_factor').selectAll().execute()).toHaveLength(0);

      // A wrong password: refused, audited, counted as a sign-in failure of that address.
      const wrong = await confirm(cookie, 'not-the-password', ip);
      expect(wrong.statusCode).toBe(400);
      expect(envelope(wrong).message).toBe('当前密码不正确');
      expect((await auditRows('confirmPasswordFailed'))[0]).toMatchObject({ staff_name: 'admin' });
      expect((await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` })).statusCode).toBe(
        403,
      );

      const right = await confirm(cookie, ADMIN.password, ip);
      expect(right.statusCode).toBe(200);
      expect(envelope(right).data).toEqual({ confirmedUntil: new Date(now + STEP_UP_MS).toISOString() });
      expect((await auditRows('confirmPassword'))[0]).toMatchObject({
        staff_name: 'admin',
        entity: 'session',
      });
      const start = await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` });
      expect(start.statusCode).toBe(200);
      expect(await app.db.selectFrom('staff_two_factor').selectAll().execute()).toHaveLength(1);
      // The confirmation is this session's only: another session of the account is still asked.
      const other = await signedIn(app, ADMIN, freshIp());
      now += STEP_UP_MS - 1;
      expect((await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` })).statusCode).toBe(
        200,
      );
      now += 1;
      expect(envelope(await call(app, other, { method: 'PUT', url: `${BASE}/startTwoFactor` }))).toEqual(
        STEP_UP_REFUSAL,
      );
    });

    it('throttles password confirmations like sign-ins', async () => {
      const ip = freshIp();
      const cookie = await signedIn(app, ADMIN, ip);
      for (let i = 0; i < 5; i += 1) expect((await confirm(cookie, `wrong-${i}`, ip)).statusCode).toBe(400);
      const throttled = await confirm(cookie, ADMIN.password, ip);
      expect(throttled.statusCode).toBe(429);
      expect(envelope(throttled).message).toBe('密码错误次数过多，请稍后再试');
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    });

    it("asks it before resetting another account's two-factor or changing the security policy, changing nothing", async () => {
      await enrol(EDITOR);
      const { cookie } = await enrol(ADMIN);
      const editor = await accountNamed('editor');
      const resetsBefore = (await auditRows('resetTwoFactor')).length;
      now += STEP_UP_MS;
      const reset = await call(app, cookie, {
        method: 'PUT',
        url: `${BASE}/resetTwoFactor`,
        payload: { id: editor.id },
      });
      expect(reset.statusCode).toBe(403);
      expect(envelope(reset)).toEqual(STEP_UP_REFUSAL);
      const policy = await call(app, cookie, {
        method: 'PUT',
        url: `${BASE}/updateSecurityPolicy`,
        payload: { requireTwoFactor: true },
      });
      expect(envelope(policy)).toEqual(STEP_UP_REFUSAL);
      expect(await app.db.selectFrom('staff_two_factor').selectAll().execute()).toHaveLength(2);
      expect(
        (await app.db.selectFrom('staff_security_policy').selectAll().executeTakeFirstOrThrow())
          .require_two_factor,
      ).toBe(0);
      expect(await auditRows('resetTwoFactor')).toHaveLength(resetsBefore);
    });

    it('asks a session that has never confirmed (one of before this change) every time', async () => {
      const cookie = await signedIn(app, ADMIN, freshIp());
      await app.db.updateTable('staff_session').set({ confirmed_at: null }).execute();
      expect(envelope(await call(app, cookie, { method: 'PUT', url: `${BASE}/startTwoFactor` }))).toEqual(
        STEP_UP_REFUSAL,
      );
    });
  });

  describe('turning it off', () => {
    it('takes the password; a wrong one changes nothing', async () => {
      const { cookie } = await enrol(ADMIN);
      const wrong = await call(app, cookie, {
        method: 'PUT',
        url: `${BASE}/endTwoFactor`,
        payload: { password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(envelope(wrong).message).toBe('当前密码不正确');
      expect(await app.db.selectFrom('staff_two_factor').selectAll().execute()).toHaveLength(1);

      const right = await call(app, cookie, {
        method: 'PUT',
        url: `${BASE}/endTwoFactor`,
        payload: { password: ADMIN.password },
      });
      expect(right.statusCode).toBe(200);
      expect(await app.db.selectFrom('staff_two_factor').selectAll().execute()).toHaveLength(0);
      expect(await app.db.selectFrom('staff_recovery_code').selectAll().execute()).toHaveLength(0);
      expect((await auditRows('disableTwoFactor'))[0]).toMatchObject({ staff_name: 'admin' });
      // Password alone again.
      expect(sessionCookie(await signIn(app, ADMIN.username, ADMIN.password, freshIp()))).toMatch(/^sid=/);
    });

    it("lets an admin reset another account's two-factor sign-in, ending its sessions", async () => {
      await enrol(EDITOR);
      const editor = await accountNamed('editor');
      const admin = await signedIn(app, ADMIN, freshIp());
      const listed = envelope<{ pageList: { username: string; twoFactorEnabled: boolean }[] }>(
        await call(app, admin, { method: 'GET', url: `${BASE}/list` }),
      ).data.pageList;
      expect(listed.find((row) => row.username === 'editor')?.twoFactorEnabled).toBe(true);

      const reset = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/resetTwoFactor`,
        payload: { id: editor.id },
      });
      expect(reset.statusCode).toBe(200);
      expect(await sessionsOf(editor.id)).toHaveLength(0);
      expect((await auditRows('resetTwoFactor'))[0]).toMatchObject({
        staff_name: 'admin',
        entity_id: String(editor.id),
      });
      const again = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/resetTwoFactor`,
        payload: { id: editor.id },
      });
      expect(envelope(again).message).toBe('该账号未启用两步验证');
      // The editor may not reset anyone's (no accounts bit).
      const editorCookie = await signedIn(app, EDITOR, freshIp());
      const forbidden = await call(app, editorCookie, {
        method: 'PUT',
        url: `${BASE}/resetTwoFactor`,
        payload: { id: editor.id },
      });
      expect(envelope(forbidden).code).toBe(CODE.forbidden);
    });
  });

  describe('the security policy', () => {
    it('sends an account with the accounts or export bit to enrol before anything else, once it is on', async () => {
      const admin = await signedIn(app, ADMIN, freshIp());
      const early = await call(app, admin, {
        method: 'PUT',
        url: `${BASE}/updateSecurityPolicy`,
        payload: { requireTwoFactor: true },
      });
      expect(envelope(early).message).toBe('请先为自己的账号启用两步验证，再要求其他账号使用');
      expect(
        (await app.db.selectFrom('staff_security_policy').selectAll().executeTakeFirstOrThrow())
          .require_two_factor,
      ).toBe(0);

      const { cookie } = await enrol(ADMIN);
      const on = await call(app, cookie, {
        method: 'PUT',
        url: `${BASE}/updateSecurityPolicy`,
        payload: { requireTwoFactor: true },
      });
      expect(on.statusCode).toBe(200);
      expect((await auditRows('update')).find((row) => row.entity === 'securityPolicy')).toBeDefined();

      // An exporter without 2FA: signed in, but only to enrol.
      const created = await call(app, cookie, {
        method: 'POST',
        url: BASE,
        payload: { username: 'exporter', displayName: '导出员', roles: GRANTS.exportEverywhere },
      });
      const { password: temporaryPassword } = envelope<{ password: string }>(created).data;
      const password = 'Tq8#mV3n!Lx2pR';
      const response = await signIn(app, 'exporter', temporaryPassword, freshIp());
      expect(envelope<StaffInfo>(response).data).toMatchObject({
        twoFactorEnabled: false,
        twoFactorRequired: true,
        mustChangePassword: true,
      });
      // The temporary password comes first (issue 37 item 4): changed, then enrolment.
      const temporary = sessionCookie(response);
      expectRefusedWith(
        await call(app, temporary, { method: 'GET', url: `${BASE}/getTwoFactor` }),
        403,
        CODE.passwordChangeRequired,
        '请先修改密码：当前密码由管理员设置，修改后才能继续使用',
      );
      const changed = await call(app, temporary, {
        method: 'PUT',
        url: `${BASE}/updatePassword`,
        payload: { oldPassword: temporaryPassword, newPassword: password },
      });
      expect(envelope(changed).code).toBe(0);
      const exporter = sessionCookie(changed);
      const blocked = await call(app, exporter, { method: 'GET', url: '/api/cms/web/siteMessage/list' });
      expectRefusedWith(
        blocked,
        403,
        CODE.twoFactorSetupRequired,
        '请先启用两步验证：管理员要求此账号使用两步验证登录',
      );
      const status = await call(app, exporter, { method: 'GET', url: `${BASE}/getTwoFactor` });
      expect(envelope<TwoFactorStatus>(status).data).toMatchObject({ enabled: false, required: true });
      const setup = envelope<TwoFactorSetup>(
        await call(app, exporter, { method: 'PUT', url: `${BASE}/startTwoFactor` }),
      ).data;
      await call(app, exporter, {
        method: 'POST',
        url: `${BASE}/activateTwoFactor`,
        payload: { code: await codeAt(setup.secret) },
      });
      expect(
        (await call(app, exporter, { method: 'GET', url: '/api/cms/web/siteMessage/list' })).statusCode,
      ).toBe(200);
      // Required: it cannot be turned off.
      const off = await call(app, exporter, {
        method: 'PUT',
        url: `${BASE}/endTwoFactor`,
        payload: { password },
      });
      expect(envelope(off).message).toBe('管理员要求此账号使用两步验证，不能停用');

      // The content editor is not covered.
      const editor = await signIn(app, EDITOR.username, EDITOR.password, freshIp());
      expect(envelope<StaffInfo>(editor).data.twoFactorRequired).toBe(false);
      expect(
        (await call(app, sessionCookie(editor), { method: 'GET', url: '/api/cms/web/siteMenu/list' }))
          .statusCode,
      ).not.toBe(403);
    });
  });
});
