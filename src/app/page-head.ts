import type { Params } from 'react-router-dom';
import type { PageStatus } from '@contract/render';
import type { SeoFields } from '@contract/seo';
import type { Coworker } from '@contract/coworker';
import type { ContentItem } from '@contract/site-content';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import type { PageQuery, PageQueryKey } from '@/lib/page-query';
import type { TemplateMeta } from '@/registry/define-template';
import type { RegisteredTemplate } from '@/registry/resolver';
import { appMessages } from './messages';
import { isMenuMissingData, pageMenuOf, propsAt, type RouteHandle } from './template-routes';

/*
 * The page's head as data, computed from the route and the data the page shows: its title,
 * description, canonical url, share tags and whether search engines may index it. Pure: the
 * server's render writes it into the HTML (render-page.tsx, with JSON-LD from page-json-ld.ts),
 * the browser applies it after each navigation (page-head-sync.tsx).
 */

/** A route match as useMatches and the static handler give it. */
export type RouteMatchLike = { handle?: unknown; params: Params; data?: unknown };

/** What the page at a location is: its status, its route's meta, template and menu. */
export type PageAt = {
  status: PageStatus;
  meta: TemplateMeta;
  template: RegisteredTemplate | undefined;
  /** The menu the page stands for (a fixed page: the menu whose path it is). */
  menu: MenuEntry | null;
  /** On an article page: the article its query names (else the menu's first item is the article). */
  articleId: number | null;
  /** On a page of one record (a teacher's, /yes_teacher/{id}): that record's id. */
  recordId: number | null;
};

const isHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'meta' in handle;

const parseId = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? Number(value) : null);

/**
 * The page at a location from its route matches and the site's menu tree: 404 on the not-found
 * route and on a template route whose loader found its menu not public (template-routes.tsx).
 */
export function pageAt(
  matches: readonly RouteMatchLike[],
  searchParams: PageQuery,
  tree: readonly MenuEntry[],
): PageAt {
  const deepest = [...matches].reverse().find((match) => isHandle(match.handle));
  const handle = deepest && isHandle(deepest.handle) ? deepest.handle : undefined;
  const page: PageAt = {
    status: 200,
    meta: handle?.meta ?? {},
    template: undefined,
    menu: null,
    articleId: null,
    recordId: null,
  };
  if (!handle || !deepest) return page;
  if (handle.notFound) return { ...page, status: 404 };
  const { template } = handle;
  if (!template) return page;
  if (isMenuMissingData(deepest.data)) return { ...page, status: 404, template };
  const props = propsAt(template, deepest.params, searchParams, tree);
  return {
    ...page,
    template,
    menu: pageMenuOf(template, props, tree),
    articleId: page.meta.headKind === 'article' ? parseId(searchParams.get('articleId')) : null,
    recordId: template.idIsRecord ? props.id : null,
  };
}

/** A query-cache entry, as much of it as the head reads. */
type CacheEntry = { status?: string; endpointName?: string; originalArgs?: unknown; data?: unknown };

const LIST_ENDPOINTS = new Set(['listSiteContentForClient', 'listSiteContentByPublishTime']);

/** What the page's content gives its head: its menu's first item, the article shown, the teacher shown. */
export type PageContent = {
  first: ContentItem | null;
  article: (ContentItem & Partial<SeoFields>) | null;
  /** Absent or null: no teacher's page. */
  teacher?: Coworker | null;
};

const NO_CONTENT: PageContent = { first: null, article: null, teacher: null };

/** The teacher a teacher's page shows, from the query cache (the details its template asked for). */
function teacherIn(queries: Readonly<Record<string, CacheEntry | undefined>>, id: number): Coworker | null {
  for (const entry of Object.values(queries)) {
    if (
      entry?.status === 'fulfilled' &&
      entry.endpointName === 'getCoworkerDetails' &&
      (entry.originalArgs as { id?: number } | undefined)?.id === id
    )
      return (entry.data as Coworker | null | undefined) ?? null;
  }
  return null;
}

/**
 * The content the page shows, from the query cache: the first item of its menu's first list page
 * (description and picture of a menu's page) and, on an article page, the article.
 */
export function pageContentIn(
  queries: Readonly<Record<string, CacheEntry | undefined>>,
  page: Pick<PageAt, 'menu' | 'articleId' | 'meta' | 'recordId'>,
): PageContent {
  if (page.recordId !== null) return { ...NO_CONTENT, teacher: teacherIn(queries, page.recordId) };
  const menuId = page.menu?.id;
  if (menuId === undefined) return NO_CONTENT;
  let first: ContentItem | null = null;
  const details = new Map<number, ContentItem & Partial<SeoFields>>();
  for (const entry of Object.values(queries)) {
    if (entry?.status !== 'fulfilled' || !entry.endpointName) continue;
    const args = entry.originalArgs as { menuId?: number; pageNum?: number } | undefined;
    if (
      !first &&
      LIST_ENDPOINTS.has(entry.endpointName) &&
      args?.menuId === menuId &&
      (args.pageNum ?? 1) === 1
    ) {
      first = (entry.data as { pageList?: ContentItem[] } | undefined)?.pageList?.[0] ?? null;
    } else if (entry.endpointName === 'getSiteContentDetails') {
      const item = entry.data as (ContentItem & Partial<SeoFields>) | undefined;
      if (item) details.set(item.id, item);
    }
  }
  if (page.meta.headKind !== 'article') return { ...NO_CONTENT, first };
  const articleId = page.articleId ?? first?.id;
  return { first, article: articleId === undefined ? null : (details.get(articleId) ?? null), teacher: null };
}

export type PageHead = {
  title: string;
  description: string;
  /** Absent on pages search engines must not index. */
  canonical: string | null;
  /** `noindex` on the 404 page, the admission result and pages their editor keeps out (不让搜索引擎收录). */
  robots: string | null;
  /**
   * `no-referrer` on the same pages: their address may carry what the visitor typed (the
   * admission result's ID number, until the page takes it out). The server's Referrer-Policy
   * header says the same for every page (server/src/plugins/external/helmet.ts); this holds where
   * a proxy or a cache drops the header.
   */
  referrer: string | null;
  /** An absolute url of the share picture. */
  image: string;
  type: 'website' | 'article';
  siteName: string;
};

export type PageHeadInput = {
  page: PageAt;
  content: PageContent;
  setting: SiteSetting | undefined;
  /** The site's canonical origin (`https://host`). */
  origin: string;
  pathname: string;
  searchParams: URLSearchParams;
};

/** Used when neither the menu nor its content has a summary (index.html says the same). */
export const DEFAULT_DESCRIPTION = '学历教育、自考、职业教育与招生报名服务。';
/** Search engines show about this many Chinese characters. */
const DESCRIPTION_MAX = 120;
/**
 * The share picture of a page without a picture of its own: the logo and the group's name, drawn
 * by scripts/make-share-image.mjs. A raster picture: WeChat and most share cards show no SVG.
 */
const DEFAULT_IMAGE = '/images/share.jpg';
/**
 * Query keys that make another page for search engines (the menu id, the article, single pages,
 * the list page); not /enroll_detail's identity card number.
 */
const CANONICAL_QUERY_KEYS: readonly PageQueryKey[] = ['id', 'articleId', 'pType', 'page'];

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
}

/**
 * An absolute http(s) url of a picture of this site or another, or null: other schemes, `//host`,
 * and SVG pictures, which share cards do not show.
 */
function absoluteImage(url: string | null | undefined, origin: string): string | null {
  if (!url || /\.svg(?:[?#]|$)/i.test(url)) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? origin + url : null;
}

/** The page's url without the query keys that change nothing (utm_source …), in a fixed order. */
export function canonicalUrl(origin: string, pathname: string, searchParams: URLSearchParams): string {
  const asked = new Map(searchParams);
  const kept = new URLSearchParams();
  for (const key of CANONICAL_QUERY_KEYS) {
    const value = asked.get(key);
    if (value !== undefined && !(key === 'page' && value === '1')) kept.set(key, value);
  }
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The page's title: `<menu> - <site title>` (an article's or a teacher's page: its title, their
 * name); the contact and admission pages keep the spec's.
 */
function titleOf({ page, content, setting }: PageHeadInput): string {
  const siteTitle = setting?.siteTitle ?? '';
  const withSite = (name: string) => (siteTitle ? `${name} - ${siteTitle}` : name);
  if (page.status === 404) return withSite(appMessages.notFoundTitle);
  if (page.meta.title === 'admission') return appMessages.admissionTitle;
  if (page.meta.title === 'contact' && setting?.contactTitle) return setting.contactTitle;
  if (page.meta.headKind === 'home') return siteTitle;
  if (content.article) return withSite(content.article.title);
  if (content.teacher) return withSite(content.teacher.name);
  return page.menu ? withSite(page.menu.name) : siteTitle;
}

/**
 * The head of the page (pure: the same on the server and in the browser). The editors' SEO fields
 * (issue 25 item 3, contract/seo.ts) come first: the article's on an article page, then its
 * menu's — not on an article its query names, which is one of a list's and has its own — and
 * each one left empty is derived as before.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { page, content, setting, origin, pathname, searchParams } = input;
  const siteName = setting?.siteTitle ?? '';
  const own = page.status === 404 ? [] : [content.article, page.articleId === null ? page.menu : null];
  const seo = (key: 'seoTitle' | 'seoDescription' | 'seoImage') =>
    own.find((source) => source?.[key])?.[key] ?? null;
  const summary = content.article?.summary ?? content.teacher?.summary ?? content.first?.summary;
  const fallback = page.menu && page.meta.headKind !== 'home' ? `${page.menu.name}：` : '';
  const description =
    seo('seoDescription') ??
    shorten(summary || `${siteName ? `${siteName}——` : ''}${fallback}${DEFAULT_DESCRIPTION}`);
  const noindex = page.status === 404 || page.meta.noindex === true || own.some((source) => source?.noindex);
  const image = seo('seoImage') ?? content.article?.image ?? content.teacher?.avatar ?? content.first?.image;
  return {
    title: seo('seoTitle') ?? titleOf(input),
    description,
    canonical: noindex ? null : canonicalUrl(origin, pathname, searchParams),
    robots: noindex ? 'noindex' : null,
    referrer: noindex ? 'no-referrer' : null,
    image: absoluteImage(image, origin) ?? origin + DEFAULT_IMAGE,
    type: content.article ? 'article' : 'website',
    siteName,
  };
}

/** One tag of the head: `<meta name|property=… content=…>` or `<link rel=… href=…>`. */
export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string | null }
  | { tag: 'link'; rel: string; href: string | null };

/**
 * The tags of a head besides its title; a null value means "none on this page".
 *
 * WeChat (issue 25 item 3; no JSSDK here: it needs an official account, a bound domain and a
 * signature from the server). What its in-app browser's own 分享 / 发送给朋友 does without it is
 * undocumented and has changed between versions: it takes the `<title>` (the search title when
 * one is set), and at best og:title / og:description / og:image (some versions; an absolute
 * url, hence the canonical origin), otherwise the page's address as the description and a
 * picture of the page or its grey link icon as the thumbnail
 * (https://thinbug.com/q/44564614, http://t.zoukankan.com/lihuobao-p-5801718.html,
 * http://www.mysqlschool.cn/1734.html). Nothing here can make WeChat use them; the console's
 * card preview says so.
 */
export function headTags(head: PageHead): HeadTag[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string | null): HeadTag => ({
    tag: 'meta',
    attribute,
    key,
    content,
  });
  return [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    meta('name', 'referrer', head.referrer),
    { tag: 'link', rel: 'canonical', href: head.canonical },
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName || null),
    meta('property', 'og:locale', 'zh_CN'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
  ];
}

/**
 * Writes a head into the document (after a navigation in the browser): the title, then each tag,
 * updating the one the server wrote, adding it, or removing it when the page has none.
 */
export function applyPageHead(doc: Document, head: PageHead): void {
  if (head.title) doc.title = head.title;
  for (const tag of headTags(head)) {
    const selector = tag.tag === 'meta' ? `meta[${tag.attribute}="${tag.key}"]` : `link[rel="${tag.rel}"]`;
    const value = tag.tag === 'meta' ? tag.content : tag.href;
    let element = doc.head.querySelector(selector);
    if (value === null) {
      element?.remove();
      continue;
    }
    if (!element) {
      element = doc.createElement(tag.tag);
      if (tag.tag === 'meta') element.setAttribute(tag.attribute, tag.key);
      else element.setAttribute('rel', tag.rel);
      doc.head.append(element);
    }
    element.setAttribute(tag.tag === 'meta' ? 'content' : 'href', value);
  }
}
