import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { perMinutePerIp } from '../../../../lib/rate-limit-rule';
import { Nullable } from '../../../../../../contract/common';
import { ok, responses } from '../../../../lib/responses';
import { AdmissionInfo, EnrollLookupQuery } from '../../../../../../contract/admission';

/** /api/ems/education/schoolRollContinue: the admission lookup. */
const schoolRollContinueRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/searchForClient',
    {
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
      const { idCardNo, siteId = fastify.config.enrollSiteId } = request.query;
      // Unknown number, wrong check digit or another site: the same empty answer, so nothing can be probed.
      return ok(await fastify.schoolRollContinueRepository.findEnrollInfo(siteId, idCardNo));
    },
  );
};

export default schoolRollContinueRoutes;
