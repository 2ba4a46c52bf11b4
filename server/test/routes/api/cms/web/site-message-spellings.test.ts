import { PHONE_SPELLINGS, SOURCE_SPELLINGS } from '@contract/__tests__/lead-spellings';
import type { PageOf } from '@contract/common';
import type { LeadListItem } from '@contract/site-message';
import { build, envelope, rowCount, STORES, type TestApp } from '../../../../helper';
import { ADMIN, call, signedIn } from '../../bms/system/staff';

/**
 * Issue 38 item 4 through the real lead call, on both stores: every phone spelling of the shared
 * table (contract/__tests__/lead-spellings.ts, the browser's form is held to the same) is stored
 * as its 11 digits or refused with 请输入正确的手机号 and nothing stored, form-encoded (as the site's
 * form posts) and as JSON; every utm_source spelling is counted under its one source while the
 * lead keeps what the link carried; the inbox's keyword finds a lead by its number written any way.
 */
const URL = '/api/cms/web/siteMessage/saveForClient';

describe.each(STORES)('numbers and words people use, on %s', (store) => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await build({ store, env: { LEAD_RATE_LIMIT: '10000', LEAD_PHONE_DAILY_LIMIT: '1000' } });
    await app.db.deleteFrom('site_message').execute(); // the demo's inbox
    admin = await signedIn(app, ADMIN);
  }, 60_000);
  afterEach(() => app.db.deleteFrom('site_message').execute());

  const formEncoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const submit = (fields: Record<string, string>, encoding: 'form' | 'json') =>
    app.inject({
      method: 'POST',
      url: URL,
      ...(encoding === 'form'
        ? {
            payload: formEncoded(fields),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { payload: fields }),
    });
  const storedOf = (id: string) =>
    app.db.selectFrom('site_message').selectAll().where('public_id', '=', id).executeTakeFirstOrThrow();

  it('has a table of at least 15 phone spellings and 10 source spellings', () => {
    expect(PHONE_SPELLINGS.length).toBeGreaterThanOrEqual(15);
    expect(PHONE_SPELLINGS.filter(([, digits]) => digits === null).length).toBeGreaterThanOrEqual(5);
    expect(SOURCE_SPELLINGS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(PHONE_SPELLINGS.map(([typed, digits]) => [JSON.stringify(typed), typed, digits] as const))(
    'takes the phone %s as its 11 digits, or refuses it and stores nothing',
    async (_, typed, digits) => {
      for (const encoding of ['form', 'json'] as const) {
        const before = await rowCount(app.db, 'site_message');
        const response = await submit({ name: '张三', phone: typed, fillMs: '3000' }, encoding);
        const where = `${encoding} ${JSON.stringify(typed)}`;
        if (digits === null) {
          expect([where, response.statusCode, envelope(response)]).toEqual([
            where,
            400,
            { code: 100000001, message: '请输入正确的手机号', data: null, field: 'phone' },
          ]);
          expect([where, await rowCount(app.db, 'site_message')]).toEqual([where, before]);
        } else {
          expect([where, response.statusCode, envelope(response).code]).toEqual([where, 200, 0]);
          const row = await storedOf(envelope<{ id: string }>(response).data.id);
          expect([where, row.phone]).toEqual([where, digits]);
        }
      }
    },
  );

  it.each(SOURCE_SPELLINGS.map(([utm, source]) => [JSON.stringify(utm), utm, source] as const))(
    'counts utm_source %s under its one source and keeps what the link carried',
    async (_, utmSource, source) => {
      const response = await submit(
        { name: '李四', phone: '13912345678', fillMs: '3000', utmSource, utmMedium: 'CPC' },
        'json',
      );
      const row = await storedOf(envelope<{ id: string }>(response).data.id);
      expect([row.utm_source, row.source, row.medium]).toEqual([utmSource.trim(), source, 'cpc']);
    },
  );

  it('finds a lead by its number written as people paste it, and a name not by digits', async () => {
    for (const [name, phone] of [
      ['王小明', '+86 138-0013-8000'],
      ['赵六', '139 0013 9000'],
    ] as const) {
      const response = await submit({ name, phone, fillMs: '3000' }, 'form');
      expect(envelope(response).code).toBe(0);
    }
    const found = async (keyword: string) => {
      const response = await call(app, admin, {
        method: 'GET',
        url: `/api/cms/web/siteMessage/list?keyword=${encodeURIComponent(keyword)}`,
      });
      expect([keyword, response.statusCode]).toEqual([keyword, 200]);
      return envelope<PageOf<LeadListItem>>(response).data.pageList.map((lead) => lead.name);
    };
    expect(await found('138-0013-8000')).toEqual(['王小明']);
    expect(await found('+86 138 0013 8000')).toEqual(['王小明']);
    expect(await found('１３８００１３８０００')).toEqual(['王小明']);
    expect(await found('0013 8000')).toEqual(['王小明']);
    expect(await found('0013')).toEqual(['赵六', '王小明']);
    expect(await found('王小明')).toEqual(['王小明']);
    expect(await found('138-0013-9999')).toEqual([]);
  });
});
