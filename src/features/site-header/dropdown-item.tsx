/**
 * A top item of the desktop bar that opens a list of links (a menu's sub-menus, or 更多), and the
 * styles the bar's items share.
 */
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { MenuLink } from '@/features/site-menu/menu-link';
import { HEADER_READY_ATTRIBUTE } from '@/lib/early-menu';
import { headerMessages } from './messages';

export const TopItem = styled.li`
  position: relative;
  display: flex;
  align-items: stretch;
`;

export const topLinkStyle = css<{ $active?: boolean }>`
  display: flex;
  align-items: center;
  /* 6 px a side: the demo's fourteen items fit beside the logo and the name at 1280 px. */
  padding: 0 ${({ theme }) => theme.space[1]! * 1.5}px;
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

export const TopButton = styled.button<{ $active?: boolean }>`
  ${topLinkStyle}
  &::after {
    content: '';
    margin-left: ${({ theme }) => theme.space[1]! / 2}px;
    border: 4px solid transparent;
    border-top-color: currentColor;
    transform: translateY(2px);
  }
`;

export const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  left: 50%;
  /* Centred under its item, and moved back inside the window when that would cut it
     (--dropdown-shift, set by useKeptOnScreen). */
  transform: translateX(calc(-50% + var(--dropdown-shift, 0px)));
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

export const subLinkStyle = css`
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

export const SubLink = styled(MenuLink)`
  ${subLinkStyle}
`;

/** The least room a dropdown keeps from the window's edges, in px. */
const SCREEN_EDGE = 8;

/**
 * Moves an open dropdown sideways as far as it must to stay inside the window (an item at the
 * bar's end, a long sub-menu name); measured each time it opens, as the window may have changed.
 */
function useKeptOnScreen(open: boolean) {
  const listRef = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!open || !list) return;
    list.style.removeProperty('--dropdown-shift');
    const { left, right } = list.getBoundingClientRect();
    const room = document.documentElement.clientWidth - SCREEN_EDGE;
    const shift = right > room ? room - right : left < SCREEN_EDGE ? SCREEN_EDGE - left : 0;
    if (shift !== 0) list.style.setProperty('--dropdown-shift', `${Math.round(shift)}px`);
  }, [open]);
  return listRef;
}

/** What useOpenedBeforeStart and the open state call 更多 (no menu has this id). */
export const MORE_ID = -1;

export type DropdownProps = {
  name: string;
  /** What useOpenedBeforeStart finds it by (a menu's id). */
  id: number;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overflow?: boolean;
  children: ReactNode;
};

/** A top item that opens a list of links: by pointer, tap or keyboard. */
export function DropdownItem({ name, id, active, open, onOpenChange, overflow, children }: DropdownProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useKeptOnScreen(open);
  return (
    <TopItem
      data-dropdown-of={id}
      data-overflow={overflow || undefined}
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
              document.getElementById(listId)?.querySelector<HTMLElement>('a, button, summary')?.focus(),
            );
          }
        }}
      >
        {name}
      </TopButton>
      {/* Its links are always in the page (crawlers, "open in new tab"); closed, it is hidden and
          out of the tab order. */}
      <Dropdown ref={listRef} id={listId} hidden={!open} aria-label={headerMessages.subMenuOf(name)}>
        {children}
      </Dropdown>
    </TopItem>
  );
}
