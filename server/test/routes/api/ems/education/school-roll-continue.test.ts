import { build, envelope, STORES, type TestApp } from '../../../../helper';

const PATH = '/api/ems/education/schoolRollContinue/searchForClient';

const lookup = (app: TestApp, query: string) =>
  app.inject({ url: `/api/ems/education/schoolRollContinue/searchForClient${query}` });

describe.each(STORES)('admission lookup on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { LOOKUP_RATE_LIMIT: '1000' } });
  }, 60_000);

  it.each([
    [
      '?idCardNo=11010119950312125X&siteId=1',
      { year: 2025, name: '李明轩', major: '工商管理（专升本）', gender: '男' },
    ],
    [
      '?idCardNo=11010119950312125x&siteId=1',
      { year: 2025, name: '李明轩', major: '工商管理（专升本）', gender: '男' },
    ],
    [
      '?idCardNo=%20310104199807251009%20',
      { year: 2025, name: '王思雨', major: '学前教育（高起专）', gender: '女' },
    ],
    [
      '?idCardNo=440106851023152&siteId=1',
      { year: 2024, name: '邓国强', major: '行政管理（专升本）', gender: '男' },
    ],
  ])('finds %s and answers only year, name, major and gender', async (query, expected) => {
    const response = await lookup(app, query);
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ code: 0, message: 'success', data: expected });
  });

  it.each([
    ['an unknown number', '?idCardNo=110101199001011237&siteId=1'],
    ['a wrong check character', '?idCardNo=110101199503121250&siteId=1'],
    ['a record of another site', '?idCardNo=500103199006151015&siteId=1'],
  ])('answers the same empty result for %s', async (_, query) => {
    const response = await lookup(app, query);
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ code: 0, message: 'success', data: null });
  });

  it.each([
    ['', '请先输入身份证再查询'],
    ['?idCardNo=', '请先输入身份证再查询'],
    ['?idCardNo=%20%20', '请先输入身份证再查询'],
    ['?idCardNo=12345', '身份证号格式不正确'],
    ['?idCardNo=11010119950312125Y', '身份证号格式不正确'],
    ['?idCardNo=1101011995031212500', '身份证号格式不正确'],
    ["?idCardNo=1'%20OR%20'1'='1", '身份证号格式不正确'],
    ['?idCardNo=%3Cscript%3E', '身份证号格式不正确'],
    ['?idCardNo=11010119950312125X&idCardNo=310104199807251009', '身份证号格式不正确'],
    ['?idCardNo=11010119950312125X&siteId=abc', '站点编号不正确'],
    // The site is the configured one (ENROLL_SITE_ID, 1 here), not the caller's choice.
    ['?idCardNo=500103199006151015&siteId=2', '站点编号不正确'],
    ['?idCardNo=11010119950312125X&siteId=99', '站点编号不正确'],
  ])('refuses %p', async (query, message) => {
    const response = await lookup(app, query);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: 100000001, message, data: null });
  });
});

describe('lookup rate limit', () => {
  it('answers 100000003 past LOOKUP_RATE_LIMIT per IP per minute', async () => {
    const app = await build({ env: { LOOKUP_RATE_LIMIT: '2' } });
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push(await lookup(app, '?idCardNo=11010119950312125X'));
    expect(statuses.map((response) => response.statusCode)).toEqual([200, 200, 429]);
    expect(envelope(statuses[2]!)).toEqual({
      code: 100000003,
      message: '查询过于频繁，请稍后再试',
      data: null,
    });
  });
});

describe('lookup: one bucket, no HEAD', () => {
  it('has no HEAD route: its content-length would tell found from not found, in a bucket of its own', async () => {
    const app = await build({ env: { LOOKUP_RATE_LIMIT: '1000' } });
    const found = await app.inject({ method: 'HEAD', url: `${PATH}?idCardNo=11010119950312125X` });
    const missing = await app.inject({ method: 'HEAD', url: `${PATH}?idCardNo=110101199003070011` });
    expect([found.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(found.headers['content-length']).toBe(missing.headers['content-length']);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const app = await build({ env: { LOOKUP_RATE_LIMIT: '2' } });
    const statuses = [];
    for (const remoteAddress of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2::3']) {
      statuses.push(
        (await app.inject({ url: `${PATH}?idCardNo=11010119950312125X`, remoteAddress })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('lookup rate limit across server processes sharing one PostgreSQL database', () => {
  it('holds the limit whichever process answers: adding a process does not add guesses', async () => {
    const first = await build({ store: 'postgres', env: { LOOKUP_RATE_LIMIT: '4', LEAD_RATE_LIMIT: '2' } });
    const databaseUrl = first.config.databaseUrl!;
    // A second app on the same database: it shares nothing with the first but the database.
    const second = await build({
      env: { DATABASE_URL: databaseUrl, LOOKUP_RATE_LIMIT: '4', LEAD_RATE_LIMIT: '2' },
    });
    const apps = [first, second];
    const statuses = [];
    for (let n = 0; n < 6; n++) {
      statuses.push((await lookup(apps[n % 2]!, '?idCardNo=11010119950312125X')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);

    const leads = [];
    for (let n = 0; n < 3; n++) {
      leads.push(
        (
          await apps[n % 2]!.inject({
            method: 'POST',
            url: '/api/cms/web/siteMessage/saveForClient',
            payload: { name: '张三', phone: `1380013800${n}`, fillMs: 5000 },
          })
        ).statusCode,
      );
    }
    expect(leads).toEqual([200, 200, 429]);
  }, 60_000);
});
