import type { ComponentType } from 'react';
import type { MenuEntry } from '@contract/site-menu';
import type { PublicQueryCall } from '@/api/public-api';
import type { PageQuery } from '@/lib/page-query';
import type { BackgroundName } from '@/theme/theme';

/** What a template component receives: the id from its route and the menu entry it stands for. */
export type TemplateProps = {
  /** The menu id (or, for a fixed page such as yes_teacher, its record id); null when absent. */
  id: number | null;
  /** The published menu entry with that id, when the menu tree holds it. */
  menu: MenuEntry | null;
  /** The query string of the page (pType=one, articleId …): the keys of src/lib/page-query.ts. */
  searchParams: PageQuery;
};

/** Which title a page carries: the host's site title, the contact title or "录取查询". */
export type TitleKind = 'site' | 'contact' | 'admission';

export type TemplateMeta = {
  title?: TitleKind;
  /** The page background (theme.backgrounds); white by default. */
  background?: BackgroundName;
  /** Header transparency threshold in px: the header is transparent above it (home: 60). */
  transparentHeaderUntil?: number;
  /** Search engines must not index the page (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
  /**
   * What the page is to search engines (its JSON-LD): the organisation's home page or one
   * article; any other page is its menu's page (a breadcrumb).
   */
  headKind?: 'home' | 'article';
};

/**
 * How a template's content shows as a section of a fixed page (关于我们, 首页 …: one band per
 * sub-menu), when the sub-menu opens that template.
 */
export type SectionLayout =
  /** Dated headlines, newest first. */
  | 'news'
  /** Image cards with a summary, three across. */
  | 'cards'
  /** Image on the left, text on the right, one per row. */
  | 'rows'
  /** A mosaic of captioned images, the first one large. */
  | 'gallery'
  /** Four highlights side by side. */
  | 'band'
  /** Events along a vertical time axis. */
  | 'timeline'
  /** One item large, picture beside text: a single page's section. */
  | 'spotlight';

/**
 * The template a menu entry opens (the registry's resolver, which the app hands in): what a
 * feature asks instead of importing the templates.
 */
export type TemplateOf = (menu: MenuEntry) => Pick<TemplateDescriptor, 'section'> | undefined;

/**
 * What a page knows before it renders: its route's values, the site's menu tree and which
 * template each menu entry opens.
 */
export type PageContext = TemplateProps & { tree: readonly MenuEntry[]; templateOf: TemplateOf };

/**
 * The calls a template's first screen makes, with the arguments its hooks will use: the route
 * starts them as soon as the template's code is in, in parallel with the first render, so the
 * content is usually there when the page first draws. Optional: the hooks make every call anyway.
 */
export type FirstCalls = (page: PageContext) => readonly PublicQueryCall[];

/** What a template's lazily loaded module exports. */
export type TemplateModule = {
  default: ComponentType<TemplateProps>;
  firstCalls?: FirstCalls;
};

export type PlatformKey = { contentType: string; sortType: string };

export type TemplateDescriptor = {
  /** The template key, which is also its route name: '/word_list1/:id', '/word_list2?id=', '/home'. */
  key: string;
  /** How the menu id travels: in the path, as the query `id`, or not at all (fixed pages). */
  idIn: 'path' | 'query' | 'none';
  /** The id names a record of the page (a teacher of /yes_teacher/:id), not a menu. */
  idIsRecord?: boolean;
  /** Page-type names of navigation scheme 1 (spec §2 table) that open this template. */
  pageTypes?: readonly string[];
  /** (contentType, sortType) pairs of navigation scheme 2 that open this template. */
  platformKeys?: readonly PlatformKey[];
  meta?: TemplateMeta;
  /**
   * How this template's content shows inside a fixed page whose sub-menu opens it; a page
   * without one shows it in the page's own default layout.
   */
  section?: SectionLayout;
  /** The component, loaded when the route is first visited. */
  load: () => Promise<TemplateModule>;
};

/** Identity with a type: a descriptor file is `export default defineTemplate({ … })`. */
export const defineTemplate = (descriptor: TemplateDescriptor): TemplateDescriptor => descriptor;
