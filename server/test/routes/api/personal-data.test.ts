import { build, CHINESE, envelope, logCapture, STORES, type TestApp } from '../../helper';
import { ADMIN, call, signedIn } from './bms/system/staff';
import { lookupWithProof } from '../../lookup-proof';

/** The lookup's ID numbers (both with an admission, one without) and the lead's phone. */
const ID_NUMBERS = ['11010119950312125X', '310104199807251009', '110101199003070011', '440106851023152'];
const PHONE = '13912345678';

const LOOKUP = '/api/ems/education/schoolRollContinue/searchForClient';

describe.each(STORES)('personal data on %s', (store) => {
  let app: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    app = await build({
      store,
      env: { LOG_LEVEL: 'trace', LOOKUP_RATE_LIMIT: '1000', LEAD_RATE_LIMIT: '1000' },
      logStream: log.stream,
    });
  }, 60_000);

  it('writes no ID number and no phone number into any log line', async () => {
    for (const id of ID_NUMBERS) {
      await lookupWithProof(app, `?idCardNo=${id}&siteId=1`);
      await app.inject({ url: `${LOOKUP}?idCardNo=${id.toLowerCase()}` });
      await app.inject({ url: `${LOOKUP}?idCardNo=%20${id}%20` });
      // Refused ones too: another site, a malformed number, an unknown call.
      await app.inject({ url: `${LOOKUP}?siteId=2&idCardNo=${id}` });
      await app.inject({ url: `${LOOKUP}?idCardNo=${id}0` });
      await app.inject({ url: `/api/ems/education/unknown?idCardNo=${id}` });
      // The result page carries the number in its address.
      await app.inject({ url: `/enroll_detail?idCardNo=${id}`, headers: { accept: 'text/html' } });
    }
    await app.inject({
      method: 'POST',
      url: '/api/cms/web/siteMessage/saveForClient',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=%E5%BC%A0%E4%B8%89&phone=${PHONE}&fillMs=5000`,
    });
    await app.inject({ url: `/api/cms/web/siteMessage/saveForClient?phone=${PHONE}` });

    expect(log.lines.length).toBeGreaterThan(50);
    // The lines still say which call was made.
    expect(log.lines.some((line) => line.includes('/searchForClient?idCardNo='))).toBe(true);
    const leaks = log.lines.filter(
      (line) =>
        ID_NUMBERS.some((id) => line.toUpperCase().includes(id.slice(0, 15))) ||
        line.includes(PHONE) ||
        line.includes('%E5%BC%A0%E4%B8%89'),
    );
    expect(leaks.length).toBe(0);
  });

  it('masks phone and ID numbers in any notation in the audit trail and the log lines', async () => {
    const admin = await signedIn(app, ADMIN);
    const lead = await app.db.selectFrom('site_message').select('id').executeTakeFirstOrThrow();
    const notations = ['+86 139 1234 5678', '139-1234-5678', '(+86)139 1234 5678', '+8613912345678'];
    const text = `回拨 ${notations.join('，')}，身份证 11010119950312125X`;
    const saved = await call(app, admin, {
      method: 'POST',
      url: '/api/cms/web/siteMessage/saveNote',
      payload: { id: lead.id, text },
    });
    expect(envelope(saved).code).toBe(0);
    const trail = await app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'addNote')
      .where('entity_id', '=', String(lead.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(trail.summary).note).toBe(
      '回拨 139****5678，139****5678，139****5678，139****5678，身份证 110101********125X',
    );
    const leaks = log.lines.filter((line) => /1234.?5678|19950312/.test(line));
    expect(leaks).toEqual([]);
  });

  it('writes no lead search and no preview link into any log line', async () => {
    const admin = await signedIn(app, ADMIN);
    log.lines.length = 0;
    // 姓名 and a phone typed with spaces (the phone pattern needs one exact shape: these are not it).
    const searches = ['%E5%BC%A0%E4%BC%9F', '138%200013%208000', '138+0013+8000', '0013%208000'];
    for (const keyword of searches) {
      const answer = await call(app, admin, { url: `/api/cms/web/siteMessage/list?keyword=${keyword}` });
      expect(answer.statusCode).toBe(200);
      await call(app, admin, { url: `/api/cms/web/siteMessage/export?keyword=${keyword}` });
    }
    const preview = envelope<{ url: string }>(
      await call(app, admin, {
        method: 'POST',
        url: '/api/cms/web/siteBanner/savePreview',
        payload: { platform: 'company', title: '日志里的预览', image: '/images/banner-1.jpg', status: false },
      }),
    ).data;
    const signature = new URL(preview.url, 'http://x').searchParams.get('s')!;
    await app.inject({ url: preview.url, headers: { accept: 'text/html' } });

    // The lines still say which call was made.
    expect(log.lines.some((line) => line.includes('/siteMessage/list?keyword=[redacted]'))).toBe(true);
    expect(log.lines.some((line) => line.includes('/preview/'))).toBe(true);
    const leaks = log.lines.filter(
      (line) =>
        searches.some((keyword) => line.includes(keyword)) ||
        /0013.?8000/.test(line) ||
        line.includes(signature),
    );
    expect(leaks).toEqual([]);
  });

  it('answers the lookup, and every API answer that is not public content, with no-store', async () => {
    const answers = [
      await app.inject({ url: `${LOOKUP}?idCardNo=11010119950312125X&siteId=1` }),
      await app.inject({ url: `${LOOKUP}?idCardNo=110101199003070011` }),
      await app.inject({ url: `${LOOKUP}?idCardNo=12345` }),
      await app.inject({
        method: 'POST',
        url: '/api/cms/web/siteMessage/saveForClient',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=%E6%9D%8E%E5%9B%9B&phone=13812345678&fillMs=5000`,
      }),
      await app.inject({ url: '/api/cms/web/siteContent/detailsForClient?id=999999' }),
      await app.inject({ url: '/api/cms/web/siteContent/listForClient?menuId=abc' }),
      await app.inject({ url: '/api/cms/web/nothing' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  it('lets public content be kept and revalidated with its ETag', async () => {
    const tree = await app.inject({ url: '/api/cms/web/siteMenu/listForClient?platform=company' });
    expect(tree.statusCode).toBe(200);
    expect(tree.headers['cache-control']).toBe('no-cache');
    expect(tree.headers.etag).toBeDefined();
    const again = await app.inject({
      url: '/api/cms/web/siteMenu/listForClient?platform=company',
      headers: { 'if-none-match': String(tree.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});

describe.each(STORES)('the lookup searches the configured site only, on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { ENROLL_SITE_ID: '2', LOOKUP_RATE_LIMIT: '1000' } });
  }, 60_000);

  // The demo seeds its rolls into the configured site, and 梁振华's into the next one (3 here).
  it("answers the configured site's rolls, with or without its id", async () => {
    for (const query of ['?idCardNo=11010119950312125X', '?idCardNo=11010119950312125X&siteId=2']) {
      const answer = await lookupWithProof(app, query);
      expect(envelope<{ name: string } | null>(answer).data?.name).toBe('李明轩');
    }
    const other = await lookupWithProof(app, '?idCardNo=500103199006151015');
    expect(envelope(other).data).toBeNull();
  });

  it.each(['1', '3', '99'])('refuses siteId=%s, another site than the configured one', async (siteId) => {
    const answer = await app.inject({ url: `${LOOKUP}?idCardNo=500103199006151015&siteId=${siteId}` });
    expect(answer.statusCode).toBe(400);
    const body = envelope(answer);
    expect(body).toEqual({ code: 100000001, message: '站点编号不正确', data: null, field: 'siteId' });
    expect(body.message).toMatch(CHINESE);
  });
});
