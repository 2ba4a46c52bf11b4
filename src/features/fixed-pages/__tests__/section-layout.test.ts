import type { MenuEntry } from '@contract/site-menu';
import type { SectionLayout, TemplateOf } from '@/registry/define-template';
import { pageContext } from '@/testing/page-context';
import { everySectionAs, isLinkMenu, isSinglePageMenu, layoutForMenu } from '../section-layout';

const menu = (pageType: string | null, sortType: string | null = null): MenuEntry => ({
  id: 1,
  parentId: null,
  platform: 'company',
  name: '栏目',
  status: true,
  path: null,
  pageType,
  icon: null,
  contentType: sortType ? sortType.replace(/^s-(\d+)-\d+$/, 'c-$1') : null,
  sortType,
  openType: 'self',
  sort: 1,
  subMenus: [],
});

/** Which template a menu opens, by the app's registry (every descriptor under templates/). */
const { templateOf } = pageContext();

describe('layoutForMenu, by the descriptors of templates/', () => {
  const layoutOf = (entry: MenuEntry, fallback: SectionLayout) =>
    layoutForMenu(entry, templateOf, { fallback });

  it("follows the layout the sub-menu's own template declares, by page type (scheme 1)", () => {
    expect(layoutOf(menu('新闻列表'), 'cards')).toBe('news');
    expect(layoutOf(menu('时间轴'), 'cards')).toBe('timeline');
    expect(layoutOf(menu('拼图'), 'news')).toBe('gallery');
    expect(layoutOf(menu('四栏介绍'), 'news')).toBe('band');
    expect(layoutOf(menu('封面列表'), 'news')).toBe('cards');
    expect(layoutOf(menu('招聘'), 'cards')).toBe('news');
  });

  it('follows it by content and sort type (scheme 2)', () => {
    expect(layoutOf(menu(null, 's-2-1'), 'cards')).toBe('news');
    expect(layoutOf(menu(null, 's-2-2'), 'cards')).toBe('news');
    expect(layoutOf(menu(null, 's-4-2'), 'cards')).toBe('timeline');
    expect(layoutOf(menu(null, 's-3-1'), 'news')).toBe('cards');
    expect(layoutOf(menu(null, 's-3-6'), 'news')).toBe('gallery');
  });

  it('gives a single page one large spotlight', () => {
    expect(layoutOf(menu(null, 's-1-2'), 'news')).toBe('spotlight');
    expect(layoutOf(menu('内容展示'), 'cards')).toBe('spotlight');
    // A single page whose sort type opens no template is still a single page.
    expect(layoutOf(menu(null, 's-1-9'), 'cards')).toBe('spotlight');
  });

  it("falls back to the page's default for a template that declares nothing, or no template", () => {
    expect(layoutOf(menu(null), 'rows')).toBe('rows');
    expect(layoutOf(menu('联系我们'), 'gallery')).toBe('gallery');
    expect(layoutOf(menu('没有这个模板'), 'band')).toBe('band');
  });

  it('lets the page read every layout its own way (a page of highlights: all bands)', () => {
    const cardsAsRows = (layout: SectionLayout) => (layout === 'cards' ? 'rows' : layout);
    expect(layoutForMenu(menu('封面列表'), templateOf, { fallback: 'rows', adapt: cardsAsRows })).toBe(
      'rows',
    );
    expect(layoutForMenu(menu('新闻列表'), templateOf, { fallback: 'rows', adapt: cardsAsRows })).toBe(
      'news',
    );
    expect(layoutForMenu(menu(null, 's-1-2'), templateOf, { fallback: 'band', adapt: () => 'band' })).toBe(
      'band',
    );
  });

  it('shows every section in one layout with everySectionAs (特色: bands, 学生风采: pictures)', () => {
    for (const entry of [menu('新闻列表'), menu('封面列表'), menu(null, 's-1-2'), menu(null)]) {
      expect(layoutForMenu(entry, templateOf, everySectionAs('band'))).toBe('band');
      expect(layoutForMenu(entry, templateOf, everySectionAs('gallery'))).toBe('gallery');
    }
  });
});

describe('layoutForMenu, by what a template declares', () => {
  it('takes the layout from the descriptor the resolver names, whatever its page type', () => {
    const declaresTimeline: TemplateOf = () => ({ section: 'timeline' });
    expect(layoutForMenu(menu('新页面类型'), declaresTimeline, { fallback: 'cards' })).toBe('timeline');
    const declaresNothing: TemplateOf = () => ({});
    expect(layoutForMenu(menu('新闻列表'), declaresNothing, { fallback: 'cards' })).toBe('cards');
  });
});

describe('isSinglePageMenu', () => {
  it('tells single pages (content type or a template shown as one) from lists', () => {
    expect(isSinglePageMenu(menu(null, 's-1-1'), templateOf)).toBe(true);
    expect(isSinglePageMenu(menu('内容展示'), templateOf)).toBe(true);
    expect(isSinglePageMenu(menu('新闻列表'), templateOf)).toBe(false);
  });
});

describe('isLinkMenu', () => {
  it('tells link-only sub-menus from lists', () => {
    expect(isLinkMenu(menu(null, 's-0-2'))).toBe(true);
    expect(isLinkMenu(menu('单链接新窗口'))).toBe(true);
    expect(isLinkMenu(menu('新闻列表'))).toBe(false);
  });
});
