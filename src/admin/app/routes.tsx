import { useMemo } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { HomePage } from '../home/home-page';
import { SignInPage } from '../sign-in/sign-in-page';
import { ConsoleFrame } from './frame';
import { ScreenSitesContext } from '../ui/platform-switch';
import { consoleScreens, screenAllowed, screenSites, type ConsoleScreen } from './screens';
import { selectStaff } from './session-slice';
import {
  ConsoleLoading,
  PASSWORD_CHANGE_PATH,
  RequireSession,
  SessionGate,
  TWO_FACTOR_PATH,
} from './session-gate';
import { ConsoleNotFound, ConsoleRouteError, NoAccess } from './status-screens';
import { useConsoleSelector } from './store';

/** A screen's routes, behind its action; its pages offer the sites the roles allow it on. */
function RoleGate({ screen }: { screen: ConsoleScreen }) {
  const staff = useConsoleSelector(selectStaff);
  // One array while the roles stay: the pages below read it on every render.
  const sites = useMemo(() => screenSites(screen, staff?.roles ?? []), [screen, staff?.roles]);
  if (!staff || !screenAllowed(screen, staff.roles)) return <NoAccess />;
  return (
    <ScreenSitesContext.Provider value={sites}>
      <Outlet />
    </ScreenSitesContext.Provider>
  );
}

/**
 * The console's routes, under the basename /admin: sign-in, and behind it the frame with 首页
 * and one branch per entry of `consoleScreens`.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    errorElement: <ConsoleRouteError />,
    hydrateFallbackElement: <ConsoleLoading />,
    children: [
      { path: 'sign-in', element: <SignInPage /> },
      // 设置密码 (public): an invitation's or a 忘记密码 link's page, signed in or not.
      {
        path: 'set-password',
        lazy: () =>
          import(/* webpackChunkName: "admin-set-password" */ '../set-password/set-password-page').then(
            (m) => ({
              Component: m.SetPasswordPage,
            }),
          ),
      },
      {
        element: <RequireSession />,
        children: [
          // The password an admin set, changed first: outside the frame (its links would all be refused).
          {
            path: PASSWORD_CHANGE_PATH.slice(1),
            lazy: () =>
              import(/* webpackChunkName: "admin-password" */ '../password/required-password-page').then(
                (m) => ({ Component: m.RequiredPasswordPage }),
              ),
          },
          {
            element: <ConsoleFrame />,
            errorElement: <ConsoleRouteError />,
            children: [
              { index: true, element: <HomePage /> },
              // 两步验证: every account's own page (top bar), not a screen of a role.
              {
                path: TWO_FACTOR_PATH.slice(1),
                lazy: () =>
                  import(/* webpackChunkName: "admin-two-factor" */ '../two-factor/two-factor-page').then(
                    (m) => ({ Component: m.TwoFactorPage }),
                  ),
              },
              // 预览 (issue 25 item 1): opened from an edit screen's 预览 button, in a window of its own.
              {
                path: 'preview',
                lazy: () =>
                  import(/* webpackChunkName: "admin-preview" */ '../preview/preview-page').then((m) => ({
                    Component: m.PreviewPage,
                  })),
              },
              ...consoleScreens.map((screen) => ({
                path: screen.path,
                element: <RoleGate screen={screen} />,
                children: screen.routes,
              })),
              { path: '*', element: <ConsoleNotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
