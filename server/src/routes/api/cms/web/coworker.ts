import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { platformOfHost } from '../../../../config/host-kinds';
import { ClientError } from '../../../../lib/client-error';
import { IdQuery, Page } from '../../../../../../contract/common';
import { Coworker, CoworkerDetails, CoworkerListQuery } from '../../../../../../contract/coworker';
import { CODE } from '../../../../../../contract/codes';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';

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

  fastify.get(
    '/detailsForClient',
    { ...CACHED_PUBLIC_READ, schema: { querystring: IdQuery, response: responses(CoworkerDetails) } },
    (request, reply) =>
      answers.send(reply, `coworker:${request.query.id}`, async () => {
        const coworker = await fastify.coworkerRepository.findDetails(request.query.id);
        if (!coworker) throw new ClientError(404, CODE.notFound, '教师信息不存在');
        return ok(coworker);
      }),
  );
};

export default coworkerRoutes;
