import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { platformOfHost } from '../../../../config/host-kinds';
import { PlatformQuery } from '../../../../../../contract/common';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';
import { JobPosition } from '../../../../../../contract/job-position';

/** /api/cms/web/jobPosition */
const jobPositionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();

  fastify.get(
    '/listForClient',
    {
      ...CACHED_PUBLIC_READ,
      schema: { querystring: PlatformQuery, response: responses(Type.Array(JobPosition)) },
    },
    (request, reply) => {
      const platform = request.query.platform ?? platformOfHost(fastify.config.hostKinds, request.host);
      return answers.send(reply, platform, async () =>
        ok(await fastify.jobPositionRepository.list(platform)),
      );
    },
  );
};

export default jobPositionRoutes;
