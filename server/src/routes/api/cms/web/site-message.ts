import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { perMinutePerIp } from '../../../../lib/rate-limit-rule';
import { trimFields } from '../../../../lib/validation-messages';
import { ok, responses } from '../../../../lib/responses';
import {
  DEFAULT_CHANNEL,
  LEAD_TEXT_FIELDS,
  LeadBody,
  LeadHeaders,
  LeadSaved,
  MIN_FILL_MS,
} from '../../../../../../contract/site-message';

/** /api/cms/web/siteMessage: the call-back form (form-encoded or JSON). */
const siteMessageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/saveForClient',
    {
      schema: { body: LeadBody, headers: LeadHeaders, response: responses(LeadSaved) },
      config: {
        access: 'public',
        rateLimit: perMinutePerIp(fastify.config.leadRateLimit, '提交过于频繁，请稍后再试'),
      },
      preValidation: async (request) => trimFields(request.body, LEAD_TEXT_FIELDS),
    },
    async (request) => {
      const { name, phone, channel, address, website, fillMs } = request.body;
      // A bot learns nothing: it gets the success answer, and nothing is stored.
      if (website || (fillMs !== undefined && fillMs < MIN_FILL_MS)) return ok({ id: 0 });
      const id = await fastify.siteMessageRepository.save({
        name,
        phone,
        channel: channel || DEFAULT_CHANNEL,
        address: address || null,
        sourceIp: request.ip ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return ok({ id });
    },
  );
};

export default siteMessageRoutes;
