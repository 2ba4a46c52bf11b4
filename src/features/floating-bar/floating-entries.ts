import { FLOATING_MENU_NAME, floatingKindOf } from '@contract/floating-menu';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import { contentTarget, mediaSource, sitePath } from '@contract/url-policy';
import { findTopMenuByName, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { LEAD_FORM_PAGE_PATH } from '@/lib/constants';
import { telHref } from '@/lib/phone-link';

/**
 * One entry of the bar, with what it needs to work. Each is a real link in the server's HTML, so
 * a first tap works before the app runs: the sheets' entries link to the page that holds what
 * they open (the form's page, the QR picture), and the app opens the sheet instead.
 */
export type FloatingItem =
  /** A menu of the site: the header's resolver decides the route (MenuLink). */
  | { kind: 'menu'; menu: MenuEntry }
  /** An http(s) url of the path (contract/url-policy.ts): another site opens in a new tab. */
  | { kind: 'url'; menu: MenuEntry; href: string; newWindow: boolean }
  | { kind: 'call'; menu: MenuEntry; href: string; number: string }
  | { kind: 'leadForm'; menu: MenuEntry; href: string }
  | { kind: 'wechatQr'; menu: MenuEntry; href: string };

/**
 * The published sub-menus of 悬浮菜单 as bar entries (contract/floating-menu.ts decides each
 * kind by its path). Entries that cannot work are left out: a call without a dialable number, a
 * QR code the settings do not have, a path the url policy refuses.
 */
export function floatingItems(
  tree: readonly MenuEntry[],
  setting: SiteSetting | undefined,
  origin: string,
): FloatingItem[] {
  const top = findTopMenuByName(tree, FLOATING_MENU_NAME);
  if (!top || !top.status) return [];
  return visibleSubMenus(top).flatMap((menu): FloatingItem[] => {
    switch (floatingKindOf(menu.path)) {
      case 'call': {
        const href = telHref(setting?.phone);
        return href ? [{ kind: 'call', menu, href, number: setting!.phone.trim() }] : [];
      }
      case 'leadForm':
        return [{ kind: 'leadForm', menu, href: LEAD_FORM_PAGE_PATH }];
      case 'wechatQr': {
        const image = mediaSource(setting?.wechatQr);
        return image ? [{ kind: 'wechatQr', menu, href: image }] : [];
      }
      default: {
        if (menu.pageType || menu.contentType || sitePath(menu.path)) return [{ kind: 'menu', menu }];
        const target = contentTarget(menu.path, origin);
        if (!target) return [];
        return [
          { kind: 'url', menu, href: target.href, newWindow: !target.sameHost || menu.openType === 'blank' },
        ];
      }
    }
  });
}
