import { chinaDateTime } from '@contract/china-time';
import { scriptSafeJson } from '@contract/page-json';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import { findMenuById, isSpecialTopMenu } from '@/features/site-menu/menu-tree';
import { HOME_PATH } from '@/lib/constants';
import { contentMessages } from '@/features/content/messages';
import { headTags, type PageAt, type PageContent, type PageHead } from './page-head';

/*
 * The server's part of the page's head (render-page.tsx only, so none of it is in the browser's
 * bundle): the head as HTML, and the page's structured data (JSON-LD) for search engines.
 */

type JsonLd = Record<string, unknown>;

export type JsonLdInput = {
  page: PageAt;
  content: PageContent;
  head: PageHead;
  setting: SiteSetting | undefined;
  origin: string;
  tree: readonly MenuEntry[];
  /** The path a menu's link opens (the site's resolver), null when it opens none. */
  pathOf: (menu: MenuEntry) => string | null;
};

/** The menu and its ancestors, top first. */
function trailOf(tree: readonly MenuEntry[], menu: MenuEntry): MenuEntry[] {
  const trail = [menu];
  const seen = new Set([menu.id]);
  let current = menu;
  while (current.parentId !== null && !seen.has(current.parentId)) {
    const parent = findMenuById(tree, current.parentId);
    if (!parent) break;
    trail.unshift(parent);
    seen.add(parent.id);
    current = parent;
  }
  return trail;
}

function breadcrumb({ content, head, origin, tree, pathOf }: JsonLdInput, menu: MenuEntry): JsonLd {
  const steps: { name: string; item?: string }[] = [{ name: contentMessages.home, item: origin + HOME_PATH }];
  const trail = trailOf(tree, menu);
  for (const entry of trail.slice(0, -1)) {
    if (isSpecialTopMenu(entry)) continue;
    const path = pathOf(entry);
    // Google wants a url for every step but the last: a menu that opens no page is left out.
    if (path) steps.push({ name: entry.name, item: origin + path });
  }
  if (content.article) {
    const menuPath = pathOf(menu);
    steps.push({ name: menu.name, ...(menuPath && { item: origin + menuPath }) });
    steps.push({ name: content.article.title, item: head.canonical ?? undefined });
  } else {
    steps.push({ name: menu.name, item: head.canonical ?? undefined });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.item && { item: step.item }),
    })),
  };
}

function organization({ setting, origin }: JsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: setting?.siteTitle,
    url: origin + HOME_PATH,
    logo: `${origin}/images/logo.svg`,
    ...(setting?.address && {
      address: { '@type': 'PostalAddress', streetAddress: setting.address, addressCountry: 'CN' },
    }),
    ...(setting?.phone && { telephone: setting.phone }),
    ...(setting?.email && { email: setting.email }),
  };
}

function newsArticle({ content, head, setting, origin }: JsonLdInput): JsonLd | null {
  const { article } = content;
  if (!article) return null;
  const published = chinaDateTime(article.publishTime);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: head.description,
    image: [head.image],
    ...(published && { datePublished: published, dateModified: published }),
    mainEntityOfPage: head.canonical,
    publisher: {
      '@type': 'EducationalOrganization',
      name: setting?.siteTitle,
      url: origin + HOME_PATH,
    },
  };
}

/** The page's structured data: the organisation on /home, the article and breadcrumb elsewhere. */
export function pageJsonLd(input: JsonLdInput): JsonLd[] {
  const { page } = input;
  if (page.status !== 200 || page.meta.noindex) return [];
  if (page.meta.headKind === 'home') return [organization(input)];
  const list: JsonLd[] = [];
  const article = page.meta.headKind === 'article' ? newsArticle(input) : null;
  if (article) list.push(article);
  if (page.menu) list.push(breadcrumb(input, page.menu));
  return list;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML: title, meta and link tags (escaped), then the JSON-LD (script-safe). */
export function headHtml(head: PageHead, jsonLd: readonly JsonLd[]): string {
  let html = head.title ? `<title>${escapeHtml(head.title)}</title>` : '';
  for (const tag of headTags(head)) {
    if (tag.tag === 'meta') {
      if (tag.content !== null)
        html += `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`;
    } else if (tag.href !== null) {
      html += `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}">`;
    }
  }
  for (const data of jsonLd) html += `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
  return html;
}
