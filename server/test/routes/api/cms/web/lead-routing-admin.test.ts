import { sql } from 'kysely';
import type { LeadRouting, LeadRoutingSaveBody } from '@contract/lead-routing';
import type { RoleGrant } from '@contract/roles';
import type { ChannelReport, LeadDetails, LeadListItem, LeadSummary } from '@contract/site-message';
import type { PageOf } from '@contract/common';
import { createSiteMessageRepository, overdueLeads } from '../../../../../src/repositories/site-message';
import { insertAccount } from '../../../../../src/staff/accounts';
import { routeNewLeads } from '../../../../../src/staff/lead-routing';
import { build, CHINESE, envelope, rowCount, STORES, type TestApp } from '../../../../helper';
import { ADMIN, call, signedIn } from '../../bms/system/staff';

/**
 * Lead routing (issue 38 item 3) on both stores: rules and turns, working hours and the after-hours
 * owner, due times, first responses, overdue leads, the report's response times, and every
 * refusal of the 分配规则 save. The app's clock (`app.clock.now`) is set per test: nothing sleeps.
 */
const ROUTING = '/api/cms/web/leadRouting';
const LEADS = '/api/cms/web/siteMessage';
const PASSWORD = 'Routing@2026password';

/** An instant written in China time: 2026-03-04 is a Wednesday, 03-06 a Friday, 03-09 a Monday. */
const china = (time: string) => Date.parse(`${time.replace(' ', 'T')}:00+08:00`);
const iso = (time: string) => new Date(china(time)).toISOString();
const WEDNESDAY_10 = china('2026-03-04 10:00');

describe.each(STORES)('lead routing on %s', (store) => {
  let app: TestApp;
  let admin: string;
  const staff = {} as Record<'zhang' | 'li' | 'wang' | 'academic' | 'writer' | 'gone' | 'manager', number>;
  let officer: string; // 招生老师 of 职业教育: works leads, keeps no routing
  let manager: string; // 站点管理员 of 职业教育
  let phones = 0;

  beforeAll(async () => {
    app = await build({ store, env: { LEAD_RATE_LIMIT: '100000', LEAD_PHONE_DAILY_LIMIT: '100' } });
    app.clock.now = () => WEDNESDAY_10;
    await app.db.deleteFrom('site_message_note').execute();
    await app.db.deleteFrom('site_message').execute();
    const make = async (key: keyof typeof staff, displayName: string, roles: RoleGrant[]) => {
      staff[key] = await insertAccount(
        app.db,
        { username: `routing.${key}`, displayName, roles, password: PASSWORD },
        new Date(),
      );
    };
    await make('zhang', '张老师', [{ role: 'admissionsOfficer', sites: ['vocational'] }]);
    await make('li', '李老师', [{ role: 'admissionsOfficer', sites: ['vocational', 'academic'] }]);
    await make('wang', '王老师', [{ role: 'admissionsLead', sites: ['vocational'] }]);
    await make('academic', '成教刘老师', [{ role: 'admissionsOfficer', sites: ['academic'] }]);
    await make('writer', '职教撰稿人甲', [{ role: 'writer', sites: ['vocational'] }]);
    await make('gone', '已停用的老师', [{ role: 'admissionsOfficer', sites: ['vocational'] }]);
    await make('manager', '职教站长', [{ role: 'siteManager', sites: ['vocational'] }]);
    await app.db.updateTable('staff_account').set({ enabled: 0 }).where('id', '=', staff.gone).execute();
    // Every site from the defaults (the demo seeds 职业教育's Saturdays).
    await app.db.deleteFrom('lead_routing_policy').execute();
    admin = await signedIn(app, ADMIN);
    officer = await signedIn(app, { username: 'routing.zhang', password: PASSWORD });
    manager = await signedIn(app, { username: 'routing.manager', password: PASSWORD });
  }, 90_000);

  beforeEach(async () => {
    app.clock.now = () => WEDNESDAY_10;
    await app.db.deleteFrom('site_message').execute();
  });

  const details = async (platform = 'vocational', cookie = admin) => {
    return envelope<LeadRouting>(
      await call(app, cookie, { method: 'GET', url: `${ROUTING}/details?platform=${platform}` }),
    ).data;
  };

  /** A save of the site's routing from what is stored, with `change` over it. */
  const save = async (change: Partial<LeadRoutingSaveBody>, cookie = admin, platform = 'vocational') => {
    const stored = await details(platform);
    const body: LeadRoutingSaveBody = {
      platform: stored.platform,
      version: stored.version,
      workingHours: stored.workingHours,
      responseMinutes: stored.responseMinutes,
      afterHoursOwnerId: stored.afterHoursOwner?.id ?? null,
      rules: stored.rules.map((rule) => ({
        id: rule.id,
        name: rule.name,
        source: rule.source,
        campaign: rule.campaign,
        memberIds: rule.members.map((member) => member.id),
      })),
      ...change,
    };
    const response = await call(app, cookie, { method: 'POST', url: ROUTING, payload: body });
    return { status: response.statusCode, ...envelope<{ version: number } | null>(response) };
  };
  const saved = async (change: Partial<LeadRoutingSaveBody>) => {
    const answer = await save(change);
    expect([answer.status, answer.message]).toEqual([200, 'success']);
    return answer;
  };
  const rule = (
    name: string,
    memberIds: number[],
    source: string | null = null,
    campaign: string | null = null,
  ) => ({
    name,
    source,
    campaign,
    memberIds,
  });

  /** A lead from the 职业教育 site's form (a person's: filled in over 5 s), answered with its row id. */
  const submit = async (attribution: Record<string, string> = {}, host = 'vocational.localhost') => {
    phones += 1;
    const response = await app.inject({
      method: 'POST',
      url: `${LEADS}/saveForClient`,
      headers: { host },
      payload: {
        name: '测试学员',
        phone: `1370${String(phones).padStart(7, '0')}`,
        fillMs: 5000,
        ...attribution,
      },
    });
    expect(envelope(response).code).toBe(0);
    const { id } = envelope<{ id: string }>(response).data;
    const row = await app.db
      .selectFrom('site_message')
      .select(['id', 'assignee_id', 'respond_by', 'first_response_at'])
      .where('public_id', '=', id)
      .executeTakeFirstOrThrow();
    return row;
  };
  /**
   * A lead sent at another time (China time), the clock put back after it: staff calls stay on
   * Wednesday morning, within their sessions' idle time.
   */
  const submitAt = async (time: string, attribution?: Record<string, string>) => {
    app.clock.now = () => china(time);
    try {
      return await submit(attribution);
    } finally {
      app.clock.now = () => WEDNESDAY_10;
    }
  };
  const autoAssigned = (leadId: number) =>
    app.db
      .selectFrom('audit_log')
      .select(['staff_id', 'summary', 'platform'])
      .where('entity', '=', 'siteMessage')
      .where('entity_id', '=', String(leadId))
      .where('action', '=', 'autoAssign')
      .execute();

  it('answers a site nobody has set with the defaults: 周一至周五 09:00–18:00, 30 minutes, no rules', async () => {
    const routing = await details('selfStudy');
    expect(routing).toMatchObject({
      platform: 'selfStudy',
      version: 0,
      workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
      responseMinutes: 30,
      afterHoursOwner: null,
      rules: [],
      updatedAt: null,
    });
    // Who may be chosen: the enabled accounts working the site's leads.
    const vocational = await details('vocational');
    const names = vocational.staff.map((one) => one.displayName);
    expect(names).toEqual(expect.arrayContaining(['张老师', '李老师', '王老师', '职教站长']));
    expect(names).not.toContain('成教刘老师');
    expect(names).not.toContain('职教撰稿人甲');
    expect(names).not.toContain('已停用的老师');
  });

  it('gives each lead to the first rule that takes it, in turn among its members, audited in words', async () => {
    await saved({
      rules: [
        rule('微信线索', [staff.zhang, staff.li], 'WeChat '),
        rule('百度秋季', [staff.wang], 'baidu', '2025qiuji'),
        rule('其他线索', [staff.wang, staff.li]),
      ],
    });
    const stored = await details();
    // Stored as the lead's source key is: trimmed, in lower case.
    expect(stored.rules.map((one) => [one.name, one.source, one.campaign])).toEqual([
      ['微信线索', 'wechat', null],
      ['百度秋季', 'baidu', '2025qiuji'],
      ['其他线索', null, null],
    ]);
    const wechat = [];
    for (let n = 0; n < 4; n++) wechat.push(await submit({ utmSource: 'wechat' }));
    expect(wechat.map((lead) => lead.assignee_id)).toEqual([staff.zhang, staff.li, staff.zhang, staff.li]);
    expect((await submit({ utmSource: 'baidu', utmCampaign: '2025qiuji' })).assignee_id).toBe(staff.wang);
    // Baidu of another campaign, and a direct visit: the last rule, its own turns.
    expect((await submit({ utmSource: 'baidu', utmCampaign: 'spring' })).assignee_id).toBe(staff.wang);
    expect((await submit()).assignee_id).toBe(staff.li);

    const [trail] = await autoAssigned(wechat[1]!.id);
    expect(trail!.staff_id).toBeNull();
    expect(trail!.platform).toBe('vocational');
    expect(JSON.parse(trail!.summary)).toEqual({
      rule: '微信线索',
      assignee: { from: null, fromName: null, to: staff.li, toName: '李老师' },
    });
    // Due 30 working minutes after arrival (in working hours: 10:30).
    expect(wechat[0]!.respond_by).toBe(iso('2026-03-04 10:30'));
    // A lead of a site without rules is due, and nobody's.
    const company = await submit({}, 'localhost');
    expect([company.assignee_id, company.respond_by]).toEqual([null, iso('2026-03-04 10:30')]);
    expect(await autoAssigned(company.id)).toEqual([]);
  });

  it('shares leads sent at the same moment fairly: N leads over k members, N/k each, on parallel writers', async () => {
    await saved({ rules: [rule('轮流', [staff.zhang, staff.li, staff.wang])] });
    // The app's own writer (one group commit) and three more writers on the same database, as
    // other processes would be: their transactions race for the same rule's turns.
    const writers = [
      app.siteMessageRepository,
      ...[1, 2, 3].map(() =>
        createSiteMessageRepository(app.db, {
          phoneDailyLimit: 100,
          now: () => app.clock.now(),
          afterInsert: (trx, leads, now) => routeNewLeads(trx, leads, now, app.log),
        }),
      ),
    ];
    const perWriter = 12;
    await Promise.all(
      writers.flatMap((writer, w) =>
        Array.from({ length: perWriter }, (_, n) =>
          writer.save({
            name: '并发学员',
            phone: `1360${String(w * 100 + n).padStart(7, '0')}`,
            channel: '运营营销',
            address: null,
            sourceIp: null,
            idempotencyKey: null,
            platform: 'vocational',
          }),
        ),
      ),
    );
    const counts = await app.db
      .selectFrom('site_message')
      .select((eb) => ['assignee_id', eb.fn.countAll().as('n')])
      .groupBy('assignee_id')
      .execute();
    const total = writers.length * perWriter;
    expect(Object.fromEntries(counts.map((row) => [String(row.assignee_id), Number(row.n)]))).toEqual({
      [staff.zhang]: total / 3,
      [staff.li]: total / 3,
      [staff.wang]: total / 3,
    });
    const { turn } = await app.db
      .selectFrom('lead_routing_rule')
      .select('turn')
      .where('platform', '=', 'vocational')
      .executeTakeFirstOrThrow();
    expect(turn).toBe(total);
    // Through the form as well: visitors at the same moment.
    await Promise.all(Array.from({ length: 9 }, () => submit()));
    const after = await app.db
      .selectFrom('site_message')
      .select((eb) => ['assignee_id', eb.fn.countAll().as('n')])
      .groupBy('assignee_id')
      .execute();
    expect(after.map((row) => Number(row.n))).toEqual([total / 3 + 3, total / 3 + 3, total / 3 + 3]);
  });

  it('skips a member who no longer works the site’s leads; a rule left with nobody passes the lead on', async () => {
    await saved({
      rules: [rule('微信线索', [staff.zhang, staff.li], 'wechat'), rule('其他线索', [staff.wang])],
    });
    // 李老师 keeps 成人教育 only.
    const roles = JSON.stringify([{ role: 'admissionsOfficer', sites: ['academic'] }]);
    await app.db.updateTable('staff_account').set({ roles }).where('id', '=', staff.li).execute();
    try {
      const taken = [];
      for (let n = 0; n < 3; n++) taken.push((await submit({ utmSource: 'wechat' })).assignee_id);
      expect(taken).toEqual([staff.zhang, staff.zhang, staff.zhang]);
      // 张老师 disabled too: the wechat rule has nobody; the next rule that matches takes the lead.
      await app.db.updateTable('staff_account').set({ enabled: 0 }).where('id', '=', staff.zhang).execute();
      expect((await submit({ utmSource: 'wechat' })).assignee_id).toBe(staff.wang);
      // The screen shows them as no longer working the site, and a save keeping them is refused.
      const shown = (await details()).rules[0]!.members;
      expect(shown.map((member) => [member.displayName, member.works])).toEqual([
        ['张老师', false],
        ['李老师', false],
      ]);
      const refused = await save({});
      expect([refused.status, refused.message]).toEqual([
        400,
        '「张老师」已停用，不能负责「职业教育」的线索，不能加入规则「微信线索」',
      ]);
    } finally {
      await app.db
        .updateTable('staff_account')
        .set({ roles: JSON.stringify([{ role: 'admissionsOfficer', sites: ['vocational', 'academic'] }]) })
        .where('id', '=', staff.li)
        .execute();
      await app.db.updateTable('staff_account').set({ enabled: 1 }).where('id', '=', staff.zhang).execute();
    }
  });

  it('neither assigns nor times a suspicious lead', async () => {
    await saved({ rules: [rule('全部线索', [staff.zhang])] });
    phones += 1;
    const response = await app.inject({
      method: 'POST',
      url: `${LEADS}/saveForClient`,
      headers: { host: 'vocational.localhost' },
      payload: { name: '测试学员', phone: `1370${String(phones).padStart(7, '0')}` },
    });
    const row = await app.db
      .selectFrom('site_message')
      .select(['id', 'assignee_id', 'respond_by', 'quarantine_reason'])
      .where('public_id', '=', envelope<{ id: string }>(response).data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ assignee_id: null, respond_by: null, quarantine_reason: 'noFillTime' });
    expect(await autoAssigned(row.id)).toEqual([]);
    // Restored, it is due as a new lead would be, from the restore.
    app.clock.now = () => china('2026-03-04 11:00');
    const restored = await call(app, admin, {
      method: 'PUT',
      url: `${LEADS}/restore`,
      payload: { ids: [row.id] },
    });
    expect(envelope(restored).code).toBe(0);
    const after = await app.db
      .selectFrom('site_message')
      .select('respond_by')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.respond_by).toBe(iso('2026-03-04 11:30'));
  });

  it('gives the leads of after hours to the owner, else to nobody; due from the next opening', async () => {
    await saved({ rules: [rule('全部线索', [staff.zhang])], afterHoursOwnerId: staff.wang });
    const friday = await submitAt('2026-03-06 20:00');
    expect([friday.assignee_id, friday.respond_by]).toEqual([staff.wang, iso('2026-03-09 09:30')]);
    expect(JSON.parse((await autoAssigned(friday.id))[0]!.summary)).toEqual({
      afterHours: true,
      assignee: { from: null, fromName: null, to: staff.wang, toName: '王老师' },
    });
    await saved({ afterHoursOwnerId: null });
    const unowned = await submitAt('2026-03-06 20:00');
    expect([unowned.assignee_id, unowned.respond_by]).toEqual([null, iso('2026-03-09 09:30')]);
    // An office open on Saturdays: a Saturday lead goes by the rules, due the same morning.
    await saved({
      workingHours: { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '18:00' },
      responseMinutes: 20,
    });
    const saturday = await submitAt('2026-03-07 10:00');
    expect([saturday.assignee_id, saturday.respond_by]).toEqual([staff.zhang, iso('2026-03-07 10:20')]);
    // The closing minute is after hours.
    expect((await submitAt('2026-03-07 18:00')).respond_by).toBe(iso('2026-03-09 09:20'));
    await saved({
      workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
      responseMinutes: 30,
    });
  });

  it('stores a lead unrouted, never lost, when routing fails', async () => {
    await saved({ rules: [rule('全部线索', [staff.zhang])] });
    await sql`alter table lead_routing_rule rename to lead_routing_rule_away`.execute(app.db);
    try {
      const lead = await submit();
      expect([lead.assignee_id, lead.respond_by]).toEqual([null, null]);
    } finally {
      await sql`alter table lead_routing_rule_away rename to lead_routing_rule`.execute(app.db);
    }
    expect((await submit()).assignee_id).toBe(staff.zhang);
  });

  it('sets the first response once: a status change, a note or a bulk change; not an assignment', async () => {
    await saved({ rules: [] });
    const [a, b, c, d, e] = [await submit(), await submit(), await submit(), await submit(), await submit()];
    const firstResponse = async (id: number) =>
      (
        await app.db
          .selectFrom('site_message')
          .select('first_response_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).first_response_at;
    app.clock.now = () => china('2026-03-04 10:12');
    await call(app, admin, {
      method: 'PUT',
      url: `${LEADS}/assign`,
      payload: { id: a!.id, staffId: staff.zhang },
    });
    expect(await firstResponse(a!.id)).toBeNull();
    await call(app, admin, {
      method: 'PUT',
      url: `${LEADS}/updateStatus`,
      payload: { id: a!.id, status: 1 },
    });
    await call(app, admin, {
      method: 'POST',
      url: `${LEADS}/saveNote`,
      payload: { id: b!.id, text: '已电话联系' },
    });
    // Status 新线索 again is no response.
    await call(app, admin, {
      method: 'PUT',
      url: `${LEADS}/updateStatus`,
      payload: { id: e!.id, status: 0 },
    });
    app.clock.now = () => china('2026-03-04 11:00');
    await call(app, admin, {
      method: 'POST',
      url: `${LEADS}/saveNote`,
      payload: { id: a!.id, text: '再次联系' },
    });
    await call(app, admin, {
      method: 'PUT',
      url: `${LEADS}/updateStatusBatch`,
      payload: { ids: [c!.id, d!.id, a!.id], status: 1 },
    });
    expect([
      await firstResponse(a!.id),
      await firstResponse(b!.id),
      await firstResponse(c!.id),
      await firstResponse(d!.id),
      await firstResponse(e!.id),
    ]).toEqual([
      iso('2026-03-04 10:12'),
      iso('2026-03-04 10:12'),
      iso('2026-03-04 11:00'),
      iso('2026-03-04 11:00'),
      null,
    ]);
    const shown = envelope<LeadDetails>(
      await call(app, admin, { method: 'GET', url: `${LEADS}/details?id=${a!.id}` }),
    ).data;
    expect(shown).toMatchObject({
      firstResponseAt: iso('2026-03-04 10:12'),
      firstResponseMinutes: 12,
      respondBy: iso('2026-03-04 10:30'),
      overdue: false,
      workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
    });
    const listed = envelope<PageOf<LeadListItem>>(
      await call(app, admin, { method: 'GET', url: `${LEADS}/list?pageSize=100` }),
    ).data.pageList;
    expect(listed.find((lead) => lead.id === c!.id)).toMatchObject({
      firstResponseMinutes: 60,
      overdue: false,
    });
    expect(listed.find((lead) => lead.id === e!.id)).toMatchObject({
      firstResponseMinutes: null,
      overdue: true,
    });
  });

  it('counts the leads past due without a response: the filter, the summary per site, the details', async () => {
    await saved({ rules: [] });
    const early = await submit();
    const other = await submit({}, 'academic.localhost');
    app.clock.now = () => china('2026-03-04 10:20');
    const later = await submit();
    app.clock.now = () => china('2026-03-04 10:31');
    const summary = async (cookie = admin) =>
      envelope<LeadSummary>(await call(app, cookie, { method: 'GET', url: `${LEADS}/getSummary` })).data;
    const overdueIds = async (query = '') =>
      envelope<PageOf<LeadListItem>>(
        await call(app, admin, { method: 'GET', url: `${LEADS}/list?overdue=true${query}` }),
      ).data.pageList.map((lead) => lead.id);
    expect(await overdueIds()).toEqual([other.id, early.id].sort((x, y) => y - x));
    expect(await overdueIds('&platform=vocational')).toEqual([early.id]);
    expect(await summary()).toMatchObject({
      overdue: 2,
      overdueBySite: [
        { platform: 'academic', count: 1 },
        { platform: 'vocational', count: 1 },
      ],
    });
    // Counted for the sites one works only.
    expect(await summary(officer)).toMatchObject({
      overdue: 1,
      overdueBySite: [{ platform: 'vocational', count: 1 }],
    });
    expect(
      envelope<LeadDetails>(await call(app, admin, { method: 'GET', url: `${LEADS}/details?id=${early.id}` }))
        .data.overdue,
    ).toBe(true);
    // The lead alerts' query: earliest due first; the alerted ones left out when asked.
    expect((await overdueLeads(app.db, app.clock.now())).map((lead) => lead.id)).toEqual(
      [early.id, other.id].sort((x, y) => x - y),
    );
    await app.db
      .updateTable('site_message')
      .set({ overdue_alerted_at: iso('2026-03-04 10:31') })
      .where('id', '=', early.id)
      .execute();
    expect(
      (await overdueLeads(app.db, app.clock.now(), { unalertedOnly: true })).map((lead) => lead.id),
    ).toEqual([other.id]);
    // A note answers it.
    await call(app, admin, {
      method: 'POST',
      url: `${LEADS}/saveNote`,
      payload: { id: early.id, text: '已回电' },
    });
    expect(await overdueIds()).toEqual([other.id]);
    expect((await summary()).overdue).toBe(1);
    app.clock.now = () => china('2026-03-04 10:51');
    expect(await overdueIds()).toEqual([later.id, other.id]);
  });

  it('reports the median first response per source and in all, the share on time and 未响应', async () => {
    // Leads of 成人教育 (the default hours), each with how long its first response took.
    const stored = [
      ['wechat', '2026-03-02 10:00', 5],
      ['wechat', '2026-03-02 11:00', 10],
      ['wechat', '2026-03-02 14:00', 40],
      ['baidu', '2026-03-03 10:00', 4],
      ['baidu', '2026-03-03 11:00', 6],
      // 17:50 on Tuesday, answered 09:10 on Wednesday: 20 working minutes.
      ['baidu', '2026-03-03 17:50', 20],
      ['baidu', '2026-03-03 15:00', 30],
      ['baidu', '2026-03-04 09:00', null],
      ['baidu', '2026-03-04 10:10', null],
    ] as const;
    const answeredAt: Record<string, string> = { '2026-03-03 17:50': '2026-03-04 09:10' };
    await app.db
      .insertInto('site_message')
      .values(
        stored.map(([source, at, minutes], n) => ({
          name: '报表学员',
          phone: `1350100000${n}`,
          channel: '运营营销',
          address: null,
          created_at: iso(at),
          source_ip: null,
          status: 0 as const,
          idempotency_key: null,
          public_id: `30000000-0000-4000-8000-00000000000${n}`,
          platform: 'academic',
          source,
          respond_by: new Date(
            answeredAt[at] ? china('2026-03-04 09:20') : china(at) + 30 * 60_000,
          ).toISOString(),
          first_response_at:
            minutes === null
              ? null
              : answeredAt[at]
                ? iso(answeredAt[at])
                : new Date(china(at) + minutes * 60_000).toISOString(),
        })),
      )
      .execute();
    app.clock.now = () => china('2026-03-04 10:30');
    const report = envelope<ChannelReport>(
      await call(app, admin, {
        method: 'GET',
        url: `${LEADS}/getChannelReport?from=2026-03-01&to=2026-03-04&platform=academic`,
      }),
    ).data;
    const byKey = Object.fromEntries(report.rows.map((row) => [row.key, row.response]));
    // Three answered: the middle one. Four answered: the mean of the middle two, (6 + 20) / 2.
    expect(byKey.wechat).toEqual({
      responded: 3,
      unanswered: 0,
      medianMinutes: 10,
      judged: 3,
      withinTarget: 2,
    });
    // Not answered: one past due (judged, missed), one not yet due (left out of the share).
    expect(byKey.baidu).toEqual({
      responded: 4,
      unanswered: 2,
      medianMinutes: 13,
      judged: 5,
      withinTarget: 4,
    });
    // In all, seven answered: 4 5 6 [10] 20 30 40.
    expect(report.response).toEqual({
      responded: 7,
      unanswered: 2,
      medianMinutes: 10,
      judged: 8,
      withinTarget: 6,
    });
  });

  it('saves the routing as a whole, audited in words; the same save again writes nothing', async () => {
    const before = await rowCount(app.db, 'audit_log');
    const first = await saved({
      workingHours: { days: [1, 2, 3, 4, 5, 6], start: '08:30', end: '17:30' },
      responseMinutes: 20,
      afterHoursOwnerId: staff.wang,
      rules: [rule('微信线索', [staff.zhang, staff.li], 'wechat')],
    });
    const row = await app.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'summary', 'platform'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      entity: 'leadRouting',
      entity_id: 'vocational',
      action: 'update',
      platform: 'vocational',
    });
    const { changes } = JSON.parse(row.summary) as {
      changes: Record<string, { from: unknown; to: unknown }>;
    };
    expect(changes.workingHours!.to).toBe('周一至周六 08:30–17:30');
    expect(changes.responseMinutes!.to).toBe(20);
    expect(changes.afterHoursOwner).toMatchObject({ to: staff.wang, toName: '王老师' });
    expect(changes.rules!.to).toEqual(['微信线索（来源：微信）：张老师、李老师']);
    const again = await save({});
    expect(again.data).toEqual({ version: first.data!.version });
    expect(await rowCount(app.db, 'audit_log')).toBe(before + 1);
    // An existing rule keeps its turns when renamed or moved.
    const id = (await details()).rules[0]!.id;
    await submit({ utmSource: 'wechat' });
    await saved({
      rules: [
        rule('百度', [staff.wang], 'baidu'),
        { ...rule('微信', [staff.zhang, staff.li], 'wechat'), id },
      ],
    });
    const turns = await app.db
      .selectFrom('lead_routing_rule')
      .select(['id', 'turn'])
      .orderBy('position')
      .execute();
    expect(turns.map((one) => one.turn)).toEqual([0, 1]);
    expect(turns[1]!.id).toBe(id);
    await saved({
      workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
      responseMinutes: 30,
      afterHoursOwnerId: null,
      rules: [],
    });
  });

  it('lets one of two saves made at once win; the other is told, and nothing is half-saved', async () => {
    const stored = await details();
    const bodyWith = (name: string, memberIds: number[]): LeadRoutingSaveBody => ({
      platform: 'vocational',
      version: stored.version,
      workingHours: stored.workingHours,
      responseMinutes: stored.responseMinutes,
      afterHoursOwnerId: null,
      rules: [rule(`${name}一`, memberIds), rule(`${name}二`, memberIds, 'wechat')].reverse(),
    });
    const answers = await Promise.all([
      call(app, admin, { method: 'POST', url: ROUTING, payload: bodyWith('甲', [staff.zhang]) }),
      call(app, manager, { method: 'POST', url: ROUTING, payload: bodyWith('乙', [staff.li, staff.wang]) }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(envelope(loser).message).toBe('分配规则已被他人修改，请刷新页面查看后重新编辑');
    const names = (await details()).rules.map((one) => one.name);
    expect([
      ['甲二', '甲一'],
      ['乙二', '乙一'],
    ]).toContainEqual(names);
    expect((await details()).version).toBe(stored.version + 1);
    // A form loaded before a save is refused too.
    const stale = await call(app, admin, {
      method: 'POST',
      url: ROUTING,
      payload: { ...bodyWith('丙', [staff.zhang]), version: stored.version },
    });
    expect(stale.statusCode).toBe(409);
    await saved({ rules: [] });
  });

  it.each<[string, (s: typeof staff) => Partial<LeadRoutingSaveBody>, number, string]>([
    [
      'a rule without members',
      () => ({ rules: [rule('空规则', [])] }),
      400,
      '规则「空规则」请至少选择一位负责人',
    ],
    [
      'a member without the site’s leads',
      (s) => ({ rules: [rule('成教', [s.academic])] }),
      400,
      '「成教刘老师」不负责「职业教育」的线索，不能加入规则「成教」',
    ],
    [
      'an account that reads no leads',
      (s) => ({ rules: [rule('撰稿', [s.writer])] }),
      400,
      '「职教撰稿人甲」不负责「职业教育」的线索，不能加入规则「撰稿」',
    ],
    [
      'a member that does not exist',
      () => ({ rules: [rule('无此人', [999999])] }),
      400,
      '规则「无此人」中的负责人不存在或已被删除，请刷新页面后重新选择',
    ],
    [
      'a member twice',
      (s) => ({ rules: [rule('重复', [s.zhang, s.zhang])] }),
      400,
      '规则「重复」中有重复的负责人',
    ],
    [
      'two rules of one name',
      (s) => ({ rules: [rule('同名', [s.zhang], 'wechat'), rule('同名', [s.li])] }),
      400,
      '规则名称「同名」重复，请改用不同的名称',
    ],
    [
      'a rule an earlier one already takes',
      (s) => ({ rules: [rule('全部', [s.zhang]), rule('微信', [s.li], 'wechat')] }),
      400,
      '规则「微信」排在「全部」之后，不会分配到任何线索（「全部」已包含它的条件）：请调整顺序或条件',
    ],
    [
      'a start not before the end',
      () => ({ workingHours: { days: [1], start: '18:00', end: '09:00' } }),
      400,
      '下班时间须晚于上班时间',
    ],
    [
      'equal start and end',
      () => ({ workingHours: { days: [1], start: '09:00', end: '09:00' } }),
      400,
      '下班时间须晚于上班时间',
    ],
    [
      'no working day',
      () => ({ workingHours: { days: [], start: '09:00', end: '18:00' } }),
      400,
      '请至少选择一个工作日',
    ],
    ['a day 8', () => ({ workingHours: { days: [8], start: '09:00', end: '18:00' } }), 400, '工作日不正确'],
    [
      'a time 9:00',
      () => ({ workingHours: { days: [1], start: '9:00', end: '18:00' } }),
      400,
      '上班时间格式应为 HH:MM',
    ],
    ['a target of 0', () => ({ responseMinutes: 0 }), 400, '响应时限为 1 到 1440 分钟'],
    ['a target of 1441', () => ({ responseMinutes: 1441 }), 400, '响应时限为 1 到 1440 分钟'],
    [
      'a source of 200 characters',
      (s) => ({ rules: [rule('长来源', [s.zhang], 's'.repeat(200))] }),
      400,
      '来源不能超过 100 个字符',
    ],
    [
      'a campaign of 101 characters',
      (s) => ({ rules: [rule('长活动', [s.zhang], null, 'c'.repeat(101))] }),
      400,
      '活动不能超过 100 个字符',
    ],
    [
      'a name of 31 characters',
      (s) => ({ rules: [rule('名'.repeat(31), [s.zhang])] }),
      400,
      '规则名称为 1 到 30 个字符',
    ],
    [
      'an after-hours owner of another site',
      (s) => ({ afterHoursOwnerId: s.academic }),
      400,
      '非工作时间负责人须为负责「职业教育」线索的启用账号',
    ],
    [
      'a disabled after-hours owner',
      (s) => ({ afterHoursOwnerId: s.gone }),
      400,
      '非工作时间负责人须为负责「职业教育」线索的启用账号',
    ],
    [
      '21 rules',
      (s) => ({ rules: Array.from({ length: 21 }, (_, n) => rule(`规则${n}`, [s.zhang], `source${n}`)) }),
      400,
      '每个站点最多 20 条分配规则',
    ],
    [
      '100 rules',
      (s) => ({ rules: Array.from({ length: 100 }, (_, n) => rule(`规则${n}`, [s.zhang], `source${n}`)) }),
      400,
      '每个站点最多 20 条分配规则',
    ],
    [
      'a rule of another site’s id',
      (s) => ({ rules: [{ ...rule('他站', [s.zhang]), id: 999999 }] }),
      400,
      '规则不存在或已被删除，请刷新页面后重新编辑',
    ],
  ])('refuses %s in Chinese and changes nothing', async (_, change, status, message) => {
    await saved({ rules: [rule('原有规则', [staff.zhang])] });
    const before = await details();
    const audit = await rowCount(app.db, 'audit_log');
    const refused = await save(change(staff));
    expect([refused.status, refused.code, refused.message, refused.data]).toEqual([
      status,
      100000001,
      message,
      null,
    ]);
    expect(refused.message).toMatch(CHINESE);
    expect(await details()).toEqual(before);
    expect(await rowCount(app.db, 'audit_log')).toBe(audit);
  });

  it.each([
    [
      'a member id "Infinity"',
      { rules: [{ name: '无穷', source: null, campaign: null, memberIds: ['Infinity'] }] },
    ],
    [
      'a member id "1e309"',
      { rules: [{ name: '无穷', source: null, campaign: null, memberIds: ['1e309'] }] },
    ],
    ['a member id 1.5', { rules: [{ name: '小数', source: null, campaign: null, memberIds: [1.5] }] }],
    ['a day "Infinity"', { workingHours: { days: ['Infinity'], start: '09:00', end: '18:00' } }],
    ['a rule that is no object', { rules: ['全部'] }],
    ['hours that are no object', { workingHours: '09:00-18:00' }],
  ])('refuses %s with a 400, never a 500', async (_, change) => {
    const stored = await details();
    const response = await call(app, admin, {
      method: 'POST',
      url: ROUTING,
      payload: {
        platform: 'vocational',
        version: stored.version,
        workingHours: stored.workingHours,
        responseMinutes: 30,
        afterHoursOwnerId: null,
        rules: [],
        ...change,
      },
    });
    const answer = envelope(response);
    expect([response.statusCode, answer.code === 0, CHINESE.test(answer.message)]).toEqual([
      400,
      false,
      true,
    ]);
    expect(await details()).toEqual(stored);
  });

  it('keeps the routing to those who keep the site’s routing', async () => {
    const refused = await save({}, officer);
    expect([refused.status, refused.message]).toEqual([403, '无权限执行此操作']);
    const elsewhere = await save({}, manager, 'academic');
    expect(elsewhere.status).toBe(403);
    const read = await call(app, manager, { method: 'GET', url: `${ROUTING}/details?platform=academic` });
    expect([read.statusCode, envelope(read).message]).toEqual([403, '无权操作「成人教育」的线索分配']);
    expect((await save({ responseMinutes: 25 }, manager)).status).toBe(200);
    await saved({ responseMinutes: 30 });
  });
});
