import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Off by default: content reads are not limited. The lead and the lookup routes switch it on
 * through their route config (see lib/rate-limits.ts).
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, { global: false });
  },
  { name: 'rate-limit-config' },
);
