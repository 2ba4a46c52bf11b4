import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type {
  PageStatus,
  RenderedPage,
  RendererModule,
  RenderPage,
  SiteData,
  SitePagesOf,
} from '@contract/render';
import type { HostKinds } from '../config/host-kinds';
import type { BeforeRead } from '../lib/json-cache';
import { askApp } from './app-answers';
import { BUILD_CHECK_MS } from './index-page';
import type { RenderWorkers } from './render-workers';
import { type ReadThroughCache, readThroughCache } from '../lib/read-through';
import type { RenderOutcome } from '../plugins/app/metrics';

/** A render that takes longer than this is abandoned: the page is sent for the browser to draw. */
const RENDER_TIMEOUT_MS = 2000;
/** A preview's render may take this long (the first render of a process loads the renderer). */
const PREVIEW_RENDER_TIMEOUT_MS = 15_000;

/** Resolves the renderer's call URLs; only their path and query are used: the app answers them itself. */
const INTERNAL_ORIGIN = 'http://app.internal';

/** An answer of the app to one of a page's calls: its status and its parsed JSON body. */
export type AppAnswer = { status: number; body: unknown };

/**
 * A preview's change to the app's answers (server/src/web/preview-page.ts): the answer to a call
 * as it would be with the previewed values, or undefined to leave it as the app gave it. Applied
 * only to the calls of the one render it is given to: nothing is written, nothing kept.
 */
export type AnswerOverlay = (
  pathname: string,
  query: URLSearchParams,
  answer: AppAnswer,
) => AppAnswer | undefined;

/** The answer `overlay` makes of an injected one, as a Response; null to keep the app's. */
function overlaid(
  overlay: AnswerOverlay | undefined,
  target: URL,
  answer: { statusCode: number; payload: string; headers: Record<string, unknown> },
): Response | null {
  if (!overlay || !String(answer.headers['content-type'] ?? '').includes('json')) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.payload);
  } catch {
    return null;
  }
  const changed = overlay(target.pathname, target.searchParams, { status: answer.statusCode, body });
  if (!changed) return null;
  return new Response(JSON.stringify(changed.body), {
    status: changed.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * A fetch for the renderer that asks this app (inject: no socket, same routes, cache and
 * envelope as the browser gets) for the host of the page. It only reads: rendering a page
 * never changes anything. Once the render is given up (`signal`), it refuses every call.
 */
function appFetch(
  fastify: FastifyInstance,
  host: string,
  signal: AbortSignal,
  overlay?: AnswerOverlay,
): typeof fetch {
  return async (input, init) => {
    signal.throwIfAborted();
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page render may only read, not ${method}`);
    const target = new URL(input instanceof Request ? input.url : String(input), INTERNAL_ORIGIN);
    const answer = await askApp(fastify, target.pathname + target.search, host);
    signal.throwIfAborted();
    const changed = overlaid(overlay, target, answer);
    if (changed) return changed;
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.rawPayload : null, { status: answer.statusCode, headers });
  };
}

/** Marks a render for a query that had more than the keys pages read, or had them in another order. */
const OTHER_QUERY_MARK = '_';

/**
 * The URL a page is rendered for: its path and only the query keys pages read (`keys`, written by
 * the build; null while unknown: all of them), sorted. Other keys (`?utm_source=…`, `?o=1`) change
 * nothing on the page, so they must not cost a render of their own. One thing in the app sees the
 * query string whole: the header marks the top menu whose link is exactly the current path and
 * query. So a query that is not already in this form is rendered once more, with a key no page
 * reads (`_`): every such query gets the same HTML as it would have had, at most two renders.
 */
export function canonicalPageUrl(url: string, keys: readonly string[] | null): string {
  const { pathname, search, searchParams } = new URL(url, INTERNAL_ORIGIN);
  if (keys === null) return pathname + search;
  const kept = new URLSearchParams([...searchParams].filter(([key]) => keys.includes(key)));
  kept.sort();
  const query = kept.toString();
  const asAsked = search.slice(1);
  if (asAsked === query) return query ? `${pathname}?${query}` : pathname;
  return `${pathname}?${query ? `${query}&` : ''}${OTHER_QUERY_MARK}`;
}

/**
 * The origin a page is rendered for. Its host decides the site kind (the site data) and which
 * links stay on the site, so the render depends on it; but Host headers are the visitor's to
 * choose. A host named in host-kinds stands for itself; any other is the company site, rendered
 * for the first host listed as `company` (or, when none is, for its own name). The port is kept
 * only when it is the one the server listens on (80 and 443 are never part of an origin).
 */
export function canonicalOrigin(
  protocol: string,
  host: string,
  hostKinds: HostKinds,
  serverPort: number,
): string {
  // Never the request's own host unless configured: a made-up Host must not reach canonical
  // links, the sitemap or robots.txt.
  const company = Object.keys(hostKinds).find((listed) => hostKinds[listed] === 'company') ?? 'localhost';
  let hostname: string;
  let port: string;
  try {
    ({ hostname, port } = new URL(`http://${host.trim()}`));
  } catch {
    ({ hostname, port } = { hostname: company, port: '' });
  }
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const canonical = hostKinds[name] !== undefined ? name : company;
  const defaultPort = protocol === 'https' ? '443' : '80';
  const keptPort = port && port !== defaultPort && port === String(serverPort) ? `:${port}` : '';
  return `${protocol}://${canonical.includes(':') ? `[${canonical}]` : canonical}${keptPort}`;
}

/** The memory a kept answer takes, about: JavaScript strings are UTF-16. */
function bytesOf(page: RenderedPage | null): number {
  if (page === null) return 16;
  return 2 * (page.kind === 'page' ? page.html.length + page.head.length : page.location.length);
}

export type PageRendererOptions = {
  /** The build's renderer (dist-ssr/render-page.js). */
  file: string;
  fastify: FastifyInstance;
  log: FastifyBaseLogger;
  /** The most the kept pages may weigh together; 0: none kept. */
  maxBytes: number;
  /** Renders at once; a page past it goes out unrendered at once rather than wait. */
  concurrency: number;
  timeoutMs?: number;
  /** The query keys pages read (the build's page-queries.json); null while unknown. */
  queryKeys: () => Promise<readonly string[] | null>;
  /**
   * Runs before a kept page is looked up: the public-content service's check that content has not
   * changed (in this process or another) and that no publish or end time has passed.
   */
  beforeRead?: BeforeRead;
  /** Threads that render the pages (PAGE_RENDER_WORKERS); without them, pages render in this one. */
  workers?: RenderWorkers;
  /** Told how each page render ended and how long it took (the metrics, plugins/app/metrics.ts). */
  onRendered?: (outcome: RenderOutcome, seconds: number) => void;
};

/** A render given up after the timeout. */
class RenderTimeout extends Error {}

/**
 * The pages' server render: loads the build's renderer (again when a new build replaces it) and
 * renders a page with it. Everything here is optional: while the renderer is missing, or when it
 * fails or is slow, or when as many renders as allowed are running, the answer is null and the
 * page goes out for the browser to draw, as it would without it. Rendered pages are kept until
 * the content they were made of changes (the public-content service clears them), within a byte
 * budget, under their canonical origin and URL, so that neither query strings nor Host headers
 * make the server render more.
 */
export class PageRenderer {
  private loaded: { modifiedMs: number; render: RenderPage; module: RendererModule } | undefined;
  /** A render's answer, null too (kept: it is not tried again until content changes); null: none kept. */
  private readonly pages: ReadThroughCache<{ page: RenderedPage | null }> | null;
  private running = 0;
  /** When the renderer's file was last looked at (performance.now()). */
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: PageRendererOptions) {
    this.pages = readThroughCache({
      maxSize: options.maxBytes,
      // The key is kept too (2 bytes a character).
      sizeCalculation: ({ page }, key) => key.length * 2 + bytesOf(page),
    });
  }

  /** Forgets every kept page (content was written, or a publish or end time passed). */
  clear(): void {
    this.pages?.clear();
  }

  /** What the kept pages weigh now, in bytes. */
  get cachedBytes(): number {
    return this.pages?.calculatedSize ?? 0;
  }

  /** Whether the build's renderer is there and loads (readiness, /readyz). */
  async isLoaded(): Promise<boolean> {
    return (await this.module().catch(() => null)) !== null;
  }

  private async renderer(): Promise<RenderPage | null> {
    return (await this.module())?.renderPage ?? null;
  }

  /** The build's renderer module, loaded again when a new build replaces it; null while missing. */
  private async module(): Promise<RendererModule | null> {
    const { file } = this.options;
    const now = performance.now();
    // Looked at again at most once per BUILD_CHECK_MS (a stat per page cost about 2 % of a render).
    if (this.loaded && now - this.checkedAt < BUILD_CHECK_MS) return this.loaded.module;
    const info = await stat(file).catch(() => null);
    if (!info) {
      this.loaded = undefined;
      return null;
    }
    this.checkedAt = now;
    if (this.loaded?.modifiedMs !== info.mtimeMs) {
      const load = createRequire(file);
      delete load.cache[file];
      const module = load(file) as Partial<RendererModule>;
      if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
      this.loaded = { modifiedMs: info.mtimeMs, render: module.renderPage, module: module as RendererModule };
      this.options.workers?.load(file, info.mtimeMs);
    }
    return this.loaded.module;
  }

  /**
   * The status of a page the server does not render (contract/render.ts, PageStatusOf), as the
   * build's renderer tells it from the route and the menu tree; null when it cannot say.
   */
  async statusOf(url: string, siteData: SiteData): Promise<PageStatus | null> {
    try {
      const pageStatus = (await this.module())?.pageStatus;
      if (typeof pageStatus !== 'function') return null;
      const status = pageStatus({ url, siteData });
      if (typeof status === 'number') return status;
      // A menu of another platform is public too: the repository knows.
      const menu = await this.options.fastify.siteMenuRepository.findWithSubMenus(status.menuId);
      return menu ? 200 : 404;
    } catch (error) {
      this.log.warn({ err: error, url }, 'the status of the page could not be told');
      return null;
    }
  }

  /** The site's pages as its menus resolve them (the sitemap); null while the renderer is missing. */
  async sitePages(input: Parameters<SitePagesOf>[0]): Promise<ReturnType<SitePagesOf> | null> {
    const sitePages = (await this.module())?.sitePages;
    return typeof sitePages === 'function' ? sitePages(input) : null;
  }

  /**
   * The page at `url` (its path and query) of `origin` (`protocol://host`, canonical: see
   * canonicalOrigin), or null to let the browser draw it.
   */
  async render(url: string, origin: string, siteData: SiteData): Promise<RenderedPage | null> {
    const started = performance.now();
    let outcome: RenderOutcome = 'cached';
    const ended = () => this.options.onRendered?.(outcome, (performance.now() - started) / 1000);
    try {
      const render = await this.renderer();
      if (!render) return null;
      const pageUrl = canonicalPageUrl(url, await this.options.queryKeys());
      const key = `${origin} ${pageUrl}`;
      await this.options.beforeRead?.();
      // Runs on a miss only: a kept page, or one being rendered for another request, is shared.
      const renderNew = async () => {
        if (this.running >= this.options.concurrency) {
          this.log.debug({ url }, 'as many pages as allowed are being rendered; the browser draws this one');
          outcome = 'busy';
          return undefined; // not kept
        }
        outcome = 'rendered';
        return { page: await this.renderOnce(render, pageUrl, origin, siteData) };
      };
      const answer = this.pages ? await this.pages.fetch(key, { context: renderNew }) : await renderNew();
      ended();
      return answer?.page ?? null;
    } catch (error) {
      outcome = error instanceof RenderTimeout ? 'timeout' : 'error';
      ended();
      this.log.warn({ err: error, url }, 'page not rendered on the server; the browser draws it');
      return null;
    }
  }

  private get log() {
    return this.options.log;
  }

  /**
   * A preview's page (issue 25 item 1): rendered for this request only, its calls answered through
   * `overlay`. Never kept and never read from the kept pages, so that neither a visitor sees the
   * preview nor the preview a kept page. Null when the renderer is missing or fails.
   */
  async renderPreview(
    url: string,
    origin: string,
    siteData: SiteData,
    overlay: AnswerOverlay,
  ): Promise<RenderedPage | null> {
    try {
      const render = await this.renderer();
      if (!render) return null;
      const pageUrl = canonicalPageUrl(url, await this.options.queryKeys());
      // Staff wait for a preview rather than get none: it is never on the visitors' path.
      const timeoutMs = Math.max(this.options.timeoutMs ?? RENDER_TIMEOUT_MS, PREVIEW_RENDER_TIMEOUT_MS);
      return await this.renderOnce(render, pageUrl, origin, siteData, overlay, timeoutMs);
    } catch (error) {
      this.log.warn({ err: error, url }, 'preview not rendered');
      return null;
    }
  }

  /** One render, holding a slot until it ends or is given up, when its signal aborts it. */
  private async renderOnce(
    render: RenderPage,
    url: string,
    origin: string,
    siteData: SiteData,
    overlay?: AnswerOverlay,
    timeoutMs = this.options.timeoutMs ?? RENDER_TIMEOUT_MS,
  ): Promise<RenderedPage | null> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const reason = new RenderTimeout(`Page render took over ${timeoutMs} ms`);
        controller.abort(reason);
        reject(reason);
      }, timeoutMs);
    });
    this.running += 1;
    try {
      const { host } = new URL(origin);
      const { signal } = controller;
      const fetch = appFetch(this.options.fastify, host, signal, overlay);
      const { workers } = this.options;
      const rendering =
        workers && this.loaded
          ? workers.render({
              file: this.options.file,
              version: this.loaded.modifiedMs,
              url,
              origin,
              siteData,
              fetch,
              signal,
            })
          : render({ url, origin, siteData, fetch, signal });
      return await Promise.race([rendering, givenUp]);
    } finally {
      clearTimeout(timer);
      this.running -= 1;
    }
  }
}
