/**
 * The header's menu bar from a desktop's width: 首页 and the top menus in one row, dropdowns for
 * sub-menus, and 更多 for what does not fit.
 */
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '@/lib/site-link';
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { MenuLink } from '@/features/site-menu/menu-link';
import { directTarget, hasDropdown } from '@/features/site-menu/menu-tree';
import { media } from '@/theme/theme';
import { DropdownItem, MORE_ID, SubLink, TopItem, topLinkStyle } from './dropdown-item';
import { headerMessages } from './messages';
import { useSectionLinks } from './menu-sections';
import { MoreItem } from './more-menu';

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

const TopLink = styled(SiteLink)<{ $active?: boolean }>`
  ${topLinkStyle}
`;

const TopMenuLink = styled(MenuLink)<{ $active?: boolean }>`
  ${topLinkStyle}
`;

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
  const links = useSectionLinks(menu);
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
      {links.map((link) => (
        <li key={link.id}>
          <SubLink menu={link} onNavigate={() => onOpenChange(false)} />
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

type DesktopBarProps = {
  menus: MenuEntry[];
  activeId: number | null;
  /** The dropdown the visitor opened (a menu's id, or MORE_ID). */
  openId: number | null;
  /** The dropdown shown: the one opened, else the active section's while scrolling up. */
  shownOpenId: number | null;
  setOpenId: (id: number | null) => void;
};

export function DesktopBar({ menus, activeId, openId, shownOpenId, setOpenId }: DesktopBarProps) {
  const { pathname } = useLocation();
  const topListRef = useRef<HTMLUListElement>(null);
  // 首页 and the menus.
  const fitting = useFittingItems(topListRef, menus.length + 1);
  return (
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
  );
}
