import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditListQuery, AuditPage } from '@contract/staff';
import { badInput } from '../../../../lib/content-input';
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

/** /api/bms/system/auditLog (an extension of the catalogue): the audit trail, newest first. */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/list',
    {
      schema: { querystring: AuditListQuery, response: responses(AuditPage) },
      config: { access: { can: 'accounts' } },
    },
    async (request) => {
      const from = realTime(request.query.from, '开始时间不正确');
      const to = realTime(request.query.to, '结束时间不正确');
      if (from !== undefined && to !== undefined && new Date(from) > new Date(to))
        throw badInput('开始时间不能晚于结束时间');
      return ok(await listAuditLog(fastify.db, request.query));
    },
  );
};

export default auditLogRoutes;
