import type { FastifyInstance } from 'fastify';
import { platformOfHost } from '../config/host-kinds';
import { CODE } from '@contract/codes';
import type { SiteData } from '@contract/render';
import { askApp } from './app-answers';
import type { AnswerOverlay } from './page-renderer';

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
async function dataOf<T>(
  fastify: FastifyInstance,
  url: string,
  host: string,
  overlay?: AnswerOverlay,
): Promise<T | undefined> {
  const response = await askApp(fastify, url, host);
  // A preview's values over the app's answer (preview-page.ts), for this page only.
  const target = new URL(url, 'http://app.internal');
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  const answer = {
    status: response.statusCode,
    body: isJson ? (JSON.parse(response.payload) as unknown) : null,
  };
  const { status, body } = overlay?.(target.pathname, target.searchParams, answer) ?? answer;
  if (status !== 200) return undefined;
  // This app's own answer, written by the route's response schema: the contract's shape.
  const envelope = body as { code?: unknown; data?: T };
  return envelope.code === CODE.ok ? envelope.data : undefined;
}

/**
 * The site data (contract/render.ts) of a host: what every page of the site needs before it can
 * show anything (the host's settings, its menu tree, the banners and the page types). Sent inside
 * index.html (see index-page.ts), so the first page starts without waiting for the settings →
 * menu round trips; the browser app reads it in src/app/site-data.ts. A part that cannot be read
 * is left out: the page then asks for it itself.
 */
export async function collectSiteData(
  fastify: FastifyInstance,
  host: string,
  overlay?: AnswerOverlay,
): Promise<SiteData> {
  const platform = platformOfHost(fastify.config.hostKinds, host);
  const query = `?platform=${encodeURIComponent(platform)}`;
  const [setting, menus, banners, pageTypes] = await Promise.all([
    dataOf<SiteData['setting']>(fastify, CALLS.setting + query, host, overlay),
    dataOf<NonNullable<SiteData['menus']>['list']>(fastify, CALLS.menus + query, host, overlay),
    dataOf<SiteData['banners']>(fastify, CALLS.banners + query, host, overlay),
    dataOf<SiteData['pageTypes']>(fastify, CALLS.pageTypes, host, overlay),
  ]);
  return {
    setting,
    menus: menus === undefined ? undefined : { platform, list: menus },
    banners,
    pageTypes,
  };
}
