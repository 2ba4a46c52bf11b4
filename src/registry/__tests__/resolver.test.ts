import { registry } from '../registry';
import { resolveMenuTarget } from '../resolver';
import { menuEntry } from './menu-fixtures';
import { MENU_ID_ROUTES } from './spec-routes';

describe('resolveMenuTarget, scheme 1: the page-type table of spec §2', () => {
  // [page type, expected target path for menu id 7]
  const table: [string, string][] = [
    ['新闻列表', '/word_list1/7'],
    ['图文图片列表', '/word_list2?id=7'],
    ['拼图', '/word_list4?id=7'],
    ['纯图片', '/word_list5?id=7'],
    ['文字图片列表', '/word_list6?id=7'],
    ['时间轴', '/word_list7/7'],
    ['内容展示', '/word_list8?id=7'],
    ['联系我们', '/concact_us'],
    ['招聘', '/word_list11?id=7'],
    ['全国布局', '/word_list12?id=7'],
    ['封面列表', '/word_list13/7'],
    ['分页纯图片', '/word_list14/7'],
    ['全屏图片', '/word_list15?id=7'],
    ['四栏介绍', '/word_list16/7'],
    ['视频标题列表', '/word_list20/7'],
    ['可点击分页图片', '/word_list3/7'],
  ];

  it.each(table)('%s → %s', (pageType, to) => {
    expect(resolveMenuTarget(menuEntry({ id: 7, pageType }), registry)).toEqual({
      kind: 'route',
      to,
      newWindow: false,
    });
  });

  it('single link in a new tab fetches the first content item and opens it in a new window', () => {
    expect(resolveMenuTarget(menuEntry({ id: 9, pageType: '单链接新窗口' }), registry)).toEqual({
      kind: 'first-content-url',
      menuId: 9,
      newWindow: true,
    });
  });

  it('an unknown template does nothing', () => {
    expect(resolveMenuTarget(menuEntry({ pageType: '未上线模板' }), registry)).toEqual({ kind: 'none' });
  });

  it('a page type created by content staff resolves to the template it names', () => {
    const pageTypes = [
      { id: 1, name: '荣誉墙', templateKey: 'word_list14', contentType: null, sortType: null },
    ];
    expect(resolveMenuTarget(menuEntry({ id: 5, pageType: '荣誉墙' }), registry, pageTypes)).toEqual({
      kind: 'route',
      to: '/word_list14/5',
      newWindow: false,
    });
  });

  it('a page type record naming no existing template does nothing', () => {
    const pageTypes = [
      { id: 2, name: '旧模板', templateKey: 'word_list99', contentType: null, sortType: null },
    ];
    expect(resolveMenuTarget(menuEntry({ pageType: '旧模板' }), registry, pageTypes)).toEqual({
      kind: 'none',
    });
  });

  it('the page type wins over content and sort types', () => {
    const menu = menuEntry({ id: 3, pageType: '新闻列表', contentType: 'c-3', sortType: 's-3-1' });
    expect(resolveMenuTarget(menu, registry)).toMatchObject({ to: '/word_list1/3' });
  });
});

describe('resolveMenuTarget, scheme 2: content and sort types', () => {
  const routes: [string, string, string][] = [
    ['c-1', 's-1-1', '/info/8?pType=one'],
    ['c-1', 's-1-2', '/info_content/8?pType=one'],
    ['c-1', 's-1-3', '/info_content_banner/8?pType=one'],
    ['c-1', 's-1-4', '/article_details/8?pType=one'],
    ['c-2', 's-2-1', '/word_list1/8'],
    ['c-2', 's-2-2', '/word_card/8'],
    ['c-2', 's-2-3', '/word_list7/8'],
    ['c-2', 's-2-4', '/word_list13/8'],
    ['c-2', 's-2-5', '/word_list16/8'],
    ['c-2', 's-2-6', '/word_list20/8'],
    ['c-2', 's-2-7', '/word_list3/8'],
    ['c-2', 's-2-8', '/word_list14/8'],
    ['c-3', 's-3-1', '/image_list_3n/8'],
    ['c-3', 's-3-2', '/image_list_new3n/8'],
    ['c-3', 's-3-3', '/image_list_new1n/8'],
    ['c-3', 's-3-4', '/image_list_4n/8'],
    ['c-3', 's-3-5', '/image_list_s4n/8'],
    ['c-3', 's-3-6', '/image_banner/8'],
    ['c-3', 's-3-7', '/image_ver_alt_list/8'],
    ['c-4', 's-4-1', '/image_personnel_info/8'],
    ['c-4', 's-4-2', '/time_axis_portrait_list/8'],
  ];

  it.each(routes)('%s %s → %s (menu id substituted)', (contentType, sortType, to) => {
    expect(resolveMenuTarget(menuEntry({ id: 8, contentType, sortType }), registry)).toEqual({
      kind: 'route',
      to,
      newWindow: false,
    });
  });

  it('every {menuId} route of the spec answers to exactly one content/sort pair', () => {
    for (const key of MENU_ID_ROUTES) {
      expect({ key, pairs: registry.byKey.get(key)?.platformKeys?.length }).toEqual({ key, pairs: 1 });
    }
  });

  it('c-0 opens the url of the first content item, in the same window by default', () => {
    expect(resolveMenuTarget(menuEntry({ id: 4, contentType: 'c-0', sortType: 's-0-1' }), registry)).toEqual({
      kind: 'first-content-url',
      menuId: 4,
      newWindow: false,
    });
  });

  it('sort type s-0-2 opens in a new window', () => {
    expect(resolveMenuTarget(menuEntry({ id: 4, contentType: 'c-0', sortType: 's-0-2' }), registry)).toEqual({
      kind: 'first-content-url',
      menuId: 4,
      newWindow: true,
    });
  });

  it('an unknown content/sort pair does nothing', () => {
    expect(resolveMenuTarget(menuEntry({ contentType: 'c-9', sortType: 's-9-1' }), registry)).toEqual({
      kind: 'none',
    });
  });

  it('open type "blank" opens a route in a new window', () => {
    const menu = menuEntry({ id: 2, contentType: 'c-2', sortType: 's-2-1', openType: 'blank' });
    expect(resolveMenuTarget(menu, registry)).toEqual({
      kind: 'route',
      to: '/word_list1/2',
      newWindow: true,
    });
  });
});

describe('resolveMenuTarget, fixed paths', () => {
  it('a menu with neither scheme but a path goes to that path', () => {
    expect(resolveMenuTarget(menuEntry({ path: '/about_us' }), registry)).toEqual({
      kind: 'route',
      to: '/about_us',
      newWindow: false,
    });
  });

  it('a menu with nothing to go to does nothing', () => {
    expect(resolveMenuTarget(menuEntry(), registry)).toEqual({ kind: 'none' });
  });

  it.each(['//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'https://evil.example/'])(
    'a path that is not one of this site (%s) goes nowhere',
    (path) => {
      expect(resolveMenuTarget(menuEntry({ path }), registry)).toEqual({ kind: 'none' });
    },
  );
});
