import type { LookupChallenge } from '@contract/admission';
import { idCardCheckCharacter } from '@contract/id-card';
import { LOOKUP_SALT_PREFIX } from '@contract/proof-of-work';
import {
  build,
  envelope,
  expectRefusedWith,
  freshMinuteWindow,
  STORES,
  type TestApp,
} from '../../../../helper';
import {
  fetchChallenge,
  LOOKUP,
  lookupSolving,
  lookupWithProof,
  solvedProof,
} from '../../../../lookup-proof';

const PATH = LOOKUP;

/** A lookup as a script without the page would send it: no proof. */
const lookup = (app: TestApp, query: string) => app.inject({ url: `${LOOKUP}${query}` });

/** Challenges a test solves quickly: the default (50,000) is for phones, the bench measures it. */
const QUICK = { LOOKUP_CHALLENGE_MAX_NUMBER: '2000' };

/** The nth of a series of distinct, well-formed 18-digit numbers (none of them admitted). */
const studentNumber = (n: number): string => {
  const first17 = `4401062008010${String(n).padStart(4, '0')}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
};

describe.each(STORES)('admission lookup on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { LOOKUP_RATE_LIMIT: '1000', ...QUICK } });
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
    const response = await lookupWithProof(app, query);
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ code: 0, message: 'success', data: expected });
  });

  it.each([
    ['an unknown number', '?idCardNo=110101199001011237&siteId=1'],
    ['a wrong check character', '?idCardNo=110101199503121250&siteId=1'],
    ['a record of another site', '?idCardNo=500103199006151015&siteId=1'],
  ])('answers the same empty result for %s', async (_, query) => {
    const response = await lookupWithProof(app, query);
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ code: 0, message: 'success', data: null });
  });

  it.each([
    ['', '请先输入身份证再查询', 'idCardNo'],
    ['?idCardNo=', '请先输入身份证再查询', 'idCardNo'],
    ['?idCardNo=%20%20', '请先输入身份证再查询', 'idCardNo'],
    ['?idCardNo=12345', '身份证号格式不正确', 'idCardNo'],
    ['?idCardNo=11010119950312125Y', '身份证号格式不正确', 'idCardNo'],
    ['?idCardNo=1101011995031212500', '身份证号格式不正确', 'idCardNo'],
    ["?idCardNo=1'%20OR%20'1'='1", '身份证号格式不正确', 'idCardNo'],
    ['?idCardNo=%3Cscript%3E', '身份证号格式不正确', 'idCardNo'],
    ['?idCardNo=11010119950312125X&idCardNo=310104199807251009', '身份证号格式不正确', 'idCardNo'],
    ['?idCardNo=11010119950312125X&siteId=abc', '站点编号不正确', 'siteId'],
    // The site is the configured one (ENROLL_SITE_ID, 1 here), not the caller's choice.
    ['?idCardNo=500103199006151015&siteId=2', '站点编号不正确', 'siteId'],
    ['?idCardNo=11010119950312125X&siteId=99', '站点编号不正确', 'siteId'],
  ])('refuses %p, naming the field', async (query, message, field) => {
    const response = await lookup(app, query);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: 100000001, message, data: null, field });
  });

  it('refuses a lookup without a proof, with a Chinese message and a code that asks for a new challenge', async () => {
    const response = await lookup(app, '?idCardNo=11010119950312125X&siteId=1');
    expectRefusedWith(response, 400, 100000031, '查询验证未完成，请稍候再点查询');
  });

  it('answers a proof once: the same proof again is refused', async () => {
    const proof = encodeURIComponent(await solvedProof(app));
    const first = await lookup(app, `?idCardNo=11010119950312125X&proof=${proof}`);
    const again = await lookup(app, `?idCardNo=11010119950312125X&proof=${proof}`);
    const another = await lookup(app, `?idCardNo=310104199807251009&proof=${proof}`);
    expect(first.statusCode).toBe(200);
    expect(envelope(first).data).toMatchObject({ name: '李明轩' });
    for (const response of [again, another]) {
      expectRefusedWith(response, 400, 100000031, '查询验证已使用，请重新查询');
    }
  });

  it('refuses a proof that solves nothing it signed: a wrong number, a changed salt, a made-up signature', async () => {
    const challenge = await fetchChallenge(app);
    const proof = await solvedProof(app);
    const [salt, number, signature] = proof.split(':') as [string, string, string];
    const later = `${LOOKUP_SALT_PREFIX}${Number(salt.split('.')[1]) + 3600}.${salt.split('.')[2]}`;
    const forged = [
      `${salt}:${Number(number) + 1}:${signature}`,
      `${later}:${number}:${signature}`,
      `${challenge.salt}:${number}:${signature}`,
      `${salt}:${number}:${'A'.repeat(43)}`,
    ];
    for (const candidate of forged) {
      const response = await lookup(
        app,
        `?idCardNo=11010119950312125X&proof=${encodeURIComponent(candidate)}`,
      );
      expectRefusedWith(response, 400, 100000031, '查询验证无效，请刷新页面后重新查询');
    }
    const malformed = await lookup(app, '?idCardNo=11010119950312125X&proof=abc');
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).message).toBe('查询验证无效，请刷新页面后重新查询');
    // The proof itself was never used: it still answers.
    expect(
      (await lookup(app, `?idCardNo=11010119950312125X&proof=${encodeURIComponent(proof)}`)).statusCode,
    ).toBe(200);
  });

  it('refuses a proof whose challenge expired (10 minutes)', async () => {
    const proof = await solvedProof(app);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000 + 1000);
    try {
      const response = await lookup(app, `?idCardNo=11010119950312125X&proof=${encodeURIComponent(proof)}`);
      expectRefusedWith(response, 400, 100000031, '查询验证已过期，请重新查询');
    } finally {
      clock.mockRestore();
    }
  });
});

describe.each(STORES)('results day on %s (issue 35)', (store) => {
  it('answers 100 students behind one address, each looking up once within a minute', async () => {
    const app = await build({ store, env: QUICK });
    expect(app.config.lookupRateLimit).toBe(300);
    const started = Date.now();
    const answers = [];
    for (let n = 0; n < 100; n++) {
      const response = await lookupWithProof(app, `?idCardNo=${studentNumber(n)}`, '203.0.113.7');
      answers.push(`${response.statusCode} ${envelope(response).code}`);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(answers).toEqual(Array(100).fill('200 0'));
  }, 120_000);

  it('gives a script of 2,000 numbers from one address at most the allowance docs/operations.md states (300 a minute, 600 misses an hour)', async () => {
    const app = await build({ store, env: { LOOKUP_CHALLENGE_MAX_NUMBER: '100' } });
    const outcomes: string[] = [];
    for (let n = 0; n < 2000; n++) {
      const challenge = await app.inject({ url: '/api/ems/education/schoolRollContinue/challengeForClient' });
      if (challenge.statusCode !== 200) {
        outcomes.push(`${challenge.statusCode} ${envelope(challenge).message}`);
        continue;
      }
      // With the challenge just fetched: a second fetch could be the one refused.
      const response = await lookupSolving(
        app,
        `?idCardNo=${studentNumber(n)}`,
        envelope<LookupChallenge>(challenge).data,
      );
      outcomes.push(
        response.statusCode === 200 ? 'answered' : `${response.statusCode} ${envelope(response).message}`,
      );
    }
    const answered = outcomes.filter((outcome) => outcome === 'answered').length;
    // The first 300 of a minute are a campus's worth: all answered, in whichever minute they fall.
    expect(outcomes.slice(0, 300)).toEqual(Array(300).fill('answered'));
    // Fixed clock windows: a run across a minute's end gets a second 300, never more than the hour's 600 misses.
    expect(answered).toBeLessThanOrEqual(600);
    // Every other one refused with 429 and a Chinese message, none with a failure of the server.
    expect(
      outcomes.filter((outcome) => outcome !== 'answered' && !/^429 \S*[\u4e00-\u9fff]/.test(outcome)),
    ).toEqual([]);
  }, 300_000);

  it('refuses every lookup of an address past its misses of the hour, a found number too, and no other address', async () => {
    const app = await build({ store, env: { ...QUICK, LOOKUP_MISS_LIMIT: '3' } });
    const statuses = [];
    for (let n = 0; n < 3; n++)
      statuses.push((await lookupWithProof(app, `?idCardNo=${studentNumber(n)}`)).statusCode);
    const found = await lookupWithProof(app, '?idCardNo=11010119950312125X');
    expect([...statuses, found.statusCode]).toEqual([200, 200, 200, 429]);
    expect(envelope(found)).toEqual({
      code: 100000003,
      message: '未查到的查询次数过多，请一小时后再试',
      data: null,
    });
    const elsewhere = await lookupWithProof(app, '?idCardNo=11010119950312125X', '198.51.100.9');
    expect(envelope(elsewhere).data).toMatchObject({ name: '李明轩' });
  }, 60_000);
});

describe('lookup rate limit', () => {
  it('answers 100000003 past LOOKUP_RATE_LIMIT per IP per minute', async () => {
    const app = await build({ env: { LOOKUP_RATE_LIMIT: '2', ...QUICK } });
    await freshMinuteWindow();
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push(await lookupWithProof(app, '?idCardNo=11010119950312125X'));
    expect(statuses.map((response) => response.statusCode)).toEqual([200, 200, 429]);
    expect(envelope(statuses[2]!)).toEqual({
      code: 100000003,
      message: '查询过于频繁，请稍后再试',
      data: null,
    });
  }, 60_000);
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
    const app = await build({ env: { LOOKUP_RATE_LIMIT: '2', ...QUICK } });
    await freshMinuteWindow();
    const statuses = [];
    for (const remoteAddress of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2::3']) {
      statuses.push((await lookupWithProof(app, '?idCardNo=11010119950312125X', remoteAddress)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  }, 60_000);
});

describe('lookup rate limit across server processes sharing one PostgreSQL database', () => {
  it('holds the limit whichever process answers: adding a process does not add guesses', async () => {
    // Servers on one database share the signing secret (docs/operations.md: PREVIEW_SECRET), so a challenge
    // of one is a challenge of the other.
    const shared = { LOOKUP_RATE_LIMIT: '4', LEAD_RATE_LIMIT: '2', PREVIEW_SECRET: 'p'.repeat(40), ...QUICK };
    const first = await build({ store: 'postgres', env: shared });
    const databaseUrl = first.config.databaseUrl!;
    // A second app on the same database: it shares nothing with the first but the database.
    const second = await build({ env: { DATABASE_URL: databaseUrl, ...shared } });
    const apps = [first, second];
    await freshMinuteWindow(30_000);
    const statuses = [];
    for (let n = 0; n < 6; n++) {
      statuses.push((await lookupWithProof(apps[n % 2]!, '?idCardNo=11010119950312125X')).statusCode);
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
  }, 90_000);

  it('answers a proof once whichever process gets it', async () => {
    const shared = { PREVIEW_SECRET: 'q'.repeat(40), ...QUICK };
    const first = await build({ store: 'postgres', env: shared });
    const second = await build({ env: { DATABASE_URL: first.config.databaseUrl!, ...shared } });
    const proof = encodeURIComponent(await solvedProof(first));
    const url = `${LOOKUP}?idCardNo=11010119950312125X&proof=${proof}`;
    const answers = await Promise.all([first, second, first, second].map((app) => app.inject({ url })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
  }, 60_000);
});
