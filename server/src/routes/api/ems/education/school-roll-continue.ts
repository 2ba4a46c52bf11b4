import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientError } from '../../../../lib/client-error';
import { perMinutePerIp } from '../../../../lib/rate-limit-rule';
import { Nullable } from '@contract/common';
import { CODE } from '@contract/codes';
import { ok, responses } from '../../../../lib/responses';
import { AdmissionInfo, EnrollLookupQuery } from '@contract/admission';

/** /api/ems/education/schoolRollContinue: the admission lookup. */
const schoolRollContinueRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/searchForClient',
    {
      // A HEAD route would answer with the content-length of the found or empty answer, in a bucket of its own.
      exposeHeadRoute: false,
      schema: { querystring: EnrollLookupQuery, response: responses(Nullable(AdmissionInfo)) },
      config: {
        access: 'public',
        rateLimit: perMinutePerIp(fastify.config.lookupRateLimit, '查询过于频繁，请稍后再试'),
      },
      preValidation: async (request) => {
        const query: Record<string, unknown> = request.query;
        if (typeof query.idCardNo === 'string') query.idCardNo = query.idCardNo.trim().toUpperCase();
      },
    },
    async (request) => {
      const { idCardNo, siteId } = request.query;
      // The site is the server's (ENROLL_SITE_ID), not the caller's choice: another one is refused.
      const site = fastify.config.enrollSiteId;
      if (siteId !== undefined && siteId !== site)
        throw new ClientError(400, CODE.badRequest, '站点编号不正确');
      // Unknown number or wrong check digit: the same empty answer, so nothing can be probed.
      return ok(await fastify.schoolRollContinueRepository.findEnrollInfo(site, idCardNo));
    },
  );
};

export default schoolRollContinueRoutes;
