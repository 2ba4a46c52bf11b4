import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers of pages and static files (see routes/web-app.ts), with a CSP that names no
 * host but our own: images may also be data: URLs, and styles may be inline because
 * styled-components injects its rules at run time.
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
    });
  },
  { name: 'helmet-config' },
);
