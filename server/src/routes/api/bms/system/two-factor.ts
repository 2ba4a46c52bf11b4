import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CODE } from '@contract/codes';
import {
  RecoveryCodes,
  SecurityPolicy,
  SignInCodeBody,
  StaffInfo,
  TwoFactorActivateBody,
  TwoFactorEndBody,
  TwoFactorResetBody,
  TwoFactorSetup,
  TwoFactorStatus,
  TOTP_CODE,
} from '@contract/staff';
import { ClientError } from '../../../../lib/client-error';
import { clientKey } from '../../../../lib/client-key';
import { ok, responses } from '../../../../lib/responses';
import { staffOf } from '../../../../plugins/app/staff-auth';
import { findAccountById, grantsOf } from '../../../../repositories/staff-account';
import { toStaffInfo } from '../../../../staff/accounts';
import { completeSignIn } from '../../../../staff/complete-sign-in';
import { checkCurrentPassword, refuseIfWaiting } from '../../../../staff/current-password';
import { clearFailures, codeKey, forgetAttempt, reserveAttempt, THROTTLE } from '../../../../staff/throttle';
import { totpKeyOf } from '../../../../staff/totp-key';
import { openSecret, sealSecret } from '../../../../lib/sealed-secret';
import {
  challengeAccount,
  endChallenge,
  matchingStep,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
  requiredFor,
  storeRecoveryCodes,
  takeCodeTry,
  useRecoveryCode,
} from '../../../../staff/two-factor';
import {
  activateEnrolment,
  policyRequiresTwoFactor,
  recoveryCodesLeft,
  removeTwoFactor,
  setPolicy,
  startEnrolment,
  takeStep,
  twoFactorOf,
} from '../../../../repositories/staff-two-factor';

const bad = (message: string) => new ClientError(400, CODE.badRequest, message);
const EXPIRED = '登录已超时，请重新输入用户名和密码';
const TOO_MANY_CODES = '验证码错误次数过多，请重新输入用户名和密码';
const UNREADABLE = '两步验证密钥无法读取，请联系管理员重置此账号的两步验证';
const TOTP = new RegExp(TOTP_CODE);

const SIGNED_IN_ENROLLING = { access: 'signedIn', duringTwoFactorSetup: true } as const;
const ACCOUNTS = { access: { can: 'accounts' } } as const;
/** Sensitive (issue 35): the password proved within STEP_UP_MS, else CODE.stepUpRequired. */
const ENROLLING_STEP_UP = { ...SIGNED_IN_ENROLLING, stepUp: true } as const;
const ACCOUNTS_STEP_UP = { ...ACCOUNTS, stepUp: true } as const;

/**
 * Two-factor sign-in (issue 23 item 2), under /api/bms/system/admin beside the accounts:
 * signInWithCode (the code step of a sign-in), the account's own enrolment (getTwoFactor,
 * startTwoFactor, activateTwoFactor, endTwoFactor), an admin's resetTwoFactor of another
 * account, and the security policy (getSecurityPolicy, updateSecurityPolicy).
 * Codes are throttled like passwords, under the account's code key (throttle.ts), and a pending
 * token takes CODE_TRIES_PER_TOKEN codes, then ends (issue 35): someone who has the password
 * guesses a few codes per sign-in and per address, and cannot lock the owner out (see reserveCode).
 */
const twoFactorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, staffSessions, clock, config } = fastify;
  const key = totpKeyOf(config);
  if (!key) {
    fastify.log.warn('STAFF_TOTP_KEY is not set: staff two-factor secrets are stored unencrypted');
  }

  /**
   * Counts a code attempt for the account before it is checked. Per address always (5 wrong ones
   * make that address wait, doubling). Over all addresses (THROTTLE.codeLockAfter wrong ones lock
   * the step) only for an address the account has not completed a sign-in from (`knownIps`: its
   * last two): whoever guesses codes with a stolen password cannot pass the code step, so cannot
   * sign in from the owner's address, and the owner there is never caught in that lock (issue 35).
   */
  const reserveCode = (username: string, ip: string, knownIps: readonly (string | null)[] = []) => {
    const key = clientKey(ip);
    const known = knownIps.some((knownIp) => knownIp !== null && clientKey(knownIp) === key);
    return reserveAttempt(
      db,
      codeKey(username),
      ip,
      clock.now(),
      known ? {} : { lockAccountAfter: THROTTLE.codeLockAfter },
    );
  };

  fastify.post(
    '/signInWithCode',
    {
      schema: { body: SignInCodeBody, response: responses(StaffInfo) },
      config: { access: 'public' },
      onRequest: staffSessions.sameOriginOnly,
    },
    async (request, reply) => {
      const { pendingToken, code } = request.body;
      const ip = request.ip ?? 'unknown';
      const nowMs = clock.now();
      const staffId = await challengeAccount(db, pendingToken, nowMs);
      const account = staffId === null ? undefined : await findAccountById(db, staffId);
      const twoFactor = account ? await twoFactorOf(db, account.id) : undefined;
      if (!account || account.enabled !== 1 || !twoFactor?.enabled_at) {
        throw new ClientError(400, CODE.signInExpired, EXPIRED);
      }
      const attempt = await reserveCode(account.username, ip, [
        account.last_sign_in_ip,
        account.previous_sign_in_ip,
      ]);
      refuseIfWaiting(reply, attempt, '验证码错误次数过多，请稍后再试');
      // The token's own count, reserved before the code is checked: parallel codes cannot pass it.
      const codeTry = await takeCodeTry(db, pendingToken);
      if (codeTry === null) {
        await forgetAttempt(db, attempt);
        await endChallenge(db, pendingToken);
        throw new ClientError(400, CODE.signInExpired, TOO_MANY_CODES);
      }

      const byApp = TOTP.test(code);
      let step: number | null = null;
      if (byApp) {
        const secret = openSecret(twoFactor.secret, key);
        if (!secret) {
          await forgetAttempt(db, attempt);
          throw bad(UNREADABLE);
        }
        step = await matchingStep(secret, code, nowMs);
      }
      const method = byApp ? 'totp' : 'recoveryCode';
      const outcome = await db.transaction().execute(async (trx) => {
        if (byApp) {
          if (step === null) return 'wrongCode' as const;
          if (!(await takeStep(trx, account.id, step))) return 'replayedCode' as const;
        } else {
          const used = await useRecoveryCode(trx, account.id, code, new Date(nowMs));
          if (used === 'usedBefore') return 'recoveryCodeUsed' as const;
          if (used === 'wrong') return 'wrongRecoveryCode' as const;
        }
        await endChallenge(trx, pendingToken);
        await clearFailures(trx, codeKey(account.username), ip);
        await clearFailures(trx, account.username, ip);
        return completeSignIn(trx, request, reply, account, new Date(nowMs), {
          method,
          ...(byApp ? {} : { recoveryCodesLeft: await recoveryCodesLeft(trx, account.id) }),
        });
      });
      if (typeof outcome === 'string') {
        await audit.record(
          db,
          request,
          {
            entity: 'session',
            entityId: account.id,
            action: 'signInFailed',
            summary: { username: account.username, method, reason: outcome },
          },
          { staffId: account.id, staffName: account.username },
        );
        fastify.metrics.signInFailed(outcome);
        if (codeTry === 'last') {
          // The token's codes are used up: the password again, for a fresh token.
          await endChallenge(db, pendingToken);
          throw new ClientError(400, CODE.signInExpired, TOO_MANY_CODES);
        }
        throw bad(
          {
            wrongCode: '验证码不正确，请输入验证器应用中当前显示的 6 位数字',
            replayedCode: '该验证码已使用过，请等待验证器显示新的验证码',
            wrongRecoveryCode: '恢复码不正确',
            recoveryCodeUsed: '该恢复码已使用过，每个恢复码只能使用一次',
          }[outcome],
        );
      }
      const required = requiredFor(await policyRequiresTwoFactor(db), grantsOf(account.roles));
      return ok(toStaffInfo(account, { enabled: true, required }, outcome));
    },
  );

  fastify.get(
    '/getTwoFactor',
    { schema: { response: responses(TwoFactorStatus) }, config: SIGNED_IN_ENROLLING },
    async (request) => {
      const staff = staffOf(request);
      const row = await twoFactorOf(db, staff.id);
      const enabledAt = row?.enabled_at ?? null;
      return ok({
        enabled: enabledAt !== null,
        required: staff.twoFactorRequired,
        enabledAt,
        recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(db, staff.id) : 0,
      });
    },
  );

  fastify.put(
    '/startTwoFactor',
    // A stolen session alone cannot make the thief's phone the account's second factor.
    { schema: { response: responses(TwoFactorSetup) }, config: ENROLLING_STEP_UP },
    async (request) => {
      const staff = staffOf(request);
      const secret = newSecret();
      await db.transaction().execute(async (trx) => {
        const row = await twoFactorOf(trx, staff.id);
        if (row?.enabled_at) throw bad('两步验证已启用；如需更换手机，请先停用再重新设置');
        // A setup not confirmed yet is replaced: only the newest secret is waiting.
        await startEnrolment(trx, staff.id, sealSecret(secret, key), new Date(clock.now()));
      });
      return ok({ secret, uri: otpauthUri(staff.username, secret) });
    },
  );

  fastify.post(
    '/activateTwoFactor',
    {
      schema: { body: TwoFactorActivateBody, response: responses(RecoveryCodes) },
      config: SIGNED_IN_ENROLLING,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const row = await twoFactorOf(db, staff.id);
      if (!row) throw bad('请先开始设置两步验证');
      if (row.enabled_at) throw bad('两步验证已启用');
      const attempt = await reserveCode(staff.username, request.ip ?? 'unknown');
      refuseIfWaiting(reply, attempt, '验证码错误次数过多，请稍后再试');
      const secret = openSecret(row.secret, key);
      if (!secret) {
        await forgetAttempt(db, attempt);
        throw bad('设置已失效，请重新开始设置两步验证');
      }
      const nowMs = clock.now();
      const step = await matchingStep(secret, request.body.code, nowMs);
      if (step === null) {
        await audit.record(db, request, {
          entity: 'staffAccount',
          entityId: staff.id,
          action: 'enableTwoFactorFailed',
        });
        throw bad('验证码不正确：请确认手机时间准确，并输入验证器应用中当前显示的 6 位数字');
      }
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        if (!(await activateEnrolment(trx, staff.id, row.secret, step, new Date(nowMs))))
          throw bad('设置已变化，请重新开始设置两步验证');
        await storeRecoveryCodes(trx, staff.id, codes);
        await clearFailures(trx, codeKey(staff.username), request.ip ?? 'unknown');
        // The account's other sessions were opened with the password alone: they end.
        await staffSessions.endOthers(trx, staff.id, staff.sessionHash);
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: staff.id,
          action: 'enableTwoFactor',
          summary: { recoveryCodes: codes.length },
        });
      });
      return ok({ recoveryCodes: codes });
    },
  );

  fastify.put(
    '/endTwoFactor',
    { schema: { body: TwoFactorEndBody, response: responses(Type.Null()) }, config: SIGNED_IN_ENROLLING },
    async (request, reply) => {
      const staff = staffOf(request);
      await checkCurrentPassword(request, reply, staff, request.body.password, () => bad('当前密码不正确'));
      if (staff.twoFactorRequired) throw bad('管理员要求此账号使用两步验证，不能停用');
      await db.transaction().execute(async (trx) => {
        if (!(await removeTwoFactor(trx, staff.id))) throw bad('两步验证未启用');
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: staff.id,
          action: 'disableTwoFactor',
        });
      });
      return ok(null);
    },
  );

  fastify.put(
    '/resetTwoFactor',
    { schema: { body: TwoFactorResetBody, response: responses(Type.Null()) }, config: ACCOUNTS_STEP_UP },
    async (request) => {
      const staff = staffOf(request);
      const { id } = request.body;
      if (id === staff.id) throw bad('不能重置自己的两步验证，请在“两步验证”页停用');
      await db.transaction().execute(async (trx) => {
        const account = await findAccountById(trx, id);
        if (!account) throw new ClientError(404, CODE.notFound, '账号不存在');
        if (!(await removeTwoFactor(trx, id))) throw bad('该账号未启用两步验证');
        // Whoever holds the lost phone's sessions is signed out too.
        await staffSessions.endAll(trx, id);
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: id,
          action: 'resetTwoFactor',
          summary: { username: account.username },
        });
      });
      return ok(null);
    },
  );

  fastify.get(
    '/getSecurityPolicy',
    { schema: { response: responses(SecurityPolicy) }, config: ACCOUNTS },
    async () => ok({ requireTwoFactor: await policyRequiresTwoFactor(db) }),
  );

  fastify.put(
    '/updateSecurityPolicy',
    { schema: { body: SecurityPolicy, response: responses(SecurityPolicy) }, config: ACCOUNTS_STEP_UP },
    async (request) => {
      const staff = staffOf(request);
      const { requireTwoFactor } = request.body;
      // Whoever turns the requirement on uses it already: an admin never locks the console on themselves.
      if (requireTwoFactor && !staff.twoFactorEnabled)
        throw bad('请先为自己的账号启用两步验证，再要求其他账号使用');
      await db.transaction().execute(async (trx) => {
        const before = await policyRequiresTwoFactor(trx);
        await setPolicy(trx, requireTwoFactor, new Date(clock.now()));
        if (before !== requireTwoFactor) {
          await audit.record(trx, request, {
            entity: 'securityPolicy',
            entityId: 1,
            action: 'update',
            summary: { requireTwoFactor: { from: before, to: requireTwoFactor } },
          });
        }
      });
      return ok({ requireTwoFactor });
    },
  );
};

export default twoFactorRoutes;
