import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { COLLECTIONS, collectionOf, type CollectionKey } from '@contract/collections';
import type { NavGroup } from '@contract/collections/collection';
import type { Platform } from '@contract/common';
import { PLATFORMS } from '@contract/platform';
import { type Action, can, canEverywhere, isSiteAction, type RoleGrant, sitesFor } from '@contract/roles';
import type { ResourcePages } from '../ui/resource';

/**
 * Every screen of the console, one entry each: the frame's navigation, the home page's links and
 * the routes are built from this list, and a screen whose action the signed-in user's roles do not
 * allow is in none of them (the server refuses its calls anyway). A collection's entry (path,
 * label, summary, group, action) is its definition's (contract/collections); a collection whose
 * screen is a resource (`src/admin/<path>/resource.tsx`) is listed without being named here, its
 * list, 新增 and 编辑 routes made by `resourceScreen`; a screen of its own lists its pages
 * (src/admin/README.md). Pages load lazily, one chunk per screen.
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
  /**
   * What the user's roles must allow (contract/roles.ts), on at least one site for a site action;
   * several: any of them; null: any signed-in user. A per-site screen shows only the sites the
   * roles allow it on.
   */
  action: Action | readonly Action[] | null;
  /**
   * The screen's site action is needed on every site, not on one (来源别名: a change counts the
   * leads of every site anew); the server refuses the others' changes too.
   */
  everySite?: true;
  /** The screen's routes under `path`: list (index), create, edit … each with a lazy page. */
  routes: RouteObject[];
};

export type { NavGroup };

export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  content: '网站内容',
  leads: '线索',
  system: '系统',
};

/** A route's page, loaded lazily: the export `name` of the module `load` brings. */
const page =
  <Module>(load: () => Promise<Module>, name: keyof Module): RouteObject['lazy'] =>
  () =>
    load().then((module) => ({ Component: module[name] as ComponentType }));

/** A collection's navigation entry, as its definition gives it. */
function collectionEntry(key: CollectionKey): Omit<ConsoleScreen, 'routes'> {
  const { screen, action } = collectionOf(key);
  return {
    path: screen.path,
    label: screen.label,
    summary: screen.summary,
    group: screen.group,
    action,
  };
}

/**
 * The screen of a resource definition (ui/resource.tsx): its list at `path`, 新增 at `path/new`,
 * 编辑 at `path/:id`, all from the definition `load` brings (one chunk, loaded on first visit).
 */
export function resourceScreen(
  entry: Omit<ConsoleScreen, 'routes'>,
  load: () => Promise<{ pages: ResourcePages }>,
): ConsoleScreen {
  const route =
    (kind: keyof ResourcePages): RouteObject['lazy'] =>
    async () => {
      const Page = (await load()).pages[kind];
      return { Component: () => createElement(Page, { path: entry.path }) };
    };
  return {
    ...entry,
    routes: [
      { index: true, lazy: route('List') },
      { path: 'new', lazy: route('Create') },
      { path: ':id', lazy: route('Edit') },
    ],
  };
}

/**
 * The collections whose screen is a resource, in the definitions' order: each one's definition is
 * `src/admin/<path>/resource.tsx`, exporting `resource` (the only place that finds them).
 */
const resourceScreens = COLLECTIONS.filter((collection) => collection.screen.kind === 'resource').map(
  (collection) =>
    resourceScreen(collectionEntry(collection.key), () =>
      import(
        /* webpackChunkName: "admin-[request]" */
        /* webpackExclude: /[\\/]ui[\\/]/ */
        `../${collection.screen.path}/resource`
      ).then((module: { resource: { pages: ResourcePages } }) => module.resource),
    ),
);

export const consoleScreens: readonly ConsoleScreen[] = [
  {
    ...collectionEntry('siteMenu'),
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-menus" */ '../menus/menu-list-page'),
          'MenuListPage',
        ),
      },
      {
        path: 'new',
        lazy: page(
          () => import(/* webpackChunkName: "admin-menus" */ '../menus/menu-create-page'),
          'MenuCreatePage',
        ),
      },
      {
        path: ':id',
        lazy: page(
          () => import(/* webpackChunkName: "admin-menus" */ '../menus/menu-edit-page'),
          'MenuEditPage',
        ),
      },
    ],
  },
  {
    ...collectionEntry('pageType'),
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-page-types" */ '../page-types/page-type-list-page'),
          'PageTypeListPage',
        ),
      },
      {
        path: 'new',
        lazy: page(
          () => import(/* webpackChunkName: "admin-page-types" */ '../page-types/page-type-create-page'),
          'PageTypeCreatePage',
        ),
      },
      {
        path: ':id',
        lazy: page(
          () => import(/* webpackChunkName: "admin-page-types" */ '../page-types/page-type-edit-page'),
          'PageTypeEditPage',
        ),
      },
    ],
  },
  {
    ...collectionEntry('siteContent'),
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-content" */ '../content/content-list-page'),
          'ContentListPage',
        ),
      },
      {
        path: 'new',
        lazy: page(
          () => import(/* webpackChunkName: "admin-content-edit" */ '../content/content-create-page'),
          'ContentCreatePage',
        ),
      },
      {
        path: ':id',
        lazy: page(
          () => import(/* webpackChunkName: "admin-content-edit" */ '../content/content-edit-page'),
          'ContentEditPage',
        ),
      },
    ],
  },
  {
    path: 'content-search',
    label: '内容搜索',
    summary: '在一个网站的全部内容中按标题、正文、栏目查找；批量删除、移到其他栏目、修改发布时间。',
    group: 'content',
    action: 'content',
    routes: [
      {
        index: true,
        lazy: page(
          () =>
            import(/* webpackChunkName: "admin-content-search" */ '../content-search/content-search-page'),
          'ContentSearchPage',
        ),
      },
    ],
  },
  ...resourceScreens,
  {
    path: 'media',
    label: '媒体库',
    summary: '上传的图片和视频：查找、替代文字、使用位置、删除。',
    group: 'content',
    action: 'content',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-media" */ '../media/media-library-page'),
          'MediaLibraryPage',
        ),
      },
    ],
  },
  {
    ...collectionEntry('siteSetting'),
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-site-settings" */ '../site-settings/site-settings-page'),
          'SiteSettingsPage',
        ),
      },
    ],
  },
  {
    // Review before publishing (issue 37 item 2): reviewers' queue, and everyone's own submissions.
    path: 'review',
    label: '待审核',
    summary: '提交审核的修改：对比已发布与待发布的内容，通过并发布或退回；我的提交及审核结果。',
    group: 'content',
    // Whoever edits what the public sees of a site follows their own submissions here.
    action: ['content', 'structure', 'settings', 'review'],
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-review" */ '../review/review-list-page'),
          'ReviewListPage',
        ),
      },
      {
        path: 'settings',
        lazy: page(
          () => import(/* webpackChunkName: "admin-review" */ '../review/review-settings-page'),
          'ReviewSettingsPage',
        ),
      },
      {
        path: ':id',
        lazy: page(
          () => import(/* webpackChunkName: "admin-review" */ '../review/review-details-page'),
          'ReviewDetailsPage',
        ),
      },
    ],
  },
  {
    path: 'leads',
    label: '线索',
    summary: '访客留言：筛选、批量分配和改状态、跟进（状态、负责人、回访、备注）、可疑线索、导出。',
    group: 'leads',
    action: 'leads',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-leads" */ '../leads/lead-list-page'),
          'LeadListPage',
        ),
      },
      {
        path: ':id',
        lazy: page(
          () => import(/* webpackChunkName: "admin-leads" */ '../leads/lead-detail-page'),
          'LeadDetailPage',
        ),
      },
    ],
  },
  {
    path: 'lead-report',
    label: '渠道报表',
    summary: '各来源、各活动带来的线索和报名：按天或按周，图表和表格。',
    group: 'leads',
    action: 'leads',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-lead-report" */ '../lead-report/lead-report-page'),
          'LeadReportPage',
        ),
      },
    ],
  },
  {
    // Issue 38 item 2: where each site's new leads are announced, and what became of each message.
    path: 'alert-settings',
    label: '通知设置',
    summary: '新线索发到企业微信、钉钉、飞书群机器人或邮箱：按站点添加、测试发送、停用。',
    group: 'leads',
    action: 'leadAlerts',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-team-alerts" */ '../team-alerts/alert-settings-page'),
          'AlertSettingsPage',
        ),
      },
    ],
  },
  {
    path: 'alert-log',
    label: '通知记录',
    summary: '每条新线索的发送记录：已发送、重试中、失败、已取消，以及每次尝试的结果。',
    group: 'leads',
    action: 'leadAlerts',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-team-alerts" */ '../team-alerts/alert-log-page'),
          'AlertLogPage',
        ),
      },
    ],
  },
  {
    path: 'lead-source-aliases',
    label: '来源别名',
    summary: '推广链接 utm_source 的各种写法归为同一来源（如 weixin、wx 都算微信），报表和筛选不再拆分。',
    group: 'leads',
    action: 'leads',
    everySite: true,
    routes: [
      {
        index: true,
        lazy: page(
          () =>
            import(
              /* webpackChunkName: "admin-lead-source-aliases" */ '../lead-source-aliases/source-alias-page'
            ),
          'SourceAliasPage',
        ),
      },
    ],
  },
  {
    // Issue 38 item 3: who gets new leads, and how soon they must be answered.
    path: 'lead-routing',
    label: '分配规则',
    summary: '新线索自动轮流分配给招生老师；各站工作时间、响应时限和非工作时间负责人。',
    group: 'leads',
    action: 'leadRouting',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-lead-routing" */ '../lead-routing/lead-routing-page'),
          'LeadRoutingPage',
        ),
      },
    ],
  },
  {
    // Issue 38 item 1: what the lead form asks beyond name and phone.
    path: 'lead-form',
    label: '表单字段',
    summary: '留言咨询表单在姓名和手机号之外询问的内容：单选、多选、文字、所在省市、日期和意向专业。',
    group: 'leads',
    action: 'leadForm',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-lead-form" */ '../lead-form/lead-form-page'),
          'LeadFormPage',
        ),
      },
    ],
  },
  {
    path: 'ad-words',
    label: '广告法词库',
    summary: '发布前检查的用语：绝对化用语、承诺效果、名义推荐等；增加、停用词条和例外短语。',
    group: 'system',
    action: 'adWords',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-ad-words" */ '../ad-words/ad-word-list-page'),
          'AdWordListPage',
        ),
      },
    ],
  },
  {
    path: 'accounts',
    label: '账号管理',
    summary: '新增、停用员工账号，重置密码，分配角色。',
    group: 'system',
    action: 'accounts',
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-accounts" */ '../accounts/account-list-page'),
          'AccountListPage',
        ),
      },
      {
        path: 'new',
        lazy: page(
          () => import(/* webpackChunkName: "admin-accounts" */ '../accounts/account-create-page'),
          'AccountCreatePage',
        ),
      },
      {
        path: ':id',
        lazy: page(
          () => import(/* webpackChunkName: "admin-accounts" */ '../accounts/account-edit-page'),
          'AccountEditPage',
        ),
      },
    ],
  },
  {
    path: 'audit-log',
    label: '操作日志',
    summary: '谁在什么时候改了什么：登录、新增、修改、删除。',
    group: 'system',
    // The whole trail with accounts; a 站点管理员's, the rows of their sites (the server keeps to them).
    action: ['accounts', 'audit'],
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-audit-log" */ '../audit-log/audit-log-page'),
          'AuditLogPage',
        ),
      },
    ],
  },
  {
    path: 'sessions',
    label: '我的登录',
    summary: '在哪些设备上登录着：结束不认识或不再使用的登录。',
    group: 'system',
    action: null,
    routes: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "admin-sessions" */ '../sessions/session-list-page'),
          'SessionListPage',
        ),
      },
    ],
  },
];

/** The actions of a screen, any of which opens it. */
const actionsOf = (screen: Pick<ConsoleScreen, 'action'>): readonly Action[] =>
  screen.action === null ? [] : [screen.action].flat();

/** Whether the roles allow the screen (a site action on at least one site; on every one when it says so). */
export const screenAllowed = (
  screen: Pick<ConsoleScreen, 'action' | 'everySite'>,
  grants: readonly RoleGrant[],
) =>
  screen.action === null ||
  actionsOf(screen).some((action) =>
    screen.everySite && isSiteAction(action) ? canEverywhere(grants, action) : can(grants, action),
  );

/** The screens the roles allow, in the list's order. */
export const screensFor = (grants: readonly RoleGrant[]) =>
  consoleScreens.filter((screen) => screenAllowed(screen, grants));

/**
 * The sites a screen may show: those on which the roles allow its site actions; every site for a
 * screen of none, or of a group action the roles allow (its records are not kept per site).
 */
export function screenSites(
  screen: Pick<ConsoleScreen, 'action'>,
  grants: readonly RoleGrant[],
): readonly Platform[] {
  const actions = actionsOf(screen);
  const siteActions = actions.filter(isSiteAction);
  const groupWide = actions.some((action) => !isSiteAction(action) && can(grants, action));
  if (siteActions.length === 0 || groupWide) return PLATFORMS;
  const allowed = new Set(siteActions.flatMap((action) => sitesFor(grants, action)));
  return PLATFORMS.filter((site) => allowed.has(site));
}
