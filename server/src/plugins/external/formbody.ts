import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/** The public site posts forms as application/x-www-form-urlencoded. */
export default fp(
  async (fastify) => {
    await fastify.register(formbody);
  },
  { name: 'formbody-config' },
);
