import { build, CHINESE, envelope, STORES, type TestApp } from '../../../../helper';

const URL = '/api/cms/web/siteMessage/saveForClient';
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
  }, 60_000);
  afterEach(() => app.db.deleteFrom('site_message').execute());

  const count = async () =>
    Number(
      (
        await app.db
          .selectFrom('site_message')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
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
    const { code, data } = envelope<{ id: number }>(response);
    expect(code).toBe(0);
    const row = await app.db
      .selectFrom('site_message')
      .selectAll()
      .where('id', '=', data.id)
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
    for (const name of ['阿依古丽·买买提', 'Anna Li', '欧阳 娜娜']) {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        payload: { name, phone: '13912345678', channel: '百度推广', address: 'http://localhost:8080/home' },
      });
      expect(envelope(response).code).toBe(0);
    }
    expect(await count()).toBe(3);
  });

  it.each<[string, Record<string, string | string[]>, string]>([
    ['a missing name', { phone: '13800138000' }, '请填写姓名'],
    ['an empty name', { name: '', phone: '13800138000' }, '请填写姓名'],
    ['a blank name', { name: '   ', phone: '13800138000' }, '请填写姓名'],
    ['a too long name', { name: '张'.repeat(21), phone: '13800138000' }, '请填写正确的姓名'],
    ['a script tag', { name: '<script>alert(1)</script>', phone: '13800138000' }, '请填写正确的姓名'],
    ['SQL', { name: "x'; DROP TABLE site_message;--", phone: '13800138000' }, '请填写正确的姓名'],
    ['an emoji', { name: '张三😀', phone: '13800138000' }, '请填写正确的姓名'],
    ['digits in the name', { name: '张三123', phone: '13800138000' }, '请填写正确的姓名'],
    ['two names', { name: ['张三', '李四'], phone: '13800138000' }, '请填写正确的姓名'],
    ['a missing phone', { name: '张三' }, '请输入正确的手机号'],
    ['a short phone', { name: '张三', phone: '1380013800' }, '请输入正确的手机号'],
    ['a long phone', { name: '张三', phone: '138001380001' }, '请输入正确的手机号'],
    ['letters in the phone', { name: '张三', phone: '1380013800a' }, '请输入正确的手机号'],
    ['two phones', { name: '张三', phone: ['13800138000', '13800138001'] }, '请输入正确的手机号'],
    ['a bad channel', { name: '张三', phone: '13800138000', channel: '<b>x</b>' }, '渠道名称不正确'],
    [
      'a too long channel',
      { name: '张三', phone: '13800138000', channel: '渠'.repeat(21) },
      '渠道名称不正确',
    ],
    [
      'a javascript: address',
      { name: '张三', phone: '13800138000', address: 'javascript:alert(1)' },
      '来源地址不正确',
    ],
    [
      'a too long address',
      { name: '张三', phone: '13800138000', address: `https://a.cn/${'a'.repeat(200)}` },
      '来源地址不正确',
    ],
    ['a non-numeric fill time', { name: '张三', phone: '13800138000', fillMs: 'soon' }, '提交内容不正确'],
  ])('refuses %s, stores nothing', async (_, fields, message) => {
    const response = await submit(form(fields));
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: 100000001, message, data: null });
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

  it('quietly drops a bot: a filled honeypot, or a form sent back too fast', async () => {
    const bots: Record<string, string>[] = [
      { website: 'http://spam.example' },
      { fillMs: '300' },
      { fillMs: '0' },
    ];
    for (const extra of bots) {
      const response = await submit(form({ name: '张三', phone: '13800138000', ...extra }));
      expect(envelope(response)).toEqual({ code: 0, message: 'success', data: { id: 0 } });
    }
    expect(await count()).toBe(0);
  });

  it('stores a lead once per Idempotency-Key, even when the repeats race', async () => {
    const headers = { 'idempotency-key': 'lead-7f3a_9' };
    const payload = form({ name: '王五', phone: '13700137000' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(payload, headers)));
    const ids = answers.map((response) => envelope<{ id: number }>(response).data.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeGreaterThan(0);
    const again = await submit(payload, headers);
    expect(envelope<{ id: number }>(again).data.id).toBe(ids[0]);
    expect(await count()).toBe(1);
    const other = await submit(payload, { 'idempotency-key': 'lead-other' });
    expect(envelope<{ id: number }>(other).data.id).not.toBe(ids[0]);
    expect(await count()).toBe(2);
  });

  it.each(['has spaces', 'x'.repeat(101), '键'])('refuses the Idempotency-Key %p', async (key) => {
    const response = await submit(form({ name: '张三', phone: '13800138000' }), { 'idempotency-key': key });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ code: 100000001, message: '请求标识格式不正确' });
    expect(await count()).toBe(0);
  });
});

describe('lead source IP', () => {
  const post = (app: TestApp) =>
    app.inject({
      method: 'POST',
      url: URL,
      payload: form({ name: '张三', phone: '13800138000' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
    });
  const sourceIp = async (app: TestApp, id: number) =>
    (
      await app.db
        .selectFrom('site_message')
        .select('source_ip')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).source_ip;

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const direct = await build();
    expect(await sourceIp(direct, envelope<{ id: number }>(await post(direct)).data.id)).toBe('127.0.0.1');
    const proxied = await build({ env: { TRUST_PROXY: 'true' } });
    expect(await sourceIp(proxied, envelope<{ id: number }>(await post(proxied)).data.id)).toBe(
      '203.0.113.7',
    );
  });
});

describe('lead rate limit', () => {
  it('answers 100000003 past LEAD_RATE_LIMIT per IP per minute, storing nothing more', async () => {
    const app = await build({ env: { LEAD_RATE_LIMIT: '3' } });
    const answers = [];
    for (let n = 0; n < 5; n++) {
      answers.push(
        await app.inject({
          method: 'POST',
          url: URL,
          payload: form({ name: '张三', phone: `1380013800${n}` }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    }
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(envelope(answers[4]!)).toEqual({
      code: 100000003,
      message: '提交过于频繁，请稍后再试',
      data: null,
    });
    expect(answers[4]!.headers['retry-after']).toBeDefined();
    const rows = await app.db.selectFrom('site_message').select('id').execute();
    expect(rows).toHaveLength(3);
    // Content reads are not limited.
    for (let n = 0; n < 20; n++) {
      expect((await app.inject({ url: '/api/cms/web/pageType/listForClient' })).statusCode).toBe(200);
    }
  });
});
