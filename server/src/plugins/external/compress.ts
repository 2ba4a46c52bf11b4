import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every response worth compressing, static files included. Requests are not
 * decompressed: no client of this site compresses what it sends (forms of a few hundred bytes),
 * and a compressed body is a small request that inflates into a large one; such a request is
 * answered 415 like any other unsupported body.
 */
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress-config' },
);
