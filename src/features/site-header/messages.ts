export const headerMessages = {
  home: '首页',
  mainNavigation: '主导航',
  /** The top item that lists the top menus the bar has no room for. */
  more: '更多',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  subMenuOf: (name: string) => `${name}的子菜单`,
} as const;
