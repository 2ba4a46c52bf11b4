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
 * A path whose last segment has an extension asks for a file; every file of the web root has one.
 * Any other path is a page of the app.
 */
export const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?')[0] ?? '');

/**
 * Whether a path may be a file of the web root: not a page, nor one of the build's notes to the
 * server or to ops, which are not part of the site: source maps (which give away the whole source
 * with its comments) and the build's metadata. The build writes maps and stats outside the web
 * root now (webpack.config.ts, dist-meta/); this also keeps an older build's copies, or a map
 * copied in by hand, from being served.
 */
export function isServable(pathName: string): boolean {
  let name: string;
  try {
    // Given as asked or decoded, depending on the version of @fastify/static: decode it (again).
    name = path.posix.normalize(decodeURIComponent(pathName.split('?')[0]!)).toLowerCase();
  } catch {
    return false;
  }
  // A page goes to the pages' handler without a look at the disk (that stat was a tenth of the
  // server thread's time per rendered page).
  if (!looksLikeFile(name) || name.endsWith('.map')) return false;
  return !['/build-stats.json', '/page-chunks.json', '/page-queries.json', '/template-keys.json'].includes(
    name,
  );
}

/**
 * Whether a Range header is one range whose first byte is after its last (`bytes=5-1`): not
 * valid, so ignored (RFC 9110 §14.2) and the whole file answered, where @fastify/send answers 416.
 */
export function isInvalidRange(header: string | undefined): boolean {
  const match = header && /^bytes=(\d+)-(\d+)$/.exec(header.trim());
  return !!match && Number(match[1]) > Number(match[2]);
}

/**
 * Serves the webpack build (WEB_ROOT). The pages, `/` included, are answered by routes/web-app.ts
 * with the site data in them: paths that are not files fall through to its not-found handler.
 */
export default fp(
  async (fastify) => {
    const root = fastify.config.webRoot;
    // Its own context, so that the hook sees only the static files' requests.
    await fastify.register(async (files) => {
      files.addHook('onRequest', async (request) => {
        if (isInvalidRange(request.headers.range)) delete request.raw.headers.range;
      });
      await files.register(fastifyStatic, {
        root,
        index: false,
        redirect: false,
        cacheControl: false,
        allowedPath: (pathName) => isServable(pathName),
        setHeaders(res, filePath) {
          res.setHeader('Cache-Control', cacheControlFor(path.relative(root, filePath)));
        },
      });
    });
  },
  { name: 'static-config', decorators: { fastify: ['config'] } },
);
