import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeadRouting, LeadRoutingQuery, LeadRoutingSaveBody, LeadRoutingSaved } from '@contract/lead-routing';
import { ok, responses } from '../../../../lib/responses';
import { requireSite } from '../../../../plugins/app/staff-auth';
import { routingDetails, saveRouting } from '../../../../staff/lead-routing';

const ROUTING = { access: { can: 'leadRouting' } } as const;

/**
 * /api/cms/web/leadRouting, back office (issue 38 item 3; contract/lead-routing.ts): a site's
 * lead routing as the 分配规则 screen edits it (details) and its save, all of it in one
 * transaction with its row of the trail. Both need `leadRouting` on the site.
 */
const leadRoutingAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, clock } = fastify;

  fastify.get(
    '/details',
    { config: ROUTING, schema: { querystring: LeadRoutingQuery, response: responses(LeadRouting) } },
    async (request) => {
      requireSite(request, 'leadRouting', request.query.platform);
      return ok(await routingDetails(db, request.query.platform));
    },
  );

  fastify.post(
    '/',
    { config: ROUTING, schema: { body: LeadRoutingSaveBody, response: responses(LeadRoutingSaved) } },
    async (request) => {
      const { platform } = request.body;
      requireSite(request, 'leadRouting', platform);
      const version = await db.transaction().execute(async (trx) => {
        const saved = await saveRouting(trx, request.body, new Date(clock.now()).toISOString());
        if (saved.summary) {
          await audit.record(trx, request, {
            entity: 'leadRouting',
            entityId: platform,
            action: 'update',
            summary: saved.summary,
            platform,
          });
        }
        return saved.version;
      });
      return ok({ version });
    },
  );
};

export default leadRoutingAdminRoutes;
