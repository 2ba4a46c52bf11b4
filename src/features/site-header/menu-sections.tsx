/**
 * The top menus as rows, one per menu: a link, or a section whose name opens and closes its
 * sub-menus. The phone panel lists every menu so (issue 22 item 4: sections instead of one long
 * list), and 更多 the menus the desktop bar has no room for.
 */
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { MenuLink } from '@/features/site-menu/menu-link';
import { directTarget, hasDropdown, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import { subLinkStyle } from './dropdown-item';

export const MobileGroup = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > a,
  > button,
  summary {
    display: block;
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
    font-weight: 600;
  }
  /* A chevron at the row's end, pointing down while closed and up while open (the browser's own
     ▶ marker looked like a stray character). */
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '';
      width: 8px;
      height: 8px;
      margin: 0 4px;
      border: solid currentColor;
      border-width: 0 2px 2px 0;
      transform: rotate(45deg);
    }
  }
  details[open] > summary::after {
    transform: rotate(225deg);
  }
  ul a,
  ul button {
    ${subLinkStyle}
    padding-left: ${({ theme }) => theme.space[6]}px;
    min-height: 44px;
  }
`;

const TopMenuLink = styled(MenuLink)`
  border: 0;
  background: none;
  color: inherit;
  width: 100%;
  text-align: left;
`;

/**
 * What a section's list of links holds: the section's own page first when it has one (a fixed
 * page such as /about_us, whose name only opens the list), then its sub-menus. The phone's
 * sections and the desktop's dropdowns list the same, so every section page has a link.
 */
export function useSectionLinks(menu: MenuEntry): MenuEntry[] {
  const { resolve } = useMenuNavigation();
  return [...(resolve(menu).kind !== 'none' ? [menu] : []), ...visibleSubMenus(menu)];
}

/**
 * A section: its name opens and closes its links (a native disclosure, so it works before the
 * app runs too).
 */
function Section({ menu, open, onNavigate }: { menu: MenuEntry; open: boolean; onNavigate: () => void }) {
  return (
    <details open={open}>
      <summary>{menu.name}</summary>
      <ul>
        {useSectionLinks(menu).map((link) => (
          <li key={link.id}>
            <MenuLink menu={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One row per menu; the section of the page being shown (activeId) starts open. */
export function MenuSections({
  menus,
  activeId,
  onNavigate,
}: {
  menus: MenuEntry[];
  activeId: number | null;
  onNavigate: () => void;
}) {
  return menus.map((menu) => (
    <MobileGroup key={menu.id}>
      {hasDropdown(menu) ? (
        <Section menu={menu} open={menu.id === activeId} onNavigate={onNavigate} />
      ) : (
        <TopMenuLink menu={directTarget(menu)} onNavigate={onNavigate}>
          {menu.name}
        </TopMenuLink>
      )}
    </MobileGroup>
  ));
}
