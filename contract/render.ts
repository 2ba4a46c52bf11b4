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

/** What the renderer answers: the page (HTML inside #root, and what its head needs) or a redirect. */
export type RenderedPage =
  { kind: 'page'; html: string; head: string } | { kind: 'redirect'; location: string };

/** The renderer's entry point; null means "let the browser draw the page". */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;
