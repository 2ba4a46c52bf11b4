/**
 * 更多 (issue 22 item 4): the top menus the desktop bar has no room for. Drawn once the header has
 * measured that some do not fit (never in the server's HTML, never on phones).
 */
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { directTarget, hasDropdown, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import { DropdownItem, type DropdownProps, MORE_ID, SubLink } from './dropdown-item';
import { headerMessages } from './messages';

type MoreItemProps = Omit<DropdownProps, 'name' | 'id' | 'children'> & { menus: MenuEntry[] };

/**
 * Holds 更多 beside the bar's row, where it never wraps away; its list opens at the bar's end, as
 * tall as the screen allows, each menu's sub-menus under its name.
 */
const MoreList = styled.ul`
  display: flex;
  flex: none;
  margin: 0;
  padding: 0;
  list-style: none;
  > li > ul {
    left: auto;
    right: 0;
    transform: none;
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
    overflow-y: auto;
  }
  > li > ul > li > :first-child {
    font-weight: 600;
  }
  > li > ul > li > span {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  }
  ul ul {
    padding: 0 0 0 ${({ theme }) => theme.space[3]}px;
    list-style: none;
  }
`;

/** The top menus that do not fit in the bar, each with its sub-menus under its name. */
export function MoreItem(props: MoreItemProps) {
  const { resolve } = useMenuNavigation();
  const close = () => props.onOpenChange(false);
  return (
    <MoreList>
      <DropdownItem name={headerMessages.more} id={MORE_ID} {...props}>
        {props.menus.map((menu) =>
          hasDropdown(menu) ? (
            <li key={menu.id}>
              {resolve(menu).kind === 'none' ? (
                <span>{menu.name}</span>
              ) : (
                <SubLink menu={menu} onNavigate={close} />
              )}
              <ul aria-label={headerMessages.subMenuOf(menu.name)}>
                {visibleSubMenus(menu).map((sub) => (
                  <li key={sub.id}>
                    <SubLink menu={sub} onNavigate={close} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={menu.id}>
              <SubLink menu={directTarget(menu)} onNavigate={close}>
                {menu.name}
              </SubLink>
            </li>
          ),
        )}
      </DropdownItem>
    </MoreList>
  );
}
