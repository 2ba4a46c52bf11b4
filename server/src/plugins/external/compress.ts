import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Brotli or gzip for every response worth compressing, static files included. */
export default fp(
  async (fastify) => {
    await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress-config' },
);
