import type { MenuEntry } from '@contract/site-menu';
import { isLinkMenu, layoutForMenu } from '../section-layout';

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

describe('layoutForMenu', () => {
  it("follows the sub-menu's own page type (scheme 1)", () => {
    expect(layoutForMenu(menu('新闻列表'), 'cards')).toBe('news');
    expect(layoutForMenu(menu('时间轴'), 'cards')).toBe('timeline');
    expect(layoutForMenu(menu('拼图'), 'news')).toBe('gallery');
    expect(layoutForMenu(menu('四栏介绍'), 'news')).toBe('band');
    expect(layoutForMenu(menu('封面列表'), 'news')).toBe('cards');
  });

  it('follows its sort type (scheme 2)', () => {
    expect(layoutForMenu(menu(null, 's-2-1'), 'cards')).toBe('news');
    expect(layoutForMenu(menu(null, 's-4-2'), 'cards')).toBe('timeline');
    expect(layoutForMenu(menu(null, 's-3-1'), 'news')).toBe('cards');
  });

  it('gives a single page one large spotlight', () => {
    expect(layoutForMenu(menu(null, 's-1-2'), 'news')).toBe('spotlight');
    expect(layoutForMenu(menu('内容展示'), 'cards')).toBe('spotlight');
  });

  it("falls back to the page's default for anything else", () => {
    expect(layoutForMenu(menu(null), 'rows')).toBe('rows');
    expect(layoutForMenu(menu('联系我们'), 'gallery')).toBe('gallery');
  });
});

describe('isLinkMenu', () => {
  it('tells link-only sub-menus from lists', () => {
    expect(isLinkMenu(menu(null, 's-0-2'))).toBe(true);
    expect(isLinkMenu(menu('单链接新窗口'))).toBe(true);
    expect(isLinkMenu(menu('新闻列表'))).toBe(false);
  });
});
