import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicLeadForm } from '@contract/lead-form';
import { platformOfHost } from '../../../../config/host-kinds';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';
import { publicLeadForm, storedLeadForm } from '../../../../repositories/lead-form';

/**
 * /api/cms/web/leadForm, public (issue 38 item 1): the lead form's fields beyond name and phone of
 * the site of the request's host (as a lead is filed under it: routes/api/cms/web/site-message.ts),
 * kept until content changes. A site whose form was never saved: version 0, no field.
 */
const leadFormRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();

  fastify.get(
    '/detailsForClient',
    { ...CACHED_PUBLIC_READ, schema: { response: responses(PublicLeadForm) } },
    (request, reply) => {
      const platform = platformOfHost(fastify.config.hostKinds, request.host);
      return answers.send(reply, platform, async () =>
        ok(publicLeadForm(await storedLeadForm(fastify.db, platform))),
      );
    },
  );
};

export default leadFormRoutes;
