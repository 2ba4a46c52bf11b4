/**
 * The floating consult bar (issue 21 item 3): the published sub-menus of the top menu named
 * 悬浮菜单 become, on phones, a bar fixed at the page's bottom and, on wide screens, a rail at
 * its right side. What an entry does is decided by its `path`:
 *
 * | path           | kind       | the entry                                                    |
 * | -------------- | ---------- | ------------------------------------------------------------ |
 * | `tel:`         | `call`     | calls the number of the host's site settings (`phone`)       |
 * | `#lead-form`   | `leadForm` | opens the call-back form in a sheet                          |
 * | `#wechat-qr`   | `wechatQr` | shows the settings' WeChat QR code (`wechatQr`)              |
 * | anything else  | `link`     | a link: a site path or an http(s) url (contract/url-policy)  |
 *
 * The three action paths are accepted by the server only for sub-menus of 悬浮菜单
 * (server/src/lib/content-input.ts). Pure and free of typebox: the browser imports it at run time.
 */

/** The top menu whose sub-menus are the bar's entries (spec §2 names it among the special menus). */
export const FLOATING_MENU_NAME = '悬浮菜单';

/** The path of each entry kind that is no link, written once here. */
export const FLOATING_ACTION_PATHS = {
  call: 'tel:',
  leadForm: '#lead-form',
  wechatQr: '#wechat-qr',
} as const;

export type FloatingAction = keyof typeof FLOATING_ACTION_PATHS;
export type FloatingEntryKind = 'link' | FloatingAction;

export const FLOATING_ENTRY_KINDS: readonly FloatingEntryKind[] = ['link', 'call', 'leadForm', 'wechatQr'];

/** How staff name the kinds in the menu editor (按钮类型). */
export const FLOATING_KIND_LABELS: Record<FloatingEntryKind, string> = {
  link: '链接',
  call: '拨打电话',
  leadForm: '在线留言',
  wechatQr: '微信二维码',
};

/** The kind of an entry by its path: one of the action paths exactly (spaces around ignored), else a link. */
export function floatingKindOf(path: string | null | undefined): FloatingEntryKind {
  const value = path?.trim();
  for (const kind of ['call', 'leadForm', 'wechatQr'] as const)
    if (value === FLOATING_ACTION_PATHS[kind]) return kind;
  return 'link';
}

/** Whether a path is one of the action paths (which only sub-menus of 悬浮菜单 may carry). */
export const isFloatingActionPath = (path: string | null | undefined): boolean =>
  floatingKindOf(path) !== 'link';

/** The message when an action path is given to a menu outside 悬浮菜单. */
export const FLOATING_ONLY_MESSAGE = `“拨打电话”“在线留言”“微信二维码”只能用于“${FLOATING_MENU_NAME}”的子栏目`;
