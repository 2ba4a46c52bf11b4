import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/**
 * /api/docs/openapi.json: the OpenAPI 3 document generated from the route schemas
 * (@fastify/swagger, plugins/external/swagger.ts), for signed-in staff only. Served as JSON
 * under the API's own `default-src 'none'` policy; open it in any OpenAPI viewer.
 */
const openApiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/openapi.json',
    {
      schema: {
        hide: true,
        response: { 200: Type.Object({ openapi: Type.String() }, { additionalProperties: true }) },
      },
      config: { access: 'signedIn' },
    },
    async () => fastify.swagger() as { openapi: string },
  );
};

export default openApiRoutes;
