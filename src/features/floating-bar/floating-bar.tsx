import { type ComponentType, type MouseEvent, type ReactNode, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { usePageLocation } from '@/features/content/use-page-location';
import { MenuLink } from '@/features/site-menu/menu-link';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import { useMenuTree, useSiteSetting } from '@/features/site-menu/use-site';
import { mediaSource } from '@contract/url-policy';
import { theme as tokens } from '@/theme/theme';
import { visuallyHidden } from '@/theme/global-style';
import type { ConsultSheetProps, SheetItem } from './consult-sheet';
import { floatingItems, type FloatingItem } from './floating-entries';
import { floatingBarMessages } from './messages';

/** The sheets (Radix dialog, the lead form, the QR code): their own chunk, asked for on the first tap. */
const loadSheet = () => import(/* webpackChunkName: "consult-sheet" */ './consult-sheet');

const { floatingBarHeight, floatingRailWidth, maxWidth } = tokens.layout;
/** The rail goes beside the page's content, so from this width on (1360 px): below, the bar. */
const RAIL_FROM = maxWidth + 2 * (floatingRailWidth + (tokens.space[2] ?? 0));
const barOnly = `@media (max-width: ${RAIL_FROM - 0.02}px)`;
const railOnly = `@media (min-width: ${RAIL_FROM}px)`;
const BAR_SPACE = `calc(${floatingBarHeight}px + env(safe-area-inset-bottom, 0px))`;

/**
 * The page ends above the bar (the footer's ICP links stay reachable) and a field scrolled into
 * view stops above it.
 */
const ReserveBarSpace = createGlobalStyle`
  ${barOnly} {
    body { padding-bottom: ${BAR_SPACE}; }
    html { scroll-padding-bottom: ${BAR_SPACE}; }
  }
`;

const Bar = styled.nav`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.floating};
  left: 0;
  right: 0;
  bottom: 0;
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.header};
  ul {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    justify-content: center;
    margin: 0 auto;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: ${floatingBarHeight}px;
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[1]}px`};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    line-height: 1.25;
    text-align: center;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  img {
    width: 24px;
    height: 24px;
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
  ${barOnly} {
    /* The keyboard is up while a field has focus: the bar would sit on top of it. */
    body:has(:is(input, textarea, select):focus) & {
      display: none;
    }
  }
  ${({ theme }) => `@media (min-width: ${theme.breakpoints[1]}px)`} {
    ul {
      grid-auto-columns: minmax(0, 120px);
    }
  }
  ${railOnly} {
    left: auto;
    right: ${({ theme }) => theme.space[2]}px;
    bottom: auto;
    top: 50%;
    transform: translateY(-50%);
    width: ${floatingRailWidth}px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium}px;
    ul {
      grid-auto-flow: row;
      grid-auto-columns: auto;
    }
    li + li {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    a {
      min-height: ${floatingRailWidth}px;
    }
    img {
      width: 28px;
      height: 28px;
    }
  }
`;

/**
 * The number of a call entry (its link's name carries it too): seen beside the rail when the entry
 * is hovered or focused (a desktop has no phone to dial with: the number is what helps there).
 */
const PhoneNumber = styled.span`
  ${visuallyHidden}
  ${railOnly} {
    a:is(:hover, :focus-visible) > & {
      top: 50%;
      right: calc(100% + ${({ theme }) => theme.space[2]}px);
      width: auto;
      height: auto;
      clip-path: none;
      transform: translateY(-50%);
      padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
      border-radius: ${({ theme }) => theme.radii.medium}px;
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
      font-size: ${({ theme }) => theme.fontSizes[2]}px;
      box-shadow: ${({ theme }) => theme.shadows.raised};
    }
  }
`;

const NEW_WINDOW = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A click the browser should handle itself (a new tab or window, a download). */
const wantsBrowser = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The sheet last asked for, kept mounted once loaded: Radix closes it and sends the focus back. */
type SheetState = {
  Sheet: ComponentType<ConsultSheetProps>;
  item: SheetItem;
  trigger: HTMLElement;
  open: boolean;
};

/**
 * The floating consult bar (issue 21 item 3): the 悬浮菜单 menu of the host, from the content
 * system, drawn by the server with the page. Phones and tablets: a bar fixed at the bottom (the
 * page keeps its height free, and it steps aside while the keyboard is up); wide screens: a rail
 * at the right, beside the content. Every entry is a link that works before the app runs; once it
 * runs, 在线咨询 and 微信 open their sheet instead (loaded on the first tap).
 */
export function FloatingBar() {
  const { tree } = useMenuTree();
  const { data: setting } = useSiteSetting();
  const { origin } = usePageLocation();
  const { resolve } = useMenuNavigation();
  const [sheet, setSheet] = useState<SheetState | null>(null);
  const items = floatingItems(tree, setting, origin).filter(
    (item) => item.kind !== 'menu' || resolve(item.menu).kind !== 'none',
  );
  if (items.length === 0) return null;

  const openSheet = (item: SheetItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (wantsBrowser(event)) return;
    event.preventDefault();
    const trigger = event.currentTarget;
    // Should its code not load, the link does what it does without the app.
    loadSheet().then(
      ({ ConsultSheet }) => setSheet({ Sheet: ConsultSheet, item, trigger, open: true }),
      () => window.location.assign(item.href),
    );
  };

  const face = (item: FloatingItem, extra?: ReactNode) => {
    const icon = mediaSource(item.menu.icon);
    return (
      <>
        {icon && <img src={icon} alt="" width={24} height={24} loading="lazy" />}
        <span>{item.menu.name}</span>
        {extra}
      </>
    );
  };

  const entry = (item: FloatingItem) => {
    switch (item.kind) {
      case 'menu':
        return <MenuLink menu={item.menu}>{face(item)}</MenuLink>;
      case 'url':
        return (
          <a href={item.href} {...(item.newWindow ? NEW_WINDOW : {})}>
            {face(item)}
          </a>
        );
      case 'call':
        return (
          <a href={item.href} aria-label={floatingBarMessages.callLabel(item.menu.name, item.number)}>
            {face(item, <PhoneNumber>{item.number}</PhoneNumber>)}
          </a>
        );
      default:
        return (
          <a
            href={item.href}
            aria-haspopup="dialog"
            onPointerDown={() => void loadSheet().catch(() => undefined)}
            onClick={openSheet(item)}
          >
            {face(item)}
          </a>
        );
    }
  };

  return (
    <>
      <ReserveBarSpace />
      <Bar aria-label={floatingBarMessages.barLabel} data-floating-bar="">
        <ul>
          {items.map((item) => (
            <li key={item.menu.id}>{entry(item)}</li>
          ))}
        </ul>
      </Bar>
      {sheet && (
        <sheet.Sheet
          item={sheet.item}
          open={sheet.open}
          returnFocus={sheet.trigger}
          onOpenChange={(open) => setSheet({ ...sheet, open })}
        />
      )}
    </>
  );
}
