import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { collectionOf } from '@contract/collections';
import { isPlatform } from '@contract/platform';
import { can, isSiteAction } from '@contract/roles';
import { AuditListQuery, AuditPage, RecordAuditQuery } from '@contract/staff';
import { CODE } from '@contract/codes';
import { ClientError } from '../../../../lib/client-error';
import { badInput } from '../../../../lib/content-input';
import { requireSite, sitesOf, staffOf } from '../../../../plugins/app/staff-auth';
import { findRow } from '../../../../repositories/content-table';
import { settingOf } from '../../../../repositories/site-setting';
import { firstAuditSite } from '../../../../repositories/audit-log';
import { requireRecordSite } from '../../cms/web/admin-common';
import { ok, responses } from '../../../../lib/responses';
import { listAuditLog } from '../../../../staff/audit';

/** A date the schema's pattern lets through must also be on the calendar (no 2026-13-45). */
function realTime(value: string | undefined, message: string): string | undefined {
  if (value === undefined) return undefined;
  const [date = '', time = ''] = value.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.replace('Z', '').split(':').map(Number);
  const parsed = new Date(Date.UTC(year!, month! - 1, day, hour, minute, Math.floor(second)));
  const real =
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month! - 1 &&
    parsed.getUTCDate() === day &&
    parsed.getUTCHours() === hour &&
    parsed.getUTCMinutes() === minute;
  if (!real) throw badInput(message);
  return value;
}

/**
 * /api/bms/system/auditLog (an extension of the catalogue): the audit trail, newest first. The
 * whole trail is for `accounts`; a 站点管理员 (`audit`) reads the rows of their sites' records.
 * listOfRecord: one record's own trail, for whoever may change the record (its edit screen
 * shows it beside its versions).
 */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/list',
    {
      schema: { querystring: AuditListQuery, response: responses(AuditPage) },
      config: { access: { can: ['accounts', 'audit'] } },
    },
    async (request) => {
      const from = realTime(request.query.from, '开始时间不正确');
      const to = realTime(request.query.to, '结束时间不正确');
      if (from !== undefined && to !== undefined && new Date(from) > new Date(to))
        throw badInput('开始时间不能晚于结束时间');
      const sites = can(staffOf(request).roles, 'accounts') ? 'all' : sitesOf(request, 'audit');
      return ok(await listAuditLog(fastify.db, { ...request.query, sites }));
    },
  );

  fastify.get(
    '/listOfRecord',
    {
      schema: { querystring: RecordAuditQuery, response: responses(AuditPage) },
      config: { access: { can: ['content', 'structure', 'settings', 'pageTypes'] } },
    },
    async (request) => {
      const { entity, platform, pageNum, pageSize } = request.query;
      const { action, table } = collectionOf(entity);
      if (!can(staffOf(request).roles, action))
        throw new ClientError(403, CODE.forbidden, '无权限执行此操作');
      // Site settings are named by their site, every other record by its id.
      const entityId =
        request.query.entityId ??
        (entity === 'siteSetting' && platform ? (await settingOf(fastify.db, platform))?.id : undefined);
      if (entityId === undefined) {
        if (entity !== 'siteSetting' || !platform) throw badInput('请提供记录编号');
        requireSite(request, 'settings', platform);
        return ok({ total: 0, pageList: [] });
      }
      if (isSiteAction(action)) {
        // The record as it is, or, once deleted, the site its trail kept.
        const row = await findRow(fastify.db, table, entityId);
        if (row) await requireRecordSite(fastify.db, request, entity, row);
        else {
          const site = await firstAuditSite(fastify.db, entity, String(entityId));
          requireSite(request, action, isPlatform(site) ? site : null);
        }
      }
      return ok(
        await listAuditLog(fastify.db, {
          entity,
          entityId: String(entityId),
          pageNum,
          pageSize,
          sites: 'all',
        }),
      );
    },
  );
};

export default auditLogRoutes;
