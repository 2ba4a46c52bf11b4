import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { CODE } from '@contract/codes';
import type { PageOf, Platform } from '@contract/common';
import { PREVIEW_BANNER_TEXT, PREVIEW_NEW_ID, type PreviewKind } from '@contract/preview';
import type { SiteData } from '@contract/render';
import type { ContentItem } from '@contract/site-content';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import type { Banner } from '@contract/site-banner';
import type { SiteMenuTable } from '../db/database';
import { ok } from '../lib/responses';
import { findRow, type ContentTable, type RowOf } from '../repositories/content-table';
import { findPreview, type PreviewRow } from '../repositories/preview';
import { BANNER } from '../repositories/site-banner';
import { settingExists } from '../repositories/site-setting';
import {
  toContentDetails,
  toContentItem,
  type ContentRow,
  type ContentSeoRow,
} from '../repositories/site-content';
import { parentMenu, toEntry } from '../repositories/site-menu';
import type { IndexPage } from './index-page';
import { type AnswerOverlay, type AppAnswer, canonicalOrigin, type PageRenderer } from './page-renderer';
import { checkPreviewLink, previewSecretOf } from './preview-link';
import { collectSiteData } from './site-data';

const WEB = '/api/cms/web';
const HOME_PATH = '/home';

/** The table each kind's record is kept in. */
const TABLE_OF: Record<Exclude<PreviewKind, 'setting'>, ContentTable> = {
  content: 'site_content',
  menu: 'site_menu',
  banner: 'site_banner',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page of its own for a preview that cannot be shown: what happened, in Chinese, nothing else. */
export function refusalPage(title: string, text: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;padding:48px 24px;color:#1f2933">
<main style="max-width:36em;margin:0 auto"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>
</body></html>`;
}

const REFUSED = {
  badSignature: [
    404,
    '预览链接无效',
    '这个预览链接不完整或已被改动，无法打开。请向发送链接的同事索取新的预览链接。',
  ],
  expired: [410, '预览链接已过期', '这个预览链接已过期。请向发送链接的同事索取新的预览链接。'],
  deleted: [404, '预览的内容已被删除', '预览的记录在生成链接后已被删除，无法再预览。'],
  unavailable: [503, '预览暂时无法生成', '页面暂时无法生成预览，请稍后刷新本页。'],
} as const;

/** The preview bar's height, px: the page below it is moved down by as much. */
const BAR_HEIGHT = 32;

/**
 * The bar over a previewed page: fixed at the top, the page moved down by its height (the body's
 * padding for what flows, `top` for the site's fixed header: `top` moves only positioned
 * elements), so it covers nothing of the page.
 */
const PREVIEW_BAR =
  `<style>body{padding-top:${BAR_HEIGHT}px}#root header{top:${BAR_HEIGHT}px!important}</style>` +
  `<aside aria-label="预览提示" style="position:fixed;top:0;left:0;right:0;z-index:2147483647;margin:0;` +
  `height:${BAR_HEIGHT}px;box-sizing:border-box;padding:0 16px;background:#fff4ce;color:#5c3c00;` +
  `border-bottom:2px solid #e0a800;font:600 14px/30px system-ui,sans-serif;text-align:center;` +
  `white-space:nowrap;overflow:hidden">${PREVIEW_BANNER_TEXT}</aside>`;

/**
 * The rendered page as a preview: without the app's scripts (the browser would take the page
 * over, ask the API for the public answers and drop the previewed values; the preview's address
 * is no route of the app), `noindex`, with the preview bar at the top of the body.
 */
export function asPreviewHtml(html: string): string {
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '')
    .replace(/<meta name="?robots"?[^>]*>/gi, '');
  const withRobots = withoutScripts.replace('</head>', '<meta name="robots" content="noindex"></head>');
  return withRobots.replace(/<body([^>]*)>/i, (tag) => `${tag}${PREVIEW_BAR}`);
}

type Envelope<T> = { code: number; message: string; data: T };
const isOk = <T>(answer: AppAnswer): answer is { status: number; body: Envelope<T> } =>
  answer.status === 200 && (answer.body as Envelope<T> | null)?.code === CODE.ok;

/** A list with `item` in place of the one of its id (or added), in display order. */
function placed<T extends { id: number }>(list: T[], item: T | null, order: (a: T, b: T) => number): T[] {
  const others = list.filter((entry) => entry.id !== (item?.id ?? Number.NaN));
  return item ? [...others, item].sort(order) : others;
}

const bySort = <T extends { id: number; sort: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;
const byPublishTime = (a: ContentItem, b: ContentItem) =>
  b.publishTime.localeCompare(a.publishTime) || b.id - a.id;

/** The menu tree with `entry` in its place under its parent (its sub-menus kept), or at the top when it has none. */
function withMenu(tree: MenuEntry[], entry: MenuEntry, topLevel: boolean): MenuEntry[] {
  let subMenus: MenuEntry[] = [];
  const without = (menus: MenuEntry[]): MenuEntry[] =>
    menus.flatMap((menu) => {
      if (menu.id === entry.id) {
        subMenus = menu.subMenus;
        return [];
      }
      return [{ ...menu, subMenus: without(menu.subMenus) }];
    });
  const rest = without(tree);
  const placedEntry = { ...entry, subMenus };
  if (entry.parentId === null) return topLevel ? placed(rest, placedEntry, bySort) : rest;
  const under = (menus: MenuEntry[]): MenuEntry[] =>
    menus.map((menu) =>
      menu.id === entry.parentId
        ? { ...menu, subMenus: placed(menu.subMenus, placedEntry, bySort) }
        : { ...menu, subMenus: under(menu.subMenus) },
    );
  return under(rest);
}

function parseIcpLinks(text: unknown): SiteSetting['icpLinks'] {
  try {
    const value: unknown = JSON.parse(String(text));
    return Array.isArray(value) ? (value as SiteSetting['icpLinks']) : [];
  } catch {
    return [];
  }
}

/** What a preview shows: how it changes the app's answers, its platform and which page it opens. */
type Previewed = {
  platform: Platform;
  overlay: AnswerOverlay;
  /** The page to render, from the site data as the preview changed it. */
  pathOf: (paths: {
    articlePath: (menuId: number, id: number) => string;
    pageOf: (menuId: number) => string | undefined;
  }) => string;
};

/**
 * The record as the preview's values make it (over the stored record, when there is one), shown
 * as published: a preview shows what visitors will see once it is. Undefined when the record was
 * deleted since the preview was made.
 */
async function previewedOf(fastify: FastifyInstance, preview: PreviewRow): Promise<Previewed | undefined> {
  const values = JSON.parse(preview.values_json) as Record<string, unknown>;
  const kind = preview.kind as PreviewKind;
  const { db } = fastify;
  if (kind === 'setting') {
    if (preview.record_id !== null && !(await settingExists(db, preview.record_id))) return undefined;
    const platform = values.platform as Platform;
    const setting: SiteSetting = {
      platform,
      siteTitle: String(values.site_title ?? ''),
      contactTitle: String(values.contact_title ?? ''),
      copyright: String(values.copyright ?? ''),
      address: String(values.address ?? ''),
      phone: String(values.phone ?? ''),
      email: String(values.email ?? ''),
      homeUrl: String(values.home_url ?? ''),
      wechatQr: (values.wechat_qr as string | null) ?? null,
      weiboQr: (values.weibo_qr as string | null) ?? null,
      xiaohongshuQr: (values.xiaohongshu_qr as string | null) ?? null,
      icpLinks: parseIcpLinks(values.icp_links),
      enrollNotice: String(values.enroll_notice ?? ''),
      workingHours: String(values.working_hours ?? ''),
      leadNextSteps: String(values.lead_next_steps ?? ''),
      privacyMenuId: typeof values.privacy_menu_id === 'number' ? values.privacy_menu_id : null,
    };
    return {
      platform,
      overlay: (path, query) =>
        path === `${WEB}/siteSetting/detailsForClient` && (query.get('platform') ?? platform) === platform
          ? { status: 200, body: ok(setting) }
          : undefined,
      pathOf: () => HOME_PATH,
    };
  }
  const table = TABLE_OF[kind];
  let stored: Record<string, unknown> | undefined;
  if (preview.record_id !== null) {
    stored = (await findRow(db, table, preview.record_id)) as Record<string, unknown> | undefined;
    if (!stored) return undefined;
  }
  const row = { ...stored, ...values, id: preview.record_id ?? PREVIEW_NEW_ID, status: 1 };

  if (kind === 'content') {
    const content = row as unknown as ContentRow & ContentSeoRow & { body: string | null };
    const item = toContentItem(content);
    const menu = await parentMenu(db, content.menu_id);
    const platform = (menu?.platform ?? 'company') as Platform;
    const listPaths = [`${WEB}/siteContent/listForClient`, `${WEB}/siteContent/listForClientByPublishTime`];
    return {
      platform,
      overlay: (path, query, answer) => {
        if (path === `${WEB}/siteContent/detailsForClient` && Number(query.get('id')) === item.id) {
          // With its SEO fields: the preview's head is the one the page would have (issue 25 item 3).
          return { status: 200, body: ok(toContentDetails(content)) };
        }
        if (!listPaths.includes(path) || !isOk<PageOf<ContentItem>>(answer)) return undefined;
        const { total, pageList } = answer.body.data;
        const here = Number(query.get('menuId')) === item.menuId;
        const wasHere = pageList.some((entry) => entry.id === item.id);
        if (!here && !wasHere) return undefined;
        const order = path.endsWith('ByPublishTime') ? byPublishTime : bySort;
        const pageSize = Number(query.get('pageSize') ?? pageList.length) || pageList.length || 1;
        const list = placed(pageList, here ? item : null, order).slice(0, pageSize);
        const newTotal = total + (here && !wasHere ? 1 : 0) - (!here && wasHere ? 1 : 0);
        return { status: 200, body: ok({ total: newTotal, pageList: list }) };
      },
      pathOf: ({ articlePath, pageOf }) =>
        item.url === null ? articlePath(item.menuId, item.id) : (pageOf(item.menuId) ?? HOME_PATH),
    };
  }

  if (kind === 'menu') {
    const entry = { ...toEntry(row as unknown as Selectable<SiteMenuTable>), status: true };
    const { platform } = entry;
    return {
      platform,
      overlay: (path, query, answer) => {
        if (path === `${WEB}/siteMenu/listForClient` && (query.get('platform') ?? platform) === platform) {
          if (!isOk<MenuEntry[]>(answer)) return undefined;
          return { status: 200, body: ok(withMenu(answer.body.data, entry, true)) };
        }
        if (path === `${WEB}/siteMenu/details`) {
          const id = Number(query.get('id'));
          if (id === entry.id) {
            const subMenus = isOk<MenuEntry>(answer) ? answer.body.data.subMenus : [];
            return { status: 200, body: ok({ ...entry, subMenus }) };
          }
          if (!isOk<MenuEntry>(answer)) return undefined;
          return { status: 200, body: ok(withMenu([answer.body.data], entry, false)[0]) };
        }
        // The content of a menu not public yet: none is public (a 404 would show no page).
        if (
          path.startsWith(`${WEB}/siteContent/listForClient`) &&
          Number(query.get('menuId')) === entry.id &&
          answer.status === 404
        ) {
          return { status: 200, body: ok({ total: 0, pageList: [] }) };
        }
        return undefined;
      },
      pathOf: ({ pageOf }) => pageOf(entry.id) ?? HOME_PATH,
    };
  }

  const banner = BANNER.fromRow(row as unknown as RowOf<'site_banner'>) as Banner;
  return {
    platform: banner.platform as Platform,
    overlay: (path, query, answer) => {
      if (path !== `${WEB}/siteBanner/listForClient` || !isOk<Banner[]>(answer)) return undefined;
      if ((query.get('platform') ?? banner.platform) !== banner.platform) return undefined;
      return { status: 200, body: ok(placed(answer.body.data, banner, bySort)) };
    },
    pathOf: () => HOME_PATH,
  };
}

/** The host a platform's pages are rendered for: the first listed for it, else the request's own. */
function hostOf(fastify: FastifyInstance, platform: Platform, requestHost: string): string {
  const { hostKinds } = fastify.config;
  const listed = Object.keys(hostKinds).find((host) => hostKinds[host] === platform);
  if (!listed || platform === (hostKinds[requestHost.replace(/:\d+$/, '')] ?? 'company')) return requestHost;
  const port = /:(\d+)$/.exec(requestHost)?.[1];
  return port ? `${listed}:${port}` : listed;
}

/**
 * GET /preview/<id>?e=&s= (issue 25 item 1): a preview's page, for anyone holding its signed link
 * (a colleague need not sign in). The page is rendered by the site's renderer with the preview's
 * values over the app's answers for this render only (never kept, never in the kept pages, the
 * sitemap or the public answers), `noindex`, `Cache-Control: private, no-store`, with a bar
 * saying it is a preview. A changed or expired link, or a record deleted since, gets a page
 * saying so and nothing else.
 */
export function registerPreviewPage(
  fastify: FastifyInstance,
  { pageRenderer, indexPage }: { pageRenderer: PageRenderer; indexPage: IndexPage },
): void {
  const { config } = fastify;
  const secret = previewSecretOf(config);
  if (config.databaseUrl && !config.previewSecret) {
    fastify.log.warn(
      'PREVIEW_SECRET is not set: preview links are signed with this server’s own secret, which other servers on the same database do not share',
    );
  }

  const refuse = (reply: FastifyReply, reason: keyof typeof REFUSED) => {
    const [status, title, text] = REFUSED[reason];
    if (status === 503) reply.header('Retry-After', '5');
    return reply.code(status).send(refusalPage(title, text));
  };

  fastify.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/preview/:id',
    async (
      request: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>,
      reply,
    ) => {
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex');
      const { id } = request.params;
      if (!/^[0-9a-f]{32}$/.test(id)) return refuse(reply, 'badSignature');
      const now = fastify.clock.now();
      const check = checkPreviewLink(secret, id, request.query, now);
      if (check !== 'ok') return refuse(reply, check);
      const preview = await findPreview(fastify.db, id, new Date(now).toISOString());
      // Signed and in time, but gone: swept after its expiry, or dropped as its author's oldest.
      if (!preview) return refuse(reply, 'expired');
      const previewed = await previewedOf(fastify, preview);
      if (!previewed) return refuse(reply, 'deleted');

      const host = hostOf(fastify, previewed.platform, request.host);
      const origin = canonicalOrigin(request.protocol, host, config.hostKinds, config.port);
      const siteData: SiteData = { ...(await collectSiteData(fastify, host, previewed.overlay)), origin };
      const pages = await pageRenderer.sitePages({
        tree: siteData.menus?.list ?? [],
        pageTypes: siteData.pageTypes ?? [],
      });
      const path = previewed.pathOf({
        articlePath: (menuId, contentId) => pages?.articlePath(menuId, contentId) ?? HOME_PATH,
        pageOf: (menuId) => pages?.pages.find((page) => page.menuId === menuId)?.path,
      });
      const rendered = await pageRenderer.renderPreview(path, origin, siteData, previewed.overlay);
      if (rendered?.kind !== 'page') return refuse(reply, 'unavailable');
      const page = await indexPage.render(path.split('?')[0] ?? path, siteData, rendered);
      if (page === null) return refuse(reply, 'unavailable');
      return reply.code(200).send(asPreviewHtml(page));
    },
  );
}
