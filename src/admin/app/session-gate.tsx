import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSignInfoAdminQuery } from '@/api/generated/bms-api';
import { secondaryButtonStyle } from '../ui/buttons';
import { appMessages } from './messages';
import { nextOf } from './safe-next';
import { selectSession } from './session-slice';
import { useConsoleSelector } from './store';

const Centered = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Retry = styled.button`
  ${secondaryButtonStyle};
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

/** The account's own 两步验证 page. */
export const TWO_FACTOR_PATH = '/two-factor';

/** The page of an account that signed in with a password an admin set: its own chosen first. */
export const PASSWORD_CHANGE_PATH = '/change-password';

/** While a screen's code loads on start. */
export function ConsoleLoading() {
  return (
    <Centered>
      <p role="status">{appMessages.checkingSession}</p>
    </Centered>
  );
}

/**
 * The root of every console route: asks signInfo once on start (and again when a sign-in or
 * sign-out changes the account tags) and waits for its answer before drawing a screen.
 */
export function SessionGate() {
  const { status } = useConsoleSelector(selectSession);
  const { isError, refetch } = useSignInfoAdminQuery();
  if (status === 'unknown') {
    return (
      <Centered>
        {isError ? (
          <div role="alert">
            <p>{appMessages.sessionCheckFailed}</p>
            <Retry type="button" onClick={() => void refetch()}>
              {appMessages.retry}
            </Retry>
          </div>
        ) : (
          <p role="status">{appMessages.checkingSession}</p>
        )}
      </Centered>
    );
  }
  return <Outlet />;
}

/**
 * The screens behind sign-in: signed out, they send the user to the sign-in page; when the
 * session ended under them (a call answered 100000004) with `next`, so that signing in again
 * comes back here. No toast: the sign-in page says it all. An account that signed in with a
 * password an admin set is kept on the change page until it chose its own; then one that must
 * enrol in two-factor sign-in is kept on that page until it has.
 */
export function RequireSession() {
  const { status, reason, staff } = useConsoleSelector(selectSession);
  const location = useLocation();
  if (status !== 'signedIn') {
    const to = reason === 'signedOut' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(nextOf(location))}`;
    return <Navigate to={to} replace />;
  }
  // A password an admin set (a new account's, a reset): the account's own first, before
  // two-factor enrolment (the server refuses the other calls with CODE.passwordChangeRequired).
  if (staff?.mustChangePassword) {
    return location.pathname === PASSWORD_CHANGE_PATH ? (
      <Outlet />
    ) : (
      <Navigate to={PASSWORD_CHANGE_PATH} replace />
    );
  }
  // The security policy asks two-factor sign-in of this account: enrolment before anything else
  // (the server refuses the other calls with CODE.twoFactorSetupRequired anyway).
  if (staff?.twoFactorRequired && !staff.twoFactorEnabled && location.pathname !== TWO_FACTOR_PATH) {
    return <Navigate to={TWO_FACTOR_PATH} replace />;
  }
  return <Outlet />;
}
