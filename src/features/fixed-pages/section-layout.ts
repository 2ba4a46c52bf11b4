import type { MenuEntry } from '@contract/site-menu';
import type { SectionLayout, TemplateOf } from '@/registry/define-template';
import {
  EXTERNAL_LINK_CONTENT_TYPE,
  SINGLE_LINK_PAGE_TYPE,
  SINGLE_PAGE_CONTENT_TYPE,
} from '@/registry/resolver';

export type { SectionLayout };

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

/**
 * How a page lays out its sections. Each sub-menu shows the way its own template says (the
 * descriptor's `section`: a news list dated headlines, an image list images); the page says
 * what the others show, and may read every layout its own way.
 */
export type SectionLayouts = {
  /** For a sub-menu whose template declares no layout, or that opens no template. */
  fallback: SectionLayout;
  /** The page's own reading of each sub-menu's layout (a page of highlights: all bands). */
  adapt?: (layout: SectionLayout) => SectionLayout;
};

/** Every section in one layout, whatever its template declares (a page of highlights: all bands). */
export const everySectionAs = (layout: SectionLayout): SectionLayouts => ({
  fallback: layout,
  adapt: () => layout,
});

/** A sub-menu that is one page of text (scheme 2's single page, or a template shown as one). */
export const isSinglePageMenu = (menu: MenuEntry, templateOf: TemplateOf): boolean =>
  menu.contentType === SINGLE_PAGE_CONTENT_TYPE || templateOf(menu)?.section === 'spotlight';

/**
 * The layout of a sub-menu's section: a single page gets a spotlight; otherwise the one its
 * template declares, else the page's fallback; then the page's own reading of it.
 */
export function layoutForMenu(
  menu: MenuEntry,
  templateOf: TemplateOf,
  layouts: SectionLayouts,
): SectionLayout {
  const declared = isSinglePageMenu(menu, templateOf) ? 'spotlight' : templateOf(menu)?.section;
  const layout = declared ?? layouts.fallback;
  return layouts.adapt ? layouts.adapt(layout) : layout;
}

/**
 * A sub-menu that is only a link (scheme 2's external link, scheme 1's single link): it has no
 * list to show, so a page offers it as a link instead of a section.
 */
export const isLinkMenu = (menu: MenuEntry): boolean =>
  menu.contentType === EXTERNAL_LINK_CONTENT_TYPE || menu.pageType === SINGLE_LINK_PAGE_TYPE;
