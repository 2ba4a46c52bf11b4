/**
 * Who may do what, on which site (issue 37 item 1): a catalogue of named roles, each made of
 * actions; an account holds grants, each a role and, for a site role, the sites it applies to.
 * No typebox here: the console imports this file at run time to decide what to draw, and the
 * server decides what is allowed with the same functions.
 */
import type { Platform } from './common';
import { PLATFORM_NAMES, PLATFORMS } from './platform';

/**
 * What a role may do. A site action is granted per site (a 编辑 of 职业教育 edits that site's
 * content only); a group action concerns what all sites share (page types, accounts) and comes
 * only with a group role.
 */
export const ACTIONS = {
  /** Content items, teachers and job openings of a site; the shared media library. */
  content: { label: '内容', level: 'site' },
  /** A site's menus and banners: its navigation and its front page. */
  structure: { label: '栏目与横幅', level: 'site' },
  /** A site's settings (name, contacts, footer, share texts). */
  settings: { label: '站点设置', level: 'site' },
  /** Reading and handling a site's leads, its summary and channel report. */
  leads: { label: '线索跟进', level: 'site' },
  /** Exporting a site's leads with their whole phone numbers. */
  leadExport: { label: '线索导出', level: 'site' },
  /**
   * Where a site's new leads are announced (issue 38 item 2): its group robots (企业微信, 钉钉,
   * 飞书) and mail addresses, their test sends and the record of every delivery.
   */
  leadAlerts: { label: '线索通知', level: 'site' },
  /**
   * A site's lead routing (issue 38 item 3): its working hours, response target, after-hours owner
   * and the rules that give new leads to its admissions staff in turn.
   */
  leadRouting: { label: '线索分配', level: 'site' },
  /**
   * A site's lead form (issue 38 item 1): the fields beyond name and phone its visitors fill (their
   * types, labels, help, required or not, order) and its 意向专业 list.
   */
  leadForm: { label: '表单字段', level: 'site' },
  /** Reading the trail of a site's records (操作日志 of that site). */
  audit: { label: '操作日志', level: 'site' },
  /**
   * Where a site asks for review before publishing (issue 37 item 2): approving or returning the
   * changes others submitted, publishing directly, and overriding an advertising-law hit.
   */
  review: { label: '审核与发布', level: 'site' },
  /** Page types (templates): shared by every site. */
  pageTypes: { label: '页面类型', level: 'group' },
  /** The advertising-law word list every site's texts are checked against (issue 37 item 3). */
  adWords: { label: '广告法词库', level: 'group' },
  /** Staff accounts, their sign-in security and the whole audit trail (the group's own objects too). */
  accounts: { label: '账号与操作日志', level: 'group' },
} as const satisfies Record<string, { label: string; level: 'site' | 'group' }>;

export type Action = keyof typeof ACTIONS;
export const ACTION_NAMES = Object.keys(ACTIONS) as Action[];
export type SiteAction = { [A in Action]: (typeof ACTIONS)[A]['level'] extends 'site' ? A : never }[Action];

/** Whether an action is granted per site (else it concerns the whole group). */
export const isSiteAction = (action: Action): action is SiteAction => ACTIONS[action].level === 'site';

/**
 * The role catalogue. A group role applies to every site and carries group actions; a site role
 * applies to the sites its grant names. `description` is what the account form shows beside it.
 */
export const ROLES = {
  groupAdmin: {
    label: '集团管理员',
    level: 'group',
    actions: [
      'content',
      'structure',
      'settings',
      'leads',
      'leadExport',
      'leadAlerts',
      'leadRouting',
      'leadForm',
      'audit',
      'review',
      'pageTypes',
      'adWords',
      'accounts',
    ],
    description: '全部站点的全部操作（含线索通知），以及页面类型、广告法词库、账号和操作日志',
  },
  groupEditor: {
    label: '集团内容管理员',
    level: 'group',
    actions: ['content', 'structure', 'settings', 'review', 'pageTypes', 'adWords'],
    description: '全部站点的内容、栏目、横幅、站点设置及其审核，以及各站共用的页面类型和广告法词库',
  },
  accountAdmin: {
    label: '账号管理员',
    level: 'group',
    actions: ['accounts'],
    description: '账号、登录安全和操作日志',
  },
  siteManager: {
    label: '站点管理员',
    level: 'site',
    actions: [
      'content',
      'structure',
      'settings',
      'leads',
      'leadAlerts',
      'leadRouting',
      'leadForm',
      'audit',
      'review',
    ],
    description:
      '所选站点的内容、栏目、横幅、站点设置及其审核、线索跟进、通知、分配规则与表单字段和本站操作日志',
  },
  reviewer: {
    label: '审核人',
    level: 'site',
    actions: ['content', 'structure', 'settings', 'review'],
    description: '所选站点的内容、栏目、横幅和站点设置的审核与发布',
  },
  editor: {
    label: '编辑',
    level: 'site',
    actions: ['content', 'structure'],
    description: '所选站点的内容、栏目和横幅',
  },
  writer: {
    label: '撰稿人',
    level: 'site',
    actions: ['content'],
    description: '所选站点的内容、教师和招聘信息',
  },
  admissionsOfficer: {
    label: '招生老师',
    level: 'site',
    actions: ['leads'],
    description: '所选站点的线索查看与跟进',
  },
  admissionsLead: {
    label: '招生主管',
    level: 'site',
    actions: ['leads', 'leadExport', 'leadAlerts', 'leadRouting', 'leadForm'],
    description: '所选站点的线索查看、跟进、导出、线索通知、分配规则和表单字段',
  },
} as const satisfies Record<
  string,
  { label: string; level: 'site' | 'group'; actions: readonly Action[]; description: string }
>;

export type RoleName = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as RoleName[];
export const isRoleName = (value: unknown): value is RoleName =>
  typeof value === 'string' && Object.hasOwn(ROLES, value);

/** One role an account holds: a group role alone, a site role with the sites it applies to. */
export type RoleGrant = { role: RoleName; sites?: Platform[] };

/** The sites a grant applies to: every site for a group role. */
export const sitesOfGrant = (grant: RoleGrant): readonly Platform[] =>
  ROLES[grant.role].level === 'group' ? PLATFORMS : (grant.sites ?? []);

const roleHas = (role: RoleName, action: Action) =>
  (ROLES[role].actions as readonly Action[]).includes(action);

/** The sites on which the grants allow a site action, in the catalogue's order. */
export function sitesFor(grants: readonly RoleGrant[], action: SiteAction): Platform[] {
  const sites = new Set<Platform>();
  for (const grant of grants) {
    if (isRoleName(grant.role) && roleHas(grant.role, action))
      sitesOfGrant(grant).forEach((site) => sites.add(site));
  }
  return PLATFORMS.filter((site) => sites.has(site));
}

/**
 * Whether the grants allow an action: a group action anywhere a group role carries it; a site
 * action on `site`, or, without a site, on at least one site.
 */
export function can(grants: readonly RoleGrant[], action: Action, site?: Platform): boolean {
  if (ACTIONS[action].level === 'group') {
    return grants.some((grant) => isRoleName(grant.role) && roleHas(grant.role, action));
  }
  const sites = sitesFor(grants, action as SiteAction);
  return site === undefined ? sites.length > 0 : sites.includes(site);
}

/** Whether the grants allow a site action on every site (the group's whole view of it). */
export const canEverywhere = (grants: readonly RoleGrant[], action: SiteAction) =>
  sitesFor(grants, action).length === PLATFORMS.length;

/**
 * The grants written the one way the server stores them: known roles only, each once, group
 * roles without sites, site roles with their sites in the catalogue's order; a site role with no
 * site left is dropped. The console compares what it saves and the server what it stores with it.
 */
export function normalizeGrants(grants: readonly RoleGrant[]): RoleGrant[] {
  const byRole = new Map<RoleName, Set<Platform>>();
  for (const grant of grants) {
    if (!isRoleName(grant.role)) continue;
    const sites = byRole.get(grant.role) ?? new Set<Platform>();
    (grant.sites ?? []).forEach((site) => sites.add(site));
    byRole.set(grant.role, sites);
  }
  return ROLE_NAMES.flatMap((role): RoleGrant[] => {
    const sites = byRole.get(role);
    if (!sites) return [];
    if (ROLES[role].level === 'group') return [{ role }];
    const ordered = PLATFORMS.filter((site) => sites.has(site));
    return ordered.length > 0 ? [{ role, sites: ordered }] : [];
  });
}

/**
 * Whoever manages accounts or exports leads must use two-factor sign-in when the security policy
 * asks for it (issue 23 item 2).
 */
export const coveredByTwoFactorPolicy = (grants: readonly RoleGrant[]) =>
  can(grants, 'accounts') || can(grants, 'leadExport');

/**
 * The grants as staff read them: 编辑（职业教育、自学考试）、招生主管（全部站点）、集团管理员; 无角色 when none. The
 * account list, the trail and the admin command all write them this way.
 */
export function describeGrants(grants: readonly RoleGrant[]): string {
  const words = normalizeGrants(grants).map((grant) => {
    const { label, level } = ROLES[grant.role];
    if (level === 'group') return label;
    const sites = grant.sites ?? [];
    const where =
      sites.length === PLATFORMS.length ? '全部站点' : sites.map((site) => PLATFORM_NAMES[site]).join('、');
    return `${label}（${where}）`;
  });
  return words.length > 0 ? words.join('、') : '无角色';
}

/**
 * What is wrong with grants staff chose, in words (the account form shows it before saving, the
 * server refuses with it): a site role needs its sites, a group role takes none, a role is
 * listed once. Null when they are fine.
 */
export function grantsProblem(grants: readonly RoleGrant[]): string | null {
  const seen = new Set<RoleName>();
  for (const grant of grants) {
    const { label, level } = ROLES[grant.role];
    if (seen.has(grant.role)) return `角色“${label}”重复，请合并为一项`;
    seen.add(grant.role);
    const sites = grant.sites ?? [];
    if (level === 'group' && sites.length > 0) return `“${label}”适用于全部站点，无需选择站点`;
    if (level === 'site' && sites.length === 0) return `请为“${label}”选择适用的站点`;
  }
  return null;
}
