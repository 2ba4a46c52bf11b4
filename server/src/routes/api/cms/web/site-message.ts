import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientError } from '../../../../lib/client-error';
import { isCrossSite } from '../../../../lib/same-site';
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
import { CODE } from '../../../../../../contract/codes';

/** /api/cms/web/siteMessage: the call-back form (form-encoded or JSON). */
const siteMessageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/saveForClient',
    {
      schema: { body: LeadBody, headers: LeadHeaders, response: responses(LeadSaved) },
      config: { rateLimit: perMinutePerIp(fastify.config.leadRateLimit, '提交过于频繁，请稍后再试') },
      // A page of another website must not make its visitors' browsers post leads (a form post
      // needs no CORS preflight, and each visitor brings a new IP).
      onRequest: async (request) => {
        if (isCrossSite(request.headers, request.host, fastify.config.hostKinds)) {
          throw new ClientError(403, CODE.badRequest, '请在本站页面填写并提交留言');
        }
      },
      preValidation: async (request) => trimFields(request.body, LEAD_TEXT_FIELDS),
    },
    async (request) => {
      const { name, phone, channel, address, website, fillMs } = request.body;
      // A bot learns nothing: it gets the answer a person gets (an opaque id), and nothing is
      // stored. The site's form always sends its fill time: a lead without one is no exception.
      if (website || fillMs === undefined || fillMs < MIN_FILL_MS) return ok({ id: randomUUID() });
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
