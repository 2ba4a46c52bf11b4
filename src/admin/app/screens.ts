import type { RouteObject } from 'react-router-dom';
import { hasBit, PERMISSION, type PermissionBit } from '@contract/permissions';

/**
 * Every screen of the console, one entry each: the frame's navigation, the home page's links and
 * the routes are built from this list, and a screen whose bit the signed-in user lacks is in
 * none of them (the server refuses its calls anyway). A new screen is a folder with its pages
 * plus one entry here (src/admin/README.md). Pages load lazily, one chunk per page.
 */
export type ConsoleScreen = {
  /** The route segment under /admin, and the key of the entry. */
  path: string;
  /** The navigation's and the home page's label (Chinese). */
  label: string;
  /** One line on the home page. */
  summary: string;
  /** The navigation group it is listed under. */
  group: NavGroup;
  /** The bit the user needs (contract/permissions.ts); null: any signed-in user. */
  permission: PermissionBit | null;
  /** The screen's routes under `path`: list (index), create, edit … each with a lazy page. */
  routes: RouteObject[];
};

export type NavGroup = 'content' | 'leads' | 'system';

export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  content: '网站内容',
  leads: '线索',
  system: '系统',
};

export const consoleScreens: readonly ConsoleScreen[] = [
  {
    path: 'content',
    label: '内容管理',
    summary: '按栏目查看、新增、编辑、发布和撤回内容。',
    group: 'content',
    permission: PERMISSION.content,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-content" */ '../content/content-list-page').then((m) => ({
            Component: m.ContentListPage,
          })),
      },
      {
        path: 'new',
        lazy: () =>
          import(/* webpackChunkName: "admin-content-edit" */ '../content/content-create-page').then((m) => ({
            Component: m.ContentCreatePage,
          })),
      },
      {
        path: ':id',
        lazy: () =>
          import(/* webpackChunkName: "admin-content-edit" */ '../content/content-edit-page').then((m) => ({
            Component: m.ContentEditPage,
          })),
      },
    ],
  },
  {
    path: 'accounts',
    label: '账号管理',
    summary: '新增、停用员工账号，重置密码，分配权限。',
    group: 'system',
    permission: PERMISSION.accounts,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-accounts" */ '../accounts/account-list-page').then((m) => ({
            Component: m.AccountListPage,
          })),
      },
      {
        path: 'new',
        lazy: () =>
          import(/* webpackChunkName: "admin-accounts" */ '../accounts/account-create-page').then((m) => ({
            Component: m.AccountCreatePage,
          })),
      },
      {
        path: ':id',
        lazy: () =>
          import(/* webpackChunkName: "admin-accounts" */ '../accounts/account-edit-page').then((m) => ({
            Component: m.AccountEditPage,
          })),
      },
    ],
  },
  {
    path: 'audit-log',
    label: '操作日志',
    summary: '谁在什么时候改了什么：登录、新增、修改、删除。',
    group: 'system',
    permission: PERMISSION.accounts,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-audit-log" */ '../audit-log/audit-log-page').then((m) => ({
            Component: m.AuditLogPage,
          })),
      },
    ],
  },
];

/** Whether a permission mask allows the screen. */
export const screenAllowed = (screen: Pick<ConsoleScreen, 'permission'>, permissions: number) =>
  screen.permission === null || hasBit(permissions, screen.permission);

/** The screens a permission mask allows, in the list's order. */
export const screensFor = (permissions: number) =>
  consoleScreens.filter((screen) => screenAllowed(screen, permissions));
