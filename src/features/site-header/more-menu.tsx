/**
 * 更多 (issue 22 item 4): the top menus the desktop bar has no room for. Drawn once the header has
 * measured that some do not fit (never in the server's HTML, never on phones).
 */
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { DropdownItem, type DropdownProps, MORE_ID } from './dropdown-item';
import { MenuSections } from './menu-sections';
import { headerMessages } from './messages';

type MoreItemProps = Omit<DropdownProps, 'name' | 'id' | 'children'> & {
  menus: MenuEntry[];
  activeId: number | null;
};

/**
 * Holds 更多 beside the bar's row, where it never wraps away; its list opens at the bar's end, as
 * tall as the screen allows.
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
`;

/** The top menus that do not fit in the bar, as the phone panel shows them: sections open under their names. */
export function MoreItem({ menus, activeId, ...props }: MoreItemProps) {
  return (
    <MoreList>
      <DropdownItem name={headerMessages.more} id={MORE_ID} {...props}>
        <MenuSections menus={menus} activeId={activeId} onNavigate={() => props.onOpenChange(false)} />
      </DropdownItem>
    </MoreList>
  );
}
