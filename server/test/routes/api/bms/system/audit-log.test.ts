import type { AuditChange } from '@contract/audit';
import type { ContentAdminDetails } from '@contract/site-content';
import type { SiteSetting } from '@contract/site-setting';
import type { AuditEntry } from '@contract/staff';
import { CHINESE, envelope, menuId, STORES } from '../../../../helper';
import { call, staffFixture, type Method } from './staff';

type Summary = { name?: string; changes?: Record<string, AuditChange> };

/**
 * The trail people read (issue 25 item 4): a save records the record's name and, per field,
 * only what changed, before and after; the list answers the name (kept after a delete) and
 * whether the record still exists; nonsense filters are refused in Chinese.
 */
describe.each(STORES)('the audit trail of saves on %s', (store) => {
  const staff = staffFixture(store);
  const send = <T = unknown>(method: Method, url: string, payload?: unknown) =>
    staff.send<T>(method, `/api/cms/web${url}`, payload);
  const trail = async (query: string) => {
    const response = await call(staff.app, staff.admin, {
      method: 'GET',
      url: `/api/bms/system/auditLog/list?${query}`,
    });
    return { status: response.statusCode, ...envelope<{ total: number; pageList: AuditEntry[] }>(response) };
  };
  const newest = async (entity: string) => (await trail(`entity=${entity}&pageSize=1`)).data.pageList[0]!;

  it('an update of one field records that field only, before and after, with the name', async () => {
    const banner = {
      platform: 'company',
      title: '审计轮播图',
      image: '/upload/a.png',
      url: null,
      status: true,
    };
    const { data } = await send<{ id: number }>('POST', '/siteBanner', banner);
    const created = await newest('siteBanner');
    expect(created).toMatchObject({
      action: 'create',
      entityId: String(data.id),
      name: '审计轮播图',
      exists: true,
    });
    expect((created.summary as Summary).changes).toMatchObject({
      title: { to: '审计轮播图' },
      status: { to: true },
    });

    expect((await send('POST', '/siteBanner', { ...banner, id: data.id, status: false })).code).toBe(0);
    const updated = await newest('siteBanner');
    expect(updated).toMatchObject({ action: 'update', name: '审计轮播图', exists: true });
    expect(updated.summary).toEqual({ name: '审计轮播图', changes: { status: { from: true, to: false } } });

    // Saved again unchanged (a time sent back without its seconds is the same time): no changes.
    await staff.app.db
      .updateTable('site_banner')
      .set({ publish_time: '2026-03-01T01:00:42.123Z' })
      .where('id', '=', data.id)
      .execute();
    await send('POST', '/siteBanner', {
      ...banner,
      id: data.id,
      status: false,
      publishTime: '2026-03-01 09:00',
    });
    expect((await newest('siteBanner')).summary).toEqual({ name: '审计轮播图', changes: {} });
    await send('POST', '/siteBanner', {
      ...banner,
      id: data.id,
      status: false,
      publishTime: '2026-03-01 09:01',
    });
    expect((await newest('siteBanner')).summary).toMatchObject({
      changes: {
        publishTime: {
          from: expect.stringMatching(/^2026-03-01T01:00/),
          to: expect.stringMatching(/^2026-03-01T01:01/),
        },
      },
    });
    await send('POST', '/siteBanner', { ...banner, id: data.id, status: false });
    await send('POST', '/siteBanner', { ...banner, id: data.id, status: false });
    expect((await newest('siteBanner')).summary).toEqual({ name: '审计轮播图', changes: {} });

    // Deleted: the rows keep the name, and say the record is gone.
    expect((await send('DELETE', `/siteBanner?id=${data.id}`)).code).toBe(0);
    const rows = (await trail('entity=siteBanner&pageSize=4')).data.pageList;
    expect(rows[0]).toMatchObject({ action: 'delete', name: '审计轮播图', exists: false });
    expect(rows.every((row) => row.name === '审计轮播图' && !row.exists)).toBe(true);
  });

  it('a content item: its title, its menu by name, its rich text by length; nothing else', async () => {
    const news = await menuId(staff.app.db, '新闻动态');
    const { data } = await send<{ id: number }>('POST', '/siteContent', {
      menuId: news,
      title: '审计标题',
      body: '<p>一二三</p>',
      publishTime: '2026-03-01 09:00',
      status: false,
    });
    const details = (await send<ContentAdminDetails>('GET', `/siteContent/details?id=${data.id}`)).data;
    const other = await menuId(staff.app.db, '通知公告');
    await send('POST', '/siteContent', {
      id: data.id,
      menuId: other,
      title: '审计标题（改）',
      summary: details.summary,
      url: details.url,
      image: details.image,
      video: details.video,
      body: '<p>一二三四五</p>',
      publishTime: '2026-03-01 09:00',
      endTime: null,
      status: false,
    });
    const row = await newest('siteContent');
    expect(row.name).toBe('审计标题（改）');
    expect(row.summary).toEqual({
      name: '审计标题（改）',
      changes: {
        title: { from: '审计标题', to: '审计标题（改）' },
        menuId: { from: news, fromName: '新闻动态', to: other, toName: '通知公告' },
        body: { from: 3, to: 5, richText: true },
      },
    });
    expect(JSON.stringify(row.summary)).not.toContain('<p>');
  });

  it('a site settings change of one field is one change', async () => {
    const setting = (await send<SiteSetting>('GET', '/siteSetting/details?platform=academic')).data;
    const body = {
      platform: 'academic',
      siteTitle: setting.siteTitle,
      contactTitle: setting.contactTitle,
      copyright: setting.copyright,
      address: setting.address,
      phone: setting.phone,
      email: setting.email,
      homeUrl: setting.homeUrl,
      wechatQr: setting.wechatQr,
      weiboQr: setting.weiboQr,
      xiaohongshuQr: setting.xiaohongshuQr,
      icpLinks: setting.icpLinks,
      enrollNotice: setting.enrollNotice,
      workingHours: setting.workingHours,
      leadNextSteps: setting.leadNextSteps,
      privacyMenuId: setting.privacyMenuId,
    };
    expect((await send('POST', '/siteSetting', { ...body, email: 'audit@example.com' })).code).toBe(0);
    const row = await newest('siteSetting');
    expect(row).toMatchObject({
      action: 'update',
      name: setting.siteTitle,
      exists: true,
      platform: 'academic',
    });
    expect(row.summary).toEqual({
      name: setting.siteTitle,
      changes: { email: { from: setting.email, to: 'audit@example.com' } },
    });
  });

  it('older rows get the name they stored or the record has now', async () => {
    const content = await staff.app.db
      .selectFrom('site_content')
      .select(['id', 'title'])
      .executeTakeFirstOrThrow();
    await staff.app.db
      .insertInto('audit_log')
      .values([
        {
          at: '2020-01-01T00:00:00.000Z',
          staff_id: null,
          staff_name: 'old',
          action: 'update',
          entity: 'siteContent',
          entity_id: String(content.id),
          summary: JSON.stringify({ menuId: 1, status: true }),
          ip: null,
        },
        {
          at: '2020-01-01T00:00:01.000Z',
          staff_id: null,
          staff_name: 'old',
          action: 'delete',
          entity: 'siteContent',
          entity_id: '999999',
          summary: JSON.stringify({ title: '早已删除' }),
          ip: null,
        },
      ])
      .execute();
    const rows = (await trail('to=2020-01-02&entity=siteContent')).data.pageList;
    expect(rows.map((row) => [row.name, row.exists])).toEqual([
      ['早已删除', false],
      [content.title, true],
    ]);
  });

  it('a new order names the records in it, and a page type its template by name (issue 36)', async () => {
    const listed = await send<
      { id: number; title: string }[] | { pageList: { id: number; title: string }[] }
    >('GET', '/siteBanner/list?platform=company&pageSize=100');
    const banners = Array.isArray(listed.data) ? listed.data : listed.data.pageList;
    const order = [...banners].reverse();
    expect((await send('PUT', '/siteBanner/sort', { ids: order.map((banner) => banner.id) })).code).toBe(0);
    expect((await newest('siteBanner')).summary).toEqual({
      ids: order.map((banner) => banner.id),
      names: order.map((banner) => banner.title),
    });

    const templates = (await send<{ key: string; name: string }[]>('GET', '/pageType/listTemplate')).data;
    const { data } = await send<{ id: number }>('POST', '/pageType', {
      name: '审计专题页',
      templateKey: templates[0]!.key,
    });
    expect((await newest('pageType')).summary).toMatchObject({
      name: '审计专题页',
      changes: { templateKey: { to: templates[0]!.key, toName: templates[0]!.name } },
    });
    expect((await send('DELETE', `/pageType?id=${data.id}`)).code).toBe(0);
  });

  it("an account change that names nobody gets the account's name as it is written", async () => {
    const before = (await trail('entity=staffAccount&pageSize=1')).data.total;
    await call(staff.app, staff.admin, {
      method: 'PUT',
      url: '/api/bms/system/admin/confirmPassword',
      payload: { password: 'Huaxia@2026demo' },
    });
    const editorId = (
      await call(staff.app, staff.admin, { method: 'GET', url: '/api/bms/system/admin/list?pageSize=100' })
    )
      .json<{ data: { pageList: { id: number; username: string }[] } }>()
      .data.pageList.find((account) => account.username === 'editor')!.id;
    const reset = await call(staff.app, staff.admin, {
      method: 'PUT',
      url: '/api/bms/system/admin/resetPassword',
      payload: { id: editorId },
    });
    expect(envelope(reset).code).toBe(0);
    const { data } = await trail('entity=staffAccount&pageSize=1');
    expect(data.total).toBe(before + 1);
    expect(data.pageList[0]).toMatchObject({ action: 'resetPassword', name: 'editor' });
    expect(data.pageList[0]!.summary).toMatchObject({ name: 'editor', generated: true });
  });

  it('refuses nonsense filters with a Chinese message, never a 5xx', async () => {
    for (const bad of [
      'from=2026-13-45',
      'to=2026-02-30',
      'from=2026-02-01T25:00',
      'from=2026-03-02&to=2026-03-01',
      'entity=nothing',
      'entity=',
      'staffId=99999999999',
      'staffId=-1',
      'pageNum=0',
      'pageNum=abc',
    ]) {
      const answer = await trail(bad);
      expect([bad, answer.status]).toEqual([bad, 400]);
      expect(answer.code).not.toBe(0);
      expect(answer.message).toMatch(CHINESE);
    }
    expect((await trail('from=2026-02-28&to=2026-03-01')).code).toBe(0);
  });
});
