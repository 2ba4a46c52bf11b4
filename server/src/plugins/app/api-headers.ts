import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { apiAnswerHeaders } from '../../lib/response-headers';

/**
 * On send, so every answer under /api/ gets them (errors and refusals of earlier hooks too); a
 * cached public read writes the same set prepared once (lib/json-cache.ts) and skips this.
 */
const applyApiHeaders: onSendHookHandler = (request, reply, payload, done) => {
  reply.headers(apiAnswerHeaders(request.protocol === 'https'));
  done(null, payload);
};

/**
 * API answers are not kept by browsers or proxies (the lookup's answer is personal data; a lead's
 * answer, errors and refusals are nobody's to keep), unless the route said otherwise: public
 * content goes out through JsonCache, which marks it `no-cache` (kept, revalidated with its ETag).
 * On send, so every answer under /api/ gets it: errors, 404s, rate-limit refusals included.
 */
export const API_DEFAULT_CACHE_CONTROL = 'no-store';

const defaultCacheControl: onSendHookHandler = (request, reply, payload, done) => {
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
    reply.header('cache-control', API_DEFAULT_CACHE_CONTROL);
  done(null, payload);
};

export default fp(
  async (fastify) => {
    fastify.addHook('onSend', defaultCacheControl);
    fastify.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/')) route.onSend = [applyApiHeaders, ...[route.onSend ?? []].flat()];
    });
  },
  { name: 'api-headers' },
);
