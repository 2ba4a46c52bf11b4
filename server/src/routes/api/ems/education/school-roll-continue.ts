import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientError } from '../../../../lib/client-error';
import { clientKey } from '../../../../lib/client-key';
import {
  challengeKey,
  checkProof,
  databaseLookupGuard,
  issueChallenge,
  type LookupGuard,
  memoryLookupGuard,
} from './lookup-challenge';
import { perMinutePerIp } from '../../../../lib/rate-limit-rule';
import { Nullable } from '@contract/common';
import { CODE } from '@contract/codes';
import { ok, responses } from '../../../../lib/responses';
import { previewSecretOf } from '../../../../web/preview-link';
import {
  AdmissionInfo,
  EnrollLookupRequest,
  LOOKUP_PROOF_MESSAGES,
  LookupChallenge,
} from '@contract/admission';

const TOO_MANY = '查询过于频繁，请稍后再试';
const TOO_MANY_MISSES = '未查到的查询次数过多，请一小时后再试';

/**
 * /api/ems/education/schoolRollContinue: the admission lookup (issue 35, docs/operations.md, "Abuse limits").
 * Each lookup carries the proof of a challenge solved for it alone; a client (an IPv4 address or
 * an IPv6 /64) gets LOOKUP_RATE_LIMIT lookups a minute, high enough for a campus behind one
 * address, and LOOKUP_MISS_LIMIT lookups that find nothing an hour, past which its lookups are
 * refused: a script walking through ID numbers meets that bound, and pays the proof of work for
 * every number it tries.
 */
const schoolRollContinueRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { lookupRateLimit, lookupMissLimit, lookupChallengeMaxNumber } = fastify.config;
  let key: Buffer | undefined;
  // The secret and the database are read at the first request (the database opens after routes register).
  const signingKey = () => (key ??= challengeKey(previewSecretOf(fastify.config)));
  let guard: LookupGuard | undefined;
  const lookupGuard = () =>
    (guard ??= fastify.storeKind === 'postgres' ? databaseLookupGuard(fastify.db) : memoryLookupGuard());

  fastify.get(
    '/challengeForClient',
    {
      exposeHeadRoute: false,
      schema: { response: responses(LookupChallenge) },
      // A challenge per lookup, and a second one for a lookup retried after its proof expired.
      config: { access: 'public', rateLimit: perMinutePerIp(2 * lookupRateLimit, TOO_MANY) },
    },
    async () => ok(issueChallenge(signingKey(), lookupChallengeMaxNumber, Date.now())),
  );

  fastify.get(
    '/searchForClient',
    {
      // A HEAD route would answer with the content-length of the found or empty answer, in a bucket of its own.
      exposeHeadRoute: false,
      schema: { querystring: EnrollLookupRequest, response: responses(Nullable(AdmissionInfo)) },
      config: { access: 'public', rateLimit: perMinutePerIp(lookupRateLimit, TOO_MANY) },
      preValidation: async (request) => {
        const query: Record<string, unknown> = request.query;
        if (typeof query.idCardNo === 'string') query.idCardNo = query.idCardNo.trim().toUpperCase();
      },
    },
    async (request) => {
      const { idCardNo, siteId, proof } = request.query;
      // The site is the server's (ENROLL_SITE_ID), not the caller's choice: another one is refused.
      const site = fastify.config.enrollSiteId;
      if (siteId !== undefined && siteId !== site)
        throw new ClientError(400, CODE.badRequest, '站点编号不正确', 'siteId');
      const now = Date.now();
      if (proof === undefined)
        throw new ClientError(400, CODE.lookupProofRefused, LOOKUP_PROOF_MESSAGES.missing);
      const check = checkProof(signingKey(), proof, now);
      if (!check.ok) throw new ClientError(400, CODE.lookupProofRefused, LOOKUP_PROOF_MESSAGES[check.reason]);
      if (!(await lookupGuard().claim(check.salt, check.expiresAtMs, now)))
        throw new ClientError(400, CODE.lookupProofRefused, LOOKUP_PROOF_MESSAGES.used);
      // Past the client's misses of the hour, found numbers are refused too: the answer tells nothing.
      const client = clientKey(request.ip);
      if ((await lookupGuard().misses(client, now)) >= lookupMissLimit)
        throw new ClientError(429, CODE.tooManyRequests, TOO_MANY_MISSES);
      // Unknown number or wrong check digit: the same empty answer, so nothing can be probed.
      const found = await fastify.schoolRollContinueRepository.findEnrollInfo(site, idCardNo);
      if (!found) await lookupGuard().countMiss(client, now);
      return ok(found);
    },
  );
};

export default schoolRollContinueRoutes;
