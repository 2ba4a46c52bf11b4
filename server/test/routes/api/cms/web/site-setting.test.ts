import type { SiteSetting } from '@contract/site-setting';
import { build, envelope, rowCount, STORES, type TestApp } from '../../../../helper';
import { ADMIN, sendAs, signedIn } from '../../bms/system/staff';

describe.each(STORES)('siteSetting routes on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store });
  }, 60_000);

  const menuIdOf = async (platform: string, name: string) =>
    (
      await app.db
        .selectFrom('site_menu')
        .select('id')
        .where('platform', '=', platform)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  const details = async (query: string, host?: string) =>
    app.inject({ url: `/api/cms/web/siteSetting/detailsForClient${query}`, headers: host ? { host } : {} });

  it('answers the settings of a platform', async () => {
    const response = await details('?platform=company');
    expect(envelope<SiteSetting>(response)).toEqual({
      code: 0,
      message: 'success',
      data: {
        platform: 'company',
        siteTitle: '华夏教育集团',
        contactTitle: '联系我们',
        copyright: expect.stringContaining('华夏教育集团'),
        address: expect.any(String),
        phone: '400-800-1234',
        email: expect.stringContaining('@'),
        homeUrl: expect.stringMatching(/^http/),
        wechatQr: '/qr/site.svg',
        weiboQr: '/qr/site.svg',
        xiaohongshuQr: '/qr/site.svg',
        icpLinks: [
          { text: '粤ICP备12345678号-1', url: 'https://beian.miit.gov.cn/' },
          // A 公安 filing is looked up at the Ministry of Public Security's site, with its number.
          { text: expect.any(String), url: 'https://beian.mps.gov.cn/#/query/webSearch?code=44010602000001' },
        ],
        enrollNotice: expect.stringContaining('公布'),
        // The after-lead panel's words and the privacy notice every lead form links (issue 38 item 4).
        workingHours: '周一至周日 9:00–21:00（法定节假日除外）',
        leadNextSteps: expect.stringContaining('招生老师将在工作时间内尽快致电'),
        privacyMenuId: await menuIdOf('company', '隐私政策'),
      },
    });
  });

  it.each([
    ['academic.localhost:8080', '华夏成人教育'],
    ['selfstudy.localhost', '华夏自考'],
    ['vocational.localhost:3000', '华夏职业教育'],
    ['127.0.0.1:8080', '华夏教育集团'],
  ])('takes the platform from Host %s', async (host, title) => {
    expect(envelope<SiteSetting>(await details('', host)).data.siteTitle).toBe(title);
  });

  it('leaves out a QR code that a platform does not have', async () => {
    expect(envelope<SiteSetting>(await details('?platform=selfStudy')).data.weiboQr).toBeNull();
  });

  it('refuses an unknown platform', async () => {
    const response = await details('?platform=unknown');
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({
      code: 100000001,
      message: '平台参数不正确',
      data: null,
      field: 'platform',
    });
  });
});

describe.each(STORES)('the after-lead and privacy settings on %s', (store) => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await build({ store });
    admin = await signedIn(app, ADMIN);
  }, 60_000);

  const stored = async (platform: string) =>
    (await sendAs<SiteSetting>(app, admin, 'GET', `/api/cms/web/siteSetting/details?platform=${platform}`))
      .data;
  const save = (body: unknown) => sendAs(app, admin, 'POST', '/api/cms/web/siteSetting', body);
  const privacyMenuOf = async (platform: string) =>
    (
      await app.db
        .selectFrom('site_menu')
        .select('id')
        .where('platform', '=', platform)
        .where('name', '=', '隐私政策')
        .executeTakeFirstOrThrow()
    ).id;

  it('seeds each site’s privacy notice, a published page under 底部菜单 with its text', async () => {
    for (const platform of ['company', 'academic', 'selfStudy', 'vocational']) {
      const id = await privacyMenuOf(platform);
      expect([platform, (await stored(platform)).privacyMenuId]).toEqual([platform, id]);
      const content = await app.db
        .selectFrom('site_content')
        .select(['title', 'body'])
        .where('menu_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(content.title).toMatch(/隐私政策$/);
      expect(content.body).toContain('我们收集的信息');
    }
  });

  it('saves the working hours, the next steps and a privacy page of the site; the public settings say so', async () => {
    const { platform: _platform, ...current } = await stored('vocational');
    const page = await privacyMenuOf('vocational');
    const saved = await save({
      ...current,
      platform: 'vocational',
      workingHours: ' 周一至周五 9:00–17:00 ',
      leadNextSteps: '培训顾问会在一个工作日内回电。',
      privacyMenuId: page,
    });
    expect(saved.code).toBe(0);
    const shown = envelope<SiteSetting>(
      await app.inject({ url: '/api/cms/web/siteSetting/detailsForClient?platform=vocational' }),
    ).data;
    expect(shown).toMatchObject({
      workingHours: '周一至周五 9:00–17:00',
      leadNextSteps: '培训顾问会在一个工作日内回电。',
      privacyMenuId: page,
    });
    // Left out of an older form's body: kept empty / none, not refused.
    const { workingHours: _w, leadNextSteps: _l, privacyMenuId: _m, ...older } = current;
    expect((await save({ ...older, platform: 'vocational' })).code).toBe(0);
    expect(await stored('vocational')).toMatchObject({
      workingHours: '',
      leadNextSteps: '',
      privacyMenuId: null,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['working hours too long', { workingHours: '时'.repeat(101) }, '工作时间不能超过 100 个字符'],
    ['next steps too long', { leadNextSteps: '说'.repeat(201) }, '提交后说明不能超过 200 个字符'],
    ['a privacy page of another site', { privacyMenuId: 'another' }, '隐私政策页面须为本站的栏目'],
    ['a privacy page that does not exist', { privacyMenuId: 999999 }, '隐私政策页面须为本站的栏目'],
    ['a privacy page that is no id', { privacyMenuId: 'x' }, '隐私政策页面不正确'],
  ])('refuses %s in words and changes nothing', async (_, change, message) => {
    const before = await stored('company');
    const audit = await rowCount(app.db, 'audit_log');
    const { platform: _platform, ...body } = before;
    const other = await privacyMenuOf('academic');
    const patched = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [key, value === 'another' ? other : value]),
    );
    const answer = await save({ ...body, platform: 'company', ...patched });
    expect([answer.status, answer.message]).toEqual([400, message]);
    expect(await stored('company')).toEqual(before);
    expect(await rowCount(app.db, 'audit_log')).toBe(audit);
  });

  it('keeps the privacy page while the settings name it: its menu is not deleted', async () => {
    const page = await privacyMenuOf('company');
    await app.db.deleteFrom('site_content').where('menu_id', '=', page).execute();
    const refused = await sendAs(app, admin, 'DELETE', `/api/cms/web/siteMenu?id=${page}`);
    expect([refused.status, refused.message]).toEqual([
      400,
      '栏目“隐私政策”是本站的隐私政策页面，请先在站点设置中另选隐私政策页面',
    ]);
    expect(await rowCount(app.db, 'site_menu')).toBeGreaterThan(0);
    expect((await stored('company')).privacyMenuId).toBe(page);
  });
});
