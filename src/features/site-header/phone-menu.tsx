/**
 * The header's phone menu: the menu button, and the panel it opens with every menu as a row or a
 * section. Both are in the server's HTML; the boot script works them until the header runs
 * (src/lib/early-menu.ts).
 */
import { type Ref } from 'react';
import { SiteLink } from '@/lib/site-link';
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { MENU_TOGGLE_ATTRIBUTE } from '@/lib/early-menu';
import { media } from '@/theme/theme';
import { visuallyHidden } from '@/theme/global-style';
import { MenuSections, MobileGroup } from './menu-sections';
import { headerMessages } from './messages';

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
  ${visuallyHidden}
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
export const panelOpenInPage = (panelId: string) =>
  typeof document !== 'undefined' && document.getElementById(panelId)?.hidden === false;

type PhoneMenuButtonProps = {
  panelId: string;
  open: boolean;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
};

export function PhoneMenuButton({ panelId, open, onToggle, ref }: PhoneMenuButtonProps) {
  return (
    <MenuToggle
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      {...{ [MENU_TOGGLE_ATTRIBUTE]: '' }}
      onClick={onToggle}
    >
      <Burger aria-hidden="true" />
      <ToggleName>{headerMessages.openMenu}</ToggleName>
      <ToggleName data-open="">{headerMessages.closeMenu}</ToggleName>
    </MenuToggle>
  );
}

type PhoneMenuPanelProps = {
  panelId: string;
  open: boolean;
  menus: MenuEntry[];
  activeId: number | null;
  /** A link in the panel was followed: the panel closes. */
  onNavigate: () => void;
};

export function PhoneMenuPanel({ panelId, open, menus, activeId, onNavigate }: PhoneMenuPanelProps) {
  return (
    <MobilePanel id={panelId} hidden={!open} aria-label={headerMessages.mainNavigation}>
      {/* In the page whether open or not, like the dropdowns. */}
      <ul>
        <MobileGroup>
          <SiteLink to="/home" onClick={onNavigate}>
            {headerMessages.home}
          </SiteLink>
        </MobileGroup>
        <MenuSections menus={menus} activeId={activeId} onNavigate={onNavigate} />
      </ul>
    </MobilePanel>
  );
}
