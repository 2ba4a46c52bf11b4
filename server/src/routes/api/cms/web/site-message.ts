import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { platformOfHost } from '../../../../config/host-kinds';
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
} from '../../../../../../contract/site-message';
import { MIN_FILL_MS } from '../../../../../../contract/lead-rules';
import { CODE } from '../../../../../../contract/codes';

const BOT_ID_SECRET = randomBytes(32);

/**
 * The id a bot is answered with: random, like a stored lead's, and the same again for a repeat of
 * its Idempotency-Key, as a person's repeat gets the id of the stored lead.
 */
function botLeadId(idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return randomUUID();
  const bytes = createHmac('sha256', BOT_ID_SECRET).update(idempotencyKey).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
      if (website || fillMs === undefined || fillMs < MIN_FILL_MS) {
        return ok({ id: botLeadId(request.headers['idempotency-key']) });
      }
      const id = await fastify.siteMessageRepository.save({
        name,
        phone,
        channel: channel || DEFAULT_CHANNEL,
        address: address || null,
        sourceIp: request.ip ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        platform: platformOfHost(fastify.config.hostKinds, request.host),
      });
      return ok({ id });
    },
  );
};

export default siteMessageRoutes;
