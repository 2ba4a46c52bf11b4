import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Powerful features no page of the site uses (the lead form and the lookup need none of them),
 * denied to the site itself and to anything it might embed. Only features Chromium knows, so
 * that the header does not log errors in the console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** helmet's default HSTS, sent only over HTTPS: over plain HTTP a browser ignores it anyway. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers every answer gets, page, file, API answer or framework error: the permissions
 * policy, and HSTS when the request came over HTTPS (behind a trusted proxy, its
 * X-Forwarded-Proto tells).
 */
export function applyCommonHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/**
 * The security headers of JSON answers (OWASP REST guidance): never sniffed, never framed, never
 * a document that may load anything. Set as one constant object: @fastify/helmet rebuilds its
 * middleware on every request, which halved the API's throughput in the benchmark, so helmet
 * covers only the pages and files of the web app.
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

const applyApiHeaders: onRequestHookHandler = (request, reply, done) => {
  reply.headers(API_SECURITY_HEADERS);
  applyCommonHeaders(request, reply);
  done();
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
      if (route.url.startsWith('/api/'))
        route.onRequest = [applyApiHeaders, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'api-headers' },
);
