import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chinaDateTime } from '@contract/china-time';
import type { Platform } from '@contract/common';
import type { MenuEntry } from '@contract/site-menu';
import { contentTarget } from '@contract/url-policy';
import { platformOfHost } from '../config/host-kinds';
import { readThrough, readThroughCache } from '../lib/read-through';
import { sitemapContent } from '../repositories/site-content';
import { canonicalOrigin, type PageRenderer } from './page-renderer';

/** A sitemap holds at most this many urls (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
const HOME_PATH = '/home';

/** Paths search engines must leave alone: the staff console and one visitor's admission result. */
export const NOINDEX_PATHS = ['/admin', '/enroll_detail'] as const;

/** Does the path belong to a page that must not be indexed (X-Robots-Tag: noindex)? */
export const isNoindexPath = (pathname: string) =>
  NOINDEX_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export type SeoCache = {
  /** Forgets every robots.txt and sitemap.xml kept: call it when public content changes. */
  clear(): void;
  get(key: string, load: () => Promise<string>): Promise<string>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * robots.txt and sitemap.xml per host, kept like the other public reads until content changes
     * (plugins/app/public-content.ts); `fastify.seoCache.clear()` drops them.
     */
    seoCache: SeoCache;
  }
}

/** The cache of robots.txt and sitemap.xml, at app level so that content writes can clear it. */
export const seoCachePlugin = fp(
  async (fastify) => {
    const cache = readThroughCache<string>({ max: 100 });
    const clear = () => cache?.clear();
    // Dropped with the other public caches: on every content change, here or in another process.
    fastify.publicContent.register({ clear });
    fastify.decorate('seoCache', {
      clear,
      get: async (key, load) => {
        // A content change (here or in another process), or a publish or end time reached since
        // the answer was made, drops it first.
        await fastify.publicContent.beforeRead();
        return readThrough(cache, key, load);
      },
    });
  },
  { name: 'seo-cache', decorators: { fastify: ['config', 'publicContent'] } },
);

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Menu id → the ids of the menu and every menu under it. */
function subtreeIds(tree: readonly MenuEntry[]): Map<number, number[]> {
  const ids = new Map<number, number[]>();
  const visit = (menu: MenuEntry): number[] => {
    const all = [menu.id, ...menu.subMenus.flatMap(visit)];
    ids.set(menu.id, all);
    return all;
  };
  tree.forEach(visit);
  return ids;
}

/** The menus of the tree marked noindex. */
function noindexIds(tree: readonly MenuEntry[]): Set<number> {
  const ids = new Set<number>();
  const visit = (menu: MenuEntry) => {
    if (menu.noindex) ids.add(menu.id);
    menu.subMenus.forEach(visit);
  };
  tree.forEach(visit);
  return ids;
}

const later = (a: string | undefined, b: string | undefined) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The sitemap of one host kind: /home, every page its published menus open (as the site's
 * resolver links them, from the build's renderer) and the article page of each published content
 * item that has no url of its own; lastmod from the publish times (China time, W3C datetime).
 */
export async function buildSitemap(
  fastify: FastifyInstance,
  renderer: PageRenderer,
  platform: Platform,
  origin: string,
): Promise<string> {
  const [tree, pageTypes, content] = await Promise.all([
    fastify.siteMenuRepository.listTree(platform),
    fastify.pageTypeRepository.list(),
    sitemapContent(fastify.db, platform, SITEMAP_MAX_URLS, new Date(fastify.clock.now()).toISOString()),
  ]);
  const resolved = await renderer.sitePages({ tree, pageTypes });
  const newestOfMenu = new Map<number, string>();
  for (const item of content) {
    const time = chinaDateTime(item.publishTime) ?? undefined;
    const known = newestOfMenu.get(item.menuId);
    if (time && (!known || time > known)) newestOfMenu.set(item.menuId, time);
  }
  const subtrees = subtreeIds(tree);
  const newestUnder = (menuId: number) =>
    (subtrees.get(menuId) ?? [menuId]).reduce<string | undefined>(
      (newest, id) => later(newest, newestOfMenu.get(id)),
      undefined,
    );

  const urls = new Map<string, string | undefined>();
  const add = (path: string, lastmod: string | undefined) => {
    if (urls.size >= SITEMAP_MAX_URLS && !urls.has(path)) return;
    urls.set(path, later(urls.get(path), lastmod));
  };
  add(HOME_PATH, [...newestOfMenu.values()].reduce<string | undefined>(later, undefined));
  const linkedMenus = new Set<number>();
  const noindexMenus = noindexIds(tree);
  for (const page of resolved?.pages ?? []) {
    linkedMenus.add(page.menuId);
    // 不让搜索引擎收录 (issue 25 item 3): the menu's page is not listed (its articles still are,
    // unless each is marked too: sitemapContent).
    if (!noindexMenus.has(page.menuId)) add(page.path, newestUnder(page.menuId));
  }
  if (resolved) {
    for (const item of content) {
      // An item with a url of its own links there, not to its article page (ContentLink).
      if (!linkedMenus.has(item.menuId) || contentTarget(item.url, origin) !== null) continue;
      add(resolved.articlePath(item.menuId, item.id), chinaDateTime(item.publishTime) ?? undefined);
    }
  }

  const entries = [...urls].map(
    ([path, lastmod]) =>
      `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt of one host kind: everything but the staff console and admission results, and its sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...NOINDEX_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * GET /robots.txt and /sitemap.xml, per host kind (the Host header, as for the pages), written on
 * the host's canonical origin, kept in `fastify.seoCache`.
 */
export function registerSeoRoutes(fastify: FastifyInstance, renderer: PageRenderer): void {
  const { config } = fastify;
  const originOf = (protocol: string, host: string) =>
    canonicalOrigin(protocol, host, config.hostKinds, config.port);

  fastify.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request.protocol, request.host);
    const text = await fastify.seoCache.get(`robots ${origin}`, async () => robotsTxt(origin));
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(text);
  });

  fastify.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request.protocol, request.host);
    const platform = platformOfHost(config.hostKinds, new URL(origin).host);
    const xml = await fastify.seoCache.get(`sitemap ${origin}`, () =>
      buildSitemap(fastify, renderer, platform, origin),
    );
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(xml);
  });
}
