import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CODE } from '@contract/codes';
import {
  ForgotPasswordBody,
  InviteBody,
  InviteCreated,
  PasswordHelp,
  PasswordLinkInfo,
  PasswordLinkQuery,
  RESET_LINK_MINUTES,
  SetPasswordWithLinkBody,
} from '@contract/staff';
import { ClientError } from '../../../../lib/client-error';
import { perMinutePerIp } from '../../../../lib/rate-limit-rule';
import { ok, responses } from '../../../../lib/responses';
import {
  findAccountById,
  findAccountByName,
  lockAccounts,
  setPasswordHash,
} from '../../../../repositories/staff-account';
import {
  endLinksOf,
  findOpenLink,
  resetLinksSince,
  useLink,
} from '../../../../repositories/staff-password-link';
import { hashPassword } from '../../../../staff/password';
import { passwordProblem } from '../../../../staff/password-strength';
import {
  consoleUrlFor,
  hashLinkToken,
  openPasswordLink,
  passwordLinkUrl,
} from '../../../../staff/password-links';

/** 忘记密码 mails per account per hour at most, however many requests name it. */
export const RESETS_PER_ACCOUNT_HOUR = 3;
const TOO_MANY = '请求过于频繁，请稍后再试';
const LINK_INVALID = '链接无效、已用过或已过期，请联系管理员重新发送';

const bad = (message: string, field?: string) => new ClientError(400, CODE.badRequest, message, field);

/**
 * Accounts that onboard themselves (issue 37 item 4), under /api/bms/system/admin:
 * - invite (accounts bit, step-up): a new invitation link for an account, shown once;
 * - checkPasswordLink (POST), setPasswordWithLink (PUT) (public): what a link is for, and the password it sets;
 * - forgotPassword (public): a reset link mailed to the account's address, the same answer
 *   whether or not the account exists; getPasswordHelp: whether mail is configured at all.
 * The public calls are limited per address (and 忘记密码 per account); the tokens are good once.
 */
const onboardingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, staffSessions, clock } = fastify;
  const nowIso = () => new Date(clock.now()).toISOString();

  /** The open link of this token hash and its enabled account; otherwise the refusal (field `token`). */
  const openLinkOf = async (tokenHash: string) => {
    const link = await findOpenLink(db, tokenHash, nowIso());
    const account = link && (await findAccountById(db, link.staff_id));
    if (!link || !account || account.enabled !== 1) throw bad(LINK_INVALID, 'token');
    return { link, account };
  };

  fastify.post(
    '/invite',
    {
      schema: { body: InviteBody, response: responses(InviteCreated) },
      config: { access: { can: 'accounts' }, stepUp: true },
    },
    async (request) => {
      const { id } = request.body;
      const link = await db.transaction().execute(async (trx) => {
        await lockAccounts(trx);
        const account = await findAccountById(trx, id);
        if (!account) throw new ClientError(404, CODE.notFound, '账号不存在');
        if (account.enabled !== 1) throw bad('账号已停用：请先启用，再发送邀请');
        const opened = await openPasswordLink(trx, id, 'invite', clock.now());
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: id,
          action: 'invite',
          summary: { username: account.username },
        });
        return opened;
      });
      return ok({
        inviteUrl: passwordLinkUrl(consoleUrlFor(request), link.token),
        inviteExpiresAt: link.expiresAt,
      });
    },
  );

  fastify.post(
    '/checkPasswordLink',
    {
      schema: { body: PasswordLinkQuery, response: responses(PasswordLinkInfo) },
      config: { access: 'public', rateLimit: perMinutePerIp(30, TOO_MANY) },
    },
    async (request) => {
      const { link, account } = await openLinkOf(hashLinkToken(request.body.token));
      return ok({
        purpose: link.purpose,
        username: account.username,
        displayName: account.display_name,
        expiresAt: link.expires_at,
      });
    },
  );

  fastify.put(
    '/setPasswordWithLink',
    {
      schema: { body: SetPasswordWithLinkBody, response: responses(Type.Null()) },
      config: { access: 'public', rateLimit: perMinutePerIp(10, TOO_MANY) },
      // Only the console's own page sets a password with a link (no other site's form).
      onRequest: staffSessions.sameOriginOnly,
    },
    async (request) => {
      const { token, password } = request.body;
      const tokenHash = hashLinkToken(token);
      const { link, account } = await openLinkOf(tokenHash);
      const problem = passwordProblem(password, account.username);
      if (problem) throw bad(problem, 'password');
      // Hashed before the transaction (scrypt is slow); the link is taken inside it, once.
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await lockAccounts(trx);
        const now = nowIso();
        if (!(await useLink(trx, tokenHash, now))) throw bad(LINK_INVALID, 'token');
        await setPasswordHash(trx, account.id, hash, new Date(now), true);
        await endLinksOf(trx, account.id, now);
        // Whoever signed in with the old password is signed out.
        await staffSessions.endAll(trx, account.id);
        await audit.record(
          trx,
          request,
          {
            entity: 'staffAccount',
            entityId: account.id,
            action: 'setPasswordWithLink',
            summary: { purpose: link.purpose },
          },
          { staffId: account.id, staffName: account.username },
        );
      });
      return ok(null);
    },
  );

  fastify.get(
    '/getPasswordHelp',
    { schema: { response: responses(PasswordHelp) }, config: { access: 'public' } },
    async () => ok({ resetByEmail: fastify.mail.enabled }),
  );

  fastify.post(
    '/forgotPassword',
    {
      schema: { body: ForgotPasswordBody, response: responses(Type.Null()) },
      config: { access: 'public', rateLimit: perMinutePerIp(5, TOO_MANY) },
      onRequest: staffSessions.sameOriginOnly,
    },
    async (request) => {
      const { mail, config } = fastify;
      if (!mail.enabled || !config.mail) throw bad('本站未开通邮件找回密码，请联系管理员重置密码');
      const username = request.body.username.toLowerCase();
      const now = clock.now();
      const sent = await db.transaction().execute(async (trx) => {
        // One at a time: parallel requests for one account cannot all pass its limit.
        await lockAccounts(trx);
        const account = await findAccountByName(trx, username);
        if (!account || account.enabled !== 1 || !account.email) return null;
        const since = new Date(now - 3_600_000).toISOString();
        if ((await resetLinksSince(trx, account.id, since)) >= RESETS_PER_ACCOUNT_HOUR) return null;
        const link = await openPasswordLink(trx, account.id, 'reset', now);
        await audit.record(
          trx,
          request,
          { entity: 'staffAccount', entityId: account.id, action: 'requestPasswordReset' },
          { staffId: null, staffName: null },
        );
        return { to: account.email, name: account.display_name, token: link.token };
      });
      // Sent after the answer's work is done and not awaited: an account that exists answers as
      // soon as one that does not (the answer is the same).
      if (sent) {
        const url = passwordLinkUrl(config.mail.consoleUrl, sent.token);
        mail
          .send({
            to: sent.to,
            subject: '重置管理后台密码',
            text:
              `${sent.name}，您好：\n\n有人为您的管理后台账号申请了重置密码。如是您本人，请在 ` +
              `${RESET_LINK_MINUTES} 分钟内打开下面的链接设置新密码（链接只能使用一次）：\n\n${url}\n\n` +
              '如不是您本人申请，请忽略本邮件，您的密码不会改变。\n',
          })
          .catch((error: unknown) => {
            // The SMTP server's own text may name the address: only nodemailer's code and the
            // server's reply code are logged.
            const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
            request.log.warn({ code, responseCode }, 'a 忘记密码 mail was not sent');
          });
      }
      return ok(null);
    },
  );
};

export default onboardingRoutes;
