import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, tempDir, type TestApp } from '../../helper';

const SCRIPT = `console.log(${JSON.stringify('华夏'.repeat(100))});`;

describe('the built files and Range', () => {
  let app: TestApp;
  beforeAll(async () => {
    const root = tempDir('edu-site-static-');
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'assets', 'main.3f9a1c.js'), SCRIPT);
    app = await build({ env: { WEB_ROOT: root } });
  }, 60_000);
  afterAll(() => app.close());

  const size = Buffer.byteLength(SCRIPT);
  const get = (range: string) =>
    app.inject({ url: '/assets/main.3f9a1c.js', headers: { range, 'accept-encoding': 'identity' } });

  it('answers an invalid range (first byte after the last) with the whole file, as RFC 9110 says', async () => {
    const response = await get('bytes=5-1');
    expect([response.statusCode, response.headers['content-range'], response.body]).toEqual([
      200,
      undefined,
      SCRIPT,
    ]);
  });

  it('still serves a valid range, and 416 for one wholly past the end', async () => {
    const part = await get('bytes=1-4');
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length]).toEqual([
      206,
      `bytes 1-4/${size}`,
      4,
    ]);
    const past = await get(`bytes=${size}-${size + 5}`);
    expect(past.statusCode).toBe(416);
  });
});
