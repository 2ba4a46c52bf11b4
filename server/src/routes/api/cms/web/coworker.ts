import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { platformOfHost } from '../../../../config/host-kinds';
import { Page } from '@contract/common';
import { Coworker, CoworkerDetails, CoworkerListQuery } from '@contract/coworker';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';
import { detailsRead } from './public-reads';

/** /api/cms/web/coworker */
const coworkerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();

  fastify.get(
    '/listForClient',
    {
      ...CACHED_PUBLIC_READ,
      schema: { querystring: CoworkerListQuery, response: responses(Page(Coworker)) },
    },
    (request, reply) => {
      const { platform, pageNum, pageSize } = request.query;
      const resolved = platform ?? platformOfHost(fastify.config.hostKinds, request.host);
      return answers.send(reply, `${resolved}:${pageNum}:${pageSize}`, async () =>
        ok(await fastify.coworkerRepository.list(resolved, { pageNum, pageSize })),
      );
    },
  );

  detailsRead(fastify, answers, {
    url: '/detailsForClient',
    response: CoworkerDetails,
    keyPrefix: 'coworker:',
    find: (id) => fastify.coworkerRepository.findDetails(id),
    notFound: '教师信息不存在',
  });
};

export default coworkerRoutes;
