import type { SiteSetting } from '@contract/site-setting';
import { build, envelope, STORES, type TestApp } from '../../../../helper';

describe.each(STORES)('siteSetting routes on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store });
  }, 60_000);

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
          { text: expect.any(String), url: 'https://beian.miit.gov.cn/' },
        ],
        enrollNotice: expect.stringContaining('公布'),
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
