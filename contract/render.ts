/**
 * Between the server and the build's page renderer (src/app/render-page.tsx, built into
 * dist-ssr/render-page.js; loaded by server/src/web/page-renderer.ts). Types only.
 */
import type { Banner } from './site-banner';
import type { MenuEntry } from './site-menu';
import type { PageType } from './page-type';
import type { Platform } from './common';
import type { SiteSetting } from './site-setting';

/**
 * What every page of the site needs before it can show anything, sent inside the page
 * (docs/content-contract.md, "Site data in the page"): the answers of the calls every page starts
 * with, each left out when the server could not read it.
 */
export type SiteData = {
  setting?: SiteSetting;
  menus?: { platform: Platform; list: MenuEntry[] };
  banners?: Banner[];
  pageTypes?: PageType[];
  /**
   * The site's canonical origin for this host (`https://host`, server/src/web/page-renderer.ts
   * canonicalOrigin): canonical and share links of the page are written on it.
   */
  origin?: string;
};

/** What the server asks the renderer for. */
export type RenderRequest = {
  /** The page's path and query. */
  url: string;
  /** The page's origin as the visitor sees it (`https://host`): which links stay on this site. */
  origin: string;
  /** The site data that goes with the page. */
  siteData: SiteData;
  /** How the page's calls reach the API: the server passes one that asks the app itself. */
  fetch: typeof fetch;
  /** Aborted when the server gives the render up: the render stops instead of finishing for nothing. */
  signal?: AbortSignal;
};

/** The HTTP status of a page: 404 for the not-found page (an unknown path, or a menu that is not public) and for a details page whose item the server does not have. */
export type PageStatus = 200 | 404;

/**
 * What the renderer answers: the page (HTML inside #root, and what its head needs: its title,
 * description, canonical and share tags, JSON-LD, styles and state) or a redirect. `status`
 * absent (an older build's renderer) is 200.
 */
export type RenderedPage =
  | {
      kind: 'page';
      html: string;
      head: string;
      status?: PageStatus;
      /** The page must not be indexed (its head says `noindex`): the server adds `X-Robots-Tag`. */
      noindex?: boolean;
    }
  | { kind: 'redirect'; location: string };

/** The renderer's entry point; null means "let the browser draw the page". */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;

/**
 * The status of a page without rendering it (the route and the menu tree only): what the server
 * answers when it does not render the page (too many renders running, or one too slow).
 * `{ menuId }`: the route's menu is not in the host's tree; 404 unless that menu is public.
 */
export type PageStatusOf = (request: { url: string; siteData: SiteData }) => PageStatus | { menuId: number };

/** A page of the sitemap: a published menu's page, at the path the site's menus link to. */
export type SitePage = { menuId: number; path: string };

/**
 * The pages the published menus of a tree open, resolved as the site's menus resolve them
 * (fixed pages, templates, page types created by content staff), one per menu; and the article
 * page of a content item (for a content item without its own url).
 */
export type SitePagesOf = (input: { tree: MenuEntry[]; pageTypes: PageType[] }) => {
  pages: SitePage[];
  articlePath: (menuId: number, contentId: number) => string;
};

/** What the build's renderer module exports; all but renderPage are optional (older builds). */
export type RendererModule = {
  renderPage: RenderPage;
  pageStatus?: PageStatusOf;
  sitePages?: SitePagesOf;
};
