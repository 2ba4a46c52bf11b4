/**
 * The permission matrix (issue 37 item 1): every registered back-office route × every role of the
 * catalogue (contract/roles.ts) × the role's own site and another one, on both stores. Routes are
 * collected as the app registers them, so a route added later is walked without touching this
 * file, and a route of a site action must say here how it names a site (SITE_CALLS) or why it
 * names none (NO_SITE), or the walk fails.
 * - Without a session every guarded route answers 100000004; with a role, the guard lets it
 *   through exactly when one of the route's actions is the role's (else 403, 100000006).
 * - A site role holds its role on 职业教育 (vocational) only: each site route, aimed at a record or
 *   a site of 职业教育, is not refused; aimed at 成人教育 (academic), it is refused with 403 and a
 *   message naming the site, and nothing changes (the trail and the tables stay as they were).
 *   A group role is refused on neither.
 */
import type { InjectOptions, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Platform } from '@contract/common';
import {
  type Action,
  can,
  canEverywhere,
  isSiteAction,
  ROLE_NAMES,
  type RoleGrant,
  type RoleName,
  ROLES,
} from '@contract/roles';
import { actionsOf, isRouteAccess, type RouteAccess } from '../../../src/plugins/app/staff-auth';
import { buildApp } from '../../../src/app';
import { insertTarget } from '../../../src/repositories/lead-alert';
import { loadConfig } from '../../../src/config/env';
import type { Database } from '../../../src/db/database';
import { build, envelope, rowCount, STORES, tempDir, type TestApp } from '../../helper';
import { ADMIN, call, NEW_ACCOUNT_PASSWORD, signedIn, signedInAsNew } from './bms/system/staff';

type Guarded = { method: string; url: string; access: Exclude<RouteAccess, 'public'> };
type Who = RoleName | 'none';

const OWN = 'vocational' satisfies Platform;
const OTHER = 'academic' satisfies Platform;
const GUARD_REFUSAL = '无权限执行此操作';

/** The records of one site the calls aim at (found in the demo data; throwaway copies for deletes). */
type SiteRecords = {
  menu: number;
  content: number;
  /** Every item of `content`'s menu, in its order (a sort sends them all). */
  menuContents: number[];
  /** Every top menu of the site, in its order. */
  topMenus: number[];
  banners: number[];
  coworkers: number[];
  jobs: number[];
  campuses: number[];
  lead: number;
  /** A lead alert destination of the site (issue 38 item 2). */
  alertTarget: number;
};

/** A call aimed at one site: what to send, given that site's records and a maker of throwaway copies. */
type SiteCall = (
  site: Platform,
  records: SiteRecords,
  copy: (table: CopiedTable, id: number) => Promise<number>,
) => Promise<InjectOptions> | InjectOptions;
type CopiedTable =
  | 'site_content'
  | 'site_menu'
  | 'site_banner'
  | 'coworker'
  | 'job_position'
  | 'campus'
  | 'site_message'
  | 'lead_alert_target';

const json = (method: InjectOptions['method'], url: string, payload: unknown): InjectOptions => ({
  method,
  url,
  payload: payload as InjectOptions['payload'],
});
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const L = '/api/cms/web/siteMessage';
const A = '/api/cms/web/leadAlert';
const C = '/api/cms/web/siteContent';

/** How each route of a site action names the site it works on. */
const SITE_CALLS: Record<string, SiteCall> = {
  // ——— leads ———
  [`GET ${L}/list`]: (site) => get(`${L}/list?platform=${site}`),
  [`GET ${L}/details`]: (_, r) => get(`${L}/details?id=${r.lead}`),
  [`GET ${L}/export`]: (site) => get(`${L}/export?platform=${site}`),
  [`DELETE ${L}`]: async (_, r, copy) => ({
    method: 'DELETE',
    url: `${L}?id=${await copy('site_message', r.lead)}`,
  }),
  [`PUT ${L}/updateStatus`]: (_, r) => json('PUT', `${L}/updateStatus`, { id: r.lead, status: 1 }),
  [`POST ${L}/saveNote`]: (_, r) => json('POST', `${L}/saveNote`, { id: r.lead, text: '已电话联系' }),
  [`PUT ${L}/assign`]: (_, r) => json('PUT', `${L}/assign`, { id: r.lead, staffId: null }),
  [`PUT ${L}/setFollowUp`]: (_, r) => json('PUT', `${L}/setFollowUp`, { id: r.lead, date: null }),
  [`GET ${L}/getChannelReport`]: (site) =>
    get(`${L}/getChannelReport?from=2026-01-01&to=2026-01-31&platform=${site}`),
  [`PUT ${L}/updateStatusBatch`]: (_, r) =>
    json('PUT', `${L}/updateStatusBatch`, { ids: [r.lead], status: 1 }),
  [`PUT ${L}/assignBatch`]: (_, r) => json('PUT', `${L}/assignBatch`, { ids: [r.lead], staffId: null }),
  [`PUT ${L}/restore`]: (_, r) => json('PUT', `${L}/restore`, { ids: [r.lead] }),
  // ——— lead alerts (issue 38 item 2) ———
  [`GET ${A}/list`]: (site) => get(`${A}/list?platform=${site}`),
  [`POST ${A}`]: (site) => json('POST', A, { platform: site, kind: 'wecom', name: '角色矩阵群' }),
  [`PUT ${A}/setEnabled`]: (_, r) => json('PUT', `${A}/setEnabled`, { id: r.alertTarget, enabled: true }),
  [`POST ${A}/sendTest`]: (_, r) => json('POST', `${A}/sendTest`, { id: r.alertTarget }),
  [`DELETE ${A}`]: async (_, r, copy) => ({
    method: 'DELETE',
    url: `${A}?id=${await copy('lead_alert_target', r.alertTarget)}`,
  }),
  [`GET ${A}/listDelivery`]: (site) => get(`${A}/listDelivery?platform=${site}`),
  // ——— lead routing (issue 38 item 3): a site's 分配规则 ———
  'GET /api/cms/web/leadRouting/details': (site) => get(`/api/cms/web/leadRouting/details?platform=${site}`),
  'POST /api/cms/web/leadRouting': (site) =>
    json('POST', '/api/cms/web/leadRouting', {
      platform: site,
      version: 0,
      workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
      responseMinutes: 30,
      afterHoursOwnerId: null,
      rules: [],
    }),
  // ——— the lead form (issue 38 item 1): a site's 表单字段 (version 0: nothing stored changes) ———
  'GET /api/cms/web/leadForm/details': (site) => get(`/api/cms/web/leadForm/details?platform=${site}`),
  'POST /api/cms/web/leadForm': (site) =>
    json('POST', '/api/cms/web/leadForm', { platform: site, version: 0, fields: [], majors: [] }),
  // ——— content ———
  [`GET ${C}/details`]: (_, r) => get(`${C}/details?id=${r.content}`),
  [`POST ${C}`]: (_, r) => json('POST', C, { menuId: r.menu, title: '角色矩阵的新内容' }),
  [`POST ${C}/savePreview`]: (_, r) =>
    json('POST', `${C}/savePreview`, { id: r.content, menuId: r.menu, title: '预览' }),
  [`DELETE ${C}`]: async (_, r, copy) => ({
    method: 'DELETE',
    url: `${C}?id=${await copy('site_content', r.content)}`,
  }),
  [`PUT ${C}/sort`]: (_, r) => json('PUT', `${C}/sort`, { ids: r.menuContents }),
  [`GET ${C}/listBySite`]: (site) => get(`${C}/listBySite?platform=${site}`),
  [`POST ${C}/publish`]: (_, r) => json('POST', `${C}/publish`, { ids: [r.content], status: true }),
  [`DELETE ${C}/removeBatch`]: async (_, r, copy) => ({
    method: 'DELETE',
    url: `${C}/removeBatch?ids=${await copy('site_content', r.content)}`,
  }),
  [`PUT ${C}/changeMenuBatch`]: (_, r) =>
    json('PUT', `${C}/changeMenuBatch`, { ids: [r.content], menuId: r.menu }),
  [`PUT ${C}/changeScheduleBatch`]: (_, r) =>
    json('PUT', `${C}/changeScheduleBatch`, { ids: [r.content], endTime: null }),
  // ——— review before publishing (issue 37 item 2): a record's review, a site's mode ———
  'GET /api/cms/web/review/detailsOfRecord': (_, r) =>
    get(`/api/cms/web/review/detailsOfRecord?entity=siteContent&recordId=${r.content}`),
  'POST /api/cms/web/review/submit': (_, r) =>
    json('POST', '/api/cms/web/review/submit', { entity: 'siteContent', recordId: r.content }),
  'PUT /api/cms/web/review/updatePolicy': (site) =>
    json('PUT', '/api/cms/web/review/updatePolicy', { platform: site, mode: 'off' }),
  // ——— menus ———
  'GET /api/cms/web/siteMenu/list': (site) => get(`/api/cms/web/siteMenu/list?platform=${site}`),
  'POST /api/cms/web/siteMenu': (site) =>
    json('POST', '/api/cms/web/siteMenu', { platform: site, name: '角色矩阵栏目', status: false }),
  'POST /api/cms/web/siteMenu/savePreview': (site) =>
    json('POST', '/api/cms/web/siteMenu/savePreview', { platform: site, name: '预览栏目', status: false }),
  'DELETE /api/cms/web/siteMenu': async (_, r, copy) => ({
    method: 'DELETE',
    url: `/api/cms/web/siteMenu?id=${await copy('site_menu', r.topMenus.at(-1)!)}`,
  }),
  'PUT /api/cms/web/siteMenu/sort': (_, r) => json('PUT', '/api/cms/web/siteMenu/sort', { ids: r.topMenus }),
  // ——— banners, teachers, job openings: one family shape ———
  ...familyCalls(
    'siteBanner',
    'site_banner',
    (r) => r.banners,
    (site) => ({
      platform: site,
      title: '角色矩阵横幅',
      image: '/uploads/role-matrix.png',
    }),
  ),
  ...familyCalls(
    'coworker',
    'coworker',
    (r) => r.coworkers,
    (site) => ({ platform: site, name: '角色矩阵教师', title: '', avatar: null, summary: '', subjects: '' }),
  ),
  ...familyCalls(
    'jobPosition',
    'job_position',
    (r) => r.jobs,
    (site) => ({
      platform: site,
      title: '角色矩阵职位',
      headcount: 1,
      department: '',
      location: '',
      salary: '',
    }),
  ),
  ...familyCalls(
    'siteCampus',
    'campus',
    (r) => r.campuses,
    (site) => ({
      platform: site,
      name: '角色矩阵校区',
      city: '广州',
      address: '广州市天河区体育西路 1 号',
      phone: '',
      hours: '',
    }),
  ),
  // ——— one record's own trail ———
  'GET /api/bms/system/auditLog/listOfRecord': (_, r) =>
    get(`/api/bms/system/auditLog/listOfRecord?entity=siteContent&entityId=${r.content}`),
  // ——— settings ———
  'GET /api/cms/web/siteSetting/details': (site) => get(`/api/cms/web/siteSetting/details?platform=${site}`),
};

/** The calls of a family kept per site with its own list, details, save, remove and sort. */
function familyCalls(
  apiPath: string,
  table: CopiedTable,
  ids: (records: SiteRecords) => number[],
  created: (site: Platform) => Record<string, unknown>,
): Record<string, SiteCall> {
  const base = `/api/cms/web/${apiPath}`;
  return {
    [`GET ${base}/list`]: (site) => get(`${base}/list?platform=${site}`),
    [`GET ${base}/details`]: (_, r) => get(`${base}/details?id=${ids(r)[0]}`),
    [`POST ${base}`]: (site) => json('POST', base, created(site)),
    ...(apiPath === 'siteBanner'
      ? {
          [`POST ${base}/savePreview`]: (site: Platform) =>
            json('POST', `${base}/savePreview`, created(site)),
        }
      : {}),
    [`DELETE ${base}`]: async (_, r, copy) => ({
      method: 'DELETE',
      url: `${base}?id=${await copy(table, ids(r)[0]!)}`,
    }),
    [`PUT ${base}/sort`]: (_, r) => json('PUT', `${base}/sort`, { ids: ids(r) }),
  };
}

/**
 * The routes of a site action that name no site, and why: each keeps its answer to the caller's
 * sites (tested below and in the lead and content tests), or serves every site alike.
 */
const NO_SITE: Record<string, string> = {
  [`GET ${L}/listAssignee`]: 'lists the accounts that work one of the caller’s lead sites, with those sites',
  [`GET ${L}/getSummary`]: 'counts the leads of the caller’s sites only',
  [`GET ${A}/getSummary`]: 'counts the lead alerts of the caller’s sites only',
  [`GET ${C}/list`]: 'lists the items of the caller’s sites only (a menu of another site: none)',
  'GET /api/cms/web/pageType/list': 'page types are shared by every site',
  'GET /api/cms/web/pageType/listTemplate': 'page types are shared by every site',
  'GET /api/cms/web/pageType/listSimple': 'page types are shared by every site',
  'GET /api/cms/web/pageType/details': 'page types are shared by every site',
  'GET /api/bms/system/auditLog/list': 'a 站点管理员 reads the rows of their sites only (tested below)',
  'GET /api/cms/web/adWord/list': 'the advertising-law word list is one for the group',
  'POST /api/cms/web/adWord/check':
    'checks the texts it is given against the group’s one word list; reads no record',
  'GET /api/cms/web/review/listPolicy': 'every site’s review mode: the console draws its forms by it',
  'GET /api/cms/web/review/list': 'lists the requests of the sites the caller reviews, or the caller’s own',
  'GET /api/cms/web/review/getSummary':
    'counts the requests of the caller’s review sites and the caller’s own',
  'GET /api/cms/web/review/details':
    'names a request, whose site is checked (another site’s reviewer is refused: review-admin.test.ts)',
  'PUT /api/cms/web/review/pass': 'names a request, whose site is checked (review-admin.test.ts)',
  'PUT /api/cms/web/review/deny': 'names a request, whose site is checked (review-admin.test.ts)',
  'PUT /api/cms/web/review/withdraw': 'names a request, whose site is checked (review-admin.test.ts)',
  'POST /api/cms/resource/serverFile/upload': 'the media library is one for every site',
  'GET /api/cms/resource/serverFile/list': 'the media library is one for every site',
  'DELETE /api/cms/resource/serverFile': 'the media library is one for every site',
  'PUT /api/cms/resource/serverFile/updateAlt': 'the media library is one for every site',
  // issue 38 item 4: the source aliases are one table for the group (a change needs the leads of
  // every site: tested below), and the inbox's source choices count the caller's sites only.
  'GET /api/cms/web/leadSourceAlias/list':
    'the aliases are one table for the group; reading them names no lead',
  'POST /api/cms/web/leadSourceAlias':
    'one table for the group: a change needs the leads of every site (below)',
  'DELETE /api/cms/web/leadSourceAlias':
    'one table for the group: a change needs the leads of every site (below)',
  [`GET ${L}/listSource`]:
    'counts the sources of the caller’s sites’ leads only (lead-source-alias-admin.test.ts)',
  // The site setting's save needs the whole form: its own test below aims it at both sites.
  'POST /api/cms/web/siteSetting': 'walked by the settings test below',
  'POST /api/cms/web/siteSetting/savePreview': 'walked by the settings test below',
};

/** The grants of an account holding `role` (a site role on OWN only). */
const grantsOf = (who: Who): RoleGrant[] =>
  who === 'none' ? [] : ROLES[who].level === 'group' ? [{ role: who }] : [{ role: who, sites: [OWN] }];

/** A call's envelope; an answer that is no envelope (the export's CSV) is a success. */
const answerOf = (response: { headers: Record<string, unknown>; json(): unknown }) =>
  String(response.headers['content-type']).startsWith('application/json')
    ? envelope(response)
    : { code: 0, message: '' };

describe.each(STORES)('the permission matrix on %s', (store) => {
  const routes: Guarded[] = [];
  const publicRoutes: string[] = [];
  const stepUpRoutes: string[] = [];
  let app: TestApp;
  const cookies = new Map<Who, string>();
  const records = {} as Record<Platform, SiteRecords>;
  const tally = { calls: 0, refused: 0 };

  /** A copy of a row (a new id; a lead gets a new public id), for a delete that must find one. */
  const copy = async (table: CopiedTable, id: number): Promise<number> => {
    const loose = app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const row = await loose.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const { id: _, ...values } = row;
    if (table === 'site_message')
      Object.assign(values, { public_id: crypto.randomUUID(), idempotency_key: null });
    if (table === 'site_menu') Object.assign(values, { name: `副本${Date.now() % 100000}`, path: null });
    const inserted = await loose.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  };

  const siteRecords = async (site: Platform): Promise<SiteRecords> => {
    const { db } = app;
    const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
    const item = await db
      .selectFrom('site_content')
      .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
      .select(['site_content.id', 'site_content.menu_id'])
      .where('site_menu.platform', '=', site)
      .orderBy('site_content.id')
      .executeTakeFirstOrThrow();
    const ordered = <T extends 'site_banner' | 'coworker' | 'job_position' | 'campus'>(table: T) =>
      (db as unknown as Kysely<Database>)
        .selectFrom(table as 'coworker')
        .select('id')
        .where('platform', '=', site)
        .orderBy('sort')
        .orderBy('id')
        .execute()
        .then(idsOf);
    const lead = await db
      .selectFrom('site_message')
      .select('id')
      .where('platform', '=', site)
      .orderBy('id')
      .executeTakeFirst();
    const found: SiteRecords = {
      menu: item.menu_id,
      content: item.id,
      menuContents: idsOf(
        await db
          .selectFrom('site_content')
          .select('id')
          .where('menu_id', '=', item.menu_id)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ),
      topMenus: idsOf(
        await db
          .selectFrom('site_menu')
          .select('id')
          .where('platform', '=', site)
          .where('parent_id', 'is', null)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ),
      banners: await ordered('site_banner'),
      coworkers: await ordered('coworker'),
      jobs: await ordered('job_position'),
      campuses: await ordered('campus'),
      // The demo's leads of a site, or one made for it from another's.
      lead: lead?.id ?? (await leadOf(site)),
      // Its address is no public one: a test send is refused before anything goes out.
      alertTarget: await insertTarget(db, {
        platform: site,
        kind: 'wecom',
        name: `角色矩阵 ${site}`,
        address: 'plain:https://10.0.0.1/cgi-bin/webhook/send?key=matrix',
        address_hint: 'https://10.0.0.1/…trix',
        secret: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      }),
    };
    for (const [key, value] of Object.entries(found))
      expect([site, key, [value].flat().length > 0]).toEqual([site, key, true]);
    return found;
  };

  /** A lead of `site` copied from any lead (the demo may have none of that site). */
  const leadOf = async (site: Platform) => {
    const any = await app.db.selectFrom('site_message').select('id').orderBy('id').executeTakeFirstOrThrow();
    const id = await copy('site_message', any.id);
    await app.db.updateTable('site_message').set({ platform: site }).where('id', '=', id).execute();
    return id;
  };

  beforeAll(async () => {
    app = await build({
      store,
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api/')) return;
        const access = route.config?.access;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || !isRouteAccess(access)) continue;
          if (access === 'public') publicRoutes.push(`${method} ${route.url}`);
          else routes.push({ method, url: route.url, access });
          if (route.config?.stepUp === true) stepUpRoutes.push(`${method} ${route.url}`);
        }
      },
    });
    for (const site of [OWN, OTHER] as const) records[site] = await siteRecords(site);
    for (const who of [...ROLE_NAMES, 'none'] as const) {
      cookies.set(who, await signedInAsNew(app, usernameOf(who), grantsOf(who), who));
    }
  }, 120_000);

  afterAll(() => {
    // The size of the walk, for the note.
    console.log(`permission matrix on ${store}: ${tally.calls} calls, ${tally.refused} refused`);
  });

  const usernameOf = (who: Who) => `matrix.${who.toLowerCase()}`;
  const signedInAgain = (who: Who) =>
    signedIn(app, { username: usernameOf(who), password: NEW_ACCOUNT_PASSWORD });

  // A call that ends the session goes last, so it cannot sign the next calls out.
  const ordered = () =>
    [...routes].sort((a, b) => Number(/signOut$/.test(a.url)) - Number(/signOut$/.test(b.url)));
  const urlOf = (url: string) => url.replace(/:(\w+)/g, '1');
  const key = (route: Guarded) => `${route.method} ${route.url}`;
  const siteRoutes = () => routes.filter((route) => actionsOf(route.access).some(isSiteAction));

  it('found the back-office routes and the public ones, and every site route says how it names a site', () => {
    expect(routes.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/bms/system/admin/signInfo',
        'GET /api/bms/system/admin/list',
        'POST /api/bms/system/admin',
        'GET /api/bms/system/auditLog/list',
        'GET /api/docs/openapi.json',
      ]),
    );
    // Every back-office-looking path is guarded: only the public site's calls, the two sign-in
    // steps and a password link's or 忘记密码's calls (issue 37 item 4) are public.
    expect(publicRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/bms/system/admin/signIn',
        'POST /api/cms/web/siteMessage/saveForClient',
      ]),
    );
    for (const route of publicRoutes) {
      expect(route).toMatch(
        /ForClient|ForClientByPublishTime|\/cms\/web\/siteMenu\/details$|\/admin\/(signIn(WithCode)?|checkPasswordLink|setPasswordWithLink|forgotPassword|getPasswordHelp)$/,
      );
    }
    // The admissions team's calls need `leads`; the export `leadExport`, which only roles that
    // read leads hold.
    for (const path of ['getSummary', 'getChannelReport', 'updateStatusBatch', 'assignBatch', 'restore']) {
      const route = routes.find((found) => found.url === `${L}/${path}`);
      expect([path, route?.access]).toEqual([path, { can: 'leads' }]);
    }
    // A site's lead routing needs `leadRouting`, which only roles that work leads hold.
    for (const url of ['/api/cms/web/leadRouting/details', '/api/cms/web/leadRouting']) {
      expect([url, routes.find((found) => found.url === url)?.access]).toEqual([url, { can: 'leadRouting' }]);
    }
    for (const role of ROLE_NAMES) {
      if ((ROLES[role].actions as readonly Action[]).includes('leadRouting'))
        expect([role, (ROLES[role].actions as readonly Action[]).includes('leads')]).toEqual([role, true]);
    }
    expect(
      ROLE_NAMES.filter((role) => (ROLES[role].actions as readonly Action[]).includes('leadRouting')),
    ).toEqual(['groupAdmin', 'siteManager', 'admissionsLead']);
    // A site's lead form is saved with `leadForm`, held by the roles that keep its routing; it is
    // read with that or `leads` (the inbox's answer filters and the report by answer).
    expect(routes.find((found) => found.url === '/api/cms/web/leadForm')?.access).toEqual({
      can: 'leadForm',
    });
    expect(routes.find((found) => found.url === '/api/cms/web/leadForm/details')?.access).toEqual({
      can: ['leadForm', 'leads'],
    });
    expect(
      ROLE_NAMES.filter((role) => (ROLES[role].actions as readonly Action[]).includes('leadForm')),
    ).toEqual(['groupAdmin', 'siteManager', 'admissionsLead']);
    expect(routes.find((found) => found.url === `${L}/export`)?.access).toEqual({ can: 'leadExport' });
    for (const role of ROLE_NAMES) {
      if ((ROLES[role].actions as readonly Action[]).includes('leadExport'))
        expect([role, (ROLES[role].actions as readonly Action[]).includes('leads')]).toEqual([role, true]);
    }
    // Lead alerts (issue 38 item 2): every call needs `leadAlerts`, held by the roles that keep a
    // site's leads (集团管理员, 站点管理员, 招生主管), not by those who only follow them up.
    const alertRoutes = routes.filter((found) => found.url === A || found.url.startsWith(`${A}/`));
    expect(alertRoutes).toHaveLength(7);
    for (const route of alertRoutes)
      expect([key(route), route.access]).toEqual([key(route), { can: 'leadAlerts' }]);
    expect(
      ROLE_NAMES.filter((role) => (ROLES[role].actions as readonly Action[]).includes('leadAlerts')),
    ).toEqual(['groupAdmin', 'siteManager', 'admissionsLead']);
    const unwalked = siteRoutes()
      .map(key)
      .filter((name) => !(name in SITE_CALLS) && !(name in NO_SITE));
    expect(unwalked).toEqual([]);
    // Nothing listed here that the app no longer has.
    const known = new Set(routes.map(key));
    expect([...Object.keys(SITE_CALLS), ...Object.keys(NO_SITE)].filter((name) => !known.has(name))).toEqual(
      [],
    );
  });

  it('asks the password again (step-up, issue 35) on exactly the sensitive routes', () => {
    expect(stepUpRoutes.sort()).toEqual(
      [
        'PUT /api/bms/system/admin/startTwoFactor',
        'PUT /api/bms/system/admin/resetTwoFactor',
        'PUT /api/bms/system/admin/updateSecurityPolicy',
        'POST /api/bms/system/admin',
        'DELETE /api/bms/system/admin',
        'PUT /api/bms/system/admin/resetPassword',
        'POST /api/bms/system/admin/invite',
        `GET ${L}/export`,
      ].sort(),
    );
  });

  it('answers 100000004 to every guarded route without a session, and does nothing', async () => {
    const before = await rowCount(app.db, 'audit_log');
    for (const route of routes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      tally.calls += 1;
      tally.refused += 1;
      expect([key(route), response.statusCode, envelope(response).code]).toEqual([
        key(route),
        401,
        100000004,
      ]);
    }
    expect(await rowCount(app.db, 'audit_log')).toBe(before);
  });

  it.each([...ROLE_NAMES, 'none'] as const)(
    'lets %s through the guard exactly where its actions allow',
    async (who) => {
      const cookie = cookies.get(who)!;
      const grants = grantsOf(who);
      for (const route of ordered()) {
        const allowed =
          route.access === 'signedIn' || actionsOf(route.access).some((action) => can(grants, action));
        const response = await call(app, cookie, {
          method: route.method as 'GET',
          url: urlOf(route.url),
          // An empty body: an allowed write is refused by its schema, so the walk changes nothing.
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: '{}', headers: { 'content-type': 'application/json' } }),
        });
        const answer = answerOf(response);
        const where = `${who}: ${key(route)}`;
        tally.calls += 1;
        if (allowed) {
          expect([where, response.statusCode === 401 || answer.message === GUARD_REFUSAL]).toEqual([
            where,
            false,
          ]);
        } else {
          tally.refused += 1;
          expect([where, response.statusCode, answer.code, answer.message]).toEqual([
            where,
            403,
            100000006,
            GUARD_REFUSAL,
          ]);
        }
      }
    },
  );

  it.each([...ROLE_NAMES])('keeps %s to its own site on every site route', async (who) => {
    // A session of its own: the guard walk ended the first one (signOut).
    const cookie = await signedInAgain(who);
    const grants = grantsOf(who);
    const group = ROLES[who].level === 'group';
    for (const route of siteRoutes()) {
      const make = SITE_CALLS[key(route)];
      const actions = actionsOf(route.access);
      if (!make || !actions.some((action) => can(grants, action))) continue;
      // Another site first (it must change nothing), then the role's own.
      for (const site of [OTHER, OWN] as const) {
        const auditBefore = await rowCount(app.db, 'audit_log');
        const response = await call(app, cookie, await make(site, records[site], copy));
        const answer = answerOf(response);
        const where = `${who} on ${site}: ${key(route)}`;
        tally.calls += 1;
        if (site === OTHER && !group) {
          tally.refused += 1;
          expect([where, response.statusCode, answer.code, answer.message]).toEqual([
            where,
            403,
            100000006,
            expect.stringMatching(/^无权操作「成人教育」的/),
          ]);
          expect([where, answer.message]).toEqual([where, expect.stringMatching(/^无权操作「成人教育」的/)]);
          expect([where, await rowCount(app.db, 'audit_log')]).toEqual([where, auditBefore]);
        } else {
          // Allowed: whatever the answer (a 400 of a check the walk's body fails), not a refusal.
          expect([where, response.statusCode, answer.message]).toEqual([
            where,
            expect.any(Number),
            expect.not.stringMatching(/^无权/),
          ]);
          expect([where, response.statusCode === 403 || response.statusCode === 401]).toEqual([where, false]);
        }
      }
    }
  });

  it('lets a role change the source aliases, which count every site’s leads, only with the leads of every site', async () => {
    for (const who of ROLE_NAMES) {
      const cookie = await signedInAgain(who);
      const before = await rowCount(app.db, 'lead_source_alias');
      const auditBefore = await rowCount(app.db, 'audit_log');
      const response = await call(
        app,
        cookie,
        json('POST', '/api/cms/web/leadSourceAlias', { alias: `matrix-${who}`, source: 'wechat' }),
      );
      const where = `${who}: POST /api/cms/web/leadSourceAlias`;
      tally.calls += 1;
      if (canEverywhere(grantsOf(who), 'leads')) {
        expect([where, envelope(response).code]).toEqual([where, 0]);
        expect(await rowCount(app.db, 'lead_source_alias')).toBe(before + 1);
      } else {
        tally.refused += 1;
        expect([where, response.statusCode, envelope(response).code]).toEqual([where, 403, 100000006]);
        expect([where, await rowCount(app.db, 'lead_source_alias')]).toEqual([where, before]);
        expect([where, await rowCount(app.db, 'audit_log')]).toEqual([where, auditBefore]);
      }
    }
  });

  it('keeps the site settings of 成人教育 from a 站点管理员 of 职业教育: read, save and preview', async () => {
    const admin = await signedIn(app, ADMIN);
    const manager = await signedInAgain('siteManager');
    for (const site of [OTHER, OWN]) {
      const stored = envelope<Record<string, unknown>>(
        await call(app, admin, get(`/api/cms/web/siteSetting/details?platform=${site}`)),
      ).data;
      const { id: _, ...body } = stored;
      for (const path of ['', '/savePreview']) {
        const before = await rowCount(app.db, 'audit_log');
        const response = await call(app, manager, json('POST', `/api/cms/web/siteSetting${path}`, body));
        const where = `${site} ${path || 'save'}`;
        tally.calls += 1;
        if (site === OTHER) {
          tally.refused += 1;
          expect([where, response.statusCode, envelope(response).message]).toEqual([
            where,
            403,
            '无权操作「成人教育」的站点设置',
          ]);
          expect(await rowCount(app.db, 'audit_log')).toBe(before);
        } else {
          expect([where, envelope(response).code]).toEqual([where, 0]);
        }
      }
    }
  });
});

describe.each(STORES)('a role of one site on %s', (store) => {
  let app: TestApp;
  const as = new Map<string, string>();

  beforeAll(async () => {
    app = await build({ store });
    for (const [name, grants] of [
      ['one.editor', [{ role: 'editor', sites: [OWN] }]],
      ['one.writer', [{ role: 'writer', sites: [OWN] }]],
      ['one.officer', [{ role: 'admissionsOfficer', sites: [OWN] }]],
      ['one.lead', [{ role: 'admissionsLead', sites: [OWN] }]],
    ] as const) {
      as.set(name, await signedInAsNew(app, name, grants as unknown as RoleGrant[]));
    }
    // Leads of both sites, whatever the demo holds.
    for (const platform of [OWN, OTHER] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cms/web/siteMessage/saveForClient',
        headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
        payload: { name: '测试', phone: platform === OWN ? '13800138001' : '13800138002', fillMs: 5000 },
      });
      expect(envelope(response).code).toBe(0);
      await app.db
        .updateTable('site_message')
        .set({ platform })
        .where('phone', '=', platform === OWN ? '13800138001' : '13800138002')
        .execute();
    }
  }, 60_000);

  const menuOf = async (platform: Platform) =>
    await app.db
      .selectFrom('site_content')
      .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
      .select(['site_content.id', 'site_content.menu_id', 'site_content.title'])
      .where('site_menu.platform', '=', platform)
      .orderBy('site_content.id')
      .executeTakeFirstOrThrow();

  it('cannot move its own item into a menu of another site: 403, the item stays', async () => {
    const mine = await menuOf(OWN);
    const theirs = await menuOf(OTHER);
    const response = await call(app, as.get('one.editor')!, {
      method: 'POST',
      url: '/api/cms/web/siteContent',
      payload: { id: mine.id, menuId: theirs.menu_id, title: mine.title },
    });
    expect([response.statusCode, envelope(response).message]).toEqual([403, '无权操作「成人教育」的内容']);
    const after = await app.db
      .selectFrom('site_content')
      .select('menu_id')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(after.menu_id).toBe(mine.menu_id);
    const moved = await call(app, as.get('one.editor')!, {
      method: 'PUT',
      url: '/api/cms/web/siteContent/changeMenuBatch',
      payload: { ids: [mine.id], menuId: theirs.menu_id },
    });
    expect(envelope(moved).code).not.toBe(0);
    expect(
      (
        await app.db
          .selectFrom('site_content')
          .select('menu_id')
          .where('id', '=', mine.id)
          .executeTakeFirstOrThrow()
      ).menu_id,
    ).toBe(mine.menu_id);
  });

  it('lists only its own site: content of another site’s menu, leads, the summary', async () => {
    const theirs = await menuOf(OTHER);
    const list = await call(app, as.get('one.writer')!, {
      method: 'GET',
      url: `/api/cms/web/siteContent/list?menuId=${theirs.menu_id}`,
    });
    expect(envelope<{ total: number }>(list).data.total).toBe(0);
    const leads = envelope<{ total: number; pageList: { platform: string | null }[] }>(
      await call(app, as.get('one.officer')!, {
        method: 'GET',
        url: '/api/cms/web/siteMessage/list?pageSize=100',
      }),
    ).data;
    expect(leads.total).toBeGreaterThan(0);
    expect(new Set(leads.pageList.map((lead) => lead.platform))).toEqual(new Set([OWN]));
    const own = await app.db
      .selectFrom('site_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('platform', '=', OWN)
      .where('quarantine_reason', 'is', null)
      .executeTakeFirstOrThrow();
    expect(leads.total).toBe(Number(own.n));
    const summary = envelope<{ thisWeek: number; latestId: number | null }>(
      await call(app, as.get('one.officer')!, { method: 'GET', url: '/api/cms/web/siteMessage/getSummary' }),
    ).data;
    const latestOwn = await app.db
      .selectFrom('site_message')
      .select('id')
      .where('platform', '=', OWN)
      .where('quarantine_reason', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(summary.latestId).toBe(latestOwn.id);
  });

  it('exports its own site’s leads only, and cannot export another’s', async () => {
    const csv = await call(app, as.get('one.lead')!, {
      method: 'GET',
      url: '/api/cms/web/siteMessage/export',
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n').slice(1);
    expect(lines.some((line) => line.includes('13800138001'))).toBe(true);
    expect(lines.some((line) => line.includes('13800138002'))).toBe(false);
    const other = await call(app, as.get('one.lead')!, {
      method: 'GET',
      url: `/api/cms/web/siteMessage/export?platform=${OTHER}`,
    });
    expect([other.statusCode, envelope(other).message]).toEqual([403, '无权操作「成人教育」的线索导出']);
    const officer = await call(app, as.get('one.officer')!, {
      method: 'GET',
      url: '/api/cms/web/siteMessage/export',
    });
    expect([officer.statusCode, envelope(officer).message]).toEqual([403, GUARD_REFUSAL]);
  });

  it('reads the trail of its own site only; a record’s own trail is for whoever may change it', async () => {
    const admin = await signedIn(app, ADMIN);
    const mine = await menuOf(OWN);
    const theirs = await menuOf(OTHER);
    for (const [cookie, item] of [
      [as.get('one.editor')!, mine],
      [admin, theirs],
    ] as const) {
      const saved = await call(app, cookie, {
        method: 'POST',
        url: '/api/cms/web/siteContent',
        payload: { id: item.id, menuId: item.menu_id, title: `${item.title}（改）` },
      });
      expect(envelope(saved).code).toBe(0);
    }
    const manager = await signedInAsNew(app, 'one.manager', [{ role: 'siteManager', sites: [OWN] }]);
    const trail = envelope<{
      total: number;
      pageList: { entity: string; entityId: string; platform: string }[];
    }>(await call(app, manager, { method: 'GET', url: '/api/bms/system/auditLog/list?pageSize=100' })).data;
    expect(trail.pageList.map((row) => `${row.entity}:${row.entityId}`)).toContain(`siteContent:${mine.id}`);
    expect(trail.pageList.map((row) => `${row.entity}:${row.entityId}`)).not.toContain(
      `siteContent:${theirs.id}`,
    );
    expect(new Set(trail.pageList.map((row) => row.platform))).toEqual(new Set([OWN]));
    const everyRow = envelope<{ total: number }>(
      await call(app, admin, { method: 'GET', url: '/api/bms/system/auditLog/list' }),
    ).data;
    expect(everyRow.total).toBeGreaterThan(trail.total);

    const own = envelope<{ pageList: { action: string; entityId: string }[] }>(
      await call(app, as.get('one.writer')!, {
        method: 'GET',
        url: `/api/bms/system/auditLog/listOfRecord?entity=siteContent&entityId=${mine.id}`,
      }),
    ).data;
    expect(own.pageList[0]).toMatchObject({ action: 'update', entityId: String(mine.id) });
    expect(new Set(own.pageList.map((row) => row.entityId))).toEqual(new Set([String(mine.id)]));
    const other = await call(app, as.get('one.writer')!, {
      method: 'GET',
      url: `/api/bms/system/auditLog/listOfRecord?entity=siteContent&entityId=${theirs.id}`,
    });
    expect([other.statusCode, envelope(other).message]).toEqual([403, '无权操作「成人教育」的内容']);
    // A writer keeps no menus: a menu's trail is not theirs.
    const menu = await call(app, as.get('one.writer')!, {
      method: 'GET',
      url: `/api/bms/system/auditLog/listOfRecord?entity=siteMenu&entityId=${mine.menu_id}`,
    });
    expect([menu.statusCode, envelope(menu).message]).toEqual([403, GUARD_REFUSAL]);
    // A deleted item's trail keeps its site.
    const deleted = await call(app, admin, {
      method: 'DELETE',
      url: `/api/cms/web/siteContent?id=${theirs.id}`,
    });
    expect(envelope(deleted).code).toBe(0);
    const gone = await call(app, as.get('one.writer')!, {
      method: 'GET',
      url: `/api/bms/system/auditLog/listOfRecord?entity=siteContent&entityId=${theirs.id}`,
    });
    expect([gone.statusCode, envelope(gone).message]).toEqual([403, '无权操作「成人教育」的内容']);
  });

  it('cannot give its leads to someone who does not work its site', async () => {
    const lead = await app.db
      .selectFrom('site_message')
      .select('id')
      .where('phone', '=', '13800138001')
      .executeTakeFirstOrThrow();
    const academic = await app.db
      .selectFrom('staff_account')
      .select('id')
      .where('username', '=', 'academic.admissions')
      .executeTakeFirstOrThrow();
    const response = await call(app, as.get('one.officer')!, {
      method: 'PUT',
      url: '/api/cms/web/siteMessage/assign',
      payload: { id: lead.id, staffId: academic.id },
    });
    expect([response.statusCode, envelope(response).message]).toEqual([
      400,
      '负责人须为启用且负责该站点线索的账号',
    ]);
    const assignees = envelope<{ displayName: string; sites: string[] }[]>(
      await call(app, as.get('one.officer')!, {
        method: 'GET',
        url: '/api/cms/web/siteMessage/listAssignee',
      }),
    ).data;
    expect(assignees.map((assignee) => assignee.displayName)).not.toContain('成教招生老师');
    expect(assignees.every((assignee) => assignee.sites.every((where) => where === OWN))).toBe(true);
  });
});

describe('a route that declares no access', () => {
  it('stops the app at start-up', async () => {
    const dir = tempDir();
    const app = buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: '0' }));
    app.register(async (child) => {
      child.get('/api/cms/web/forgotten/list', async () => ({ code: 0 }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/cms/web/forgotten/list declares no config.access');
    await app.close();
  });
});
