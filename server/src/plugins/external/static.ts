import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Hashed build output never changes under its name; the page that names it must always be revalidated. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the webpack build (WEB_ROOT). The pages, `/` included, are answered by routes/web-app.ts
 * with the site data in them: paths that are not files fall through to its not-found handler.
 */
export default fp(
  async (fastify) => {
    const root = fastify.config.webRoot;
    await fastify.register(fastifyStatic, {
      root,
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', cacheControlFor(path.relative(root, filePath)));
      },
    });
  },
  { name: 'static-config', decorators: { fastify: ['config'] } },
);
