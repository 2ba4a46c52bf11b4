import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSION } from '../../../../../../contract/permissions';
import { AuditListQuery, AuditPage, type AuditEntry } from '../../../../../../contract/staff';
import { pageOf } from '../../../../db/paging';
import { ok, responses } from '../../../../lib/responses';

function parseSummary(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** /api/bms/system/auditLog (an extension of the catalogue): the audit trail, newest first. */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/list',
    {
      schema: { querystring: AuditListQuery, response: responses(AuditPage) },
      config: { access: { permission: PERMISSION.accounts } },
    },
    async (request) => {
      const { pageNum, pageSize, entity, staffId, from, to } = request.query;
      let query = fastify.db.selectFrom('audit_log');
      if (entity) query = query.where('entity', '=', entity);
      if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
      if (from) query = query.where('at', '>=', from);
      if (to) query = query.where('at', '<', to);
      const { total, pageList: rows } = await pageOf(
        query,
        (filtered) => filtered.selectAll().orderBy('id', 'desc'),
        { pageNum, pageSize },
      );
      const pageList: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        at: row.at,
        staffId: row.staff_id,
        staffName: row.staff_name,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        summary: parseSummary(row.summary),
        ip: row.ip,
      }));
      return ok({ total, pageList });
    },
  );
};

export default auditLogRoutes;
