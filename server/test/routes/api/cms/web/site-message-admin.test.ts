import type { RoleGrant } from '@contract/roles';
import { insertAccount } from '../../../../../src/staff/accounts';
import { CODE } from '@contract/codes';
import { STEP_UP_MS } from '@contract/staff';
import type {
  ChannelReport,
  LeadAssignee,
  LeadDetails,
  LeadListItem,
  LeadSummary,
} from '@contract/site-message';
import type { PageOf, Platform } from '@contract/common';
import { csvCell, digitsAsText, EXPORT_HEADER } from '../../../../../src/staff/leads';
import { build, CHINESE, envelope, STORES, type TestApp } from '../../../../helper';
import { call, signedIn, GRANTS } from '../../bms/system/staff';

const BASE = '/api/cms/web/siteMessage';
const PASSWORD = 'Leads@2026password';

async function insertLeads(
  app: TestApp,
  count: number,
  make: (n: number) => Partial<Record<string, unknown>> = () => ({}),
) {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const n = start + k;
      return {
        name: `学员${n}`,
        phone: `139${String(n).padStart(8, '0')}`,
        channel: '运营营销',
        address: null,
        created_at: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
        source_ip: null,
        status: 0 as const,
        idempotency_key: null,
        public_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        platform: 'company',
        ...make(n),
      };
    });
    await app.db.insertInto('site_message').values(rows).execute();
  }
}

describe.each(STORES)('leads for staff on %s', (store) => {
  let app: TestApp;
  let leads: string; // cookie: leads bit only
  let exporter: string; // leads + export
  let content: string; // content only
  let leadsStaffId: number;
  let contentStaffId: number;

  beforeAll(async () => {
    app = await build({ store });
    await app.db.deleteFrom('site_message').execute();
    const make = async (username: string, roles: readonly RoleGrant[]) => {
      const id = await insertAccount(
        app.db,
        { username, displayName: username, roles: [...roles], password: PASSWORD },
        new Date(),
      );
      return { id, cookie: await signedIn(app, { username, password: PASSWORD }) };
    };
    const a = await make('lead.worker', GRANTS.leadsEverywhere);
    leads = a.cookie;
    leadsStaffId = a.id;
    exporter = (await make('lead.exporter', GRANTS.exportEverywhere)).cookie;
    const c = await make('content.only', GRANTS.groupEditor);
    content = c.cookie;
    contentStaffId = c.id;

    const rows = [
      { name: '张三', phone: '13800138000', platform: 'academic', created_at: '2026-03-01T01:00:00.000Z' },
      { name: '李四', phone: '13900139000', platform: 'company', created_at: '2026-03-02T15:59:00.000Z' },
      {
        name: '=HYPERLINK("http://x")',
        phone: '13700137000',
        platform: 'vocational',
        created_at: '2026-03-02T16:00:00.000Z',
      },
      { name: '张三', phone: '13800138000', platform: 'academic', created_at: '2026-03-03T02:00:00.000Z' },
      { name: '王_五%', phone: '13600136000', platform: 'selfStudy', created_at: '2026-03-04T02:00:00.000Z' },
    ];
    await app.db
      .insertInto('site_message')
      .values(
        rows.map((row, n) => ({
          ...row,
          channel: '运营营销',
          address: 'https://example.cn/a',
          source_ip: null,
          status: 0 as const,
          idempotency_key: null,
          public_id: `10000000-0000-4000-8000-00000000000${n}`,
        })),
      )
      .execute();
  }, 60_000);

  const list = async (query = '', cookie = leads) => {
    const response = await call(app, cookie, { method: 'GET', url: `${BASE}/list?pageSize=100${query}` });
    expect(response.statusCode).toBe(200);
    return envelope<PageOf<LeadListItem>>(response).data;
  };
  const idOf = async (name: string) => (await list()).pageList.find((lead) => lead.name === name)!.id;

  it('refuses signed-out calls and calls without the bit', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/list`],
      ['GET', `${BASE}/export`],
      ['PUT', `${BASE}/updateStatus`],
    ] as const) {
      const out = await call(app, null, {
        method,
        url,
        payload: method === 'PUT' ? { id: 1, status: 1 } : undefined,
      });
      expect([out.statusCode, envelope(out).code]).toEqual([401, 100000004]);
    }
    const noBit = await call(app, content, { method: 'GET', url: `${BASE}/list` });
    expect([noBit.statusCode, envelope(noBit).code]).toEqual([403, 100000006]);
    // Reading leads is not exporting them.
    const noExport = await call(app, leads, { method: 'GET', url: `${BASE}/export` });
    expect([noExport.statusCode, envelope(noExport).code]).toEqual([403, 100000006]);
  });

  it('lists newest first with masked phones, the new marker and the repeat flag', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.pageList.map((lead) => lead.name)).toEqual([
      '王_五%',
      '张三',
      '=HYPERLINK("http://x")',
      '李四',
      '张三',
    ]);
    expect(page.pageList[1]).toMatchObject({
      phone: '138****8000',
      repeatPhone: true,
      isNew: true,
      statusLabel: '新线索',
    });
    expect(page.pageList[4]).toMatchObject({ phone: '138****8000', repeatPhone: false });
    expect(JSON.stringify(page)).not.toContain('13800138000');
  });

  it('filters by China-time days, platform, keyword (wildcards literal, phone digits) and status', async () => {
    // 2026-03-02T15:59Z is 23:59 on 3 March... no: 2 March 23:59 China time; 16:00Z is 3 March 00:00.
    expect((await list('&from=2026-03-02&to=2026-03-02')).pageList.map((l) => l.name)).toEqual(['李四']);
    expect((await list('&from=2026-03-03')).total).toBe(3);
    expect((await list('&platform=academic')).total).toBe(2);
    expect((await list(`&keyword=${encodeURIComponent('_')}`)).pageList.map((l) => l.name)).toEqual([
      '王_五%',
    ]);
    expect((await list(`&keyword=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list('&keyword=0138000')).total).toBe(2);
    expect((await list('&status=1')).total).toBe(0);
  });

  it('refuses bad filters with a Chinese message', async () => {
    for (const query of [
      'from=2026-13-01',
      'platform=mars',
      'status=9',
      'pageSize=1001',
      `keyword=${'x'.repeat(21)}`,
      'assigneeId=0',
    ]) {
      const response = await call(app, leads, { method: 'GET', url: `${BASE}/list?${query}` });
      expect([query, response.statusCode, envelope(response).code]).toEqual([query, 400, 100000001]);
      expect(envelope(response).message).toMatch(CHINESE);
    }
  });

  it('shows the whole phone in the details; unknown ids are not found', async () => {
    const id = await idOf('李四');
    const response = await call(app, leads, { method: 'GET', url: `${BASE}/details?id=${id}` });
    expect(envelope<LeadDetails>(response).data).toMatchObject({
      phone: '13900139000',
      notes: [],
      address: 'https://example.cn/a',
    });
    const unknown = await call(app, leads, { method: 'GET', url: `${BASE}/details?id=999999` });
    expect([unknown.statusCode, envelope(unknown).code]).toEqual([404, 100000002]);
    expect(envelope(unknown).message).toBe('线索不存在');
  });

  it('works a lead: status, note, assignee, follow-up; each audited without the whole phone', async () => {
    const id = await idOf('李四');
    const put = (url: string, payload: Record<string, unknown>) =>
      call(app, leads, { method: 'PUT', url: `${BASE}/${url}`, payload });
    expect(envelope(await put('updateStatus', { id, status: 1 })).code).toBe(0);
    const note = await call(app, leads, {
      method: 'POST',
      url: `${BASE}/saveNote`,
      payload: { id, text: '已电话联系，回拨 13900139000' },
    });
    expect(envelope(note).code).toBe(0);
    expect(envelope(await put('assign', { id, staffId: leadsStaffId })).code).toBe(0);
    expect(envelope(await put('setFollowUp', { id, date: '2026-04-01' })).code).toBe(0);
    const details = envelope<LeadDetails>(
      await call(app, leads, { method: 'GET', url: `${BASE}/details?id=${id}` }),
    ).data;
    expect(details).toMatchObject({
      status: 1,
      statusLabel: '已联系',
      isNew: false,
      assigneeId: leadsStaffId,
      assigneeName: 'lead.worker',
      followUpDate: '2026-04-01',
    });
    expect(details.notes).toEqual([
      expect.objectContaining({
        authorName: 'lead.worker',
        staffId: leadsStaffId,
        text: '已电话联系，回拨 13900139000',
      }),
    ]);
    expect((await list(`&assigneeId=${leadsStaffId}`)).total).toBe(1);

    const trail = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'siteMessage')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(trail.map((row) => row.action)).toEqual(['updateStatus', 'addNote', 'assign', 'setFollowUp']);
    expect(JSON.stringify(trail)).not.toContain('13900139000');
    expect(trail[0]!.summary).toContain('已联系');

    // Clearing works with null.
    expect(envelope(await put('assign', { id, staffId: null })).code).toBe(0);
    expect(envelope(await put('setFollowUp', { id, date: null })).code).toBe(0);
  });

  it('lists who a lead can be given to: enabled accounts that work leads, with their sites', async () => {
    await insertAccount(
      app.db,
      {
        username: 'lead.left',
        displayName: '已离职',
        roles: GRANTS.leadsEverywhere,
        password: PASSWORD,
        enabled: false,
      },
      new Date(),
    );
    const response = await call(app, leads, { method: 'GET', url: `${BASE}/listAssignee` });
    expect(response.statusCode).toBe(200);
    const assignees = envelope<LeadAssignee[]>(response).data;
    const names = assignees.map((assignee) => assignee.displayName);
    expect(names).toEqual(expect.arrayContaining(['lead.worker', 'lead.exporter']));
    expect(names).not.toContain('content.only');
    expect(names).not.toContain('已离职');
    expect(assignees.find((assignee) => assignee.displayName === 'lead.worker')).toEqual({
      id: leadsStaffId,
      displayName: 'lead.worker',
      sites: ['company', 'academic', 'selfStudy', 'vocational'],
    });
    expect(assignees.map((assignee) => assignee.id)).not.toContain(contentStaffId);
    // The demo's 招生老师 of 成人教育 works that site's leads only.
    expect(assignees.find((assignee) => assignee.displayName === '成教招生老师')?.sites).toEqual([
      'academic',
    ]);
    // Every one of them who works the lead's site is accepted by assign; the others are refused.
    const id = await idOf('王_五%');
    const lead = await app.db
      .selectFrom('site_message')
      .select('platform')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const assignee of assignees) {
      if (!assignee.sites.includes(lead.platform as Platform)) {
        const refused = await call(app, leads, {
          method: 'PUT',
          url: `${BASE}/assign`,
          payload: { id, staffId: assignee.id },
        });
        expect([assignee.displayName, envelope(refused).message]).toEqual([
          assignee.displayName,
          '负责人须为启用且负责该站点线索的账号',
        ]);
        continue;
      }
      const assigned = await call(app, leads, {
        method: 'PUT',
        url: `${BASE}/assign`,
        payload: { id, staffId: assignee.id },
      });
      expect(envelope(assigned).code).toBe(0);
    }
    await call(app, leads, { method: 'PUT', url: `${BASE}/assign`, payload: { id, staffId: null } });

    const noBit = await call(app, content, { method: 'GET', url: `${BASE}/listAssignee` });
    expect([noBit.statusCode, envelope(noBit).code]).toEqual([403, 100000006]);
    const out = await call(app, null, { method: 'GET', url: `${BASE}/listAssignee` });
    expect([out.statusCode, envelope(out).code]).toEqual([401, 100000004]);
  });

  it('refuses bad work with a Chinese message and stores nothing', async () => {
    const id = await idOf('张三');
    const before = await app.db.selectFrom('audit_log').select('id').execute();
    const cases: [string, string, unknown, number][] = [
      ['PUT', 'updateStatus', {}, 400],
      ['PUT', 'updateStatus', { id, status: 7 }, 400],
      ['PUT', 'updateStatus', { id: 999999, status: 1 }, 404],
      ['PUT', 'updateStatus', { id: 'x', status: 1 }, 400],
      ['POST', 'saveNote', { id, text: '' }, 400],
      ['POST', 'saveNote', { id, text: '   ' }, 400],
      ['POST', 'saveNote', { id, text: '长'.repeat(1001) }, 400],
      ['PUT', 'assign', { id, staffId: contentStaffId }, 400],
      ['PUT', 'assign', { id, staffId: 999999 }, 400],
      ['PUT', 'assign', { id }, 400],
      ['PUT', 'setFollowUp', { id, date: '2026-02-30' }, 400],
      ['PUT', 'setFollowUp', { id, date: 'tomorrow' }, 400],
    ];
    for (const [method, url, payload, status] of cases) {
      const response = await call(app, leads, {
        method: method as 'PUT',
        url: `${BASE}/${url}`,
        payload: payload as object,
      });
      const where = `${url} ${JSON.stringify(payload).slice(0, 60)}`;
      expect([where, response.statusCode]).toEqual([where, status]);
      expect(envelope(response).code).not.toBe(0);
      expect(envelope(response).message).toMatch(CHINESE);
    }
    expect(await app.db.selectFrom('audit_log').select('id').execute()).toEqual(before);
    expect(
      await app.db.selectFrom('site_message_note').select('id').where('lead_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('exports a CSV Excel opens: BOM, Chinese header, CRLF, formulas neutralised, audited', async () => {
    const response = await call(app, exporter, { method: 'GET', url: `${BASE}/export?platform=vocational` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%E7%BA%BF/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(EXPORT_HEADER.join(','));
    expect(lines[0]).toContain(
      ',来源页面,页面,页面标题,着陆页,来源,媒介,活动,关键词,投放内容,来源网址,设备,微信,可疑原因,备注',
    );
    expect(lines[1]).toContain(
      // The phone stays text in Excel and WPS (="…"); the channel every form sends is left out.
      `"'=HYPERLINK(""http://x"")","=""13700137000""",,职业教育,2026-03-03 00:00:00,新线索`,
    );
    expect(lines).toHaveLength(3); // header, one lead, the empty string after the last CRLF
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'export').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.summary)).toMatchObject({
      rows: 1,
      completed: true,
      filters: { platform: 'vocational' },
    });
  });

  it('asks the password again before an export (step-up): refused with 403 and its code, nothing exported or audited', async () => {
    // A session of its own, so the others' confirmation times stay as they are.
    const session = await signedIn(app, { username: 'lead.exporter', password: PASSWORD });
    const realNow = app.clock.now;
    const later = Date.now() + STEP_UP_MS;
    app.clock.now = () => later;
    try {
      const exports = () =>
        app.db.selectFrom('audit_log').select('id').where('action', '=', 'export').execute();
      const exportsBefore = await exports();
      const refused = await call(app, session, { method: 'GET', url: `${BASE}/export` });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(envelope(refused)).toEqual({
        code: CODE.stepUpRequired,
        message: '此操作需要再次输入密码，确认是您本人',
        data: null,
      });
      expect(refused.body).not.toContain('13800138000');
      expect(await exports()).toEqual(exportsBefore);
      const confirmed = await call(app, session, {
        method: 'PUT',
        url: '/api/bms/system/admin/confirmPassword',
        payload: { password: PASSWORD },
      });
      expect(confirmed.statusCode).toBe(200);
      const exported = await call(app, session, { method: 'GET', url: `${BASE}/export` });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain('13800138000');
    } finally {
      app.clock.now = realNow;
    }
  });

  it('removes a lead with its notes, audited; unknown or missing ids are refused', async () => {
    const id = await idOf('李四');
    const removed = await call(app, leads, { method: 'DELETE', url: `${BASE}?id=${id}` });
    expect(envelope(removed).code).toBe(0);
    expect(await app.db.selectFrom('site_message').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(
      await app.db.selectFrom('site_message_note').select('id').where('lead_id', '=', id).execute(),
    ).toEqual([]);
    const again = await call(app, leads, { method: 'DELETE', url: `${BASE}?id=${id}` });
    expect([again.statusCode, envelope(again).code]).toEqual([404, 100000002]);
    const none = await call(app, leads, { method: 'DELETE', url: BASE });
    expect([none.statusCode, envelope(none).code]).toEqual([400, 100000001]);
    const trail = await app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    const deleted = trail.filter((row) => row.action === 'delete');
    expect(deleted).toHaveLength(1);
    // What was deleted and how far it got, but no name or number.
    expect(JSON.parse(deleted[0]!.summary)).toEqual({
      channel: '运营营销',
      platform: 'company',
      createdAt: '2026-03-02T15:59:00.000Z',
      status: '已联系',
    });
    // The earlier rows keep what staff did, without the texts written about the person.
    const note = trail.find((row) => row.action === 'addNote')!;
    expect(JSON.parse(note.summary)).toEqual({ noteId: expect.any(Number), note: '[已删除]' });
    expect(JSON.stringify(trail)).not.toMatch(/李四|139\*{4}9000|13900139000|已电话联系/);
  });

  it('records the platform of the host a lead is sent from', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/saveForClient`,
      headers: { host: 'academic.localhost' },
      payload: { name: '赵六', phone: '13500135000', fillMs: 5000 },
    });
    expect(envelope(response).code).toBe(0);
    const row = await app.db
      .selectFrom('site_message')
      .select('platform')
      .where('phone', '=', '13500135000')
      .executeTakeFirstOrThrow();
    expect(row.platform).toBe('academic');
  });

  it('streams an export of 100,000 leads', async () => {
    await app.db.deleteFrom('site_message').execute();
    await insertLeads(app, 100_000, (n) => (n === 77 ? { name: '+SUM(A1)' } : {}));
    const response = await call(app, exporter, { method: 'GET', url: `${BASE}/export` });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body.startsWith('\uFEFF编号,姓名')).toBe(true);
    const lines = body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(100_001);
    expect(body).toContain(",'+SUM(A1),");
    expect(body).toContain(',学员99999,"=""13900099999""",');
  }, 180_000);
});

/**
 * Issue 21: the admissions home (summary), the channel report, bulk work and suspicious leads,
 * at a fixed moment: Wednesday 11 March 2026, 12:00 China time (04:00 UTC). The week began on
 * Monday 9 March; China's day begins at 16:00 UTC the day before.
 */
const NOW = Date.parse('2026-03-11T04:00:00.000Z');

describe.each(STORES)('the admissions home, channel report and bulk work on %s', (store) => {
  let app: TestApp;
  let worker: string;
  let exporter: string;
  let editor: string;
  let workerId: number;
  let otherId: number;
  let contentId: number;
  const ids: Record<string, number> = {};

  /** A–F normal leads, G and H suspicious; inserted oldest first, as leads arrive. */
  const LEADS: [string, Partial<Record<string, unknown>>][] = [
    ['F', { created_at: '2026-02-20T02:00:00.000Z', lead_status: 3, source: 'direct' }],
    [
      'H',
      {
        created_at: '2026-03-05T02:00:00.000Z',
        source: 'bing',
        medium: 'organic',
        quarantine_reason: 'honeypot',
      },
    ],
    // Sunday 8 March 23:59 China: last week.
    [
      'E',
      {
        created_at: '2026-03-08T15:59:00.000Z',
        lead_status: 1,
        follow_up_date: '2026-03-11',
        source: 'baidu',
        medium: 'cpc',
        utm_source: 'baidu',
        utm_campaign: '2025qiuji',
        utm_term: '专升本',
      },
    ],
    // Monday 9 March 00:00 China: this week.
    [
      'D',
      {
        created_at: '2026-03-08T16:00:00.000Z',
        lead_status: 2,
        assignee: 'worker',
        follow_up_date: '2026-03-01',
        source: 'direct',
      },
    ],
    // Tuesday 10 March 23:59 China: this week, not today.
    [
      'C',
      {
        created_at: '2026-03-10T15:59:00.000Z',
        assignee: 'other',
        follow_up_date: '2026-03-09',
        source: 'wechat',
        medium: 'social',
        utm_campaign: 'autumn',
      },
    ],
    // Wednesday 11 March 00:30 China (still the 10th in UTC): today.
    [
      'B',
      {
        created_at: '2026-03-10T16:30:00.000Z',
        lead_status: 1,
        assignee: 'worker',
        follow_up_date: '2026-03-11',
        source: 'wechat',
        medium: 'social',
        utm_campaign: 'autumn',
        page_path: '/online_registration',
        page_title: '在线报名 - 华夏教育集团',
        landing_path: '/news?utm_source=wechat',
        referrer: 'https://mp.weixin.qq.com/s/x',
        utm_source: 'wechat',
        utm_medium: 'social',
        utm_content: '＠SUM(1)',
        device: 'phone',
        in_wechat: 1,
      },
    ],
    [
      'A',
      { created_at: '2026-03-11T01:00:00.000Z', source: 'baidu', medium: 'organic', platform: 'company' },
    ],
    [
      'G',
      {
        created_at: '2026-03-11T02:00:00.000Z',
        source: 'direct',
        quarantine_reason: 'tooFast',
        fill_ms: 200,
      },
    ],
  ];

  beforeAll(async () => {
    app = await build({ store });
    app.clock.now = () => NOW;
    // The sweep at start ran with the real clock: it must not meet the suspicious leads below.
    await app.leadRetention.sweepNow();
    await app.db.deleteFrom('site_message').execute();
    const make = async (username: string, roles: readonly RoleGrant[]) => {
      const id = await insertAccount(
        app.db,
        { username, displayName: `${username} 老师`, roles: [...roles], password: PASSWORD },
        new Date(NOW),
      );
      return { id, cookie: await signedIn(app, { username, password: PASSWORD }) };
    };
    ({ id: workerId, cookie: worker } = await make('home.worker', GRANTS.leadsEverywhere));
    ({ id: otherId } = await make('home.other', GRANTS.leadsEverywhere));
    ({ cookie: exporter } = await make('home.exporter', GRANTS.exportEverywhere));
    ({ id: contentId, cookie: editor } = await make('home.editor', GRANTS.groupEditor));
    for (const [n, [key, { assignee, ...row }]] of LEADS.entries()) {
      const inserted = await app.db
        .insertInto('site_message')
        .values({
          name: `学员${key}`,
          phone: `1350000000${n}`,
          channel: '运营营销',
          address: null,
          source_ip: null,
          status: 0,
          idempotency_key: null,
          public_id: `20000000-0000-4000-8000-00000000000${n}`,
          platform: 'academic',
          assignee_id: assignee === 'worker' ? workerId : assignee === 'other' ? otherId : null,
          created_at: '',
          ...row,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = inserted.id;
    }
  }, 60_000);

  const get = async <T>(url: string, cookie = worker) => {
    const response = await call(app, cookie, { method: 'GET', url: `${BASE}/${url}` });
    return { status: response.statusCode, ...envelope<T>(response) };
  };
  const put = async (url: string, payload: object, cookie = worker) => {
    const response = await call(app, cookie, { method: 'PUT', url: `${BASE}/${url}`, payload });
    return { status: response.statusCode, ...envelope<{ changed: number } | null>(response) };
  };
  const keysOf = async (query: string) => {
    const { data } = await get<PageOf<LeadListItem>>(`list?pageSize=100${query}`);
    const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
    return data.pageList.map((lead) => byId.get(lead.id)).sort();
  };
  const trailOf = (action: string) =>
    app.db
      .selectFrom('audit_log')
      .select(['entity_id', 'summary', 'staff_name'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  it('sums up the normal leads in China time: today, this week, open, due, mine, the newest', async () => {
    const { status, data } = await get<LeadSummary>('getSummary');
    expect(status).toBe(200);
    expect(data).toEqual({
      today: 2, // A, B (G is suspicious)
      thisWeek: 4, // A, B, C, D
      untouched: 2, // A, C
      unassigned: 2, // A, E (F is closed)
      followUpToday: 2, // B, E
      followUpOverdue: 1, // C (D is enrolled: nothing is due)
      mine: 1, // B (D is closed)
      quarantined: 2, // G, H
      // Stored without a due time (as before routing): never overdue (lead-routing.test.ts).
      overdue: 0,
      overdueBySite: [],
      latestId: ids.A,
      latestAt: '2026-03-11T01:00:00.000Z',
    });
  });

  it('filters the list: unassigned, open, follow-ups, source, campaign, mine; suspicious ones apart', async () => {
    expect(await keysOf('')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(await keysOf('&quarantined=false')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(await keysOf('&quarantined=true')).toEqual(['G', 'H']);
    expect(await keysOf('&quarantined=true&source=direct')).toEqual(['G']);
    expect(await keysOf('&unassigned=true')).toEqual(['A', 'E', 'F']);
    expect(await keysOf('&open=true')).toEqual(['A', 'B', 'C', 'E']);
    expect(await keysOf('&followUp=today')).toEqual(['B', 'E']);
    expect(await keysOf('&followUp=overdue')).toEqual(['C']);
    expect(await keysOf('&source=baidu')).toEqual(['A', 'E']);
    expect(await keysOf('&campaign=autumn')).toEqual(['B', 'C']);
    expect(await keysOf('&campaign=')).toEqual(['A', 'D', 'F']);
    expect(await keysOf(`&assigneeId=${workerId}&open=true`)).toEqual(['B']);
    const { data } = await get<PageOf<LeadListItem>>('list?quarantined=true');
    expect(data.pageList.map((lead) => [lead.quarantineReason, lead.sourceLabel])).toEqual([
      ['tooFast', '直接访问'],
      ['honeypot', '必应'],
    ]);
    for (const query of [
      'unassigned=maybe',
      'followUp=tomorrow',
      `source=${'s'.repeat(101)}`,
      'quarantined=2',
    ]) {
      const refused = await get(`list?${query}`);
      expect([query, refused.status, refused.code]).toEqual([query, 400, 100000001]);
      expect(refused.message).toMatch(CHINESE);
    }
  });

  it('answers the details of any lead, suspicious ones too, with their attribution', async () => {
    const { data } = await get<LeadDetails>(`details?id=${ids.B}`);
    expect(data).toMatchObject({
      source: 'wechat',
      sourceLabel: '微信',
      medium: 'social',
      campaign: 'autumn',
      device: 'phone',
      pagePath: '/online_registration',
      pageTitle: '在线报名 - 华夏教育集团',
      landingPath: '/news?utm_source=wechat',
      referrer: 'https://mp.weixin.qq.com/s/x',
      utmSource: 'wechat',
      utmMedium: 'social',
      utmCampaign: 'autumn',
      utmContent: '＠SUM(1)',
      inWechat: true,
      quarantineReason: null,
      restoredAt: null,
    });
    const suspicious = await get<LeadDetails>(`details?id=${ids.G}`);
    expect(suspicious.data).toMatchObject({ quarantineReason: 'tooFast', fillMs: 200, inWechat: false });
  });

  it('reports leads and enrolments per source per day, China time, periods listed even when empty', async () => {
    const { status, data } = await get<ChannelReport>('getChannelReport?from=2026-03-05&to=2026-03-11');
    expect(status).toBe(200);
    const none = { leads: 0, enrolled: 0 };
    const one = { leads: 1, enrolled: 0 };
    // Stored without a first response or a due time (the response times: lead-routing.test.ts).
    const unanswered = (leads: number) => ({
      responded: 0,
      unanswered: leads,
      medianMinutes: null,
      judged: 0,
      withinTarget: 0,
    });
    expect(data).toEqual({
      interval: 'day',
      by: 'source',
      periods: [
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
        '2026-03-08',
        '2026-03-09',
        '2026-03-10',
        '2026-03-11',
      ],
      rows: [
        {
          key: 'baidu',
          label: '百度',
          total: { leads: 2, enrolled: 0 },
          byPeriod: [none, none, none, one, none, none, one],
          response: unanswered(2),
        },
        {
          key: 'wechat',
          label: '微信',
          total: { leads: 2, enrolled: 0 },
          byPeriod: [none, none, none, none, none, one, one],
          response: unanswered(2),
        },
        {
          key: 'direct',
          label: '直接访问',
          total: { leads: 1, enrolled: 1 },
          byPeriod: [none, none, none, none, { leads: 1, enrolled: 1 }, none, none],
          response: unanswered(1),
        },
      ],
      totals: { leads: 5, enrolled: 1 },
      response: unanswered(5),
    });
  });

  it('reports per campaign per week (weeks start on Monday), for one platform, or empty', async () => {
    const weekly = await get<ChannelReport>(
      'getChannelReport?from=2026-03-01&to=2026-03-11&interval=week&by=campaign',
    );
    expect(weekly.data.periods).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(
      weekly.data.rows.map((row) => [row.key, row.label, row.total, row.byPeriod.map((c) => c.leads)]),
    ).toEqual([
      ['', '（无活动）', { leads: 2, enrolled: 1 }, [0, 0, 2]],
      ['autumn', 'autumn', { leads: 2, enrolled: 0 }, [0, 0, 2]],
      ['2025qiuji', '2025qiuji', { leads: 1, enrolled: 0 }, [0, 1, 0]],
    ]);
    const company = await get<ChannelReport>(
      'getChannelReport?from=2026-03-01&to=2026-03-11&platform=company',
    );
    expect(company.data.rows.map((row) => row.key)).toEqual(['baidu']);
    const empty = await get<ChannelReport>('getChannelReport?from=2025-01-01&to=2025-12-31&interval=week');
    expect(empty.data.rows).toEqual([]);
    expect(empty.data.periods[0]).toBe('2024-12-30');
    expect(empty.data.periods).toHaveLength(53);
    expect(empty.data.totals).toEqual({ leads: 0, enrolled: 0 });
  });

  it.each([
    ['', '请求参数不正确'],
    ['from=2026-03-01', '请求参数不正确'],
    ['from=2026-02-30&to=2026-03-01', '开始日期不正确'],
    ['from=2026-03-01&to=2026-04-31', '结束日期不正确'],
    ['from=2026-03-11&to=2026-03-10', '结束日期不能早于开始日期'],
    ['from=2025-01-01&to=2026-01-02', '统计范围不能超过 366 天'],
    ['from=2026-03-01&to=2026-03-11&interval=month', '统计周期应为 day 或 week'],
    ['from=2026-03-01&to=2026-03-11&by=page', '分组应为 source、campaign 或 answer'],
    ['from=2026/03/01&to=2026-03-11', '开始日期格式应为 YYYY-MM-DD'],
  ])('refuses the report query %p with a Chinese message', async (query, message) => {
    const refused = await get(`getChannelReport?${query}`);
    expect([refused.status, refused.code]).toEqual([400, 100000001]);
    if (message === '请求参数不正确') expect(refused.message).toMatch(CHINESE);
    else expect(refused.message).toBe(message);
  });

  it('sets one status for several leads, audited per lead changed; unknown ids change nothing', async () => {
    const before = (await trailOf('updateStatus')).length;
    const missing = await put('updateStatusBatch', { ids: [ids.A, 999999, ids.B], status: 1 });
    expect(missing.status).toBe(404);
    expect(missing).toMatchObject({ code: 100000002, message: '线索不存在（编号 999999），未做任何修改' });
    expect((await get<LeadDetails>(`details?id=${ids.A}`)).data.status).toBe(0);

    const done = await put('updateStatusBatch', { ids: [ids.A, ids.B], status: 1 });
    expect(done).toMatchObject({ status: 200, code: 0, data: { changed: 1 } }); // B already was
    const trail = (await trailOf('updateStatus')).slice(before);
    expect(trail.map((row) => [row.entity_id, JSON.parse(row.summary)])).toEqual([
      [String(ids.A), { status: { from: '新线索', to: '已联系' }, bulk: true }],
    ]);
    expect(trail[0]!.staff_name).toBe('home.worker');
    for (const bad of [
      { ids: [], status: 1 },
      { ids: [ids.A, ids.A], status: 1 },
      { ids: [ids.A], status: 9 },
      { ids: Array.from({ length: 1001 }, (_, n) => n + 1), status: 1 },
    ]) {
      const refused = await put('updateStatusBatch', bad);
      expect([refused.status, refused.code]).toEqual([400, 100000001]);
      expect(refused.message).toMatch(CHINESE);
    }
    // A form body, as the console sends its calls: one id is a single value.
    const form = await call(app, worker, {
      method: 'PUT',
      url: `${BASE}/updateStatusBatch`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ids=${ids.A}&status=0`,
    });
    expect(envelope(form)).toMatchObject({ code: 0, data: { changed: 1 } });
  });

  it('gives several leads to one account, as assign does; a wrong account changes nothing', async () => {
    const refused = await put('assignBatch', { ids: [ids.A, ids.E], staffId: contentId });
    expect(refused).toMatchObject({ status: 400, message: '负责人须为启用且负责该站点线索的账号' });
    const done = await put('assignBatch', { ids: [ids.A, ids.E, ids.C], staffId: otherId });
    expect(done.data).toEqual({ changed: 2 }); // C already was
    const trail = await trailOf('assign');
    expect(trail.slice(-2).map((row) => [row.entity_id, JSON.parse(row.summary)])).toEqual(
      [
        [
          String(ids.E),
          {
            // The names on both sides (issue 36): an id alone means nothing in the trail.
            assignee: { from: null, fromName: null, to: otherId, toName: 'home.other 老师' },
            bulk: true,
          },
        ],
        [
          String(ids.A),
          {
            // The names on both sides (issue 36): an id alone means nothing in the trail.
            assignee: { from: null, fromName: null, to: otherId, toName: 'home.other 老师' },
            bulk: true,
          },
        ],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect((await get<LeadSummary>('getSummary')).data.unassigned).toBe(0);
    expect((await put('assignBatch', { ids: [ids.A, ids.E], staffId: null })).data).toEqual({ changed: 2 });
    expect((await get<LeadSummary>('getSummary')).data.unassigned).toBe(2);
  });

  it('restores suspicious leads into the normal list, audited; normal ones in the list are left alone', async () => {
    const missing = await put('restore', { ids: [ids.G, 999998] });
    expect(missing).toMatchObject({ status: 404, code: 100000002 });
    const done = await put('restore', { ids: [ids.G, ids.A] });
    expect(done.data).toEqual({ changed: 1 });
    const restored = await get<LeadDetails>(`details?id=${ids.G}`);
    expect(restored.data).toMatchObject({ quarantineReason: null, restoredAt: new Date(NOW).toISOString() });
    expect(await keysOf('&quarantined=true')).toEqual(['H']);
    expect(await keysOf('')).toContain('G');
    expect((await trailOf('restore')).map((row) => [row.entity_id, JSON.parse(row.summary)])).toEqual([
      [String(ids.G), { quarantineReason: '填写过快（不到 1.5 秒）' }],
    ]);
    // Again: nothing left to restore, nothing changed.
    expect((await put('restore', { ids: [ids.G] })).data).toEqual({ changed: 0 });
    expect((await get<LeadSummary>('getSummary')).data).toMatchObject({ quarantined: 1, latestId: ids.G });
  });

  it('exports the notes (oldest first, author and China time) and the attribution, formulas neutralised', async () => {
    for (const text of ['第一次联系，未接通', ' =1+1 下周再打']) {
      await call(app, worker, { method: 'POST', url: `${BASE}/saveNote`, payload: { id: ids.B, text } });
    }
    const response = await call(app, exporter, { method: 'GET', url: `${BASE}/export?campaign=autumn` });
    expect(response.statusCode).toBe(200);
    const body = response.body.replace(/^\uFEFF/, '');
    const header = body.split('\r\n')[0]!.split(',');
    // Then a column per field of the forms of the sites exported: the demo's 成人教育 form.
    expect(header).toEqual([...EXPORT_HEADER, '当前学历', '意向专业']);
    expect(body).toContain(
      ",/online_registration,在线报名 - 华夏教育集团,/news?utm_source=wechat,微信,社交媒体,autumn,,'＠SUM(1),https://mp.weixin.qq.com/s/x,手机,是,," +
        // The lead did not answer the two fields: empty cells.
        '"2026-03-11 12:00 home.worker 老师：第一次联系，未接通\n2026-03-11 12:00 home.worker 老师：=1+1 下周再打",,\r\n',
    );
    const suspicious = await call(app, exporter, { method: 'GET', url: `${BASE}/export?quarantined=true` });
    expect(suspicious.body).toContain('填写了隐藏字段');
    expect(suspicious.body).not.toMatch(/学员[A-F]/);
  });

  it('lets only the leads bit in: an editor is refused every new call', async () => {
    for (const [method, url] of [
      ['GET', 'getSummary'],
      ['GET', 'getChannelReport?from=2026-03-01&to=2026-03-11'],
      ['PUT', 'updateStatusBatch'],
      ['PUT', 'assignBatch'],
      ['PUT', 'restore'],
    ] as const) {
      const response = await call(app, editor, {
        method,
        url: `${BASE}/${url}`,
        ...(method === 'PUT' ? { payload: { ids: [ids.A], status: 1 } } : {}),
      });
      expect([url, response.statusCode, envelope(response).code]).toEqual([url, 403, 100000006]);
    }
    expect((await get<LeadDetails>(`details?id=${ids.A}`)).data.status).toBe(0);
  });
});

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-1+1', "'-1+1"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    // After spaces (also full-width and non-breaking ones), and the full-width signs.
    [' =1+1', "' =1+1"],
    ['   +1', "'   +1"],
    ['\u3000=1', "'\u3000=1"],
    ['\u00A0@x', "'\u00A0@x"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(1)', "'＠SUM(1)"],
    [' ＝1', "' ＝1"],
  ])('neutralises a formula: %p', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each(['张三', '13800138000', '2026-03-01 10:00:00', 'a=b', '1+1', ' 张三', '（无活动）', ''])(
    'leaves %p as it is',
    (value) => {
      expect(csvCell(value)).toBe(value);
    },
  );

  it('writes a phone as ="…", which Excel and WPS keep as text, and only digits so', () => {
    expect(csvCell(digitsAsText('13800138000'))).toBe('"=""13800138000"""');
    // A CSV reader (RFC 4180) reads the cell back as the formula a spreadsheet evaluates to the text.
    const [, field] = /^"((?:[^"]|"")*)"$/.exec(csvCell(digitsAsText('13800138000')))!;
    expect(field!.replace(/""/g, '"')).toBe('="13800138000"');
    // An anonymised lead's empty phone, or anything but digits, is an ordinary (guarded) cell.
    expect(csvCell(digitsAsText(''))).toBe('');
    expect(csvCell(digitsAsText('=1+1'))).toBe("'=1+1");
    expect(csvCell(digitsAsText('138 0013 8000'))).toBe('138 0013 8000');
    expect(csvCell({ digits: '=HYPERLINK("x")' })).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell({ digits: '+1' })).toBe("'+1");
  });
});
