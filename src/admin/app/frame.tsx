import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { selectIsCallPending } from '@/api/loading-slice';
import { can, type RoleGrant } from '@contract/roles';
import type { StaffInfo } from '@contract/staff';
import { LoadingOverlay } from '@/features/feedback/loading-overlay';
import { media } from '@/theme/theme';
import { UntouchedBadge } from '../lead-alerts/untouched-badge';
import { secondaryButtonStyle } from '../ui/buttons';
import { appMessages } from './messages';
import { NAV_GROUP_LABELS, type NavGroup, screensFor } from './screens';
import { TWO_FACTOR_PATH } from './session-gate';
import { selectStaff } from './session-slice';
import { useConsoleSelector } from './store';
import { useSignOut } from './use-sign-out';
import { space } from '../ui/theme-helpers';
import { inlineRowStyle } from '../ui/layout';

// The watch on leads brings the lead calls: its own chunk, for staff whose roles follow leads only.
const LeadWatch = lazy(() => import(/* webpackChunkName: "admin-lead-watch" */ '../lead-alerts/lead-watch'));

const ChangePasswordDialog = lazy(() =>
  import(/* webpackChunkName: "admin-password" */ '../password/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  display: grid;
  grid-template-rows: auto 1fr;
  ${media.tablet} {
    grid-template-columns: ${space(9, 9)} minmax(0, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: ${space(9, 9, 7)} minmax(0, 1fr);
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]}px;
  top: -${({ theme }) => theme.space[9]}px;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:focus {
    top: ${({ theme }) => theme.space[2]}px;
  }
`;

const TopBar = styled.header`
  grid-column: 1 / -1;
  ${inlineRowStyle};
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  font-weight: 700;
`;

const User = styled.div`
  ${inlineRowStyle};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const barStyle = css`
  ${secondaryButtonStyle};
  background: transparent;
  border-color: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const BarButton = styled.button`
  ${barStyle};
`;

/** A top-bar entry that is a page of its own (两步验证): a link drawn like the buttons beside it. */
const BarLink = styled(NavLink)`
  ${barStyle};
  display: inline-flex;
  align-items: center;
  text-decoration: none;
`;

const Side = styled.nav`
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.tablet} {
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[3]}px;
  }
  h2 {
    margin: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[2]}px
      ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]}px;
    ${media.tablet} {
      flex-direction: column;
    }
  }
`;

const NavItem = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]}px;
  ${media.desktop} {
    padding: ${({ theme }) => theme.space[6]}px;
  }
`;

const GROUP_ORDER: readonly NavGroup[] = ['content', 'leads', 'system'];

/**
 * The navigation: 首页, then the screens the user's roles allow, by group; 线索 with the count of
 * untouched leads.
 */
function Navigation({ roles, untouched }: { roles: readonly RoleGrant[]; untouched: number | null }) {
  const screens = screensFor(roles);
  return (
    <Side aria-label={appMessages.navigation}>
      <ul>
        <li>
          <NavItem to="/" end>
            {appMessages.home}
          </NavItem>
        </li>
      </ul>
      {GROUP_ORDER.map((group) => {
        const inGroup = screens.filter((screen) => screen.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`nav-group-${group}`}>
            <h2 id={`nav-group-${group}`}>{NAV_GROUP_LABELS[group]}</h2>
            <ul>
              {inGroup.map((screen) => (
                <li key={screen.path}>
                  <NavItem to={`/${screen.path}`}>
                    {screen.label}
                    {screen.path === 'leads' && untouched !== null ? (
                      <UntouchedBadge count={untouched} />
                    ) : null}
                  </NavItem>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Side>
  );
}

/** After a navigation inside the console, focus goes to the new screen's heading. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main [data-page-title]');
    heading?.focus();
  }, [pathname]);
}

/** The navigation with the lead count (asked only for staff whose roles follow leads). */
function WatchedNavigation({ staff }: { staff: StaffInfo }) {
  const [untouched, setUntouched] = useState<number | null>(null);
  return (
    <>
      {can(staff.roles, 'leads') ? (
        <Suspense fallback={null}>
          <LeadWatch staff={staff} onUntouched={setUntouched} />
        </Suspense>
      ) : null}
      <Navigation roles={staff.roles} untouched={untouched} />
    </>
  );
}

/** The frame of every signed-in screen: top bar (name, 我的登录, 修改密码, 两步验证, 退出登录), navigation, the screen. */
export function ConsoleFrame() {
  const staff = useConsoleSelector(selectStaff);
  const navigation = useNavigation();
  const callPending = useConsoleSelector(selectIsCallPending);
  const { signOut, signingOut } = useSignOut();
  const [passwordOpen, setPasswordOpen] = useState(false);
  useFocusOnNavigation();

  if (!staff) return null;

  return (
    <Shell>
      <SkipLink href="#console-main">{appMessages.skipToMain}</SkipLink>
      <TopBar>
        <Brand>{appMessages.brand}</Brand>
        <User>
          <span>{appMessages.signedInAs(staff.displayName)}</span>
          <BarLink to="/sessions">{appMessages.mySessions}</BarLink>
          <BarButton type="button" onClick={() => setPasswordOpen(true)}>
            {appMessages.changePassword}
          </BarButton>
          <BarLink to={TWO_FACTOR_PATH}>{appMessages.twoFactor}</BarLink>
          <BarButton type="button" onClick={signOut} disabled={signingOut}>
            {appMessages.signOut}
          </BarButton>
        </User>
      </TopBar>
      <WatchedNavigation staff={staff} />
      <Main id="console-main" tabIndex={-1}>
        <Outlet />
      </Main>
      <LoadingOverlay active={navigation.state === 'loading' || callPending} />
      {passwordOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setPasswordOpen(false)} />
        </Suspense>
      ) : null}
    </Shell>
  );
}
