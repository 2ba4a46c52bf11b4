import type { PageOf } from '@contract/common';
import type { RevisionComparison, RevisionDetails, RevisionItem, RevisionRestored } from '@contract/revision';
import type { ContentAdminDetails } from '@contract/site-content';
import type { SiteSetting } from '@contract/site-setting';
import type { AuditEntry } from '@contract/staff';
import { envelope, expectRefused, rowCount, STORES } from '../../../../helper';
import { call, signedInAsNew, staffFixture, type Method, GRANTS } from '../../bms/system/staff';

const WEB = '/api/cms/web';

describe.each(STORES)('revisions on %s', (store) => {
  const staff = staffFixture(store);
  const send = <T = unknown>(method: Method, url: string, payload?: unknown, as = staff.editor) =>
    staff.send<T>(method, `${WEB}${url}`, payload, as);
  const get = <T>(url: string) => send<T>('GET', url);
  const revisionsOf = async (entity: string, recordId: number) =>
    (await get<PageOf<RevisionItem>>(`/revision/list?entity=${entity}&recordId=${recordId}&pageSize=100`))
      .data.pageList;
  const newMenu = async (name: string) => {
    const saved = await send<{ id: number }>('POST', '/siteMenu', {
      platform: 'company',
      name,
      pageType: '新闻列表',
      status: true,
    });
    expect(saved.code).toBe(0);
    return saved.data.id;
  };
  const restoreAudits = async () => {
    const response = await call(staff.app, staff.admin, {
      method: 'GET',
      url: '/api/bms/system/auditLog/list?entity=siteContent&pageSize=100',
    });
    return envelope<PageOf<AuditEntry>>(response).data.pageList.filter((row) => row.action === 'restore');
  };

  it('keeps a revision of every save, compares two and restores one as a new, audited save', async () => {
    const menuId = await newMenu('版本测试栏目');
    const created = await send<{ id: number }>('POST', '/siteContent', {
      menuId,
      title: '第一版标题',
      publishTime: '2026-03-01 09:00',
      body: '<p>招生简章 第一版 <script>alert(1)</script></p>',
      status: true,
    });
    const id = created.data.id;
    await send('POST', '/siteContent', {
      id,
      menuId,
      title: '第二版标题',
      publishTime: '2026-03-01 09:00',
      body: '<p>招生简章 第二版</p>',
      // Withdrawn (a save that leaves `status` out keeps it: issue 35).
      status: false,
    });
    await send('POST', '/siteContent', {
      id,
      menuId,
      title: '第三版标题',
      publishTime: '2026-03-01 09:00',
      body: '<p>招生简章 第二版</p>',
    });

    const list = await revisionsOf('siteContent', id);
    expect(list.map((item) => [item.version, item.action, item.changedFields])).toEqual([
      [3, 'update', ['标题']],
      [2, 'update', ['标题', '正文', '发布']],
      [1, 'create', []],
    ]);
    expect(list[0]!.staffName).toBe('演示编辑');
    // Paged, newest first.
    const page2 = await get<PageOf<RevisionItem>>(
      `/revision/list?entity=siteContent&recordId=${id}&pageSize=2&pageNum=2`,
    );
    expect([page2.data.total, page2.data.pageList.map((item) => item.version)]).toEqual([3, [1]]);

    const first = list[2]!;
    const details = await get<RevisionDetails>(`/revision/details?entity=siteContent&id=${first.id}`);
    expect(details.data.name).toBe('第一版标题');
    const body = details.data.fields.find((field) => field.key === 'body')!;
    // The revision holds the record as stored: sanitised.
    expect([body.label, body.kind, body.value]).toEqual(['正文', 'html', '<p>招生简章 第一版 </p>']);

    const compared = await get<RevisionComparison>(
      `/revision/compare?entity=siteContent&from=${list[0]!.id}&to=${first.id}`,
    );
    expect([compared.data.from.version, compared.data.to.version]).toEqual([1, 3]);
    const title = compared.data.fields.find((field) => field.key === 'title')!;
    expect(title).toEqual({
      key: 'title',
      label: '标题',
      kind: 'text',
      before: '第一版标题',
      after: '第三版标题',
      changed: true,
    });
    const status = compared.data.fields.find((field) => field.key === 'status')!;
    expect([status.before, status.after, status.changed]).toEqual(['是', '否', true]);
    expect(compared.data.fields.find((field) => field.key === 'summary')!.changed).toBe(false);

    const auditsBefore = (await restoreAudits()).length;
    const restored = await send<RevisionRestored>('PUT', '/revision/restore', {
      entity: 'siteContent',
      id: first.id,
    });
    expect(restored.data).toEqual({ recordId: id, version: 4 });
    const now = (await get<ContentAdminDetails>(`/siteContent/details?id=${id}`)).data;
    // The text is version 1's; whether it is on the site stays as it is now (a draft since version 2).
    expect([now.title, now.body, now.status]).toEqual(['第一版标题', '<p>招生简章 第一版 </p>', false]);
    const after = await revisionsOf('siteContent', id);
    expect([after[0]!.version, after[0]!.action, after[0]!.restoredFrom]).toEqual([4, 'restore', 1]);
    const audits = await restoreAudits();
    expect(audits.length).toBe(auditsBefore + 1);
    expect(audits[0]!.entityId).toBe(String(id));
    expect(audits[0]!.summary).toMatchObject({ changes: { title: { to: '第一版标题' } }, restoredFrom: 1 });
  });

  it('refuses bad restores and comparisons with a message, changing nothing', async () => {
    const menuA = await newMenu('将删除的栏目');
    const menuB = await newMenu('保留的栏目');
    const one = (await send<{ id: number }>('POST', '/siteContent', { menuId: menuA, title: '在 A 中' })).data
      .id;
    await send('POST', '/siteContent', { id: one, menuId: menuB, title: '移到 B' });
    const other = (await send<{ id: number }>('POST', '/siteContent', { menuId: menuB, title: '另一条' }))
      .data.id;
    const [moved, inA] = await revisionsOf('siteContent', one);
    const [otherFirst] = await revisionsOf('siteContent', other);
    expect((await send('DELETE', `/siteMenu?id=${menuA}`)).code).toBe(0);

    const counts = async () => [
      await rowCount(staff.app.db, 'revision'),
      await rowCount(staff.app.db, 'audit_log'),
      (await get<ContentAdminDetails>(`/siteContent/details?id=${one}`)).data.title,
    ];
    const before = await counts();
    // Its menu was deleted since: the content save's own check, named as a restore's refusal.
    expectRefused(
      await send('PUT', '/revision/restore', { entity: 'siteContent', id: inA!.id }),
      '无法恢复版本 1：所选栏目不存在',
    );
    expectRefused(
      await get(`/revision/compare?entity=siteContent&from=${moved!.id}&to=${otherFirst!.id}`),
      '同一条记录',
    );
    expectRefused(
      await send('PUT', '/revision/restore', { entity: 'siteMenu', id: inA!.id }),
      '不是栏目的版本',
    );
    expectRefused(await get(`/revision/details?entity=coworker&id=${inA!.id}`), '不是教师的版本');
    expectRefused(
      await send('PUT', '/revision/restore', { entity: 'siteContent', id: 99999999 }),
      '版本不存在',
    );
    expectRefused(await get('/revision/compare?entity=siteContent&from=99999999&to=1'), '版本不存在');
    expectRefused(await get('/revision/list?entity=leads&recordId=1'), '记录类型不正确');
    expectRefused(await send('PUT', '/revision/restore', { entity: 'siteContent' }), '请选择要恢复的版本');
    expect(await counts()).toEqual(before);

    // A record deleted since: its revisions are still listed, but not restored.
    expect((await send('DELETE', `/siteContent?id=${other}`)).code).toBe(0);
    expect((await revisionsOf('siteContent', other)).length).toBe(1);
    const count = await rowCount(staff.app.db, 'revision');
    expectRefused(
      await send('PUT', '/revision/restore', { entity: 'siteContent', id: otherFirst!.id }),
      '该内容已删除，无法恢复',
    );
    expect(await rowCount(staff.app.db, 'revision')).toBe(count);
  });

  it('keeps REVISIONS_KEPT revisions per record, the oldest removed by the save', async () => {
    const kept = staff.app.config.revisionsKept;
    staff.app.config.revisionsKept = 3;
    try {
      const menuId = await newMenu('修剪测试');
      const id = (await send<{ id: number }>('POST', '/siteContent', { menuId, title: '版本 1' })).data.id;
      for (const n of [2, 3, 4, 5]) await send('POST', '/siteContent', { id, menuId, title: `版本 ${n}` });
      const list = await revisionsOf('siteContent', id);
      expect(list.map((item) => item.version)).toEqual([5, 4, 3]);
    } finally {
      staff.app.config.revisionsKept = kept;
    }
  });

  it('keeps a seeded record as it was before its first save (baseline), restorable', async () => {
    const [banner] = (await get<{ id: number; title: string }[]>('/siteBanner/list?platform=company')).data;
    const details = (await get<Record<string, unknown>>(`/siteBanner/details?id=${banner!.id}`)).data;
    const { id, platform, title, image, url, status } = details;
    await send('POST', '/siteBanner', { id, platform, title: '改过的轮播图', image, url, status });
    const list = await revisionsOf('siteBanner', banner!.id);
    expect(list.map((item) => [item.version, item.action, item.staffName, item.changedFields])).toEqual([
      [2, 'update', '演示编辑', ['标题']],
      [1, 'baseline', null, []],
    ]);
    const restored = await send<RevisionRestored>('PUT', '/revision/restore', {
      entity: 'siteBanner',
      id: list[1]!.id,
    });
    expect(restored.data.version).toBe(3);
    expect((await get<{ title: string }>(`/siteBanner/details?id=${banner!.id}`)).data.title).toBe(title);
  });

  it('keeps the site settings’ revisions; a restore goes through the settings’ save', async () => {
    const setting = (await get<SiteSetting>('/siteSetting/details?platform=academic')).data;
    const saved = await send<{ id: number }>('POST', '/siteSetting', {
      ...setting,
      siteTitle: '改过的站点标题',
    });
    const [latest, baseline] = await revisionsOf('siteSetting', saved.data.id);
    // The console names the settings by their platform.
    const byPlatform = await get<PageOf<RevisionItem>>('/revision/list?entity=siteSetting&platform=academic');
    expect(byPlatform.data.pageList.map((item) => item.id)).toEqual([latest!.id, baseline!.id]);
    expectRefused(await get('/revision/list?entity=siteContent'), '请提供记录编号');
    expect([latest!.changedFields, baseline!.action]).toEqual([['站点标题'], 'baseline']);
    const compared = await get<RevisionComparison>(
      `/revision/compare?entity=siteSetting&from=${baseline!.id}&to=${latest!.id}`,
    );
    const icp = compared.data.fields.find((field) => field.key === 'icpLinks')!;
    expect([icp.label, icp.changed]).toEqual(['备案链接', false]);
    await send('PUT', '/revision/restore', { entity: 'siteSetting', id: baseline!.id });
    const now = (await get<SiteSetting>('/siteSetting/details?platform=academic')).data;
    expect(now).toEqual(setting);
  });

  it('needs the family’s permission', async () => {
    const leadsOnly = await signedInAsNew(staff.app, 'leads.rev', GRANTS.leadsEverywhere);
    const denied = await send('GET', '/revision/list?entity=siteContent&recordId=1', undefined, leadsOnly);
    expect([denied.status, denied.code]).toEqual([403, 100000006]);
    const restore = await send('PUT', '/revision/restore', { entity: 'siteContent', id: 1 }, leadsOnly);
    expect([restore.status, restore.code]).toEqual([403, 100000006]);
    const signedOut = await call(staff.app, null, {
      method: 'GET',
      url: `${WEB}/revision/list?entity=siteContent&recordId=1`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
