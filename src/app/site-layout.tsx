import { lazy, Suspense, useRef } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsCallPending } from '@/api/loading-slice';
import { LoadingOverlay } from '@/features/feedback/loading-overlay';
import { useScrollAnimation } from '@/features/scroll-animation/use-scroll-animation';
import { SiteHeader } from '@/features/site-header/site-header';
import { MenuNavigationProvider } from '@/features/site-menu/menu-navigation';
import { registry } from '@/registry/registry';
import { media } from '@/theme/theme';
import { useAppSelector } from './hooks';
import { appMessages } from './messages';
import { loadFloatingBar, loadSiteFooter } from './page-code';
import { useRouteMeta } from './route-meta';
import { usePageChrome } from './use-page-chrome';

/** The head after a navigation; not needed for the first page, whose head the server wrote. */
const PageHeadSync = lazy(() => import('./page-head-sync'));

/**
 * The floating consult bar: drawn by the server with the page, its code comes in a chunk of its own
 * (asked for at start, start-page-code.ts), so it does not weigh on the first hydration. Until the
 * chunk is in, React keeps the server's bar as it is: plain links, which work.
 */
const FloatingBar = lazy(loadFloatingBar);

const Floating = () => (
  <Suspense fallback={null}>
    <FloatingBar />
  </Suspense>
);

/**
 * The footer: below the fold, so its code comes in a chunk of its own too (asked for at start);
 * until it is in, React keeps the server's footer as it is: plain links, which work.
 */
const SiteFooter = lazy(loadSiteFooter);

const Footer = () => (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);

/** PageHeadSync, once its code is in (it renders nothing). */
const HeadSync = () => (
  <Suspense fallback={null}>
    <PageHeadSync />
  </Suspense>
);

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** Pages under an opaque header start below it; a transparent header lies over the page. */
const Main = styled.main<{ $underHeader: boolean }>`
  flex: 1;
  padding-top: ${({ $underHeader, theme }) => ($underHeader ? 0 : theme.layout.headerHeightMobile)}px;
  ${media.desktop} {
    padding-top: ${({ $underHeader, theme }) => ($underHeader ? 0 : theme.layout.headerHeight)}px;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space[2]}px;
    top: ${({ theme }) => theme.space[2]}px;
    z-index: ${({ theme }) => theme.zIndices.dialog};
    padding: ${({ theme }) => theme.space[2]}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The common layout of the public pages: header, content, footer, floating consult bar, overlay. */
export function SiteLayout() {
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const callPending = useAppSelector(selectIsCallPending);
  const mainRef = useRef<HTMLElement>(null);
  usePageChrome(meta);
  useScrollAnimation(mainRef);

  return (
    <MenuNavigationProvider registry={registry}>
      <HeadSync />
      <Shell>
        <SkipLink href="#main-content">{appMessages.skipToContent}</SkipLink>
        <SiteHeader transparentUntil={meta.transparentHeaderUntil} />
        <Main id="main-content" ref={mainRef} $underHeader={meta.transparentHeaderUntil !== undefined}>
          <Outlet />
        </Main>
        <Footer />
        <Floating />
        <LoadingOverlay active={navigation.state === 'loading' || callPending} />
      </Shell>
    </MenuNavigationProvider>
  );
}

/**
 * The standalone pages (admission lookup): no header or footer, same title and overlay rules. The
 * floating consult bar stays: a visitor who finds no result, or a result, wants the phone number
 * and the form most.
 */
export function BareLayout() {
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const callPending = useAppSelector(selectIsCallPending);
  usePageChrome(meta);
  return (
    <MenuNavigationProvider registry={registry}>
      <HeadSync />
      <Outlet />
      <Floating />
      <LoadingOverlay active={navigation.state === 'loading' || callPending} />
    </MenuNavigationProvider>
  );
}
