import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/**
 * The OpenAPI 3 document, built from the route schemas of every route registered after this
 * plugin; served to signed-in staff by routes/api/docs/openapi.ts.
 */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: '华夏教育集团 API',
          description:
            'Answers are `{ code, message, data }` (code 0 = success). Back-office calls need the `sid` session cookie from `POST /api/bms/system/admin/signIn`; writes also need a same-origin `Origin` header.',
          version: '1',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      },
      // Each operation says whether it needs the session (config.access, plugins/app/staff-auth.ts).
      transform: ({ schema, url, route }) => {
        const access = route.config?.access;
        const transformed = { ...(schema ?? {}) } as Record<string, unknown>;
        if (access && access !== 'public') transformed.security = [{ session: [] }];
        return { schema: transformed, url };
      },
    });
  },
  { name: 'swagger-config' },
);
