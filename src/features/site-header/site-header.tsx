import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '@/lib/site-link';
import styled, { css } from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { HEADER_READY_ATTRIBUTE } from '@/lib/early-menu';
import { hasDropdown, mainMenus, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import { useMenuTree, useSiteSetting } from '@/features/site-menu/use-site';
import { media } from '@/theme/theme';
import { DesktopBar } from './desktop-bar';
import { headerMessages } from './messages';
import { panelOpenInPage, PhoneMenuButton, PhoneMenuPanel } from './phone-menu';
import { useScrollState } from './use-scroll-state';

type SiteHeaderProps = {
  /** Transparent while the page is scrolled less than this (px); undefined: always opaque. */
  transparentUntil?: number;
};

/**
 * The shade behind the transparent header's white text, over whatever banner picture is under
 * it: at 0.66 (a8) of the overlay's slate #0f172a even a white pixel comes out near sRGB 100,
 * which keeps white text at 5.7:1 (4.5:1 needs 0.6). Solid under the bar, it fades out in the
 * 48 px below it, where no text is drawn (e2e/header-contrast.spec.ts measures it over each
 * banner's pixels).
 */
const SHADE_FADE_PX = 48;

const Bar = styled.header<{ $opaque: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  transition:
    background-color 0.25s ease,
    box-shadow 0.25s ease,
    color 0.25s ease;
  /* The header is its own stacking context: the shade sits above the page, below the bar's text. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 -${SHADE_FADE_PX}px;
    z-index: -1;
    pointer-events: none;
    background: linear-gradient(#0f172aa8 calc(100% - ${SHADE_FADE_PX}px), transparent);
    opacity: ${({ $opaque }) => ($opaque ? 0 : 1)};
    transition: opacity 0.25s;
  }
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

const Brand = styled(SiteLink)`
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
        <DesktopBar
          menus={menus}
          activeId={activeId}
          openId={openId}
          shownOpenId={shownOpenId}
          setOpenId={setOpenId}
        />
        <PhoneMenuButton
          ref={mobileToggleRef}
          panelId={mobilePanelId}
          open={mobileOpen}
          onToggle={() => setMobileOpen(!mobileOpen)}
        />
      </Inner>
      <PhoneMenuPanel
        panelId={mobilePanelId}
        open={mobileOpen}
        menus={menus}
        activeId={activeId}
        onNavigate={() => setMobileOpen(false)}
      />
    </Bar>
  );
}
