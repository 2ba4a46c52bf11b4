import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses cookies (the client sends its user-info cookie with every call). */
export default fp(
  async (fastify) => {
    await fastify.register(cookie);
  },
  { name: 'cookie-config' },
);
