import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { MenuLink } from '@/features/site-menu/menu-link';
import { directTarget, hasDropdown, mainMenus, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import { useMenuTree, useSiteSetting } from '@/features/site-menu/use-site';
import { media } from '@/theme/theme';
import { MENU_TOGGLE_ATTRIBUTE } from '@/lib/early-menu';
import { headerMessages } from './messages';
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
  /* The menu bar takes the whole width: a dozen sections must fit at 1280 px. */
  ${media.wide} {
    max-width: none;
    padding: 0 ${({ theme }) => theme.space[5]}px;
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
  img {
    width: 32px;
    height: 32px;
  }
  /* Next to the full menu bar the logo alone stands for the site until there is room. */
  ${media.wide} {
    span {
      display: none;
    }
  }
  ${media.extraWide} {
    span {
      display: inline;
    }
  }
`;

/** The full menu bar needs the width of a wide screen (a dozen sections); below it, the menu button. */
const DesktopNav = styled.nav`
  display: none;
  height: 100%;
  ${media.wide} {
    display: block;
  }
`;

const TopList = styled.ul`
  display: flex;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Set on <html> once the header runs: from then on its state, not CSS, opens a dropdown. */
const HEADER_READY_ATTRIBUTE = 'data-header-ready';

const TopItem = styled.li`
  position: relative;
  display: flex;
  align-items: stretch;
`;

const topLinkStyle = css<{ $active?: boolean }>`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  white-space: nowrap;
  border-bottom: 3px solid ${({ $active, theme }) => ($active ? theme.colors.accent : 'transparent')};
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const TopLink = styled(Link)<{ $active?: boolean }>`
  ${topLinkStyle}
`;

const TopMenuLink = styled(MenuLink)<{ $active?: boolean }>`
  ${topLinkStyle}
`;

const TopButton = styled.button<{ $active?: boolean }>`
  ${topLinkStyle}
  &::after {
    content: '';
    margin-left: ${({ theme }) => theme.space[1]}px;
    border: 4px solid transparent;
    border-top-color: currentColor;
    transform: translateY(2px);
  }
`;

const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 160px;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  /* Until the header runs (the app starts after the first paint, src/app/boot.ts), hovering or
     focusing its item opens it; then the header takes over what is open (SiteHeader). */
  html:not([${HEADER_READY_ATTRIBUTE}]) li:hover > &,
  html:not([${HEADER_READY_ATTRIBUTE}]) li:focus-within > & {
    display: block;
  }
`;

const subLinkStyle = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SubLink = styled(MenuLink)`
  ${subLinkStyle}
`;

const MenuToggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  color: inherit;
  ${media.wide} {
    display: none;
  }
  span,
  span::before,
  span::after {
    display: block;
    width: 22px;
    height: 2px;
    background: currentColor;
    position: relative;
    content: '';
  }
  span::before {
    position: absolute;
    top: -7px;
  }
  span::after {
    position: absolute;
    top: 7px;
  }
`;

const MobilePanel = styled.nav`
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeightMobile}px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.wide} {
    display: none;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const MobileGroup = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > a,
  > button,
  > span {
    display: block;
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
    font-weight: 600;
  }
  ul a,
  ul button {
    ${subLinkStyle}
    padding-left: ${({ theme }) => theme.space[6]}px;
    min-height: 44px;
  }
`;

const MobileTopLink = styled(MenuLink)`
  border: 0;
  background: none;
  color: inherit;
  width: 100%;
  text-align: left;
`;

/**
 * The name of a section in the phone panel: a link to the section's own page when it has one
 * (a fixed page such as /about_us), else plain text above its sub-menus.
 */
function GroupHeading({ menu, onNavigate }: { menu: MenuEntry; onNavigate: () => void }) {
  const { resolve } = useMenuNavigation();
  if (resolve(menu).kind === 'none') return <span>{menu.name}</span>;
  return <MenuLink menu={menu} onNavigate={onNavigate} />;
}

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
}: {
  menu: MenuEntry;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (!hasDropdown(menu)) {
    return (
      <TopItem>
        <TopMenuLink menu={directTarget(menu)} $active={active}>
          {menu.name}
        </TopMenuLink>
      </TopItem>
    );
  }

  return (
    <TopItem
      data-dropdown-of={menu.id}
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <TopButton
        ref={buttonRef}
        type="button"
        $active={active}
        aria-expanded={open}
        aria-controls={listId}
        // A pointer already opened it on hover, so a click keeps it open (touch: tap opens, tapping
        // elsewhere closes); from the keyboard (detail 0) Enter and Space toggle.
        onClick={(event) => onOpenChange(event.detail === 0 ? !open : true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            onOpenChange(true);
            requestAnimationFrame(() =>
              document.getElementById(listId)?.querySelector<HTMLElement>('a, button')?.focus(),
            );
          }
        }}
      >
        {menu.name}
      </TopButton>
      {/* Its links are always in the page (crawlers, "open in new tab"); closed, it is hidden and
          out of the tab order. */}
      <Dropdown id={listId} hidden={!open} aria-label={headerMessages.subMenuOf(menu.name)}>
        {visibleSubMenus(menu).map((sub) => (
          <li key={sub.id}>
            <SubLink menu={sub} onNavigate={() => onOpenChange(false)} />
          </li>
        ))}
      </Dropdown>
    </TopItem>
  );
}

/**
 * Takes over what opened before the header ran: a dropdown opened by CSS (a visitor's pointer or
 * focus on its item), or the phone panel the boot script opened on a tap (src/lib/early-menu.ts).
 * Then tells the CSS and the boot script to step aside: what is open stays open.
 */
function useOpenedBeforeStart(setOpenId: (id: number) => void, setMobileOpen: (open: boolean) => void) {
  // Before the first paint of the hydrated header, so that the dropdown does not flicker shut.
  useLayoutEffect(() => {
    const item = document.querySelector<HTMLElement>(
      '[data-dropdown-of]:focus-within, [data-dropdown-of]:hover',
    );
    // The DOM's focus and hover are outside React: read once, when the header starts.
    if (item) setOpenId(Number(item.dataset.dropdownOf));
    if (document.querySelector(`[${MENU_TOGGLE_ATTRIBUTE}][aria-expanded="true"]`)) setMobileOpen(true);
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
  // What is open belongs to the page it was opened on: a new page closes it.
  const [opened, setOpened] = useState<{ pathname: string; dropdownId: number | null; mobile: boolean }>({
    pathname,
    dropdownId: null,
    mobile: false,
  });
  const current = opened.pathname === pathname ? opened : { dropdownId: null, mobile: false };
  const openId = current.dropdownId;
  const mobileOpen = current.mobile;
  const setOpenId = (dropdownId: number | null) => setOpened({ pathname, dropdownId, mobile: false });
  const setMobileOpen = (mobile: boolean) => setOpened({ pathname, dropdownId: null, mobile });
  const mobilePanelId = useId();
  const mobileToggleRef = useRef<HTMLButtonElement>(null);
  useOpenedBeforeStart(setOpenId, setMobileOpen);

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
          <TopList>
            <TopItem>
              <TopLink to="/home" $active={pathname === '/home'}>
                {headerMessages.home}
              </TopLink>
            </TopItem>
            {menus.map((menu) => (
              <DesktopItem
                key={menu.id}
                menu={menu}
                active={menu.id === activeId}
                open={shownOpenId === menu.id}
                onOpenChange={(open) => setOpenId(open ? menu.id : null)}
              />
            ))}
          </TopList>
        </DesktopNav>
        <MenuToggle
          ref={mobileToggleRef}
          {...{ [MENU_TOGGLE_ATTRIBUTE]: '' }}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={mobilePanelId}
          aria-label={mobileOpen ? headerMessages.closeMenu : headerMessages.openMenu}
          onClick={(event) => {
            // The boot script's own toggling (src/lib/early-menu.ts) is for before the header ran.
            event.stopPropagation();
            setMobileOpen(!mobileOpen);
          }}
        >
          <span aria-hidden="true" />
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
          {menus.map((menu) => (
            <MobileGroup key={menu.id}>
              {hasDropdown(menu) ? (
                <>
                  <GroupHeading menu={menu} onNavigate={() => setMobileOpen(false)} />
                  <ul>
                    {visibleSubMenus(menu).map((sub) => (
                      <li key={sub.id}>
                        <MenuLink menu={sub} onNavigate={() => setMobileOpen(false)} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <MobileTopLink menu={directTarget(menu)} onNavigate={() => setMobileOpen(false)}>
                  {menu.name}
                </MobileTopLink>
              )}
            </MobileGroup>
          ))}
        </ul>
      </MobilePanel>
    </Bar>
  );
}
