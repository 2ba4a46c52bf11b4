import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RenderedPage, RenderPage, SiteData } from '../../../contract/render';
import { TtlCache } from '../lib/ttl-cache';

/** A render that takes longer than this is abandoned: the page is sent for the browser to draw. */
const RENDER_TIMEOUT_MS = 2000;

/** Resolves the renderer's call URLs; only their path and query are used: the app answers them itself. */
const INTERNAL_ORIGIN = 'http://app.internal';

/**
 * A fetch for the renderer that asks this app (inject: no socket, same routes, cache and
 * envelope as the browser gets) for the host of the page. It only reads: rendering a page
 * never changes anything.
 */
function appFetch(fastify: FastifyInstance, host: string): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page render may only read, not ${method}`);
    const target = new URL(input instanceof Request ? input.url : String(input), INTERNAL_ORIGIN);
    const answer = await fastify.inject({
      method: 'GET',
      url: target.pathname + target.search,
      headers: { host },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.rawPayload : null, { status: answer.statusCode, headers });
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page render took over ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The pages' server render: loads the build's renderer (again when a new build replaces it) and
 * renders a page with it. Everything here is optional: while the renderer is missing, or when it
 * fails or is slow, the answer is null and the page goes out for the browser to draw, as it
 * would without it. Rendered pages are kept as long as the content answers they were made of.
 */
export class PageRenderer {
  private loaded: { modifiedMs: number; render: RenderPage } | undefined;
  private readonly pages: TtlCache<RenderedPage | null>;

  constructor(
    private readonly file: string,
    private readonly fastify: FastifyInstance,
    private readonly log: FastifyBaseLogger,
    cacheTtlMs: number,
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
  ) {
    this.pages = new TtlCache(cacheTtlMs);
  }

  private async renderer(): Promise<RenderPage | null> {
    const info = await stat(this.file).catch(() => null);
    if (!info) return null;
    if (this.loaded?.modifiedMs !== info.mtimeMs) {
      const load = createRequire(this.file);
      delete load.cache[this.file];
      const { renderPage } = load(this.file) as { renderPage?: unknown };
      if (typeof renderPage !== 'function') throw new Error(`${this.file} exports no renderPage`);
      this.loaded = { modifiedMs: info.mtimeMs, render: renderPage as RenderPage };
    }
    return this.loaded.render;
  }

  /**
   * The page at `url` (its path and query) of `origin` (`protocol://host` as the visitor sees it),
   * or null to let the browser draw it.
   */
  async render(url: string, origin: string, siteData: SiteData): Promise<RenderedPage | null> {
    try {
      const render = await this.renderer();
      if (!render) return null;
      const { host } = new URL(origin);
      return await this.pages.get(`${origin} ${url}`, () =>
        withTimeout(render({ url, origin, siteData, fetch: appFetch(this.fastify, host) }), this.timeoutMs),
      );
    } catch (error) {
      this.log.warn({ err: error, url }, 'page not rendered on the server; the browser draws it');
      return null;
    }
  }
}
