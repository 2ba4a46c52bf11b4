import type { MenuEntry } from '@contract/site-menu';
import {
  EXTERNAL_LINK_CONTENT_TYPE,
  SINGLE_LINK_PAGE_TYPE,
  SINGLE_PAGE_CONTENT_TYPE,
} from '@/registry/resolver';

/** How a section shows its first items. */
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

/** How many items each layout shows before "更多". */
export const SECTION_PAGE_SIZE: Readonly<Record<SectionLayout, number>> = {
  news: 6,
  cards: 3,
  rows: 4,
  gallery: 5,
  band: 4,
  timeline: 6,
  spotlight: 1,
};

/** Page types (scheme 1) and sort types (scheme 2) whose own page already says which layout fits. */
const LAYOUT_HINTS: readonly {
  layout: SectionLayout;
  pageTypes: readonly string[];
  sortTypes: readonly string[];
}[] = [
  { layout: 'news', pageTypes: ['新闻列表', '招聘'], sortTypes: ['s-2-1', 's-2-2'] },
  { layout: 'timeline', pageTypes: ['时间轴'], sortTypes: ['s-2-3', 's-4-2'] },
  { layout: 'band', pageTypes: ['四栏介绍'], sortTypes: ['s-2-5'] },
  {
    layout: 'gallery',
    pageTypes: ['拼图', '纯图片', '分页纯图片', '可点击分页图片', '全屏图片'],
    sortTypes: ['s-2-7', 's-2-8', 's-3-5', 's-3-6'],
  },
  {
    layout: 'cards',
    pageTypes: ['图文图片列表', '文字图片列表', '封面列表', '视频标题列表'],
    sortTypes: ['s-2-4', 's-2-6', 's-3-1', 's-3-2', 's-3-3', 's-3-4', 's-3-7', 's-4-1'],
  },
];

/**
 * The layout fitting a sub-menu: a single page gets a spotlight; otherwise the one its own page
 * type suggests (a news list shows dated headlines, an image list images), else the page's default.
 */
export function layoutForMenu(menu: MenuEntry, fallback: SectionLayout): SectionLayout {
  if (isSinglePageMenu(menu)) return 'spotlight';
  const hint = LAYOUT_HINTS.find(
    ({ pageTypes, sortTypes }) =>
      (menu.pageType !== null && pageTypes.includes(menu.pageType)) ||
      (menu.sortType !== null && sortTypes.includes(menu.sortType)),
  );
  return hint?.layout ?? fallback;
}

/**
 * A sub-menu that is only a link (scheme 2's external link, scheme 1's single link): it has no
 * list to show, so a page offers it as a link instead of a section.
 */
export const isLinkMenu = (menu: MenuEntry): boolean =>
  menu.contentType === EXTERNAL_LINK_CONTENT_TYPE || menu.pageType === SINGLE_LINK_PAGE_TYPE;

/** A sub-menu that is one page of text (scheme 2's single page, scheme 1's 内容展示). */
export const isSinglePageMenu = (menu: MenuEntry): boolean =>
  menu.contentType === SINGLE_PAGE_CONTENT_TYPE || menu.pageType === '内容展示';
