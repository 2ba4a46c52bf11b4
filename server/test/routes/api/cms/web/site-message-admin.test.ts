import { insertAccount } from '../../../../../src/staff/accounts';
import { maskOf } from '../../../../../../contract/permissions';
import type { LeadAssignee, LeadDetails, LeadListItem } from '../../../../../../contract/site-message';
import type { PageOf } from '../../../../../../contract/common';
import { build, CHINESE, envelope, STORES, type TestApp } from '../../../../helper';
import { call, signedIn } from '../../bms/system/staff';

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
    const make = async (username: string, permissions: number) => {
      const id = await insertAccount(
        app.db,
        { username, displayName: username, permissions, password: PASSWORD },
        new Date(),
      );
      return { id, cookie: await signedIn(app, { username, password: PASSWORD }) };
    };
    const a = await make('lead.worker', maskOf('leads'));
    leads = a.cookie;
    leadsStaffId = a.id;
    exporter = (await make('lead.exporter', maskOf('leads', 'leadExport'))).cookie;
    const c = await make('content.only', maskOf('content'));
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

  it('lists who a lead can be given to: enabled accounts with the leads bit, id and name only', async () => {
    await insertAccount(
      app.db,
      {
        username: 'lead.left',
        displayName: '已离职',
        permissions: maskOf('leads'),
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
    });
    expect(assignees.map((assignee) => assignee.id)).not.toContain(contentStaffId);
    // Every one of them is accepted by assign.
    const id = await idOf('王_五%');
    for (const assignee of assignees) {
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
    expect(lines[0]).toBe('编号,姓名,手机号,渠道,平台,提交时间,状态,负责人,回访日期,重复手机号,来源页面');
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://x"")",13700137000,运营营销,职业教育,2026-03-03 00:00:00,新线索`,
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
      .select(['action'])
      .where('entity_id', '=', String(id))
      .where('action', '=', 'delete')
      .execute();
    expect(trail).toHaveLength(1);
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
    expect(body).toContain(',学员99999,13900099999,');
  }, 180_000);
});
