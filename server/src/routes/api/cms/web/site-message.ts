import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hostNameOf, platformOfHost, type HostKinds } from '../../../../config/host-kinds';
import { ClientError } from '../../../../lib/client-error';
import { deviceClassOf, isWechatBrowser, leadSource } from '../../../../lib/lead-attribution';
import { maskPersonalNumbers } from '../../../../lib/personal-numbers';
import { isCrossSite } from '../../../../lib/same-site';
import { perMinutePerIp } from '../../../../lib/rate-limit-rule';
import { trimFields } from '../../../../lib/validation-messages';
import { ok, responses } from '../../../../lib/responses';
import type { LeadAttribution } from '../../../../repositories/site-message';
import { activeFields, storedLeadForm } from '../../../../repositories/lead-form';
import { ANSWERS_WIRE_MAX } from '@contract/lead-form';
import { answerProblem, FIELD_OPTIONS_MAX, normalizeAnswer } from '@contract/lead-form-fields';
import { DEFAULT_CHANNEL, LEAD_TEXT_FIELDS, LeadBody, LeadHeaders, LeadSaved } from '@contract/site-message';
import {
  ATTRIBUTION_MAX,
  boundedText,
  leadNameProblem,
  MIN_FILL_MS,
  normalizePhone,
  type QuarantineReason,
} from '@contract/lead-rules';
import { CODE } from '@contract/codes';

/**
 * Why a lead looks sent by a program, or null. The site's form always sends its fill time,
 * counted from the visitor's first touch: a lead without one, or one filled faster than a person
 * can, is held back like one whose hidden honeypot field was filled in.
 */
function quarantineReasonOf(body: Pick<LeadBody, 'website' | 'fillMs'>): QuarantineReason | null {
  if (body.website) return 'honeypot';
  if (body.fillMs === undefined) return 'noFillTime';
  return body.fillMs < MIN_FILL_MS ? 'tooFast' : null;
}

/** A path on this site (`/news?id=3`); anything else (a URL, `//other.host`) is no page of ours. */
const sitePath = (value: string | null): string | null =>
  value !== null && /^\/(?![/\\])/.test(value) ? value : null;

/** Cut to its stored length, without control characters, phone and ID numbers masked. */
const stored = (value: string | undefined, max: number): string | null => {
  const text = boundedText(value, max);
  return text === null ? null : maskPersonalNumbers(text);
};

/** What a lead records of where it came from: the form's fields, bounded, and the request's. */
function attributionOf(
  body: LeadBody,
  request: Pick<FastifyRequest, 'headers' | 'host'>,
  hostKinds: HostKinds,
): LeadAttribution {
  const userAgent = request.headers['user-agent'];
  const inWechat = isWechatBrowser(userAgent);
  const requestHost = hostNameOf(request.host);
  const utmSource = stored(body.utmSource, ATTRIBUTION_MAX.utm);
  const utmMedium = stored(body.utmMedium, ATTRIBUTION_MAX.utm);
  const referrer = stored(body.referrer, ATTRIBUTION_MAX.referrer);
  const { source, medium } = leadSource({
    utmSource,
    utmMedium,
    referrer,
    inWechat,
    isOwnHost: (host) => host === requestHost || Object.hasOwn(hostKinds, host),
  });
  return {
    pagePath: sitePath(stored(body.pagePath, ATTRIBUTION_MAX.pagePath)),
    pageTitle: stored(body.pageTitle, ATTRIBUTION_MAX.pageTitle),
    landingPath: sitePath(stored(body.landingPath, ATTRIBUTION_MAX.landingPath)),
    referrer,
    utmSource,
    utmMedium,
    utmCampaign: stored(body.utmCampaign, ATTRIBUTION_MAX.utm),
    utmTerm: stored(body.utmTerm, ATTRIBUTION_MAX.utm),
    utmContent: stored(body.utmContent, ATTRIBUTION_MAX.utm),
    source,
    medium,
    device: deviceClassOf(userAgent),
    inWechat,
    fillMs: body.fillMs ?? null,
  };
}

/** What LeadAnswersBody takes of one answer on the wire: a string, or a list of strings, each of 200 at most. */
const WIRE_TEXT_MAX = 200;
const wireAnswer = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.length <= WIRE_TEXT_MAX
    : Array.isArray(value) &&
      value.length <= FIELD_OPTIONS_MAX &&
      value.every((item) => typeof item === 'string' && item.length <= WIRE_TEXT_MAX);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `answers` whose shape the schema (LeadAnswersBody) would refuse with no word of which field. */
const answersOffWire = (answers: Record<string, unknown>): boolean => {
  const entries = Object.entries(answers);
  return (
    entries.length > ANSWERS_WIRE_MAX || entries.some(([key, value]) => key.length > 10 || !wireAnswer(value))
  );
};

/** /api/cms/web/siteMessage: the call-back form (form-encoded or JSON). */
const siteMessageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /**
   * The answers (issue 38 item 1) as the schema takes them, or a refusal naming the field
   * (`answers.<key>`, in the field's words): the schema alone would answer 请求参数不正确 about
   * `answers` for an object where a string goes, or 31 options. Only a request whose answers do
   * not fit reads the site's form here: it drops the answers of fields the form does not have
   * (as checkAnswers does: the page was older than the form) and names the field of the first
   * that does not fit. What the answers say is checked with the lead, in its transaction
   * (repositories/site-message.ts), against the form then stored.
   */
  const answersFitTheWire = async (request: FastifyRequest): Promise<void> => {
    const body = request.body as { answers?: unknown } | null;
    if (body?.answers === undefined) return;
    if (!isRecord(body.answers)) throw new ClientError(400, CODE.badRequest, '表单内容不正确', 'answers');
    const answers = body.answers;
    if (!answersOffWire(answers)) return;
    const form = await storedLeadForm(fastify.db, platformOfHost(fastify.config.hostKinds, request.host));
    const fields = new Map(activeFields(form).map((field) => [field.key, field]));
    for (const key of Object.keys(answers)) if (!fields.has(key)) delete answers[key];
    for (const [key, value] of Object.entries(answers)) {
      if (wireAnswer(value)) continue;
      const field = fields.get(key)!;
      const problem =
        answerProblem(field, normalizeAnswer(field, value), form.majors, false) ??
        (Array.isArray(value) && value.length > FIELD_OPTIONS_MAX && field.type === 'multiple'
          ? `「${field.label}」最多选择 ${FIELD_OPTIONS_MAX} 项`
          : `「${field.label}」的内容不正确`);
      throw new ClientError(400, CODE.badRequest, problem, `answers.${key}`);
    }
  };

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
      // Before the schema, so that a refused name gets its own reason (the form shows the same
      // words next to the field), not the schema's one message for every problem; and so that a
      // phone typed as people write it (`+86 138-0013-8000`) is the 11 digits the schema checks
      // and the lead stores (the form sends it so too; a page posted before its script ran may not).
      preValidation: async (request) => {
        trimFields(request.body, LEAD_TEXT_FIELDS);
        const body = request.body as { name?: unknown; phone?: unknown } | null;
        const problem = typeof body?.name === 'string' ? leadNameProblem(body.name) : null;
        if (problem) throw new ClientError(400, CODE.badRequest, problem, 'name');
        if (typeof body?.phone === 'string') body.phone = normalizePhone(body.phone);
        await answersFitTheWire(request);
      },
    },
    async (request) => {
      const { name, phone, channel, address } = request.body;
      const quarantineReason = quarantineReasonOf(request.body);
      // A lead that looks sent by a program is stored too, held back with its reason (可疑线索):
      // a person can be taken for a bot (autofill, a form typed into before the app started).
      // It gets the answer a person gets, through the same limits and idempotency rules.
      const id = await fastify.siteMessageRepository.save({
        name,
        phone,
        channel: channel || DEFAULT_CHANNEL,
        address: address || null,
        sourceIp: request.ip ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        platform: platformOfHost(fastify.config.hostKinds, request.host),
        quarantineReason,
        attribution: attributionOf(request.body, request, fastify.config.hostKinds),
        answers: request.body.answers ?? {},
        formVersion: request.body.formVersion ?? 0,
      });
      fastify.metrics.leadStored(quarantineReason);
      return ok({ id });
    },
  );
};

export default siteMessageRoutes;
