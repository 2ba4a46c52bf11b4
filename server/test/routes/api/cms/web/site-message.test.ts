import { ATTRIBUTION_MAX, NAME_MESSAGES, type QuarantineReason } from '@contract/lead-rules';
import {
  build,
  CHINESE,
  envelope,
  expectRefusedWith,
  rowCount,
  STORES,
  type TestApp,
} from '../../../../helper';

const URL = '/api/cms/web/siteMessage/saveForClient';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const form = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of [value].flat()) params.append(key, item);
  }
  return params.toString();
};

describe.each(STORES)('siteMessage (lead) route on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { LEAD_RATE_LIMIT: '1000' } });
    await app.db.deleteFrom('site_message').execute(); // the demo's inbox
  }, 60_000);
  afterEach(() => app.db.deleteFrom('site_message').execute());

  const count = () => rowCount(app.db, 'site_message');
  const submit = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('stores a form-encoded lead with defaults, trimmed, with the source IP', async () => {
    const response = await submit(form({ name: ' 张三 ', phone: '13800138000', fillMs: '5200' }));
    expect(response.statusCode).toBe(200);
    const { code, data } = envelope<{ id: string }>(response);
    expect(code).toBe(0);
    const row = await app.db
      .selectFrom('site_message')
      .selectAll()
      .where('public_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: '张三',
      phone: '13800138000',
      channel: '运营营销',
      address: null,
      source_ip: '127.0.0.1',
      status: 0,
      idempotency_key: null,
    });
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
  });

  it('accepts JSON, a channel, an address and names with a middle dot or Latin letters', async () => {
    const names = ['阿依古丽·买买提', 'Anna Li', '欧阳 娜娜', '王小明（测试）', 'Anna Müller', '李(小)明'];
    for (const [index, name] of names.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        payload: {
          name,
          phone: `1391234567${index}`,
          channel: '百度推广',
          address: 'http://localhost:8080/home',
          fillMs: 4000,
        },
      });
      expect([name, envelope(response).code]).toEqual([name, 0]);
    }
    expect(await count()).toBe(names.length);
  });

  it.each<[string, Record<string, string | string[]>, string, string]>([
    ['a missing name', { phone: '13800138000' }, '请填写姓名', 'name'],
    ['an empty name', { name: '', phone: '13800138000' }, '请填写姓名', 'name'],
    ['a blank name', { name: '   ', phone: '13800138000' }, '请填写姓名', 'name'],
    ['a too long name', { name: '张'.repeat(31), phone: '13800138000' }, '姓名不能超过 30 个字', 'name'],
    [
      'a 10,000-character name',
      { name: 'a'.repeat(10_000), phone: '13800138000' },
      '姓名不能超过 30 个字',
      'name',
    ],
    [
      'a script tag',
      { name: '<script>alert()</script>', phone: '13800138000' },
      NAME_MESSAGES.characters,
      'name',
    ],
    [
      'SQL',
      { name: "x'; DROP TABLE site_message;--", phone: '13800138000' },
      NAME_MESSAGES.characters,
      'name',
    ],
    ['an emoji', { name: '张三😀', phone: '13800138000' }, NAME_MESSAGES.characters, 'name'],
    ['digits in the name', { name: '张三123', phone: '13800138000' }, '姓名不能包含数字', 'name'],
    ['full-width digits in the name', { name: '张三１', phone: '13800138000' }, '姓名不能包含数字', 'name'],
    // The name's reason comes first, whatever else is wrong.
    ['a bad name and a bad phone', { name: '张三123', phone: 'abc' }, '姓名不能包含数字', 'name'],
    ['two names', { name: ['张三', '李四'], phone: '13800138000' }, NAME_MESSAGES.characters, 'name'],
    ['a missing phone', { name: '张三' }, '请输入正确的手机号', 'phone'],
    [
      'a number that is no mobile number',
      { name: '张三', phone: '23812345678' },
      '请输入正确的手机号',
      'phone',
    ],
    ['a landline number', { name: '张三', phone: '01012345678' }, '请输入正确的手机号', 'phone'],
    ['a phone starting 12', { name: '张三', phone: '12812345678' }, '请输入正确的手机号', 'phone'],
    ['a short phone', { name: '张三', phone: '1380013800' }, '请输入正确的手机号', 'phone'],
    ['a long phone', { name: '张三', phone: '138001380001' }, '请输入正确的手机号', 'phone'],
    ['letters in the phone', { name: '张三', phone: '1380013800a' }, '请输入正确的手机号', 'phone'],
    ['two phones', { name: '张三', phone: ['13800138000', '13800138001'] }, '请输入正确的手机号', 'phone'],
    [
      'a bad channel',
      { name: '张三', phone: '13800138000', channel: '<b>x</b>' },
      '渠道名称不正确',
      'channel',
    ],
    [
      'a too long channel',
      { name: '张三', phone: '13800138000', channel: '渠'.repeat(21) },
      '渠道名称不正确',
      'channel',
    ],
    [
      'a javascript: address',
      { name: '张三', phone: '13800138000', address: 'javascript:alert(1)' },
      '来源地址不正确',
      'address',
    ],
    [
      'a too long address',
      { name: '张三', phone: '13800138000', address: `https://a.cn/${'a'.repeat(200)}` },
      '来源地址不正确',
      'address',
    ],
    [
      'a non-numeric fill time',
      { name: '张三', phone: '13800138000', fillMs: 'soon' },
      '提交内容不正确',
      'fillMs',
    ],
  ])('refuses %s, naming the field, and stores nothing', async (_, fields, message, field) => {
    const response = await submit(form(fields));
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: 100000001, message, data: null, field });
    expect(await count()).toBe(0);
  });

  it.each<[string, unknown]>([
    ['a number as the name', { name: 12345, phone: '13800138000' }],
    ['an object as the name', { name: { first: '张' }, phone: '13800138000' }],
    ['an array body', [{ name: '张三', phone: '13800138000' }]],
    ['a string body', '张三'],
    ['null', null],
  ])('refuses JSON with %s', async (_, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = envelope(response);
    expect(body.code).toBe(100000001);
    expect(body.message).toMatch(CHINESE);
    expect(await count()).toBe(0);
  });

  it.each<[string, string, string, number, number]>([
    ['malformed JSON', '{"name": "张三", ', 'application/json', 400, 100000001],
    ['an empty JSON body', '', 'application/json', 400, 100000001],
    ['multipart', '--x\r\n', 'multipart/form-data; boundary=x', 415, 100000001],
    ['XML', '<lead><name>张三</name></lead>', 'application/xml', 415, 100000001],
    ['plain text', 'name=张三&phone=13800138000', 'text/plain', 400, 100000001],
    [
      'an oversize body',
      form({ name: '张三', phone: '13800138000', website: 'x'.repeat(20 * 1024) }),
      'application/x-www-form-urlencoded',
      413,
      100000005,
    ],
  ])('refuses %s without a stack trace', async (_, payload, contentType, status, code) => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    const body = envelope(response);
    expect(body.code).toBe(code);
    expect(body.message).toMatch(CHINESE);
    expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/);
    expect(await count()).toBe(0);
  });

  const stored = (publicId: string) =>
    app.db.selectFrom('site_message').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();

  it('stores a bot too, held back with its reason, answering exactly as it answers a person', async () => {
    const person = await submit(form({ name: '张三', phone: '13800138000', fillMs: '5200' }));
    const personAnswer = envelope<{ id: string }>(person);
    expect(personAnswer).toEqual({ code: 0, message: 'success', data: { id: expect.stringMatching(UUID) } });
    const bots: [QuarantineReason, Record<string, string>][] = [
      ['honeypot', { website: 'http://spam.example', fillMs: '5200' }],
      ['tooFast', { fillMs: '200' }],
      ['tooFast', { fillMs: '0' }],
      // No fill time at all is no exemption from the check.
      ['noFillTime', {}],
    ];
    const ids = new Set([personAnswer.data.id]);
    for (const [index, [reason, extra]] of bots.entries()) {
      const response = await submit(form({ name: '张三', phone: `1380013801${index}`, ...extra }));
      expect(response.statusCode).toBe(person.statusCode);
      expect(Object.keys(response.headers).sort()).toEqual(Object.keys(person.headers).sort());
      const answer = envelope<{ id: string }>(response);
      expect(answer).toEqual({ code: 0, message: 'success', data: { id: expect.stringMatching(UUID) } });
      ids.add(answer.data.id);
      // Stored, with the id it was answered with, under 可疑线索.
      expect(await stored(answer.data.id)).toMatchObject({ quarantine_reason: reason, name: '张三' });
    }
    expect(ids.size).toBe(bots.length + 1);
    expect(await stored(personAnswer.data.id)).toMatchObject({ quarantine_reason: null, fill_ms: 5200 });
    // A repeat with the same Idempotency-Key gets the same id and stores nothing more, as a person's repeat.
    const headers = { 'idempotency-key': 'bot-key-1' };
    const repeats = await Promise.all(
      [0, 1].map(() => submit(form({ name: '张三', phone: '13800138021', fillMs: '10' }), headers)),
    );
    const [first, second] = repeats.map((response) => envelope<{ id: string }>(response).data.id);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    expect(await count()).toBe(bots.length + 2);
    // …and another lead under that key is refused as a person's would be.
    const reused = await submit(form({ name: '李四', phone: '13800138021', fillMs: '10' }), headers);
    expect(reused.statusCode).toBe(409);
  });

  it('stores where the lead came from, bounded, and derives its source once', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49',
      },
      payload: {
        name: '王小明（测试）',
        phone: '13912345678',
        fillMs: 2400,
        pagePath: '/online_registration?from=menu',
        pageTitle: '在线报名 - 华夏教育集团',
        landingPath: '/news?id=3&utm_source=WeChat',
        referrer: 'https://mp.weixin.qq.com/s/abc',
        utmSource: ' WeChat ',
        utmMedium: 'Social',
        utmCampaign: 'autumn',
        utmTerm: '专升本',
        utmContent: 'poster\u0007-1',
      },
    });
    const row = await stored(envelope<{ id: string }>(response).data.id);
    expect(row).toMatchObject({
      quarantine_reason: null,
      page_path: '/online_registration?from=menu',
      page_title: '在线报名 - 华夏教育集团',
      landing_path: '/news?id=3&utm_source=WeChat',
      referrer: 'https://mp.weixin.qq.com/s/abc',
      utm_source: 'WeChat',
      utm_medium: 'Social',
      utm_campaign: 'autumn',
      utm_term: '专升本',
      utm_content: 'poster-1',
      source: 'wechat',
      medium: 'social',
      device: 'phone',
      in_wechat: 1,
      fill_ms: 2400,
      platform: 'company',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>, Partial<Record<string, unknown>>]>([
    ['no referrer: direct', {}, {}, { source: 'direct', medium: null, device: 'desktop', in_wechat: 0 }],
    [
      'a search engine',
      { referrer: 'https://m.baidu.com/s?word=成人高考' },
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' },
      { source: 'baidu', medium: 'organic', device: 'phone' },
    ],
    [
      'a page of this very site is no source',
      { referrer: 'http://academic.localhost:8080/home' },
      { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36' },
      { source: 'direct', device: 'desktop' },
    ],
    [
      'another site',
      { referrer: 'https://www.eol.cn/news/1.html' },
      { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1' },
      { source: 'eol.cn', medium: 'referral', device: 'tablet' },
    ],
    [
      'a page path that is no path of this site',
      { pagePath: 'https://evil.example/x', landingPath: '//evil.example/y' },
      {},
      { page_path: null, landing_path: null },
    ],
  ])('records %s', async (_, extra, headers, expected) => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { name: '张三', phone: '13800138000', fillMs: 3000, ...extra },
    });
    expect(await stored(envelope<{ id: string }>(response).data.id)).toMatchObject(expected);
  });

  it('keeps hostile attribution bounded and inert, and masks personal numbers in it', async () => {
    const script = `<script>alert(1)</script>${'x'.repeat(5 * 1024)}`;
    const post = async (attribution: Record<string, string>) => {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        payload: { name: '张三', phone: '13800138000', fillMs: 3000, ...attribution },
      });
      expect(response.statusCode).toBe(200);
      // The answer is JSON, never HTML: the console shows these values as text.
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return stored(envelope<{ id: string }>(response).data.id);
    };
    const forged = await post({ utmSource: script, utmCampaign: script.slice(0, 2000) });
    expect(forged.utm_source).toBe(script.slice(0, ATTRIBUTION_MAX.utm));
    expect(forged.source).toBe(script.slice(0, 100).toLowerCase());
    expect(forged.utm_campaign).toHaveLength(ATTRIBUTION_MAX.utm);
    const long = await post({
      referrer: `https://example.com/?q=${'r'.repeat(10 * 1024)}`,
      pagePath: '/enroll_detail?idCardNo=11010119950312125X&tel=13912345678',
    });
    expect(long.referrer).toHaveLength(ATTRIBUTION_MAX.referrer);
    expect(long.source).toBe('example.com');
    expect(long.page_path).toBe('/enroll_detail?idCardNo=110101********125X&tel=139****5678');
  });

  it.each<[string, string, string]>([
    ['a fill time of 1e309', '{"name":"张三","phone":"13800138000","fillMs":1e309}', '提交内容不正确'],
    ['a phone with letters', '{"name":"张三","phone":"138abc45678","fillMs":3000}', '请输入正确的手机号'],
    [
      'a 10,000-character Chinese name',
      JSON.stringify({ name: '张'.repeat(10_000), phone: '13800138000', fillMs: 3000 }),
      '提交内容过大，请精简后再试',
    ],
    [
      'a 20 KB referrer',
      JSON.stringify({ name: '张三', phone: '13800138000', fillMs: 3000, referrer: 'r'.repeat(20_000) }),
      '提交内容过大，请精简后再试',
    ],
  ])('refuses %s with a clear Chinese message, storing nothing', async (_, payload, message) => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(envelope(response)).toMatchObject({ code: expect.any(Number), message });
    expect(envelope(response).code).not.toBe(0);
    expect(await count()).toBe(0);
  });

  it('stores a lead once per Idempotency-Key, even when the repeats race', async () => {
    const headers = { 'idempotency-key': 'lead-7f3a_9' };
    const payload = form({ name: '王五', phone: '13700137000', fillMs: '3000' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(payload, headers)));
    const ids = answers.map((response) => envelope<{ id: string }>(response).data.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(UUID);
    // A retry measures a longer fill time: still the same lead.
    const again = await submit(form({ name: '王五', phone: '13700137000', fillMs: '9000' }), headers);
    expect(envelope<{ id: string }>(again).data.id).toBe(ids[0]);
    expect(await count()).toBe(1);
    const other = await submit(payload, { 'idempotency-key': 'lead-other' });
    expect(envelope<{ id: string }>(other).data.id).not.toBe(ids[0]);
    expect(await count()).toBe(2);
  });

  it('refuses an Idempotency-Key sent again with another lead, storing nothing', async () => {
    const headers = { 'idempotency-key': 'lead-reused' };
    const first = await submit(form({ name: '王五', phone: '13700137000', fillMs: '3000' }), headers);
    expect(envelope(first).code).toBe(0);
    for (const changed of [
      { name: '王五', phone: '13700137001', fillMs: '3000' },
      { name: '王六', phone: '13700137000', fillMs: '3000' },
      { name: '王五', phone: '13700137000', channel: '百度推广', fillMs: '3000' },
    ]) {
      const response = await submit(form(changed as Record<string, string>), headers);
      expectRefusedWith(response, 409, 100000001, '请求标识已用于另一条留言，请刷新页面后重新提交');
    }
    expect(await count()).toBe(1);
  });

  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    [
      'an Origin of another site with same-site',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' },
    ],
    ['an opaque Origin', { origin: 'null' }],
  ])('refuses a lead posted by another website (%s), storing nothing', async (_, headers) => {
    const response = await submit(form({ name: '张三', phone: '13800138000', fillMs: '5200' }), headers);
    expectRefusedWith(response, 403, 100000001, '请在本站页面填写并提交留言');
    expect(await count()).toBe(0);
  });

  it.each<[string, Record<string, string>]>([
    ['no Origin and no Sec-Fetch-Site (old webviews, curl)', {}],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }],
    ['its own Origin', { origin: 'http://localhost:80' }],
    [
      'the Origin of another site kind',
      { origin: 'http://academic.localhost:8080', 'sec-fetch-site': 'same-site' },
    ],
  ])('takes a lead with %s', async (_, headers) => {
    const response = await submit(form({ name: '张三', phone: '13800138000', fillMs: '5200' }), headers);
    expect(envelope(response).code).toBe(0);
    expect(await count()).toBe(1);
  });

  it.each(['has spaces', 'x'.repeat(101), '键'])('refuses the Idempotency-Key %p', async (key) => {
    const response = await submit(form({ name: '张三', phone: '13800138000' }), { 'idempotency-key': key });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ code: 100000001, message: '请求标识格式不正确' });
    expect(await count()).toBe(0);
  });
});

describe('lead source IP', () => {
  const post = (app: TestApp, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: URL,
      payload: form({ name: '张三', phone: '13800138000', fillMs: '5200' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    });
  const sourceIp = async (app: TestApp, id: string) =>
    (
      await app.db
        .selectFrom('site_message')
        .select('source_ip')
        .where('public_id', '=', id)
        .executeTakeFirstOrThrow()
    ).source_ip;

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const direct = await build();
    const id = envelope<{ id: string }>(await post(direct, '203.0.113.7')).data.id;
    expect(await sourceIp(direct, id)).toBe('127.0.0.1');
  });

  it('behind one proxy (TRUST_PROXY=1) takes the address the proxy saw, not one the client wrote', async () => {
    const proxied = await build({ env: { TRUST_PROXY: '1' } });
    // The client wrote 6.6.6.6 itself; the proxy appended the address it saw.
    const id = envelope<{ id: string }>(await post(proxied, '6.6.6.6, 203.0.113.7')).data.id;
    expect(await sourceIp(proxied, id)).toBe('203.0.113.7');
  });

  it('trusts only the listed proxy addresses (TRUST_PROXY=10.0.0.0/8)', async () => {
    const listed = await build({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    // 127.0.0.1 (the test's client) is not a listed proxy: its X-Forwarded-For is not believed.
    const id = envelope<{ id: string }>(await post(listed, '203.0.113.7')).data.id;
    expect(await sourceIp(listed, id)).toBe('127.0.0.1');
  });
});

/** How many leads are stored with a phone like `pattern` (SQL LIKE: `_` stands for any one digit). */
async function leadsWithPhone(app: TestApp, pattern: string): Promise<number> {
  const rows = await app.db.selectFrom('site_message').select('id').where('phone', 'like', pattern).execute();
  return rows.length;
}

describe('lead rate limit', () => {
  it('answers 100000003 past LEAD_RATE_LIMIT per IP per minute, storing nothing more', async () => {
    const app = await build({ env: { LEAD_RATE_LIMIT: '3' } });
    const answers = [];
    for (let n = 0; n < 5; n++) {
      answers.push(
        await app.inject({
          method: 'POST',
          url: URL,
          payload: form({ name: '张三', phone: `1380013800${n}`, fillMs: '5200' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    }
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expectRefusedWith(answers[4]!, 429, 100000003, '提交过于频繁，请稍后再试');
    expect(answers[4]!.headers['retry-after']).toBeDefined();
    expect(await leadsWithPhone(app, '1380013800_')).toBe(3);
    // Content reads are not limited.
    for (let n = 0; n < 20; n++) {
      expect((await app.inject({ url: '/api/cms/web/pageType/listForClient' })).statusCode).toBe(200);
    }
  });
});

describe('lead limits per IPv6 /64 and per phone number', () => {
  /** `fillMs`: a person's by default; null sends none (as a program may). */
  const post = (app: TestApp, phone: string, remoteAddress: string, fillMs: string | null = '5200') =>
    app.inject({
      method: 'POST',
      url: URL,
      remoteAddress,
      payload: form({ name: '张三', phone, ...(fillMs === null ? {} : { fillMs }) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const app = await build({ env: { LEAD_RATE_LIMIT: '2' } });
    const statuses = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3']) {
      statuses.push((await post(app, '13800138000', address)).statusCode);
    }
    // Another /64 is another client.
    statuses.push((await post(app, '13800138001', '2001:db8:1:3::1')).statusCode);
    expect(statuses).toEqual([200, 200, 429, 200]);
  });

  it.each(STORES)(
    'takes at most LEAD_PHONE_DAILY_LIMIT leads per phone number per day, from any IP, on %s',
    async (store) => {
      const app = await build({ store, env: { LEAD_RATE_LIMIT: '1000', LEAD_PHONE_DAILY_LIMIT: '3' } });
      // Programs too (no fill time, 200 ms): held back as suspicious, they count all the same.
      const answers = await Promise.all(
        ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'].map((ip, n) =>
          post(app, '13500135000', ip, n % 2 === 0 ? undefined : n === 1 ? '200' : null),
        ),
      );
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
      const refused = answers.find((response) => response.statusCode === 429)!;
      expectRefusedWith(refused, 429, 100000003, '该手机号今日提交次数已达上限，请明天再试');
      expect(await leadsWithPhone(app, '13500135000')).toBe(3);
      // Another number is not held back.
      expect((await post(app, '13500135001', '203.0.113.6')).statusCode).toBe(200);
    },
    60_000,
  );
});
