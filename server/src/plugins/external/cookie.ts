import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/**
 * Cookies are set on replies (the staff session) and read only by the staff guard, which parses
 * the session cookie itself (`fastify.parseCookie`): the public reads, most of the traffic, do
 * not pay for parsing a header they never look at.
 */
export default fp(
  async (fastify) => {
    await fastify.register(cookie, { hook: false });
  },
  { name: 'cookie-config' },
);
