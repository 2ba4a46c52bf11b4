import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdQuery } from '@contract/common';
import { CODE } from '@contract/codes';
import { SessionsEnded, StaffSessionList, StaffSessionQuery } from '@contract/staff';
import { ClientError } from '../../../../lib/client-error';
import { ok, responses } from '../../../../lib/responses';
import { staffOf } from '../../../../plugins/app/staff-auth';
import { findAccountById } from '../../../../repositories/staff-account';
import { deviceName } from '../../../../staff/device-name';

const SIGNED_IN = { access: 'signedIn' } as const;
const ACCOUNTS = { access: { can: 'accounts' } } as const;

/** The same answer for an id that is someone else's and one that never was: nothing leaks. */
const noSuchSession = () => new ClientError(404, CODE.notFound, '登录记录不存在或已结束');
const bad = (message: string) => new ClientError(400, CODE.badRequest, message);

/**
 * /api/bms/system/staffSession (issue 23 item 3): 我的登录 — my live sessions (the current one
 * marked), end one of mine (remove), end all my others (removeOthers); and an admin's
 * 结束全部登录 of another account (removeByAccount, accounts permission). Ends are audited.
 */
const staffSessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, staffSessions } = fastify;

  fastify.get(
    '/list',
    { schema: { response: responses(StaffSessionList) }, config: SIGNED_IN },
    async (request) => {
      const me = staffOf(request);
      const rows = await staffSessions.list(me.id);
      return ok(
        rows.map((row) => ({
          id: row.id,
          device: deviceName(row.userAgent),
          ip: row.ip,
          startedAt: row.startedAt,
          lastSeenAt: row.lastSeenAt,
          current: row.id === me.sessionId,
        })),
      );
    },
  );

  fastify.delete(
    '/',
    { schema: { querystring: StaffSessionQuery, response: responses(SessionsEnded) }, config: SIGNED_IN },
    async (request) => {
      const me = staffOf(request);
      const { id } = request.query;
      if (id === me.sessionId) throw bad('这是当前的登录，请使用“退出登录”');
      await db.transaction().execute(async (trx) => {
        if (!(await staffSessions.endOne(trx, me.id, id))) throw noSuchSession();
        await audit.record(trx, request, { entity: 'session', entityId: me.id, action: 'endSession' });
      });
      return ok({ ended: 1 });
    },
  );

  fastify.delete(
    '/removeOthers',
    { schema: { response: responses(SessionsEnded) }, config: SIGNED_IN },
    async (request) => {
      const me = staffOf(request);
      const ended = await db.transaction().execute(async (trx) => {
        const count = await staffSessions.endOthers(trx, me.id, me.sessionHash);
        await audit.record(trx, request, {
          entity: 'session',
          entityId: me.id,
          action: 'endOtherSessions',
          summary: { ended: count },
        });
        return count;
      });
      return ok({ ended });
    },
  );

  fastify.delete(
    '/removeByAccount',
    { schema: { querystring: IdQuery, response: responses(SessionsEnded) }, config: ACCOUNTS },
    async (request) => {
      const me = staffOf(request);
      const { id } = request.query;
      if (id === me.id) throw bad('这是您自己的账号，请在“我的登录”中结束其他登录');
      const ended = await db.transaction().execute(async (trx) => {
        const account = await findAccountById(trx, id);
        if (!account) throw new ClientError(404, CODE.notFound, '账号不存在');
        const count = await staffSessions.endAll(trx, id);
        await audit.record(trx, request, {
          entity: 'staffAccount',
          entityId: id,
          action: 'endSessions',
          summary: { username: account.username, ended: count },
        });
        return count;
      });
      return ok({ ended });
    },
  );
};

export default staffSessionRoutes;
