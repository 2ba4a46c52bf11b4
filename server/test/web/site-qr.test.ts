import QRCode from 'qrcode';
import { build, type TestApp } from '../helper';

/** What a phone reads from the code: the same text drawn the same way gives the same picture. */
const codeOf = (text: string) => QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });

describe('the site’s own QR code', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  }, 60_000);
  afterAll(() => app.close());

  it.each([
    ['localhost', 'http://localhost/home'],
    ['academic.localhost', 'http://academic.localhost/home'],
    ['vocational.localhost:80', 'http://vocational.localhost/home'],
    // A host that is not configured is answered with the company's address, never its own.
    ['evil.example', 'http://localhost/home'],
  ])('on %s encodes %s', async (host, url) => {
    const response = await app.inject({ url: '/qr/site.svg', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toBe(await codeOf(url));
    expect(response.body).not.toBe(await codeOf(`${url}x`));
  });

  it('is what the demo settings show', async () => {
    const setting = await app.db.selectFrom('site_setting').select(['wechat_qr']).execute();
    expect(setting.map((row) => row.wechat_qr)).toEqual(setting.map(() => '/qr/site.svg'));
  });
});
