import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { maskOf } from '@contract/permissions';
import type { PageOf } from '@contract/common';
import type { ServerFile } from '@contract/server-file';
import { insertAccount } from '../../../../../src/staff/accounts';
import { build, CHINESE, envelope, STORES, type TestApp } from '../../../../helper';
import { call, ORIGIN, signedIn } from '../../bms/system/staff';

const BASE = '/api/cms/resource/serverFile';
const PASSWORD = 'Upload@2026password';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-and-some-bytes-of-a-picture'),
]);
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(3 * 1024 * 1024 + 17, 7),
]);

/** A multipart/form-data body with one file part. */
export function multipartBody(filename: string, contentType: string, data: Buffer) {
  const boundary = '----edu-site-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(STORES)('uploads on %s', (store) => {
  let app: TestApp;
  let content: string;
  let leads: string;

  beforeAll(async () => {
    app = await build({ store });
    await insertAccount(
      app.db,
      { username: 'uploader', displayName: '编辑', permissions: maskOf('content'), password: PASSWORD },
      new Date(),
    );
    await insertAccount(
      app.db,
      { username: 'leadsonly', displayName: '招生', permissions: maskOf('leads'), password: PASSWORD },
      new Date(),
    );
    content = await signedIn(app, { username: 'uploader', password: PASSWORD });
    leads = await signedIn(app, { username: 'leadsonly', password: PASSWORD });
  }, 60_000);

  const upload = (cookie: string | null, filename: string, type: string, data: Buffer) => {
    const { body, contentType } = multipartBody(filename, type, data);
    return call(app, cookie, {
      method: 'POST',
      url: `${BASE}/upload`,
      payload: body,
      headers: { 'content-type': contentType },
    });
  };
  const stored = async () => ({
    files: await app.db.selectFrom('server_file').select('name').execute(),
    chunks: await app.db.selectFrom('server_file_chunk').select('name').execute(),
  });

  it('refuses signed-out uploads and staff without the content bit', async () => {
    const out = await upload(null, 'a.png', 'image/png', PNG);
    expect([out.statusCode, envelope(out).code]).toEqual([401, 100000004]);
    const noBit = await upload(leads, 'a.png', 'image/png', PNG);
    expect([noBit.statusCode, envelope(noBit).code]).toEqual([403, 100000006]);
    const list = await call(app, leads, { method: 'GET', url: `${BASE}/list` });
    expect([list.statusCode, envelope(list).code]).toEqual([403, 100000006]);
  });

  it('stores a picture under a random name and serves it with its type and nosniff', async () => {
    const response = await upload(content, '../../etc/校园<风景>.PNG.exe', 'application/octet-stream', PNG);
    expect(envelope(response).code).toBe(0);
    const file = envelope<ServerFile>(response).data;
    expect(file).toMatchObject({
      type: 'image/png',
      kind: 'image',
      size: PNG.length,
      originalName: '校园风景.PNG.exe',
    });
    expect(file.name).toMatch(/^[0-9a-f]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': 'inline',
    });
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const trail = await app.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'serverFile')
      .execute();
    expect(trail).toEqual([{ action: 'upload' }]);
  });

  it('stores a video (over one chunk) and serves byte ranges', async () => {
    const response = await upload(content, 'intro.mp4', 'video/mp4', MP4);
    const file = envelope<ServerFile>(response).data;
    expect(file).toMatchObject({ type: 'video/mp4', kind: 'video', size: MP4.length });
    const whole = await app.inject({ method: 'GET', url: file.url });
    expect(whole.rawPayload.equals(MP4)).toBe(true);
    const start = 1024 * 1024 - 5;
    const part = await app.inject({
      method: 'GET',
      url: file.url,
      headers: { range: `bytes=${start}-${start + 9}` },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 9}/${MP4.length}`);
    expect(part.rawPayload.equals(MP4.subarray(start, start + 10))).toBe(true);
    const bad = await app.inject({
      method: 'GET',
      url: file.url,
      headers: { range: `bytes=${MP4.length}-` },
    });
    expect(bad.statusCode).toBe(416);
    const videos = envelope<PageOf<ServerFile>>(
      await call(app, content, { method: 'GET', url: `${BASE}/list?kind=video` }),
    ).data;
    expect(videos.pageList.map((f) => f.name)).toEqual([file.name]);
  });

  it('refuses a file that lies about its type, an empty one, a wrong body; stores nothing', async () => {
    const before = await stored();
    const cases: [string, Buffer][] = [
      ['evil.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['a.jpg', Buffer.from('GIF8')],
      ['empty.png', Buffer.alloc(0)],
      ['a.mp4', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypqt  '), Buffer.alloc(100)])],
    ];
    for (const [name, data] of cases) {
      const response = await upload(content, name, 'image/png', data);
      expect([name, response.statusCode, envelope(response).code]).toEqual([name, 400, 100000001]);
      expect(envelope(response).message).toBe('文件类型不支持，仅支持 jpg、png、gif、mp4');
    }
    const json = await call(app, content, { method: 'POST', url: `${BASE}/upload`, payload: {} });
    expect([json.statusCode, envelope(json).code]).toEqual([400, 100000001]);
    expect(envelope(json).message).toMatch(CHINESE);
    expect(await stored()).toEqual(before);
  });

  it('refuses a picture over 10 MB as it arrives, and a declared 1 GB body before reading it', async () => {
    const before = await stored();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload(content, 'big.jpg', 'image/jpeg', big);
    expect([response.statusCode, envelope(response).code, envelope(response).message]).toEqual([
      413,
      100000005,
      '图片不能超过 10 MB',
    ]);

    // A real socket: 1 GB announced, a few bytes sent; the answer comes before the body.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let answered = false;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: `${BASE}/upload`,
          headers: {
            origin: ORIGIN.replace(':80', `:${port}`),
            cookie: content,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(1024 ** 3),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            // The rest of the gigabyte is never sent.
            answered = true;
            request.destroy();
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 100000005 });
    expect(await stored()).toEqual(before);
  });

  it('removes a file (audited): it is no longer served', async () => {
    const file = envelope<ServerFile>(
      await upload(content, 'x.gif', 'image/gif', Buffer.from('GIF89a-tiny-gif-body')),
    ).data;
    const removed = await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` });
    expect(envelope(removed).code).toBe(0);
    expect((await app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    const again = await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` });
    expect([again.statusCode, envelope(again).code]).toEqual([404, 100000002]);
    const none = await call(app, content, { method: 'DELETE', url: BASE });
    expect([none.statusCode, envelope(none).code]).toEqual([400, 100000001]);
    expect((await app.inject({ method: 'GET', url: '/uploads/..%2Fsite.db' })).statusCode).toBe(404);
  });

  it('refuses to remove a file that something shows, naming what, until it is replaced', async () => {
    const file = envelope<ServerFile>(
      await upload(content, 'y.gif', 'image/gif', Buffer.from('GIF89a-another-gif-body')),
    ).data;
    const banner = await app.db
      .insertInto('site_banner')
      .values({
        platform: 'company',
        title: '开学季',
        image: file.url,
        url: null,
        sort: 99,
        status: 1,
        publish_time: null,
        end_time: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const teacher = await app.db
      .selectFrom('coworker')
      .select(['id', 'name', 'bio'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('coworker')
      .set({ bio: `${teacher.bio}<p><img src="${file.url}" alt="证书"></p>` })
      .where('id', '=', teacher.id)
      .execute();
    const refused = await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).message).toBe(
      `文件正在使用中，请先在这些地方替换或移除：轮播图“开学季”、教师“${teacher.name}”`,
    );
    expect((await app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);

    await app.db.deleteFrom('site_banner').where('id', '=', banner.id).execute();
    await app.db.updateTable('coworker').set({ bio: teacher.bio }).where('id', '=', teacher.id).execute();
    expect(envelope(await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` })).code).toBe(
      0,
    );
  });
});
