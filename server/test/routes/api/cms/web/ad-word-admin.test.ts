import type { AdLawHit, AdLawText, AdWord } from '@contract/ad-law';
import type { PageOf, Platform } from '@contract/common';
import { requireAdLawClear } from '../../../../../src/staff/ad-law';
import { build, CHINESE, rowCount, STORES, type TestApp } from '../../../../helper';
import {
  ADMIN,
  EDITOR,
  sendAs,
  signedIn,
  signedInAsNew,
  type Answer,
  type Method,
} from '../../bms/system/staff';

/**
 * The advertising-law word list and check (issue 37 item 3), on both stores: the list with its
 * filters, a change of it counting at the next check, bad input refused with nothing changed,
 * who may read, check and change it, and requireAdLawClear's refusal, override and trail.
 */
const BASE = '/api/cms/web/adWord';
/** A route of this test only: requireAdLawClear as a save would call it, with the request's staff. */
const CLEAR = '/api/test/adLawClear';

type ClearBody = { platform: Platform; recordId: number | null; texts: AdLawText[]; override?: string };

describe.each(STORES)('the advertising-law word list on %s', (store) => {
  let app: TestApp;
  let admin: string;
  let editor: string;
  let writer: string;
  const send = <T = unknown>(method: Method, url: string, payload?: unknown, as = admin) =>
    sendAs<T>(app, as, method, url, payload);
  const check = (fields: Record<string, string>, as = writer) =>
    send<AdLawHit[]>('POST', `${BASE}/check`, { entity: 'siteContent', fields }, as);
  const auditRows = (action: string) =>
    app.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'summary', 'platform', 'staff_name'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    app = await build({
      store,
      beforeReady: (instance) => {
        void instance.register(async (scope) => {
          scope.post(CLEAR, { config: { access: 'signedIn' } }, async (request) => {
            const body = request.body as ClearBody;
            const passed = await app.db
              .transaction()
              .execute((trx) => requireAdLawClear(trx, request, { entity: 'siteContent', ...body }));
            return { code: 0, message: 'success', data: passed.map((hit) => hit.term) };
          });
        });
      },
    });
    admin = await signedIn(app, ADMIN);
    editor = await signedIn(app, EDITOR);
    // 撰稿人 of 职业教育: content only, no review, no word list.
    writer = await signedInAsNew(app, 'ad.writer', [{ role: 'writer', sites: ['vocational'] }]);
  }, 60_000);

  it('lists the default entries, by keyword, category and state', async () => {
    const all = await send<PageOf<AdWord>>('GET', `${BASE}/list?pageSize=100`, undefined, writer);
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(await rowCount(app.db, 'ad_word'));
    expect(all.data.total).toBeGreaterThanOrEqual(40);
    const first = all.data.pageList.find((entry) => entry.term === '第一');
    expect(first).toEqual(
      expect.objectContaining({
        category: 'absolute',
        article: '《广告法》第九条第三项',
        enabled: true,
        exceptions: expect.arrayContaining(['第一学期']),
      }),
    );
    const word = await send<PageOf<AdWord>>('GET', `${BASE}/list?keyword=${encodeURIComponent('学期')}`);
    expect(word.data.pageList.map((entry) => entry.term)).toEqual(['第一']);
    const promises = await send<PageOf<AdWord>>('GET', `${BASE}/list?category=promise&pageSize=100`);
    expect(promises.data.pageList.map((entry) => entry.term)).toEqual(
      expect.arrayContaining(['保过', '包就业']),
    );
    expect(new Set(promises.data.pageList.map((entry) => entry.category))).toEqual(new Set(['promise']));
    const off = await send<PageOf<AdWord>>('GET', `${BASE}/list?enabled=false`);
    expect(off.data.total).toBe(0);
  });

  it('checks a form’s texts, traditional and spaced forms too, the body as its text', async () => {
    const answer = await check({ title: '保過 班', body: '<p>成考语文<b>押题</b>命中率高</p>', url: '/x' });
    expect(answer.code).toBe(0);
    expect(answer.data.map((hit) => [hit.field, hit.label, hit.term, hit.matched])).toEqual([
      ['title', '标题', '保过', '保過'],
      ['body', '正文', '押题', '押题'],
      ['body', '正文', '命中率', '命中率'],
    ]);
    expect(answer.data[1]).toEqual(
      expect.objectContaining({
        before: '\n成考语文',
        after: '命中率高\n',
        article: '《广告法》第二十四条第一项',
      }),
    );
    expect((await check({ title: '第一学期：公共基础课' })).data).toEqual([]);
  });

  it('adds, changes and deletes an entry, each audited, each counted at the next check', async () => {
    const phrase = '零基础包会，学不会免费重学';
    expect((await check({ summary: phrase })).data).toEqual([]);
    const created = await send<{ id: number }>('POST', BASE, {
      term: ' 包会 ',
      category: 'promise',
      reason: '承诺学习效果',
      article: '《广告法》第二十四条第一项',
      exceptions: ['包会员'],
    });
    expect(created.code).toBe(0);
    const { id } = created.data;
    expect((await check({ summary: phrase })).data.map((hit) => hit.matched)).toEqual(['包会']);
    // 包会员 is allowed.
    expect((await check({ summary: '包会员卡' })).data).toEqual([]);

    const changed = await send('POST', BASE, {
      id,
      term: '包会',
      category: 'promise',
      reason: '承诺学习效果',
      article: '《广告法》第二十四条第一项',
      exceptions: ['包会员'],
      enabled: false,
    });
    expect(changed.code).toBe(0);
    expect((await check({ summary: phrase })).data).toEqual([]);

    expect((await send('DELETE', `${BASE}?id=${id}`)).code).toBe(0);
    expect(
      await app.db.selectFrom('ad_word').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await send('DELETE', `${BASE}?id=${id}`)).message).toBe('词条不存在或已被删除');

    const rows = (
      await app.db
        .selectFrom('audit_log')
        .select(['action', 'summary', 'platform'])
        .where('entity', '=', 'adWord')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, summary: JSON.parse(row.summary) as Record<string, unknown> }));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(rows.every((row) => row.platform === null)).toBe(true);
    expect(rows[0]!.summary).toEqual(
      expect.objectContaining({
        name: '包会',
        changes: expect.objectContaining({
          term: { to: '包会' },
          category: { to: 'promise', toName: '承诺效果' },
          hitReason: { to: '承诺学习效果' },
        }),
      }),
    );
    expect(rows[1]!.summary).toEqual({ name: '包会', changes: { enabled: { from: true, to: false } } });
    expect(rows[2]!.summary).toEqual({ name: '包会' });
  });

  it.each([
    ['an empty term', '', '请输入词条'],
    ['a term of spaces', '   ', '请输入词条'],
    ['a term of 500 characters', '保'.repeat(500), '词条为 1 到 50 个字符'],
    ['a term of punctuation only', '！！', '词条不能只有空格、标点或 *'],
    ['a duplicate in traditional characters', '保過', '词条“保过”已在词库中（全角、繁体、空格和标点不计）'],
    ['a duplicate with a space inside', '包 就-业', '词条“包就业”已在词库中（全角、繁体、空格和标点不计）'],
  ])('refuses %s in Chinese, changing nothing', async (_, term, message) => {
    const [words, audit] = [await rowCount(app.db, 'ad_word'), await rowCount(app.db, 'audit_log')];
    const answer = await send('POST', BASE, {
      term,
      category: 'promise',
      reason: '承诺考试通过',
      article: '《广告法》第二十四条第一项',
    });
    expect(answer).toEqual({ status: 400, code: 100000001, message, field: 'term', data: null });
    expect(CHINESE.test(answer.message)).toBe(true);
    expect([await rowCount(app.db, 'ad_word'), await rowCount(app.db, 'audit_log')]).toEqual([words, audit]);
  });

  it('refuses an exception that does not hold the term, and a change of an entry to another’s term', async () => {
    const words = await rowCount(app.db, 'ad_word');
    const stray = await send('POST', BASE, {
      term: '零风险',
      category: 'promise',
      reason: '承诺效果',
      article: '《广告法》第二十四条第一项',
      exceptions: ['风险提示'],
    });
    expect([stray.status, stray.message]).toEqual([400, '例外短语“风险提示”不包含词条“零风险”']);
    const best = await app.db
      .selectFrom('ad_word')
      .select(['id', 'term'])
      .where('term', '=', '最佳')
      .executeTakeFirstOrThrow();
    const renamed = await send('POST', BASE, {
      id: best.id,
      term: '保 過',
      category: 'absolute',
      reason: '绝对化用语',
      article: '《广告法》第九条第三项',
    });
    expect([renamed.status, renamed.message]).toEqual([
      400,
      '词条“保过”已在词库中（全角、繁体、空格和标点不计）',
    ]);
    expect(await rowCount(app.db, 'ad_word')).toBe(words);
    expect(
      (await app.db.selectFrom('ad_word').select('term').where('id', '=', best.id).executeTakeFirstOrThrow())
        .term,
    ).toBe('最佳');
  });

  it('lets only the group action adWords change the list; content staff read it and check', async () => {
    const words = await rowCount(app.db, 'ad_word');
    const body = {
      term: '稳拿证',
      category: 'promise',
      reason: '承诺取得证书',
      article: '《广告法》第二十四条第一项',
    };
    const refused = await send('POST', BASE, body, writer);
    expect([refused.status, refused.code]).toEqual([403, 100000006]);
    expect((await send('DELETE', `${BASE}?id=1`, undefined, writer)).status).toBe(403);
    expect(await rowCount(app.db, 'ad_word')).toBe(words);
    expect((await send('GET', `${BASE}/list`, undefined, writer)).code).toBe(0);
    // 集团内容管理员 keeps the list (adWords).
    const saved = await send<{ id: number }>('POST', BASE, body, editor);
    expect(saved.code).toBe(0);
    // A 招生老师 edits nothing the public reads: neither list nor check.
    const officer = await signedInAsNew(app, 'ad.officer', [
      { role: 'admissionsOfficer', sites: ['vocational'] },
    ]);
    expect((await send('GET', `${BASE}/list`, undefined, officer)).status).toBe(403);
    expect((await check({ title: '保过' }, officer)).status).toBe(403);
  });

  describe('requireAdLawClear', () => {
    const texts: AdLawText[] = [
      { field: 'title', label: '标题', text: '保过冲刺班' },
      { field: 'summary', label: '摘要', text: '名额有限，学员证言见下' },
    ];
    const clear = (body: ClearBody, as: string) => send<string[]>('POST', CLEAR, body, as);

    it('refuses texts with hits and no override: 400, code adLawHit, every hit named', async () => {
      const audit = await rowCount(app.db, 'audit_log');
      const answer = await clear({ platform: 'vocational', recordId: 7, texts }, editor);
      expect(answer).toEqual({
        status: 400,
        code: 100000041,
        message:
          '标题含“保过”：承诺考试通过（《广告法》第二十四条第一项）；摘要含“名额有限”：以名额制造紧迫感，可能引人误解（《广告法》第二十八条）；摘要含“学员证言”：以受益者的名义作证明（《广告法》第二十四条第三项）',
        field: 'title',
        data: null,
      } satisfies Answer<null> & { field: string });
      expect(await rowCount(app.db, 'audit_log')).toBe(audit);
    });

    it('answers nothing for clear texts', async () => {
      const answer = await clear(
        { platform: 'vocational', recordId: 7, texts: [{ field: 'title', label: '标题', text: '第一学期' }] },
        writer,
      );
      expect([answer.code, answer.data]).toEqual([0, []]);
    });

    it('refuses an override from someone without review on the site (403), or one too short (400)', async () => {
      const reviewer = await signedInAsNew(app, 'ad.reviewer', [{ role: 'reviewer', sites: ['vocational'] }]);
      const audit = await rowCount(app.db, 'audit_log');
      const writerOverride = await clear(
        { platform: 'vocational', recordId: 7, texts, override: '已核实，为学员真实评价' },
        writer,
      );
      expect([writerOverride.status, writerOverride.code, writerOverride.message]).toEqual([
        403,
        100000006,
        '无权以理由放行广告法提示',
      ]);
      // 审核人 of 职业教育 on another site.
      const elsewhere = await clear(
        { platform: 'academic', recordId: 7, texts, override: '已核实，为学员真实评价' },
        reviewer,
      );
      expect([elsewhere.status, elsewhere.message]).toEqual([403, '无权以理由放行广告法提示']);
      const short: Answer<unknown> & { field?: string } = await clear(
        { platform: 'vocational', recordId: 7, texts, override: ' 可以 ' },
        reviewer,
      );
      expect([short.status, short.message, short.field]).toEqual([
        400,
        '放行理由为 5 到 200 个字符',
        'adLawOverride',
      ]);
      expect(await rowCount(app.db, 'audit_log')).toBe(audit);
    });

    it('passes the hits with a reviewer’s reason, and records it on the record’s site', async () => {
      const answer = await clear(
        {
          platform: 'vocational',
          recordId: 7,
          texts,
          override: '  已核实：为学员真实评价，名额为本期实数  ',
        },
        editor,
      );
      expect([answer.code, answer.data]).toEqual([0, ['保过', '名额有限', '学员证言']]);
      const [row] = (await auditRows('adLawOverride')).slice(-1);
      expect(row).toEqual(
        expect.objectContaining({
          entity: 'siteContent',
          entity_id: '7',
          platform: 'vocational',
          staff_name: 'editor',
        }),
      );
      expect(JSON.parse(row!.summary)).toEqual({
        name: '保过冲刺班',
        overrideReason: '已核实：为学员真实评价，名额为本期实数',
        hits: [
          '标题“保过”（承诺考试通过）',
          '摘要“名额有限”（以名额制造紧迫感，可能引人误解）',
          '摘要“学员证言”（以受益者的名义作证明）',
        ],
      });
    });
  });
});
