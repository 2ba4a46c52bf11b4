import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';
import { PageType } from '@contract/page-type';

/** /api/cms/web/pageType */
const pageTypeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();

  fastify.get(
    '/listForClient',
    { ...CACHED_PUBLIC_READ, schema: { response: responses(Type.Array(PageType)) } },
    (_request, reply) => answers.send(reply, 'all', async () => ok(await fastify.pageTypeRepository.list())),
  );
};

export default pageTypeRoutes;
