import { menuEntry } from '@/registry/__tests__/menu-fixtures';
import { directTarget, findMenuById, findMenuByPath, hasDropdown, isMainMenu, mainMenus } from '../menu-tree';

describe('menu tree rules of the header (spec §2)', () => {
  it('keeps configuration, home, bottom and floating menus, and unpublished ones, out of the main menu', () => {
    const tree = ['配置', '首页', '底部菜单', '悬浮菜单', '关于我们'].map((name) => menuEntry({ name }));
    tree.push(menuEntry({ name: '草稿', status: false }));
    expect(mainMenus(tree).map((menu) => menu.name)).toEqual(['关于我们']);
    expect(isMainMenu(menuEntry({ name: '新闻中心' }))).toBe(true);
  });

  it('opens a dropdown for several sub-menus, or one whose name differs from its parent', () => {
    const several = menuEntry({ name: '关于我们', subMenus: [menuEntry(), menuEntry()] });
    const otherName = menuEntry({ name: '合作办学', subMenus: [menuEntry({ name: '校企合作' })] });
    const sameName = menuEntry({ name: '师资力量', subMenus: [menuEntry({ name: '师资力量' })] });
    const none = menuEntry({ name: '联系我们' });
    expect([several, otherName, sameName, none].map(hasDropdown)).toEqual([true, true, false, false]);
  });

  it('does not count unpublished sub-menus', () => {
    const menu = menuEntry({
      name: '新闻',
      subMenus: [menuEntry({ name: '新闻' }), menuEntry({ status: false })],
    });
    expect(hasDropdown(menu)).toBe(false);
    expect(directTarget(menu)).toBe(menu.subMenus[0]);
  });

  it('a top item without sub-menus navigates to itself', () => {
    const menu = menuEntry({ name: '联系我们' });
    expect(directTarget(menu)).toBe(menu);
  });

  it('finds menus anywhere in the tree by id and by path', () => {
    const leaf = menuEntry({ path: '/about_us' });
    const tree = [menuEntry({ subMenus: [menuEntry({ subMenus: [leaf] })] })];
    expect(findMenuById(tree, leaf.id)).toBe(leaf);
    expect(findMenuByPath(tree, '/about_us')).toBe(leaf);
    expect(findMenuById(tree, 999_999)).toBeNull();
  });
});
