import type { LeadSourceAliasList, LeadSourceAliasSaved, LeadSourceCount } from '@contract/lead-source-alias';
import type { ChannelReport } from '@contract/site-message';
import { build, envelope, rowCount, STORES, type TestApp } from '../../../../helper';
import { ADMIN, call, GRANTS, sendAs, signedIn, signedInAsNew } from '../../bms/system/staff';

/**
 * 来源别名 (issue 38 item 4) on both stores: a staff alias counts the leads of its spelling under
 * one source — the stored ones at once, in the change's transaction (their `source` only; what
 * the link carried stays, no lead lost or otherwise rewritten), the new ones as they come — and
 * the channel report and the inbox's source choices stop splitting it in two. Refusals in words
 * change nothing; a role of one site cannot change what every site's leads are counted under.
 */
const ALIAS = '/api/cms/web/leadSourceAlias';
const LEADS = '/api/cms/web/siteMessage';

describe.each(STORES)('source aliases on %s', (store) => {
  let app: TestApp;
  let admin: string;
  let oneSiteLead: string;
  let everySiteLead: string;
  let officer: string;

  beforeAll(async () => {
    app = await build({ store, env: { LEAD_RATE_LIMIT: '10000', LEAD_PHONE_DAILY_LIMIT: '1000' } });
    await app.db.deleteFrom('site_message').execute();
    admin = await signedIn(app, ADMIN);
    oneSiteLead = await signedInAsNew(app, 'alias.one', [{ role: 'admissionsLead', sites: ['vocational'] }]);
    everySiteLead = await signedInAsNew(app, 'alias.every', GRANTS.exportEverywhere, '全站招生主管');
    officer = await signedInAsNew(app, 'alias.officer', [{ role: 'admissionsOfficer', sites: ['academic'] }]);
  }, 60_000);

  const lead = async (utmSource: string, phone: string, extra: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: `${LEADS}/saveForClient`,
      payload: { name: '张三', phone, fillMs: 3000, utmSource, utmCampaign: 'autumn', ...extra },
    });
    expect(envelope(response).code).toBe(0);
    return envelope<{ id: string }>(response).data.id;
  };
  const rows = () => app.db.selectFrom('site_message').selectAll().orderBy('id').execute();
  const sourceOf = async (publicId: string) =>
    (
      await app.db
        .selectFrom('site_message')
        .select(['source', 'utm_source'])
        .where('public_id', '=', publicId)
        .executeTakeFirstOrThrow()
    ).source;
  const save = (payload: Record<string, unknown>, cookie = admin) =>
    sendAs<LeadSourceAliasSaved>(app, cookie, 'POST', ALIAS, payload);
  const remove = (id: number, cookie = admin) =>
    sendAs<LeadSourceAliasSaved>(app, cookie, 'DELETE', `${ALIAS}?id=${id}`);
  const trail = () =>
    app.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'summary', 'staff_name'])
      .where('entity', '=', 'leadSourceAlias')
      .orderBy('id')
      .execute();

  it('re-derives the stored leads of a spelling, and only their source, when an alias is added, changed and removed', async () => {
    const pyq = await lead('weixin_pyq', '13800138001');
    const pyqShouted = await lead('WEIXIN_PYQ', '13800138002');
    const wechat = await lead('weixin', '13800138003');
    const other = await lead('douban', '13800138004');
    const referred = await app.inject({
      method: 'POST',
      url: `${LEADS}/saveForClient`,
      payload: { name: '李四', phone: '13800138005', fillMs: 3000, referrer: 'https://www.eol.cn/a' },
    });
    expect(envelope(referred).code).toBe(0);
    expect(await sourceOf(pyq)).toBe('weixin_pyq');
    expect(await sourceOf(wechat)).toBe('wechat');
    const before = await rows();

    const added = await save({ alias: ' Weixin_PYQ ', source: 'wechat' });
    expect(added).toMatchObject({ status: 200, code: 0, data: { leads: 2 } });
    const after = await rows();
    expect(after).toHaveLength(before.length);
    // Every column of every lead as it was, but the source of the two leads of that spelling.
    expect(after).toEqual(
      before.map((row) =>
        row.utm_source?.toLowerCase() === 'weixin_pyq' ? { ...row, source: 'wechat' } : row,
      ),
    );
    expect(await sourceOf(pyqShouted)).toBe('wechat');
    // A lead that comes now with the spelling is counted so at once.
    expect(await sourceOf(await lead('weixin_PYQ', '13800138006'))).toBe('wechat');

    const list = await sendAs<LeadSourceAliasList>(app, officer, 'GET', `${ALIAS}/list`);
    expect(list.status).toBe(200);
    expect(list.data.aliases).toEqual([
      expect.objectContaining({
        alias: 'weixin_pyq',
        source: 'wechat',
        sourceLabel: '微信',
        updatedByName: '演示管理员',
      }),
    ]);
    expect(list.data.builtIn).toContainEqual({ alias: 'weixin', source: 'wechat', sourceLabel: '微信' });
    expect(list.data.sources).toContainEqual({ key: 'wechat', label: '微信' });
    expect(list.data.sources.map((choice) => choice.key)).not.toContain('unknown');

    // Changed: the leads of the spelling follow; those of its old source's own spelling stay.
    const changed = await save({ id: added.data.id, alias: 'weixin_pyq', source: '百度' }, everySiteLead);
    expect(changed).toMatchObject({ code: 0, data: { id: added.data.id, leads: 3 } });
    expect(await sourceOf(pyq)).toBe('baidu');
    expect(await sourceOf(wechat)).toBe('wechat');
    expect(await sourceOf(other)).toBe('douban');

    // Removed: back to the spelling itself, as compared.
    const removed = await remove(added.data.id!);
    expect(removed).toMatchObject({ code: 0, data: { id: null, leads: 3 } });
    expect(await sourceOf(pyq)).toBe('weixin_pyq');
    expect(await sourceOf(pyqShouted)).toBe('weixin_pyq');
    expect(await rowCount(app.db, 'site_message')).toBe(before.length + 1);

    const audited = await trail();
    expect(audited.map((row) => [row.action, row.staff_name])).toEqual([
      ['create', 'admin'],
      ['update', 'alias.every'],
      ['delete', 'admin'],
    ]);
    expect(JSON.parse(audited[0]!.summary)).toEqual({
      name: 'weixin_pyq',
      changes: {
        alias: { to: 'weixin_pyq' },
        source: { to: 'wechat', toName: '微信' },
        leads: 2,
      },
    });
    expect(JSON.parse(audited[1]!.summary).changes).toEqual({
      source: { from: 'wechat', fromName: '微信', to: 'baidu', toName: '百度' },
      leads: 3,
    });
    expect(JSON.parse(audited[2]!.summary)).toEqual({
      name: 'weixin_pyq',
      changes: { source: '百度', leads: 3 },
    });
  });

  it('makes a new source named in Chinese, which the report and the inbox’s choices show as one', async () => {
    await app.db.deleteFrom('site_message').execute();
    for (const [utm, phone] of [
      ['B站', '13900139001'],
      ['bilibili', '13900139002'],
      ['Bilibili', '13900139003'],
      ['weixin', '13900139004'],
      ['WeChat', '13900139005'],
    ] as const)
      await lead(utm, phone);
    const first = await save({ alias: 'b站', source: '哔哩哔哩' });
    expect(first.data.leads).toBe(1);
    // The new source is chosen by its name, as a known one is.
    const second = await save({ alias: 'bilibili', source: '哔哩哔哩' });
    expect(second.data.leads).toBe(2);
    const choices = await sendAs<LeadSourceCount[]>(app, admin, 'GET', `${LEADS}/listSource`);
    expect(choices.data).toEqual([
      { key: '哔哩哔哩', label: '哔哩哔哩', leads: 3 },
      { key: 'wechat', label: '微信', leads: 2 },
    ]);
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await sendAs<ChannelReport>(
      app,
      admin,
      'GET',
      `${LEADS}/getChannelReport?from=${day}&to=${day}`,
    );
    expect(report.data.rows.map((row) => [row.key, row.label, row.total.leads])).toEqual([
      ['哔哩哔哩', '哔哩哔哩', 3],
      ['wechat', '微信', 2],
    ]);
    const filtered = await sendAs<{ total: number }>(
      app,
      admin,
      'GET',
      `${LEADS}/list?source=${encodeURIComponent('哔哩哔哩')}`,
    );
    expect(filtered.data.total).toBe(3);
    const list = await sendAs<LeadSourceAliasList>(app, admin, 'GET', `${ALIAS}/list`);
    expect(list.data.sources).toContainEqual({ key: '哔哩哔哩', label: '哔哩哔哩' });
    // A spelling of a source staff made is that source.
    const third = await save({ alias: 'bili', source: 'B站' });
    expect(third).toMatchObject({ code: 0 });
    expect(
      (await sendAs<LeadSourceAliasList>(app, admin, 'GET', `${ALIAS}/list`)).data.aliases,
    ).toContainEqual(expect.objectContaining({ alias: 'bili', source: '哔哩哔哩' }));
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty alias', { alias: '   ', source: 'wechat' }, '请输入来源别名', 'alias'],
    ['no alias', { source: 'wechat' }, '请输入来源别名', 'alias'],
    [
      'a too long alias',
      { alias: 'x'.repeat(101), source: 'wechat' },
      '来源别名不能超过 100 个字符',
      'alias',
    ],
    [
      'a built-in spelling',
      { alias: 'WeiXin', source: 'baidu' },
      '“WeiXin”已是“微信”的内置写法，无需添加',
      'alias',
    ],
    ['a known source itself', { alias: '百度', source: 'wechat' }, '“百度”就是已有的来源，无需添加', 'alias'],
    [
      'a full-width built-in spelling',
      { alias: 'ｗｘ', source: 'qq' },
      '“ｗｘ”已是“微信”的内置写法，无需添加',
      'alias',
    ],
    ['no source', { alias: 'douban' }, '请选择来源，或填写新来源的名称', 'source'],
    ['an empty source', { alias: 'douban', source: ' ' }, '请选择来源，或填写新来源的名称', 'source'],
    [
      'a too long new source',
      { alias: 'douban', source: '豆'.repeat(21) },
      '新来源名称不能超过 20 个字符',
      'source',
    ],
    [
      'the alias as its own source',
      { alias: 'Douban', source: 'douban' },
      '别名与它指向的来源相同，无需添加',
      'alias',
    ],
    [
      'a source’s name as an alias',
      { alias: '哔哩哔哩', source: 'qq' },
      '“哔哩哔哩”已是一个来源的名称，不能再作别名',
      'alias',
    ],
    ['a taken alias', { alias: 'B站', source: 'qq' }, '别名“b站”已存在（指向“哔哩哔哩”）', 'alias'],
  ])('refuses %s in words and changes nothing', async (_, payload, message, field) => {
    const before = await rows();
    const aliases = await rowCount(app.db, 'lead_source_alias');
    const audit = await rowCount(app.db, 'audit_log');
    const response = await call(app, admin, { method: 'POST', url: ALIAS, payload });
    expect([response.statusCode, envelope(response)]).toEqual([
      400,
      { code: 100000001, message, data: null, field },
    ]);
    expect(await rows()).toEqual(before);
    expect(await rowCount(app.db, 'lead_source_alias')).toBe(aliases);
    expect(await rowCount(app.db, 'audit_log')).toBe(audit);
  });

  it('answers 404 for an alias that is gone', async () => {
    for (const response of [
      await call(app, admin, {
        method: 'POST',
        url: ALIAS,
        payload: { id: 999999, alias: 'x1', source: 'qq' },
      }),
      await call(app, admin, { method: 'DELETE', url: `${ALIAS}?id=999999` }),
    ])
      expect([response.statusCode, envelope(response).message]).toEqual([404, '来源别名不存在或已被删除']);
  });

  it('lets only whoever works the leads of every site change them; reading is for whoever works leads', async () => {
    const aliases = await rowCount(app.db, 'lead_source_alias');
    const audit = await rowCount(app.db, 'audit_log');
    const [existing] = (await sendAs<LeadSourceAliasList>(app, admin, 'GET', `${ALIAS}/list`)).data.aliases;
    for (const cookie of [oneSiteLead, officer]) {
      for (const response of [
        await call(app, cookie, { method: 'POST', url: ALIAS, payload: { alias: 'douban', source: 'qq' } }),
        await call(app, cookie, { method: 'DELETE', url: `${ALIAS}?id=${existing!.id}` }),
      ])
        expect([response.statusCode, envelope(response)]).toEqual([
          403,
          {
            code: 100000006,
            message: '来源别名对全部站点的线索生效：需要全部站点的线索跟进权限',
            data: null,
          },
        ]);
      expect((await sendAs(app, cookie, 'GET', `${ALIAS}/list`)).status).toBe(200);
    }
    expect(await rowCount(app.db, 'lead_source_alias')).toBe(aliases);
    expect(await rowCount(app.db, 'audit_log')).toBe(audit);
    const editor = await signedIn(app, { username: 'editor', password: 'Bianji@2026demo' });
    expect((await sendAs(app, editor, 'GET', `${ALIAS}/list`)).status).toBe(403);
  });

  it('keeps the inbox’s source choices to the caller’s sites', async () => {
    await app.db.updateTable('site_message').set({ platform: 'company' }).execute();
    const own = await sendAs<LeadSourceCount[]>(app, oneSiteLead, 'GET', `${LEADS}/listSource`);
    expect(own).toMatchObject({ status: 200, data: [] });
    await app.db
      .updateTable('site_message')
      .set({ platform: 'vocational' })
      .where('source', '=', 'wechat')
      .execute();
    const some = await sendAs<LeadSourceCount[]>(app, oneSiteLead, 'GET', `${LEADS}/listSource`);
    expect(some.data).toEqual([{ key: 'wechat', label: '微信', leads: 2 }]);
  });
});
