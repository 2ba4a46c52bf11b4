import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSION } from '@contract/permissions';
import { AuditListQuery, AuditPage } from '@contract/staff';
import { ok, responses } from '../../../../lib/responses';
import { listAuditLog } from '../../../../staff/audit';

/** /api/bms/system/auditLog (an extension of the catalogue): the audit trail, newest first. */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/list',
    {
      schema: { querystring: AuditListQuery, response: responses(AuditPage) },
      config: { access: { permission: PERMISSION.accounts } },
    },
    async (request) => ok(await listAuditLog(fastify.db, request.query)),
  );
};

export default auditLogRoutes;
