import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Transaction } from 'kysely';
import { IdQuery } from '@contract/common';
import { CODE } from '@contract/codes';
import { can, grantsProblem, normalizeGrants, type RoleGrant } from '@contract/roles';
import {
  ConfirmPasswordBody,
  PasswordConfirmed,
  PasswordReset,
  ResetPasswordBody,
  SignInBody,
  SignInResult,
  StaffAccount,
  StaffInfo,
  StaffListQuery,
  StaffPage,
  StaffSaveBody,
  StaffSaved,
  STEP_UP_MS,
  UpdatePasswordBody,
} from '@contract/staff';
import type { Database } from '../../../../db/database';
import { ClientError } from '../../../../lib/client-error';
import { maskEmail } from '../../../../lib/personal-numbers';
import { ok, responses } from '../../../../lib/responses';
import { staffOf } from '../../../../plugins/app/staff-auth';
import {
  type AccountRow,
  createAccount,
  deleteAccount,
  enabledAccountRoles,
  grantsOf,
  findAccountById,
  findAccountByName,
  listAccounts,
  lockAccounts,
  setPasswordHash,
  updateAccount,
} from '../../../../repositories/staff-account';
import { endLinksOf, openInvites } from '../../../../repositories/staff-password-link';
import { consoleUrlFor, openPasswordLink, passwordLinkUrl } from '../../../../staff/password-links';
import { dummyHash, generatePassword, hashPassword, verifyPassword } from '../../../../staff/password';
import { toStaffInfo } from '../../../../staff/accounts';
import { passwordProblem } from '../../../../staff/password-strength';
import { isPublishedPassword, PUBLISHED_PASSWORD_REFUSED } from '../../../../staff/published-passwords';
import { completeSignIn } from '../../../../staff/complete-sign-in';
import { checkCurrentPassword, refuseIfWaiting } from '../../../../staff/current-password';
import { clearFailures, forgetAttempt, reserveAttempt, THROTTLE } from '../../../../staff/throttle';
import { requiredFor, startChallenge } from '../../../../staff/two-factor';
import {
  policyRequiresTwoFactor,
  removeTwoFactor,
  twoFactorEnabledIds,
  twoFactorOf,
} from '../../../../repositories/staff-two-factor';

/** What the list and the details show besides the row: two-factor sign-in, an open invitation. */
type AccountExtras = { twoFactorIds: ReadonlySet<number>; invites: ReadonlyMap<number, string> };

const toAccount = (row: AccountRow, { twoFactorIds, invites }: AccountExtras): StaffAccount => ({
  id: row.id,
  username: row.username,
  displayName: row.display_name,
  roles: grantsOf(row.roles),
  enabled: row.enabled === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  lastSignInAt: row.last_sign_in_at,
  twoFactorEnabled: twoFactorIds.has(row.id),
  email: row.email,
  mustChangePassword: row.must_change_password === 1,
  inviteExpiresAt: invites.get(row.id) ?? null,
});

const ACCOUNTS = { access: { can: 'accounts' } } as const;
/** Account administration: the accounts bit, and the password proved within STEP_UP_MS (issue 35). */
const ACCOUNTS_STEP_UP = { ...ACCOUNTS, stepUp: true } as const;
/**
 * Open to an account that must still enrol in two-factor sign-in, or change the password an admin
 * set (staff-auth.ts).
 */
const SIGNED_IN_ENROLLING = {
  access: 'signedIn',
  duringTwoFactorSetup: true,
  duringPasswordChange: true,
} as const;
/** updatePassword: open to both too (the password comes first, then enrolment). */
const SIGNED_IN_CHANGING_PASSWORD = SIGNED_IN_ENROLLING;

const notFound = () => new ClientError(404, CODE.notFound, '账号不存在');
/** A refusal; `field`: the body's property it is about (the envelope's `field`). */
const bad = (message: string, field?: string) => new ClientError(400, CODE.badRequest, message, field);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A password staff chose (not a generated one, sent as `field`) must be hard to guess: the reason otherwise. */
function refuseWeak(password: string | undefined, username: string | undefined, field: string): void {
  const problem = password === undefined ? null : passwordProblem(password, username);
  if (problem) throw bad(problem, field);
}

/** Refuses a change that would leave no enabled account that manages accounts (nobody could manage staff). */
async function keepAnAdmin(trx: Transaction<Database>): Promise<void> {
  if (!(await enabledAccountRoles(trx)).some((grants) => can(grants, 'accounts'))) {
    throw bad('至少需要保留一个启用且有账号管理权限的账号', 'roles');
  }
}

/** The roles a save sent, checked (a 400 names the field) and in their one stored form. */
function chosenGrants(grants: readonly RoleGrant[]): RoleGrant[] {
  const problem = grantsProblem(grants);
  if (problem) throw bad(problem, 'roles');
  return normalizeGrants(grants);
}

/**
 * /api/bms/system/admin: sign-in, sign-out, who is signed in, and the staff accounts
 * (list, details, save = POST on the base path, remove = DELETE on it, resetPassword, updatePassword),
 * and confirmPassword, the step-up that account administration, two-factor enrolment and lead
 * exports ask for (`config.stepUp`, plugins/app/staff-auth.ts).
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, staffSessions, clock } = fastify;

  const findAccount = (id: number) => findAccountById(db, id);
  const extrasOf = async (ids: number[]): Promise<AccountExtras> => ({
    twoFactorIds: await twoFactorEnabledIds(db, ids),
    invites: await openInvites(db, ids, new Date(clock.now()).toISOString()),
  });

  fastify.post(
    '/signIn',
    {
      schema: { body: SignInBody, response: responses(SignInResult) },
      config: { access: 'public' },
      // A sign-in from another site (login CSRF) is refused like any cookie write.
      onRequest: staffSessions.sameOriginOnly,
    },
    async (request, reply) => {
      const username = request.body.username.toLowerCase();
      const ip = request.ip ?? 'unknown';
      // Counted as a failure now, before the slow hash: parallel guesses cannot all be checked.
      const attempt = await reserveAttempt(db, username, ip, clock.now());
      if (attempt.retryAfterMs > 0) fastify.metrics.signInFailed('throttled');
      refuseIfWaiting(reply, attempt, '登录失败次数过多，请稍后再试');
      if (attempt.slow) await sleep(THROTTLE.slowMs);

      const account = await findAccountByName(db, username);
      // An unknown name is checked against a dummy hash: same time, same answer.
      const valid = await verifyPassword(
        request.body.password,
        account?.password_hash ?? (await dummyHash()),
      );
      if (!account || !valid) {
        await audit.record(
          db,
          request,
          { entity: 'session', entityId: account?.id, action: 'signInFailed', summary: { username } },
          { staffId: account?.id ?? null, staffName: username },
        );
        fastify.metrics.signInFailed('password');
        throw bad('用户名或密码错误');
      }
      /** A right password that still may not sign in: audited with its reason, then refused. */
      const refuse = async (reason: 'publishedPassword' | 'disabled', message: string) => {
        await audit.record(
          db,
          request,
          { entity: 'session', entityId: account.id, action: 'signInFailed', summary: { username, reason } },
          { staffId: account.id, staffName: account.username },
        );
        fastify.metrics.signInFailed(reason === 'disabled' ? 'disabled' : 'password');
        return bad(message);
      };
      // A password printed in the repository signs in only in the demo (SEED_DEMO=1): a store the
      // quick start seeded and then put online keeps its demo accounts shut.
      if (!fastify.config.seedDemo && isPublishedPassword(request.body.password)) {
        request.log.warn(
          { staffId: account.id },
          'sign-in refused: the account has a published demo password',
        );
        throw await refuse('publishedPassword', PUBLISHED_PASSWORD_REFUSED);
      }
      if (account.enabled !== 1) {
        await forgetAttempt(db, attempt);
        throw await refuse('disabled', '账号已停用，请联系管理员');
      }
      const twoFactor = await twoFactorOf(db, account.id);
      if (twoFactor?.enabled_at) {
        // The password was right: no session yet, a token for the code step (signInWithCode).
        const challenge = await db.transaction().execute(async (trx) => {
          await clearFailures(trx, username, ip);
          const started = await startChallenge(trx, account.id, clock.now());
          await audit.record(
            trx,
            request,
            { entity: 'session', entityId: account.id, action: 'signInCodeNeeded' },
            { staffId: account.id, staffName: account.username },
          );
          return started;
        });
        return ok({
          twoFactor: 'codeNeeded' as const,
          pendingToken: challenge.token,
          expiresAt: challenge.expiresAt,
        });
      }
      const required = requiredFor(await policyRequiresTwoFactor(db), grantsOf(account.roles));
      const previous = await db.transaction().execute(async (trx) => {
        await clearFailures(trx, username, ip);
        return completeSignIn(trx, request, reply, account, new Date(clock.now()));
      });
      return ok(toStaffInfo(account, { enabled: false, required }, previous));
    },
  );

  fastify.get(
    '/signInfo',
    { schema: { response: responses(StaffInfo) }, config: SIGNED_IN_ENROLLING },
    async (request) => {
      const staff = staffOf(request);
      const account = await findAccount(staff.id);
      if (!account) throw new ClientError(401, CODE.notSignedIn, '请先登录');
      const twoFactor = { enabled: staff.twoFactorEnabled, required: staff.twoFactorRequired };
      return ok(
        toStaffInfo(account, twoFactor, { at: account.previous_sign_in_at, ip: account.previous_sign_in_ip }),
      );
    },
  );

  fastify.delete(
    '/signOut',
    { schema: { response: responses(Type.Null()) }, config: SIGNED_IN_ENROLLING },
    async (request, reply) => {
      const staff = staffOf(request);
      await audit.record(db, request, { entity: 'session', entityId: staff.id, action: 'signOut' });
      await staffSessions.end(request, reply);
      return ok(null);
    },
  );

  fastify.put(
    '/updatePassword',
    {
      schema: { body: UpdatePasswordBody, response: responses(Type.Null()) },
      config: SIGNED_IN_CHANGING_PASSWORD,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await checkCurrentPassword(request, reply, staff, request.body.oldPassword, notFound);
      if (request.body.oldPassword === request.body.newPassword)
        throw bad('新密码不能与当前密码相同', 'newPassword');
      refuseWeak(request.body.newPassword, staff.username, 'newPassword');
      const hash = await hashPassword(request.body.newPassword);
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, staff.id, hash, new Date(clock.now()), true);
        await endLinksOf(trx, staff.id, new Date(clock.now()).toISOString());
        // Every session ends, this one too; this browser gets a fresh one.
        await staffSessions.endAll(trx, staff.id);
        await staffSessions.start(trx, request, reply, staff.id);
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: staff.id,
          action: 'updatePassword',
        });
      });
      return ok(null);
    },
  );

  fastify.put(
    '/confirmPassword',
    {
      schema: { body: ConfirmPasswordBody, response: responses(PasswordConfirmed) },
      // An account sent to enrol in two-factor sign-in confirms its password to start enrolling.
      config: SIGNED_IN_ENROLLING,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      // Throttled as sign-ins are (username + address); a wrong password counts and is audited.
      await checkCurrentPassword(request, reply, staff, request.body.password, notFound, () =>
        audit.record(db, request, { entity: 'session', entityId: staff.id, action: 'confirmPasswordFailed' }),
      );
      const at = await db.transaction().execute(async (trx) => {
        const confirmed = await staffSessions.confirmPassword(trx, request);
        await audit.record(trx, request, {
          entity: 'session',
          entityId: staff.id,
          action: 'confirmPassword',
        });
        return confirmed;
      });
      return ok({ confirmedUntil: new Date(Date.parse(at) + STEP_UP_MS).toISOString() });
    },
  );

  fastify.get(
    '/list',
    { schema: { querystring: StaffListQuery, response: responses(StaffPage) }, config: ACCOUNTS },
    async (request) => {
      const { total, pageList } = await listAccounts(db, request.query);
      const extras = await extrasOf(pageList.map((row) => row.id));
      return ok({ total, pageList: pageList.map((row) => toAccount(row, extras)) });
    },
  );

  fastify.get(
    '/details',
    { schema: { querystring: IdQuery, response: responses(StaffAccount) }, config: ACCOUNTS },
    async (request) => {
      const row = await findAccount(request.query.id);
      if (!row) throw notFound();
      return ok(toAccount(row, await extrasOf([row.id])));
    },
  );

  fastify.post(
    '/',
    { schema: { body: StaffSaveBody, response: responses(StaffSaved) }, config: ACCOUNTS_STEP_UP },
    async (request) => {
      const me = staffOf(request);
      const body = request.body;
      const now = new Date(clock.now());

      if (body.id === undefined) {
        if (!body.username) throw bad('请输入用户名', 'username');
        if (body.displayName === undefined) throw bad('请输入姓名', 'displayName');
        const onboarding = body.onboarding ?? 'password';
        if (onboarding === 'invite' && body.password !== undefined)
          throw bad('邀请链接由本人设置密码，请不要填写密码', 'password');
        refuseWeak(body.password, body.username, 'password');
        const displayName = body.displayName;
        const roles = chosenGrants(body.roles ?? []);
        const enabled = body.enabled ?? true;
        if (onboarding === 'invite' && !enabled) throw bad('停用的账号不能接受邀请，请先启用', 'enabled');
        const username = body.username.toLowerCase();
        const email = body.email || null;
        // A temporary password (given, or generated and shown once), changed at the first
        // sign-in; an invited account's is random and never shown: the link sets the first one.
        const generated = body.password === undefined ? generatePassword() : null;
        const hash = await hashPassword(body.password ?? generated ?? '');
        const created = await db.transaction().execute(async (trx) => {
          if (await findAccountByName(trx, username)) throw bad('用户名已存在', 'username');
          const newId = await createAccount(
            trx,
            {
              username,
              displayName,
              roles,
              enabled,
              email,
              passwordHash: hash,
              mustChangePassword: true,
            },
            now,
          );
          await audit.record(trx, request, {
            entity: 'staffAccount',
            entityId: newId,
            action: 'create',
            summary: { username, displayName, roles, enabled, onboarding },
          });
          const invite =
            onboarding === 'invite' ? await openPasswordLink(trx, newId, 'invite', now.getTime()) : null;
          if (invite) {
            await audit.record(trx, request, {
              entity: 'staffAccount',
              entityId: newId,
              action: 'invite',
              summary: { username },
            });
          }
          return { id: newId, invite };
        });
        return ok({
          id: created.id,
          password: onboarding === 'password' ? generated : null,
          inviteUrl: created.invite ? passwordLinkUrl(consoleUrlFor(request), created.invite.token) : null,
          inviteExpiresAt: created.invite?.expiresAt ?? null,
        });
      }

      const id = body.id;
      if (body.password !== undefined) throw bad('修改密码请使用重置密码', 'password');
      if (body.onboarding !== undefined) throw bad('已有账号请使用“发送邀请”或“重置密码”', 'onboarding');
      await db.transaction().execute(async (trx) => {
        await lockAccounts(trx);
        const row = await findAccountById(trx, id);
        if (!row) throw notFound();
        if (body.username !== undefined && body.username.toLowerCase() !== row.username)
          throw bad('用户名不能修改', 'username');
        // What was not sent stays as it is (a form that leaves `enabled` out re-enables nobody).
        const displayName = body.displayName ?? row.display_name;
        const stored = grantsOf(row.roles);
        const roles = body.roles === undefined ? stored : chosenGrants(body.roles);
        const rolesChanged = JSON.stringify(roles) !== JSON.stringify(stored);
        const enabled = body.enabled === undefined ? row.enabled : body.enabled ? 1 : 0;
        const email = body.email === undefined ? row.email : body.email || null;
        if (id === me.id) {
          // Nobody grants themselves roles (managing accounts would otherwise grant everything).
          if (rolesChanged) throw bad('不能修改自己的角色，请由其他管理员修改', 'roles');
          if (!enabled) throw bad('不能停用自己的账号', 'enabled');
        }
        await updateAccount(trx, id, { displayName, roles, enabled, email }, now);
        await keepAnAdmin(trx);
        if (!enabled) {
          await staffSessions.endAll(trx, id);
          await endLinksOf(trx, id, now.toISOString());
        }
        const changes: Record<string, unknown> = {};
        if (row.display_name !== displayName)
          changes.displayName = { from: row.display_name, to: displayName };
        if (rolesChanged) changes.roles = { from: stored, to: roles };
        if (row.enabled !== enabled) changes.enabled = { from: row.enabled === 1, to: enabled === 1 };
        if (row.email !== email) changes.email = { from: maskEmail(row.email), to: maskEmail(email) };
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: id,
          action: 'update',
          summary: changes,
        });
      });
      return ok({ id, password: null, inviteUrl: null, inviteExpiresAt: null });
    },
  );

  fastify.delete(
    '/',
    { schema: { querystring: IdQuery, response: responses(Type.Null()) }, config: ACCOUNTS_STEP_UP },
    async (request) => {
      const me = staffOf(request);
      const { id } = request.query;
      if (id === me.id) throw bad('不能删除自己的账号');
      await db.transaction().execute(async (trx) => {
        await lockAccounts(trx);
        const row = await findAccountById(trx, id);
        if (!row) throw notFound();
        // Sessions go with the account (and explicitly, whatever the store's foreign-key setting).
        await staffSessions.endAll(trx, id);
        await removeTwoFactor(trx, id);
        await deleteAccount(trx, id);
        await keepAnAdmin(trx);
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: id,
          action: 'delete',
          summary: { username: row.username, displayName: row.display_name },
        });
      });
      return ok(null);
    },
  );

  fastify.put(
    '/resetPassword',
    { schema: { body: ResetPasswordBody, response: responses(PasswordReset) }, config: ACCOUNTS_STEP_UP },
    async (request) => {
      const { id, password } = request.body;
      const account = await findAccount(id);
      if (!account) throw notFound();
      refuseWeak(password, account.username, 'password');
      const generated = password === undefined ? generatePassword() : null;
      const hash = await hashPassword(password ?? generated ?? '');
      await db.transaction().execute(async (trx) => {
        if (!(await findAccountById(trx, id))) throw notFound();
        // The admin's password: the owner changes it at the next sign-in.
        await setPasswordHash(trx, id, hash, new Date(clock.now()), false);
        await endLinksOf(trx, id, new Date(clock.now()).toISOString());
        await staffSessions.endAll(trx, id);
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: id,
          action: 'resetPassword',
          summary: { generated: generated !== null },
        });
      });
      return ok({ password: generated });
    },
  );
};

export default adminRoutes;
