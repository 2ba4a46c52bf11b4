import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { HEADER_READY_ATTRIBUTE, MENU_TOGGLE_ATTRIBUTE } from '@/lib/early-menu';
import { MenuLink } from '@/features/site-menu/menu-link';
import { directTarget, hasDropdown, mainMenus, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import { useMenuTree, useSiteSetting } from '@/features/site-menu/use-site';
import { media } from '@/theme/theme';
import { DropdownItem, MORE_ID, SubLink, TopItem, topLinkStyle } from './dropdown-item';
import { MenuSections, MobileGroup } from './menu-sections';
import { headerMessages } from './messages';
import { MoreItem } from './more-menu';
import { useScrollState } from './use-scroll-state';

type SiteHeaderProps = {
  /** Transparent while the page is scrolled less than this (px); undefined: always opaque. */
  transparentUntil?: number;
};

const Bar = styled.header<{ $opaque: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  transition:
    background-color 0.25s ease,
    box-shadow 0.25s ease,
    color 0.25s ease;
  ${({ $opaque, theme }) =>
    $opaque
      ? css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.header};
        `
      : css`
          background: transparent;
          color: ${theme.colors.onPrimary};
        `}
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  height: ${({ theme }) => theme.layout.headerHeightMobile}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  ${media.desktop} {
    height: ${({ theme }) => theme.layout.headerHeight}px;
  }
  /* The menu bar takes the whole width: the demo's fourteen items fit at 1280 px. */
  ${media.wide} {
    max-width: none;
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  font-weight: 700;
  white-space: nowrap;
  margin-right: auto;
  /* The menus give way, never the logo and the site's name: what does not fit goes into 更多. */
  flex: none;
  img {
    width: 32px;
    height: 32px;
  }
`;

/** The menu bar from a desktop's width; below it, the menu button. */
const DesktopNav = styled.nav`
  display: none;
  min-width: 0;
  height: 100%;
  ${media.desktop} {
    display: flex;
  }
`;

/**
 * The top items in one row; those that do not fit wrap upwards, out of the screen above the fixed
 * header (lines of wrap-reverse stack from the bottom), so no script is needed to keep them out
 * of sight. Once the header runs it hides them and lists them under 更多 (useFittingItems).
 */
const TopList = styled.ul`
  display: flex;
  flex-wrap: wrap-reverse;
  align-content: flex-start;
  min-width: 0;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    height: 100%;
  }
  > [data-overflow] {
    visibility: hidden;
  }
`;

const TopLink = styled(Link)<{ $active?: boolean }>`
  ${topLinkStyle}
`;

const TopMenuLink = styled(MenuLink)<{ $active?: boolean }>`
  ${topLinkStyle}
`;

const MenuToggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  color: inherit;
  ${media.desktop} {
    display: none;
  }
`;

/** The three bars of the menu button. */
const Burger = styled.span`
  &,
  &::before,
  &::after {
    display: block;
    width: 22px;
    height: 2px;
    background: currentColor;
    position: relative;
    content: '';
  }
  &::before {
    position: absolute;
    top: -7px;
  }
  &::after {
    position: absolute;
    top: 7px;
  }
`;

/**
 * The menu button's name, 打开菜单 or 关闭菜单 as its aria-expanded says: chosen by CSS, so that it
 * follows the boot script's toggling too (src/lib/early-menu.ts), before the header runs.
 */
const ToggleName = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  [aria-expanded='true'] > &:not([data-open]),
  [aria-expanded='false'] > &[data-open] {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeightMobile}px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.desktop} {
    display: none;
  }
  > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Whether the phone panel is open in the page (the boot script opened it before the header ran). */
const panelOpenInPage = (panelId: string) =>
  typeof document !== 'undefined' && document.getElementById(panelId)?.hidden === false;

/** The top menus whose own target, or a sub-menu's, is the page being shown. */
function useActiveTopMenu(menus: MenuEntry[]): number | null {
  const { resolve } = useMenuNavigation();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const leadsHere = (menu: MenuEntry) => {
    const target = resolve(menu);
    return target.kind === 'route' && (target.to === here || target.to === pathname);
  };
  return menus.find((menu) => leadsHere(menu) || visibleSubMenus(menu).some(leadsHere))?.id ?? null;
}

function DesktopItem({
  menu,
  active,
  open,
  onOpenChange,
  overflow,
}: {
  menu: MenuEntry;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overflow: boolean;
}) {
  if (!hasDropdown(menu)) {
    return (
      <TopItem data-overflow={overflow || undefined}>
        <TopMenuLink menu={directTarget(menu)} $active={active}>
          {menu.name}
        </TopMenuLink>
      </TopItem>
    );
  }
  return (
    <DropdownItem name={menu.name} id={menu.id} {...{ active, open, onOpenChange, overflow }}>
      {visibleSubMenus(menu).map((sub) => (
        <li key={sub.id}>
          <SubLink menu={sub} onNavigate={() => onOpenChange(false)} />
        </li>
      ))}
    </DropdownItem>
  );
}

/**
 * How many of the list's items are in its first row (TopList): all until the header has measured
 * them, as the server draws them. Measured again when the bar or an item changes size.
 */
function useFittingItems(listRef: RefObject<HTMLUListElement | null>, count: number): number {
  const [fitting, setFitting] = useState<number | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const items = [...list.children] as HTMLElement[];
    const measure = () => setFitting(items.filter((item) => item.offsetTop === items[0]!.offsetTop).length);
    measure();
    const observer = new ResizeObserver(measure);
    for (const element of [list, ...items]) observer.observe(element);
    return () => observer.disconnect();
  }, [listRef, count]);
  return fitting ?? count;
}

/**
 * Takes over a dropdown opened by CSS before the header ran (a visitor's pointer or focus on its
 * item), then tells the CSS to step aside: the dropdown stays open under the visitor's hand.
 */
function useOpenedBeforeStart(
  setOpenId: (id: number) => void,
  mobilePanelId: string,
  mobileOpen: boolean,
  setMobileOpen: (open: boolean) => void,
) {
  // Before the first paint of the hydrated header, so that the dropdown does not flicker shut.
  useLayoutEffect(() => {
    const item = document.querySelector<HTMLElement>(
      '[data-dropdown-of]:focus-within, [data-dropdown-of]:hover',
    );
    // The DOM's focus and hover are outside React: read once, when the header starts.
    if (item) setOpenId(Number(item.dataset.dropdownOf));
    // The boot script toggled the phone panel after hydration had read it: take what is shown.
    else if (panelOpenInPage(mobilePanelId) !== mobileOpen) setMobileOpen(!mobileOpen);
    document.documentElement.setAttribute(HEADER_READY_ATTRIBUTE, '');
    // Once: what the visitor opens afterwards is the header's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The site header (spec §2): a home link and the published top menus; dropdowns for
 * items with several sub-menus (or one of another name); transparent at the top of pages
 * that ask for it; the active item's dropdown opens when the visitor scrolls up.
 */
export function SiteHeader({ transparentUntil }: SiteHeaderProps) {
  const { tree } = useMenuTree();
  const { data: setting } = useSiteSetting();
  const menus = mainMenus(tree);
  const activeId = useActiveTopMenu(menus);
  const { pathname } = useLocation();
  const { pastThreshold, scrollingUp } = useScrollState(transparentUntil ?? 0);
  const mobilePanelId = useId();
  // What is open belongs to the page it was opened on: a new page closes it. A phone panel the
  // boot script opened before the app ran stays open (hydration finds it so, src/lib/early-menu.ts).
  const [opened, setOpened] = useState<{ pathname: string; dropdownId: number | null; mobile: boolean }>(
    () => ({
      pathname,
      dropdownId: null,
      mobile: panelOpenInPage(mobilePanelId),
    }),
  );
  const current = opened.pathname === pathname ? opened : { dropdownId: null, mobile: false };
  const openId = current.dropdownId;
  const mobileOpen = current.mobile;
  const setOpenId = (dropdownId: number | null) => setOpened({ pathname, dropdownId, mobile: false });
  const setMobileOpen = (mobile: boolean) => setOpened({ pathname, dropdownId: null, mobile });
  const mobileToggleRef = useRef<HTMLButtonElement>(null);
  const topListRef = useRef<HTMLUListElement>(null);
  // 首页 and the menus.
  const fitting = useFittingItems(topListRef, menus.length + 1);
  useOpenedBeforeStart(setOpenId, mobilePanelId, mobileOpen, setMobileOpen);

  // Scrolling up opens the dropdown of the section being read; scrolling down closes it.
  const activeMenu = menus.find((menu) => menu.id === activeId);
  const scrollOpensActive = scrollingUp && activeMenu !== undefined && hasDropdown(activeMenu);
  const shownOpenId = openId ?? (scrollOpensActive ? activeId : null);

  const opaque = transparentUntil === undefined || pastThreshold || mobileOpen || shownOpenId !== null;

  return (
    <Bar
      $opaque={opaque}
      data-opaque={opaque}
      // Escape closes the phone panel from its toggle or from inside it, focus back on the toggle.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mobileOpen) {
          setMobileOpen(false);
          mobileToggleRef.current?.focus();
        }
      }}
    >
      <Inner>
        <Brand to="/home" aria-label={setting?.siteTitle ?? headerMessages.home}>
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span>{setting?.siteTitle}</span>
        </Brand>
        <DesktopNav aria-label={headerMessages.mainNavigation}>
          <TopList ref={topListRef}>
            <TopItem>
              <TopLink to="/home" $active={pathname === '/home'}>
                {headerMessages.home}
              </TopLink>
            </TopItem>
            {menus.map((menu, index) => (
              <DesktopItem
                key={menu.id}
                menu={menu}
                active={menu.id === activeId}
                open={shownOpenId === menu.id}
                onOpenChange={(open) => setOpenId(open ? menu.id : null)}
                overflow={index + 1 >= fitting}
              />
            ))}
          </TopList>
          {fitting <= menus.length && (
            <MoreItem
              menus={menus.slice(fitting - 1)}
              activeId={activeId}
              active={menus.slice(fitting - 1).some((menu) => menu.id === activeId)}
              open={openId === MORE_ID}
              onOpenChange={(open) => setOpenId(open ? MORE_ID : null)}
            />
          )}
        </DesktopNav>
        <MenuToggle
          ref={mobileToggleRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={mobilePanelId}
          {...{ [MENU_TOGGLE_ATTRIBUTE]: '' }}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <Burger aria-hidden="true" />
          <ToggleName>{headerMessages.openMenu}</ToggleName>
          <ToggleName data-open="">{headerMessages.closeMenu}</ToggleName>
        </MenuToggle>
      </Inner>
      <MobilePanel id={mobilePanelId} hidden={!mobileOpen} aria-label={headerMessages.mainNavigation}>
        {/* In the page whether open or not, like the dropdowns. */}
        <ul>
          <MobileGroup>
            <Link to="/home" onClick={() => setMobileOpen(false)}>
              {headerMessages.home}
            </Link>
          </MobileGroup>
          <MenuSections menus={menus} activeId={activeId} onNavigate={() => setMobileOpen(false)} />
        </ul>
      </MobilePanel>
    </Bar>
  );
}
