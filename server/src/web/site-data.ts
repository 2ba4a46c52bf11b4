import type { FastifyInstance } from 'fastify';
import { platformOfHost } from '../config/host-kinds';
import { CODE } from '../schemas/envelope';

/**
 * What every page of the site needs before it can show anything: the host's settings, its menu
 * tree, the banners and the page types. Sent inside index.html (see index-page.ts), so the first
 * page starts without waiting for the settings → menu round trips.
 * The browser app reads it in src/app/site-data.ts; docs/content-contract.md describes it.
 */
export type SiteData = {
  setting?: unknown;
  menus?: { platform: string; list: unknown };
  banners?: unknown;
  pageTypes?: unknown;
};

const CALLS = {
  setting: '/api/cms/web/siteSetting/detailsForClient',
  menus: '/api/cms/web/siteMenu/listForClient',
  banners: '/api/cms/web/siteBanner/listForClient',
  pageTypes: '/api/cms/web/pageType/listForClient',
} as const;

/**
 * The data of a public call, asked of the app itself so that it is exactly what the browser
 * would get (same cache, schema and envelope); nothing when the call does not succeed.
 */
async function dataOf(fastify: FastifyInstance, url: string, host: string): Promise<unknown> {
  const response = await fastify.inject({ method: 'GET', url, headers: { host } });
  if (response.statusCode !== 200) return undefined;
  const body = response.json<{ code?: unknown; data?: unknown }>();
  return body.code === CODE.ok ? body.data : undefined;
}

/** The site data of a host. A part that cannot be read is left out: the page then asks for it itself. */
export async function collectSiteData(fastify: FastifyInstance, host: string): Promise<SiteData> {
  const platform = platformOfHost(fastify.config.hostKinds, host);
  const query = `?platform=${encodeURIComponent(platform)}`;
  const [setting, menus, banners, pageTypes] = await Promise.all([
    dataOf(fastify, CALLS.setting + query, host),
    dataOf(fastify, CALLS.menus + query, host),
    dataOf(fastify, CALLS.banners + query, host),
    dataOf(fastify, CALLS.pageTypes, host),
  ]);
  return {
    setting,
    menus: menus === undefined ? undefined : { platform, list: menus },
    banners,
    pageTypes,
  };
}
