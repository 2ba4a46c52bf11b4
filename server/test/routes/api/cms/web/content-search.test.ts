import type { ContentAdminDetails, ContentSearchPage } from '@contract/site-content';
import { holdsContent, type MenuEntry } from '@contract/site-menu';
import { FLOATING_MENU_NAME } from '@contract/floating-menu';
import { build, envelope, expectRefused, STORES, type TestApp } from '../../../../helper';
import { call, EDITOR, sendAs, signedIn, signedInAsNew, type Method, GRANTS } from '../../bms/system/staff';
import { searchSiteContent } from '../../../../../src/repositories/site-content';
import { writeRow } from '../../../../../src/repositories/content-table';
import * as containsText from '../../../../../src/lib/contains-text';

// A writable copy of the module for jest.spyOn (SWC compiles exports to read-only getters).
jest.mock('../../../../../src/lib/contains-text', () => ({
  __esModule: true,
  ...jest.requireActual('../../../../../src/lib/contains-text'),
}));

const WEB = '/api/cms/web';
const T0 = Date.parse('2026-03-01T08:00:00.000Z');
const DAY = 86_400_000;

/** `ids=1&ids=2`: a DELETE's list, in its query string. */
const idsQuery = (ids: number[]) => ids.map((id) => `ids=${id}`).join('&');

/** Issue 25 item 6: one site's content searched, and bulk delete, move and reschedule. */
describe.each(STORES)('content search and bulk changes on %s', (store) => {
  let app: TestApp;
  let cookie: string;
  const now = T0;
  /** Two content menus of the company site, one of the academic site, a floating button. */
  let news: MenuEntry;
  let other: MenuEntry;
  let academic: MenuEntry;
  let floatingButton: MenuEntry;

  const send = <T = unknown>(method: Method, url: string, payload?: unknown) =>
    sendAs<T>(app, cookie, method, `${WEB}${url}`, payload);
  const search = (query: Record<string, string | number>) =>
    send<ContentSearchPage>(
      'GET',
      `/siteContent/listBySite?${new URLSearchParams(
        Object.entries({ platform: 'company', ...query }).map(([key, value]): [string, string] => [
          key,
          String(value),
        ]),
      ).toString()}`,
    );
  const titles = async (query: Record<string, string | number>) => {
    const answer = await search(query);
    expect(answer.code).toBe(0);
    return answer.data.pageList.map((item) => item.title);
  };
  const create = async (fields: Record<string, unknown>) =>
    (await send<{ id: number }>('POST', '/siteContent', { menuId: news.id, status: true, ...fields })).data
      .id;
  const details = async (id: number) =>
    (await send<ContentAdminDetails>('GET', `/siteContent/details?id=${id}`)).data;
  const auditRows = (ids: number[], action: string) =>
    app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'siteContent')
      .where('action', '=', action)
      .where(
        'entity_id',
        'in',
        ids.map((id) => String(id)),
      )
      .execute();
  const revisionCount = async (ids: number[]) =>
    (
      await app.db
        .selectFrom('revision')
        .select('id')
        .where('entity', '=', 'siteContent')
        .where('record_id', 'in', ids)
        .execute()
    ).length;
  const flatten = (menus: MenuEntry[], parent: MenuEntry | null = null): [MenuEntry, MenuEntry | null][] =>
    menus.flatMap((menu) => [
      [menu, parent] as [MenuEntry, MenuEntry | null],
      ...flatten(menu.subMenus, menu),
    ]);

  beforeAll(async () => {
    app = await build({ store });
    app.clock.now = () => now;
    cookie = await signedIn(app, EDITOR);
    const tree = async (platform: string) =>
      flatten((await send<MenuEntry[]>('GET', `/siteMenu/list?platform=${platform}`)).data);
    const company = await tree('company');
    const places = company.filter(([menu, parent]) => holdsContent(menu, parent?.name ?? null));
    news = places.find(([menu]) => menu.name === '集团新闻')![0];
    other = places.find(([menu]) => menu.id !== news.id && menu.pageType !== null)![0];
    floatingButton = company.find(([, parent]) => parent?.name === FLOATING_MENU_NAME)![0];
    academic = (await tree('academic')).find(([menu, parent]) =>
      holdsContent(menu, parent?.name ?? null),
    )![0];
  }, 60_000);

  afterAll(() => app.close());

  it('answers 100000004 signed out and 100000006 without the content bit, changing nothing', async () => {
    const leadsOnly = await signedInAsNew(app, 'leads.search', GRANTS.leadsEverywhere);
    const id = await create({ title: '权限测试' });
    const routes: [string, string, object?][] = [
      ['GET', '/siteContent/listBySite?platform=company'],
      ['DELETE', `/siteContent/removeBatch?ids=${id}`],
      ['PUT', '/siteContent/changeMenuBatch', { ids: [id], menuId: other.id }],
      ['PUT', '/siteContent/changeScheduleBatch', { ids: [id], publishTime: '2026-05-01 09:00' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const [who, status, code] of [
        [null, 401, 100000004],
        [leadsOnly, 403, 100000006],
      ] as const) {
        const answer = await call(app, who, {
          method: method as 'GET',
          url: `${WEB}${url}`,
          ...(payload ? { payload } : {}),
        });
        expect([method, url, answer.statusCode, envelope(answer).code]).toEqual([method, url, status, code]);
      }
    }
    expect(await details(id)).toMatchObject({ menuId: news.id, title: '权限测试' });
  });

  it('finds words in the title, the body’s text (not its tags) and the menu’s name, on this site only', async () => {
    const inTitle = await create({ title: '青藤计划 Alpha 班开课', body: '<p>普通正文</p>' });
    const inBody = await create({
      title: '一则消息',
      body: '<p>我们的<strong>青藤</strong>计划与 A&amp;B 公司合作</p>',
    });
    const elsewhere = await create({ menuId: academic.id, title: '青藤计划（成人教育）' });
    // Case of Latin letters does not matter; Chinese matches as written.
    expect(await titles({ keyword: 'ALPHA' })).toEqual(['青藤计划 Alpha 班开课']);
    expect(await titles({ keyword: '青藤计划' })).toEqual(['一则消息', '青藤计划 Alpha 班开课']);
    // The body's text: a word split by a tag is found, a tag's name is not, an entity is read as its character.
    expect(await titles({ keyword: 'A&B 公司' })).toEqual(['一则消息']);
    expect(await titles({ keyword: 'strong' })).toEqual([]);
    // A menu's name finds its items, and each result names its menu.
    const byMenu = await search({ keyword: news.name, pageSize: 1000 });
    expect(byMenu.data.pageList.map((item) => item.id)).toEqual(expect.arrayContaining([inTitle, inBody]));
    expect(new Set(byMenu.data.pageList.map((item) => item.menuName))).toEqual(new Set([news.name]));
    const academicHits = await search({ platform: 'academic', keyword: '青藤' });
    expect(academicHits.data.pageList.map((item) => [item.id, item.menuName])).toEqual([
      [elsewhere, academic.name],
    ]);
    expect(academicHits.data.truncated).toBe(false);
  });

  it('takes %, _ and \\ in the words literally', async () => {
    // “100%” is an advertising-law hit: the editor, a reviewer, passes it with a reason.
    await create({ title: '学费优惠 100% 返还', adLawOverride: '测试数据，检查搜索的字面匹配' });
    await create({ title: '学费优惠 1000 元' });
    await create({ title: '报名_表 下载' });
    await create({ title: '报名表 下载' });
    await create({ title: '路径 a\\b 说明' });
    expect(await titles({ keyword: '100%' })).toEqual(['学费优惠 100% 返还']);
    expect(await titles({ keyword: '名_表' })).toEqual(['报名_表 下载']);
    expect(await titles({ keyword: 'a\\b' })).toEqual(['路径 a\\b 说明']);
  });

  it('searches the words among the newest items only, up to its bound, and says so', async () => {
    const older = await create({ title: '范围测试 旧', publishTime: '2026-01-01 09:00' });
    const newer = await create({ title: '范围测试 新', publishTime: '2026-02-20 09:00' });
    const at = new Date(now).toISOString();
    const page = { pageNum: 1, pageSize: 10 };
    const total = (await search({ pageSize: 1 })).data.total;
    const bounded = await searchSiteContent(
      app.db,
      { platform: 'company', keyword: '范围测试' },
      page,
      at,
      2,
    );
    expect(total).toBeGreaterThan(2);
    expect([bounded.truncated, bounded.pageList.map((row) => row.id)]).toEqual([true, []]);
    const narrowed = await searchSiteContent(
      app.db,
      { platform: 'company', keyword: '范围测试', to: '2026-02-21' },
      page,
      at,
      total,
    );
    expect([narrowed.truncated, narrowed.pageList.map((row) => row.id)]).toEqual([false, [newer, older]]);
    const bySite = await search({ keyword: '范围测试' });
    expect([bySite.data.truncated, bySite.data.total]).toEqual([false, 2]);
  });

  it('filters by state and publish days, newest first, in pages', async () => {
    const past = (days: number) => new Date(T0 - days * DAY).toISOString();
    const draft = await create({ title: '状态测试 草稿', status: false, publishTime: past(1) });
    const scheduled = await create({
      title: '状态测试 待发布',
      publishTime: new Date(T0 + DAY).toISOString(),
    });
    const ended = await create({ title: '状态测试 已下线', publishTime: past(3), endTime: past(2) });
    const live = await create({ title: '状态测试 已发布', publishTime: past(4) });
    const ids = async (query: Record<string, string | number>) =>
      (await search({ keyword: '状态测试', ...query })).data.pageList.map((item) => item.id);
    expect(await ids({})).toEqual([scheduled, draft, ended, live]);
    expect(await ids({ state: 'draft' })).toEqual([draft]);
    expect(await ids({ state: 'scheduled' })).toEqual([scheduled]);
    expect(await ids({ state: 'ended' })).toEqual([ended]);
    expect(await ids({ state: 'published' })).toEqual([live]);
    // Days are China-time days, both included: T0 - 3 days is 2026-02-26 16:00 in China.
    expect(await ids({ from: '2026-02-25', to: '2026-02-26' })).toEqual([ended, live]);
    expect(await ids({ from: '2026-02-27' })).toEqual([scheduled, draft]);
    const page2 = await search({ keyword: '状态测试', pageSize: 3, pageNum: 2 });
    expect([page2.data.total, page2.data.pageList.map((item) => item.id)]).toEqual([4, [live]]);
    const one = (await search({ keyword: '状态测试', state: 'ended' })).data.pageList[0]!;
    expect([one.status, one.schedule, one.menuName]).toEqual([true, 'ended', news.name]);
  });

  it('refuses bad filters with a Chinese message', async () => {
    expectRefused(await search({ from: '2026-03-10', to: '2026-03-01' }), '结束日期不能早于开始日期');
    expectRefused(await search({ from: '2026-3-1' }), '开始日期');
    expectRefused(await search({ to: '2026-02-30' }), '结束日期');
    expectRefused(await search({ state: 'live' }), '状态');
    expectRefused(await search({ platform: 'mars' }), '平台');
    expectRefused(await search({ keyword: '字'.repeat(51) }), '关键词');
    expectRefused(await search({ pageSize: 1001 }), '每页条数');
    const noPlatform = await send('GET', '/siteContent/listBySite');
    expectRefused(noPlatform, '平台');
  });

  it('moves the ticked items into a content menu of the same site, audited, each with a revision', async () => {
    const a = await create({ title: '移动测试 甲' });
    const b = await create({ title: '移动测试 乙' });
    const revisionsBefore = await revisionCount([a, b]);
    const moved = await send<{ changed: number }>('PUT', '/siteContent/changeMenuBatch', {
      ids: [a, b],
      menuId: other.id,
    });
    expect([moved.code, moved.data]).toEqual([0, { changed: 2 }]);
    expect([(await details(a)).menuId, (await details(b)).menuId]).toEqual([other.id, other.id]);
    const rows = await auditRows([a, b], 'move');
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[0]!.summary)).toMatchObject({
      changes: { menuId: { from: news.id, fromName: news.name, to: other.id, toName: other.name } },
    });
    expect(await revisionCount([a, b])).toBe(revisionsBefore + 2);
    // They go last in their new menu, in id order.
    const inOther = (await search({ keyword: '移动测试' })).data.pageList;
    expect(inOther.map((item) => item.menuName)).toEqual([other.name, other.name]);
  });

  it('refuses a move into another site’s menu or a menu that holds no content, changing nothing', async () => {
    const a = await create({ title: '跨站测试 甲' });
    const b = await create({ title: '跨站测试 乙' });
    const revisionsBefore = await revisionCount([a, b]);
    expectRefused(
      await send('PUT', '/siteContent/changeMenuBatch', { ids: [a, b], menuId: academic.id }),
      '只能移到同一网站的栏目',
    );
    expectRefused(
      await send('PUT', '/siteContent/changeMenuBatch', { ids: [a, b], menuId: floatingButton.id }),
      '不能放内容',
    );
    const missing = await send('PUT', '/siteContent/changeMenuBatch', { ids: [a, 999999], menuId: other.id });
    expect(missing.status).toBe(404);
    expectRefused(missing, '999999');
    expectRefused(
      await send('PUT', '/siteContent/changeMenuBatch', { ids: [a], menuId: 999999 }),
      '目标栏目不存在',
    );
    expect([(await details(a)).menuId, (await details(b)).menuId]).toEqual([news.id, news.id]);
    expect(await auditRows([a, b], 'move')).toHaveLength(0);
    expect(await revisionCount([a, b])).toBe(revisionsBefore);
  });

  it('changes publish and end times, refusing an end before its publish time for any item', async () => {
    const a = await create({ title: '定时测试 甲', publishTime: '2026-03-01 09:00' });
    const b = await create({
      title: '定时测试 乙',
      publishTime: '2026-03-01 09:00',
      endTime: '2026-03-05 18:00',
    });
    // A publish time after b's end: refused for b, so for both.
    expectRefused(
      await send('PUT', '/siteContent/changeScheduleBatch', { ids: [a, b], publishTime: '2026-03-06 09:00' }),
      '“定时测试 乙”',
    );
    expect((await details(a)).publishTime).toBe('2026-03-01T01:00:00.000Z');
    expectRefused(await send('PUT', '/siteContent/changeScheduleBatch', { ids: [a, b] }), '请填写');
    expectRefused(
      await send('PUT', '/siteContent/changeScheduleBatch', { ids: [a], publishTime: '明天' }),
      '发布时间格式不正确',
    );
    const revisionsBefore = await revisionCount([a, b]);
    const changed = await send<{ changed: number }>('PUT', '/siteContent/changeScheduleBatch', {
      ids: [a, b],
      publishTime: '2026-03-06 09:00',
      endTime: null,
    });
    expect([changed.code, changed.data]).toEqual([0, { changed: 2 }]);
    for (const id of [a, b]) {
      expect(await details(id)).toMatchObject({
        publishTime: '2026-03-06T01:00:00.000Z',
        endTime: null,
        schedule: 'scheduled',
      });
    }
    const rows = await auditRows([a, b], 'reschedule');
    expect(rows).toHaveLength(2);
    const ofB = rows.find((row) => row.entity_id === String(b))!;
    expect(JSON.parse(ofB.summary)).toMatchObject({
      name: '定时测试 乙',
      changes: { endTime: { from: '2026-03-05T10:00:00.000Z', to: null } },
    });
    expect(await revisionCount([a, b])).toBe(revisionsBefore + 2);
    // The same times again change nothing.
    const again = await send<{ changed: number }>('PUT', '/siteContent/changeScheduleBatch', {
      ids: [a, b],
      publishTime: '2026-03-06 09:00',
    });
    expect(again.data).toEqual({ changed: 0 });
  });

  it('publishes and withdraws the ticked items: each that changes audited with a revision, all or nothing', async () => {
    const a = await create({ title: '发布测试 甲' });
    const b = await create({ title: '发布测试 乙', status: false });
    const revisionsBefore = await revisionCount([a, b]);
    const missing = await send('POST', '/siteContent/publish', { ids: [a, 999999], status: false });
    expect(missing.status).toBe(404);
    expectRefused(missing, '999999');
    expect((await details(a)).status).toBe(true);
    expect(await auditRows([a, b], 'unpublish')).toHaveLength(0);

    // a is published already: only b changes.
    expect((await send('POST', '/siteContent/publish', { ids: [a, b], status: true })).code).toBe(0);
    expect([(await details(a)).status, (await details(b)).status]).toEqual([true, true]);
    const published = await auditRows([a, b], 'publish');
    expect(published.map((row) => row.entity_id)).toEqual([String(b)]);
    expect(JSON.parse(published[0]!.summary)).toMatchObject({
      name: '发布测试 乙',
      changes: { status: { from: false, to: true } },
    });
    expect(await revisionCount([a, b])).toBe(revisionsBefore + 1);

    expect((await send('POST', '/siteContent/publish', { ids: [a, b], status: false })).code).toBe(0);
    expect([(await details(a)).status, (await details(b)).status]).toEqual([false, false]);
    expect(await auditRows([a, b], 'unpublish')).toHaveLength(2);
    expect(await revisionCount([a, b])).toBe(revisionsBefore + 3);
  });

  it('deletes the ticked items, each audited, and shows the change to visitors at once', async () => {
    const a = await create({ title: '删除测试 甲', publishTime: '2026-02-01 09:00' });
    const b = await create({ title: '删除测试 乙', publishTime: '2026-02-01 09:00' });
    const publicTitles = async () =>
      envelope<{ pageList: { title: string }[] }>(
        await app.inject({ url: `${WEB}/siteContent/listForClient?menuId=${news.id}&pageSize=100` }),
      ).data.pageList.map((item) => item.title);
    expect(await publicTitles()).toEqual(expect.arrayContaining(['删除测试 甲', '删除测试 乙']));
    const removed = await send<{ changed: number }>('DELETE', `/siteContent/removeBatch?${idsQuery([a, b])}`);
    expect([removed.code, removed.data]).toEqual([0, { changed: 2 }]);
    expect(await publicTitles()).not.toContain('删除测试 甲');
    expect((await search({ keyword: '删除测试' })).data.total).toBe(0);
    const rows = await auditRows([a, b], 'delete');
    expect(rows.map((row) => JSON.parse(row.summary).name).sort()).toEqual(['删除测试 乙', '删除测试 甲']);
    const again = await send('DELETE', `/siteContent/removeBatch?${idsQuery([a])}`);
    expect(again.status).toBe(404);
  });

  it('leaves no half state when bulk changes of the same items race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b, c] = [
        await create({ title: `竞争测试 ${round} 甲` }),
        await create({ title: `竞争测试 ${round} 乙` }),
        await create({ title: `竞争测试 ${round} 丙` }),
      ];
      // Two moves of the same items to two menus: both end in one of them, together.
      const moves = await Promise.all([
        send('PUT', '/siteContent/changeMenuBatch', { ids: [a, b], menuId: other.id }),
        send('PUT', '/siteContent/changeMenuBatch', { ids: [b, a], menuId: news.id }),
      ]);
      expect(moves.map((answer) => answer.message)).toEqual(['success', 'success']);
      expect((await details(a)).menuId).toBe((await details(b)).menuId);
      // Two deletes sharing b: one deletes its two, the other finds b gone and deletes nothing.
      const removals = await Promise.all([
        send('DELETE', `/siteContent/removeBatch?${idsQuery([a, b])}`),
        send('DELETE', `/siteContent/removeBatch?${idsQuery([b, c])}`),
      ]);
      expect(removals.map((answer) => answer.status).sort()).toEqual([200, 404]);
      const left = await app.db
        .selectFrom('site_content')
        .select('id')
        .where('id', 'in', [a, b, c])
        .execute();
      expect(left.map((row) => row.id)).toEqual(removals[0]!.status === 200 ? [c] : [a]);
    }
  });

  it('searches at most its bound of body text, newest first, and says so', async () => {
    // The site's two newest items, the newer one with 3 × 100 bytes of text (3 bytes per character).
    const newer = await create({
      title: '甲',
      body: `<p>${'字'.repeat(99)}界</p>`,
      publishTime: '2031-01-02 09:00',
    });
    const older = await create({
      title: '乙',
      body: `<p>${'字'.repeat(99)}界</p>`,
      publishTime: '2031-01-01 09:00',
    });
    const at = new Date(now).toISOString();
    const page = { pageNum: 1, pageSize: 10 };
    const found = async (bytes: number) => {
      const result = await searchSiteContent(
        app.db,
        { platform: 'company', keyword: '字界' },
        page,
        at,
        5000,
        bytes,
      );
      return [result.truncated, result.pageList.map((row) => row.id)];
    };
    expect(await found(300)).toEqual([true, [newer]]);
    expect(await found(600)).toEqual([true, [newer, older]]);
    expect(await found(299)).toEqual([true, []]);
    // Through the route, within its bound (8 MiB): both.
    const answer = await search({ keyword: '字界' });
    expect(answer.data.pageList.map((item) => item.id)).toEqual([newer, older]);
    await send('DELETE', `/siteContent/removeBatch?${idsQuery([newer, older])}`);
  });

  it('strips no body of its tags while it searches: it reads the text kept at each save', async () => {
    // Items of about 2 KB of rich text each, written as a save writes them (their text kept then).
    const paragraph =
      '<p>华夏教育集团<strong>招生简章</strong>：成人高考、自学考试与<a href="/about_us">网络教育</a>。</p>';
    const body = paragraph.repeat(Math.ceil(2000 / Buffer.byteLength(paragraph)));
    const ids: number[] = [];
    await app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 200; i += 1) {
        ids.push(
          await writeRow(trx, 'site_content', undefined, {
            menu_id: news.id,
            title: `量测 ${i}`,
            body,
            publish_time: new Date(T0 - i * 60_000).toISOString(),
            sort: i,
            status: 1,
          }),
        );
      }
    });
    // Stripping the tags of 10 MB of bodies in JavaScript held the event loop for about a second:
    // a search must strip none, however many bodies it looks through (the work counted, not timed).
    const stripped = jest.spyOn(containsText, 'richTextPlain');
    try {
      const answer = await search({ keyword: '没有这个词' });
      expect(answer.status).toBe(200);
      expect(answer.data.total).toBe(0);
      expect(stripped).not.toHaveBeenCalled();
      // The spy sees the stores' calls: a save strips its body once.
      await app.db
        .transaction()
        .execute((trx) => writeRow(trx, 'site_content', ids[0], { body: `${body}<p>改</p>` }));
      expect(stripped).toHaveBeenCalledTimes(1);
    } finally {
      stripped.mockRestore();
      await app.db.deleteFrom('site_content').where('id', 'in', ids).execute();
    }
  }, 120_000);
});
