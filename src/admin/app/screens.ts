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
    path: 'menus',
    label: '栏目管理',
    summary: '各平台的栏目树：新增、编辑、删除、拖动排序，指定页面类型。',
    group: 'content',
    permission: PERMISSION.content,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-menus" */ '../menus/menu-list-page').then((m) => ({
            Component: m.MenuListPage,
          })),
      },
      {
        path: 'new',
        lazy: () =>
          import(/* webpackChunkName: "admin-menus" */ '../menus/menu-create-page').then((m) => ({
            Component: m.MenuCreatePage,
          })),
      },
      {
        path: ':id',
        lazy: () =>
          import(/* webpackChunkName: "admin-menus" */ '../menus/menu-edit-page').then((m) => ({
            Component: m.MenuEditPage,
          })),
      },
    ],
  },
  {
    path: 'page-types',
    label: '页面类型',
    summary: '页面类型与它打开的模板：只能选择网站已有的模板。',
    group: 'content',
    permission: PERMISSION.content,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-page-types" */ '../page-types/page-type-list-page').then(
            (m) => ({ Component: m.PageTypeListPage }),
          ),
      },
      {
        path: 'new',
        lazy: () =>
          import(/* webpackChunkName: "admin-page-types" */ '../page-types/page-type-create-page').then(
            (m) => ({ Component: m.PageTypeCreatePage }),
          ),
      },
      {
        path: ':id',
        lazy: () =>
          import(/* webpackChunkName: "admin-page-types" */ '../page-types/page-type-edit-page').then(
            (m) => ({ Component: m.PageTypeEditPage }),
          ),
      },
    ],
  },
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
    path: 'banners',
    label: '轮播图',
    summary: '各平台首页的轮播图：图片、链接、发布状态和顺序。',
    group: 'content',
    permission: PERMISSION.content,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-banners" */ '../banners/banner-list-page').then((m) => ({
            Component: m.BannerListPage,
          })),
      },
      {
        path: 'new',
        lazy: () =>
          import(/* webpackChunkName: "admin-banners" */ '../banners/banner-create-page').then((m) => ({
            Component: m.BannerCreatePage,
          })),
      },
      {
        path: ':id',
        lazy: () =>
          import(/* webpackChunkName: "admin-banners" */ '../banners/banner-edit-page').then((m) => ({
            Component: m.BannerEditPage,
          })),
      },
    ],
  },
  {
    path: 'coworkers',
    label: '师资团队',
    summary: '各平台的教师：头像、职称、简介和顺序。',
    group: 'content',
    permission: PERMISSION.content,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-coworkers" */ '../coworkers/coworker-list-page').then((m) => ({
            Component: m.CoworkerListPage,
          })),
      },
      {
        path: 'new',
        lazy: () =>
          import(/* webpackChunkName: "admin-coworkers" */ '../coworkers/coworker-create-page').then((m) => ({
            Component: m.CoworkerCreatePage,
          })),
      },
      {
        path: ':id',
        lazy: () =>
          import(/* webpackChunkName: "admin-coworkers" */ '../coworkers/coworker-edit-page').then((m) => ({
            Component: m.CoworkerEditPage,
          })),
      },
    ],
  },
  {
    path: 'job-positions',
    label: '招聘职位',
    summary: '各平台的招聘职位：部门、地点、人数、要求和顺序。',
    group: 'content',
    permission: PERMISSION.content,
    routes: [
      {
        index: true,
        lazy: () =>
          import(
            /* webpackChunkName: "admin-job-positions" */ '../job-positions/job-position-list-page'
          ).then((m) => ({
            Component: m.JobPositionListPage,
          })),
      },
      {
        path: 'new',
        lazy: () =>
          import(
            /* webpackChunkName: "admin-job-positions" */ '../job-positions/job-position-create-page'
          ).then((m) => ({
            Component: m.JobPositionCreatePage,
          })),
      },
      {
        path: ':id',
        lazy: () =>
          import(
            /* webpackChunkName: "admin-job-positions" */ '../job-positions/job-position-edit-page'
          ).then((m) => ({
            Component: m.JobPositionEditPage,
          })),
      },
    ],
  },
  {
    path: 'site-settings',
    label: '站点设置',
    summary: '各平台的站点标题、页脚联系方式、二维码和备案链接。',
    group: 'content',
    permission: PERMISSION.content,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-site-settings" */ '../site-settings/site-settings-page').then(
            (m) => ({
              Component: m.SiteSettingsPage,
            }),
          ),
      },
    ],
  },
  {
    path: 'leads',
    label: '线索',
    summary: '访客留言：筛选、批量分配和改状态、跟进（状态、负责人、回访、备注）、可疑线索、导出。',
    group: 'leads',
    permission: PERMISSION.leads,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-leads" */ '../leads/lead-list-page').then((m) => ({
            Component: m.LeadListPage,
          })),
      },
      {
        path: ':id',
        lazy: () =>
          import(/* webpackChunkName: "admin-leads" */ '../leads/lead-detail-page').then((m) => ({
            Component: m.LeadDetailPage,
          })),
      },
    ],
  },
  {
    path: 'lead-report',
    label: '渠道报表',
    summary: '各来源、各活动带来的线索和报名：按天或按周，图表和表格。',
    group: 'leads',
    permission: PERMISSION.leads,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-lead-report" */ '../lead-report/lead-report-page').then((m) => ({
            Component: m.LeadReportPage,
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
  {
    path: 'sessions',
    label: '我的登录',
    summary: '在哪些设备上登录着：结束不认识或不再使用的登录。',
    group: 'system',
    permission: null,
    routes: [
      {
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "admin-sessions" */ '../sessions/session-list-page').then((m) => ({
            Component: m.SessionListPage,
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
