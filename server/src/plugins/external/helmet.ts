import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers of pages and static files (see routes/web-app.ts), with a CSP that names no
 * host but our own: images may also be data: URLs, and styles may be inline because
 * styled-components injects its rules at run time. No Referer leaves a page.
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
        },
      },
      // HSTS only over HTTPS: routes/web-app.ts sends it (lib/response-headers.ts, documentHeaders).
      strictTransportSecurity: false,
      // Written out, not left to helmet's default: no page tells another site its address. The
      // admission result's carries the visitor's ID number until the page takes it out
      // (/enroll_detail?idCardNo=…), and the campaign a visit came from is nobody else's.
      referrerPolicy: { policy: 'no-referrer' },
    });
  },
  { name: 'helmet-config' },
);
