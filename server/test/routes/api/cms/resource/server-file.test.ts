import { promises as fsPromises } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PageOf } from '@contract/common';
import sharp from 'sharp';
import type { MediaFile, ServerFile } from '@contract/server-file';
import { DECODES, decodeLoad } from '../../../../../src/files/web-sizes';
import { build, CHINESE, envelope, rowCount, STORES, until, type TestApp } from '../../../../helper';
import { call, NEW_ACCOUNT_PASSWORD, ORIGIN, signedIn, signedInAsNew, GRANTS } from '../../bms/system/staff';
import { animatedGif, cutPng, jpegOfNoise, picture } from '../../../../files/pictures';

const BASE = '/api/cms/resource/serverFile';

let PNG: Buffer;
let GIF_X: Buffer;
let GIF_Y: Buffer;
/** 16000 × 16000 pixels in about 730 KB (made once, for both stores). */
let HUGE_PNG: Promise<Buffer> | undefined;
const hugePng = () => (HUGE_PNG ??= picture(16_000, 16_000, 'png', 30));
beforeAll(async () => {
  PNG = await picture(40, 30, 'png', 1);
  GIF_X = await picture(20, 20, 'gif', 2);
  GIF_Y = await picture(20, 20, 'gif', 3);
});
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
    content = await signedInAsNew(app, 'uploader', GRANTS.groupEditor, '编辑');
    leads = await signedInAsNew(app, 'leadsonly', GRANTS.leadsEverywhere, '招生');
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
  /** The content editor's 替代文字 for an uploaded file. */
  const updateAlt = (id: number, alt: string) =>
    call(app, content, { method: 'PUT', url: `${BASE}/updateAlt`, payload: { id, alt } });
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
    const file = envelope<ServerFile>(await upload(content, 'x.gif', 'image/gif', GIF_X)).data;
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
    const file = envelope<ServerFile>(await upload(content, 'y.gif', 'image/gif', GIF_Y)).data;
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
      `该文件正在使用，无法删除：轮播图《开学季》、教师《${teacher.name}》。请先在这些地方替换或移除它`,
    );
    expect((await app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);

    await app.db.deleteFrom('site_banner').where('id', '=', banner.id).execute();
    await app.db.updateTable('coworker').set({ bio: teacher.bio }).where('id', '=', teacher.id).execute();
    expect(envelope(await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` })).code).toBe(
      0,
    );
  });

  // ——— The media library (issue 25 item 5) ———

  const stored012 = async () => ({
    ...(await stored()),
    variants: await app.db.selectFrom('server_file_variant').select('name').execute(),
  });
  const list = async (query: string) =>
    envelope<PageOf<MediaFile>>(await call(app, content, { method: 'GET', url: `${BASE}/list?${query}` }))
      .data;

  it('keeps one file per content: the same bytes under ten names, in parallel, by two people', async () => {
    const other = await signedIn(app, { username: 'uploader', password: NEW_ACCOUNT_PASSWORD });
    const bytes = await picture(64, 48, 'png', 10);
    const before = await app.db.selectFrom('server_file').select('id').execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        upload(i % 2 ? other : content, `同一张图-${i}.png`, 'image/png', bytes),
      ),
    );
    expect(answers.map((answer) => [answer.statusCode, envelope(answer).code])).toEqual(
      Array.from({ length: 10 }, () => [200, 0]),
    );
    const ids = new Set(answers.map((answer) => envelope<ServerFile>(answer).data.id));
    expect(ids.size).toBe(1);
    const after = await app.db.selectFrom('server_file').select('id').execute();
    expect(after.length - before.length).toBe(1);
    // Nothing of the losers is left: one original's bytes (and none of its web sizes: 64 px is small).
    const id = [...ids][0]!;
    const file = await app.db
      .selectFrom('server_file')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(file.content_hash).toMatch(/^[0-9a-f]{64}$/);
    if (store === 'postgres') {
      const chunks = await app.db
        .selectFrom('server_file_chunk')
        .select('name')
        .where('name', 'like', `${file.name.slice(0, 32)}%`)
        .execute();
      expect(chunks).toHaveLength(1);
    }
    const uploads = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'serverFile')
      .where('entity_id', '=', String(id))
      .execute();
    expect(uploads).toHaveLength(1);
    // Later, once more under another name: the same file is answered.
    const again = envelope<ServerFile>(await upload(content, '另一个名字.png', 'image/png', bytes)).data;
    expect(again.id).toBe(id);
    expect(again.originalName).toBe(file.original_name);
  });

  it('makes WebP web sizes narrower than the picture, served beside the original', async () => {
    const wide = envelope<ServerFile>(
      await upload(content, '横幅.png', 'image/png', await picture(2000, 700, 'png', 11)),
    ).data;
    expect(wide).toMatchObject({ width: 2000, height: 700, widths: [480, 960, 1600] });
    for (const width of [480, 960, 1600]) {
      const served = await app.inject({ method: 'GET', url: wide.url.replace('.png', `-${width}.webp`) });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        width,
        Math.round((700 * width) / 2000),
      ]);
    }
    const small = envelope<ServerFile>(
      await upload(content, '头像.jpg', 'image/jpeg', await picture(600, 800, 'jpeg', 12)),
    ).data;
    expect(small).toMatchObject({ width: 600, height: 800, widths: [480] });
    expect(
      (await app.inject({ method: 'GET', url: small.url.replace('.jpg', '-960.webp') })).statusCode,
    ).toBe(404);
  });

  /** Each named picture is refused as corrupt (400, the Chinese message) and nothing is stored. */
  const expectRefusedAsCorrupt = async (cases: [string, Buffer][]) => {
    const before = await stored012();
    for (const [name, data] of cases) {
      const response = await upload(content, name, 'image/jpeg', data);
      expect([name, response.statusCode, envelope(response).code, envelope(response).message]).toEqual([
        name,
        400,
        100000001,
        '图片文件已损坏或无法读取，请用看图软件打开确认后重新导出再上传',
      ]);
    }
    expect(await stored012()).toEqual(before);
  };

  it('refuses a corrupt picture with a Chinese message and stores nothing', async () => {
    const good = await picture(300, 200, 'jpeg', 13);
    const cases: [string, Buffer][] = [
      ['截断.jpg', good.subarray(0, Math.floor(good.length / 2))],
      [
        '假图片.jpg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('这不是图片'.repeat(50))]),
      ],
      [
        '假图片.png',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
      ],
    ];
    await expectRefusedAsCorrupt(cases);
  });

  // ——— Pictures that cannot stall or fool the server (issue 35) ———

  it('refuses pictures beyond the size rule from their header (16000 × 16000, 50000 × 1, 1,000 frames); stores nothing', async () => {
    const before = await stored012();
    const cases: [string, Buffer, number, string][] = [
      [
        '巨图.png',
        await hugePng(),
        413,
        '图片像素过多（16000 × 16000 像素，约 25600 万像素），不能超过 5000 万像素，请缩小后再上传',
      ],
      [
        '细条.png',
        await picture(50_000, 1, 'png', 31),
        413,
        '图片尺寸过大（50000 × 1 像素），宽和高都不能超过 16000 像素，请缩小后再上传',
      ],
      [
        '细条.gif',
        await picture(8000, 2, 'gif', 32),
        400,
        '图片过于细长（8000 × 2 像素），长边不能超过短边的 20 倍，请裁剪后再上传',
      ],
      [
        '千帧动图.gif',
        animatedGif(400, 400, 1000),
        413,
        '动图过大（1000 帧，每帧 400 × 400 像素，合计约 16000 万像素），合计不能超过 5000 万像素，请减少帧数或缩小尺寸后再上传',
      ],
      [
        '九千万像素.png',
        await picture(10_000, 9_000, 'png', 33),
        413,
        '图片像素过多（10000 × 9000 像素，约 9000 万像素），不能超过 5000 万像素，请缩小后再上传',
      ],
    ];
    for (const [name, data, status, message] of cases) {
      const started = Date.now();
      const response = await upload(content, name, 'image/png', data);
      expect([name, response.statusCode, envelope(response).message]).toEqual([name, status, message]);
      expect(envelope(response).code).toBe(status === 413 ? 100000005 : 100000001);
      // Refused from the header: no decode of 256 million pixels (5.7 s on the review's machine).
      expect([name, Date.now() - started < 3000]).toEqual([name, true]);
    }
    expect(await stored012()).toEqual(before);
  }, 60_000);

  it('refuses a JPEG of random bytes behind a whole header, and a PNG cut in its data; stores nothing', async () => {
    const cases: [string, Buffer][] = [
      ['噪声.jpg', await jpegOfNoise(1600, 900)],
      ['截断.png', await cutPng(800, 600)],
    ];
    await expectRefusedAsCorrupt(cases);
  });

  it('keeps a picture wider than 2560 px scaled down to 2560 px wide, its web sizes beside it', async () => {
    const bytes = await picture(4000, 1500, 'jpeg', 34);
    const file = envelope<ServerFile>(await upload(content, '宽幅照片.jpg', 'image/jpeg', bytes)).data;
    expect(file).toMatchObject({ width: 2560, height: 960, widths: [480, 960, 1600], type: 'image/jpeg' });
    const served = await app.inject({ method: 'GET', url: file.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([served.statusCode, meta.format, meta.width, meta.height]).toEqual([200, 'jpeg', 2560, 960]);
    expect(file.size).toBe(served.rawPayload.length);
    // The same upload again is the same file (the hash is of the bytes uploaded).
    const again = envelope<ServerFile>(await upload(content, '再传一次.jpg', 'image/jpeg', bytes)).data;
    expect(again.id).toBe(file.id);
  });

  it('decodes a bounded number of pictures at once: beyond it 429 服务器繁忙, nothing stored for those', async () => {
    const before = await app.db.selectFrom('server_file').select('id').execute();
    // More than run and wait at once: some must be refused, whatever the number of cores.
    const count = DECODES.slots + DECODES.queue + 3;
    const pictures = await Promise.all(
      Array.from({ length: count }, (_, i) => picture(2400, 2400, 'png', 40 + i)),
    );
    const answers = await Promise.all(
      pictures.map((bytes, i) => upload(content, `同时上传-${i}.png`, 'image/png', bytes)),
    );
    const outcomes = answers.map((answer) => [answer.statusCode, envelope(answer).message]);
    const busy = outcomes.filter(([status]) => status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]).toEqual([429, '服务器繁忙，正在处理其他图片，请稍后再上传']);
    const busyAnswer = answers.find((answer) => answer.statusCode === 429)!;
    expect([envelope(busyAnswer).code, busyAnswer.headers['retry-after']]).toEqual([100000003, '10']);
    const done = outcomes.filter(([status]) => status === 200);
    expect(done.length + busy.length).toBe(count);
    const after = await app.db.selectFrom('server_file').select('id').execute();
    expect(after.length - before.length).toBe(done.length);
  }, 60_000);

  it('refuses to remove a file used only as a share picture (seo_image) of content or a menu', async () => {
    const file = envelope<ServerFile>(
      await upload(content, '分享图.png', 'image/png', await picture(1200, 630, 'png', 36)),
    ).data;
    const menu = await app.db
      .selectFrom('site_menu')
      .select(['id', 'name', 'seo_image'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const item = await app.db
      .insertInto('site_content')
      .values({
        menu_id: menu.id,
        title: '分享图新闻',
        url: null,
        image: null,
        summary: null,
        body: '<p>正文</p>',
        video: null,
        publish_time: new Date().toISOString(),
        end_time: null,
        sort: 950,
        status: 1,
        seo_image: file.url,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('site_menu').set({ seo_image: file.url }).where('id', '=', menu.id).execute();
    const refused = await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` });
    expect([refused.statusCode, envelope(refused).message]).toEqual([
      400,
      `该文件正在使用，无法删除：内容《分享图新闻》、栏目《${menu.name}》。请先在这些地方替换或移除它`,
    ]);
    expect((await app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    await app.db.deleteFrom('site_content').where('id', '=', item.id).execute();
    await app.db
      .updateTable('site_menu')
      .set({ seo_image: menu.seo_image })
      .where('id', '=', menu.id)
      .execute();
    const removed = await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` });
    expect(envelope(removed).code).toBe(0);
  });

  it('answers an invalid range (bytes=5-1) with the whole file, and 416 for a range past the end', async () => {
    const file = envelope<ServerFile>(
      await upload(content, '范围.png', 'image/png', await picture(60, 60, 'png', 37)),
    ).data;
    const whole = await app.db
      .selectFrom('server_file')
      .select('size')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    for (const range of ['bytes=5-1', 'bytes=-']) {
      const response = await app.inject({ method: 'GET', url: file.url, headers: { range } });
      expect([
        range,
        response.statusCode,
        response.rawPayload.length,
        response.headers['content-range'],
      ]).toEqual([range, 200, Number(whole.size), undefined]);
    }
    const past = await app.inject({
      method: 'GET',
      url: file.url,
      headers: { range: `bytes=${Number(whole.size)}-${Number(whole.size) + 10}` },
    });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${Number(whole.size)}`]);
    const part = await app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=1-4' } });
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 4]);
  });

  it('keeps alt text per file (audited) and finds files by name, type and upload day', async () => {
    const file = envelope<ServerFile>(
      await upload(content, '图书馆外景.png', 'image/png', await picture(50, 50, 'png', 14)),
    ).data;
    const saved = await updateAlt(file.id, '  图书馆正门，学生进出  ');
    expect(envelope(saved).code).toBe(0);
    const found = await list('keyword=图书馆');
    expect(found.pageList.map((f) => [f.id, f.alt])).toEqual([[file.id, '图书馆正门，学生进出']]);
    const tooLong = await updateAlt(file.id, '长'.repeat(201));
    expect([tooLong.statusCode, envelope(tooLong).message]).toEqual([400, '替代文字不能超过 200 个字符']);
    const missing = await updateAlt(999999, 'x');
    expect([missing.statusCode, envelope(missing).message]).toEqual([404, '文件不存在']);
    const trail = await app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'updateAlt')
      .execute();
    expect(trail).toHaveLength(1);

    expect((await list('keyword=图书馆&kind=video')).total).toBe(0);
    expect((await list('kind=other')).total).toBe(0);
    expect((await list('keyword=图书馆&kind=image')).total).toBe(1);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`keyword=图书馆&from=${today}&to=${today}`)).total).toBe(1);
    expect((await list(`keyword=图书馆&to=2020-01-01`)).total).toBe(0);
    const bad = await call(app, content, { method: 'GET', url: `${BASE}/list?from=2026-13-01` });
    expect([bad.statusCode, envelope(bad).message]).toEqual([400, '开始日期格式应为 YYYY-MM-DD']);
    const paged = await list('pageNum=1&pageSize=2');
    expect(paged.pageList).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
  });

  it('lets a site role change only what it uploaded: the library is one for every site', async () => {
    const writer = await signedInAsNew(
      app,
      'media.writer',
      [{ role: 'writer', sites: ['vocational'] }],
      '职教撰稿人',
    );
    const mine = envelope<ServerFile>(
      await upload(writer, '职教实训.png', 'image/png', await picture(30, 30, 'png', 41)),
    ).data;
    const theirs = envelope<ServerFile>(
      await upload(content, '集团大楼.png', 'image/png', await picture(30, 30, 'png', 42)),
    ).data;
    const asWriter = (method: 'PUT' | 'DELETE', id: number) =>
      call(
        app,
        writer,
        method === 'PUT'
          ? { method, url: `${BASE}/updateAlt`, payload: { id, alt: '实训车间' } }
          : { method, url: `${BASE}?id=${id}` },
      );
    const refusal = [403, '只能修改或删除自己上传的文件：此文件由他人上传，请联系集团内容管理员'];
    const before = await rowCount(app.db, 'audit_log');
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await asWriter(method, theirs.id);
      expect([method, response.statusCode, envelope(response).message]).toEqual([method, ...refusal]);
    }
    expect(await rowCount(app.db, 'audit_log')).toBe(before);
    expect(
      (await app.db.selectFrom('server_file').select('alt').where('id', '=', theirs.id).executeTakeFirst())
        ?.alt,
    ).toBe('');
    expect(envelope(await asWriter('PUT', mine.id)).code).toBe(0);
    // The list says who uploaded each file and whether the caller may change it.
    const page = envelope<{ pageList: (ServerFile & { uploaderName: string | null; canChange: boolean })[] }>(
      await call(app, writer, { method: 'GET', url: `${BASE}/list?pageSize=100` }),
    ).data.pageList;
    const row = (id: number) => page.find((file) => file.id === id);
    expect([row(mine.id)?.uploaderName, row(mine.id)?.canChange]).toEqual(['职教撰稿人', true]);
    expect([row(theirs.id)?.uploaderName, row(theirs.id)?.canChange]).toEqual(['编辑', false]);
    // 集团内容管理员 keeps every site: any file.
    expect(
      envelope(
        await call(app, content, {
          method: 'PUT',
          url: `${BASE}/updateAlt`,
          payload: { id: mine.id, alt: '实训' },
        }),
      ).code,
    ).toBe(0);
    expect(envelope(await asWriter('DELETE', mine.id)).code).toBe(0);
  });

  it('shows where a file is used, refuses its delete listing three articles, deletes it with its sizes once unused', async () => {
    const file = envelope<ServerFile>(
      await upload(content, '共用.png', 'image/png', await picture(1000, 500, 'png', 15)),
    ).data;
    const menu = await app.db.selectFrom('site_menu').select('id').orderBy('id').executeTakeFirstOrThrow();
    const titles = ['新闻一', '新闻二', '新闻三'];
    const ids: number[] = [];
    for (const [i, title] of titles.entries()) {
      const row = await app.db
        .insertInto('site_content')
        .values({
          menu_id: menu.id,
          title,
          url: null,
          image: i === 0 ? file.url : null,
          summary: null,
          body:
            i === 0
              ? null
              : `<p>正文</p><p><img src="${i === 1 ? file.url : file.url.replace('.png', '-480.webp')}" alt=""></p>`,
          video: null,
          publish_time: new Date().toISOString(),
          end_time: null,
          sort: 900 + i,
          status: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const listed = (await list('keyword=共用')).pageList[0]!;
    expect(listed.usedBy).toEqual(['内容《新闻一》', '内容《新闻二》', '内容《新闻三》']);
    const refused = await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` });
    expect([refused.statusCode, envelope(refused).message]).toEqual([
      400,
      '该文件正在使用，无法删除：内容《新闻一》、内容《新闻二》、内容《新闻三》。请先在这些地方替换或移除它',
    ]);
    expect(
      await app.db.selectFrom('server_file_variant').select('name').where('file_id', '=', file.id).execute(),
    ).toHaveLength(2);

    await app.db.deleteFrom('site_content').where('id', 'in', ids).execute();
    expect((await list('keyword=共用')).pageList[0]!.usedBy).toEqual([]);
    const removed = await call(app, content, { method: 'DELETE', url: `${BASE}?id=${file.id}` });
    expect(envelope(removed).code).toBe(0);
    for (const url of [
      file.url,
      file.url.replace('.png', '-480.webp'),
      file.url.replace('.png', '-960.webp'),
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const left = await stored012();
    const stem = file.name.slice(0, 32);
    expect(
      [...left.files, ...left.chunks, ...left.variants].filter((row) => row.name.startsWith(stem)),
    ).toEqual([]);
  });

  it('gives the site a banner picture’s alt text and srcset (public answer, refreshed on an alt change)', async () => {
    const file = envelope<ServerFile>(
      await upload(content, '公开横幅.png', 'image/png', await picture(1200, 400, 'png', 16)),
    ).data;
    const banner = await app.db
      .insertInto('site_banner')
      .values({
        platform: 'academic',
        title: '公开横幅',
        image: file.url,
        url: null,
        sort: 98,
        status: 1,
        publish_time: null,
        end_time: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = async () =>
      envelope<{ title: string; imageMedia?: { alt: string; srcset?: string } }[]>(
        await app.inject({ method: 'GET', url: '/api/cms/web/siteBanner/listForClient?platform=academic' }),
      ).data.find((row) => row.title === '公开横幅')!;
    const stem = file.url.replace('.png', '');
    expect((await read()).imageMedia).toEqual({
      alt: '',
      srcset: `${stem}-480.webp 480w, ${stem}-960.webp 960w, ${file.url} 1200w`,
    });
    await updateAlt(file.id, '成人教育毕业典礼');
    expect((await read()).imageMedia?.alt).toBe('成人教育毕业典礼');
    await app.db.deleteFrom('site_banner').where('id', '=', banner.id).execute();
  });

  it('gives the site a teacher portrait’s alt text and srcset, in the list and on the teacher’s page', async () => {
    const file = envelope<ServerFile>(
      await upload(content, '教师肖像.png', 'image/png', await picture(1000, 1250, 'png', 17)),
    ).data;
    await updateAlt(file.id, '王老师在课堂上');
    const teacher = await app.db
      .insertInto('coworker')
      .values({
        platform: 'academic',
        name: '王肖像',
        title: '讲师',
        avatar: file.url,
        summary: '',
        subjects: '',
        bio: '',
        sort: 97,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    type Media = { avatarMedia?: { alt: string; srcset?: string } };
    const stem = file.url.replace('.png', '');
    const expected = {
      alt: '王老师在课堂上',
      srcset: `${stem}-480.webp 480w, ${stem}-960.webp 960w, ${file.url} 1000w`,
    };
    const list = envelope<{ pageList: (Media & { name: string })[] }>(
      await app.inject({
        method: 'GET',
        url: '/api/cms/web/coworker/listForClient?platform=academic&pageSize=100',
      }),
    ).data.pageList.find((row) => row.name === '王肖像')!;
    expect(list.avatarMedia).toEqual(expected);
    const details = envelope<Media>(
      await app.inject({ method: 'GET', url: `/api/cms/web/coworker/detailsForClient?id=${teacher.id}` }),
    ).data;
    expect(details.avatarMedia).toEqual(expected);
    await app.db.deleteFrom('coworker').where('id', '=', teacher.id).execute();
  });

  it('stores nothing for an upload whose uploader went away while its picture waited or was read', async () => {
    const busy = await Promise.all(
      Array.from({ length: DECODES.slots }, (_, i) => picture(5000, 5000, 'png', 60 + i)),
    );
    // Every upload's handler ends by removing its temporary folder: counted, they tell when the
    // left upload's handler has ended (stored or not), with no fixed wait.
    const removals = jest.spyOn(fsPromises, 'rm');
    const uploadsEnded = () =>
      removals.mock.calls.filter(([folder]) => path.basename(String(folder)).startsWith('upload-')).length;
    // The socket is cut once the body has arrived, while the picture waits behind those decodes.
    const left = await picture(2400, 2400, 'png', 70);
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The decodes run: the next picture waits its turn.
    const running = busy.map((bytes, i) => upload(content, `占用-${i}.png`, 'image/png', bytes));
    const { body, contentType } = multipartBody('离开的人.png', 'image/png', left);
    await new Promise<void>((resolve) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: `${BASE}/upload`,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          cookie: content,
          'content-type': contentType,
          'content-length': String(body.length),
        },
      });
      request.on('error', () => undefined);
      // Cut once it waits behind the running decodes (a fixed wait let it be decoded and stored
      // first on a loaded machine, where the busy uploads came to the gate after it).
      const whenWaiting = () => {
        const load = decodeLoad();
        if (load.running >= DECODES.slots && load.waiting >= 1) {
          request.destroy();
          resolve();
        } else setTimeout(whenWaiting, 5);
      };
      request.end(body, whenWaiting);
    });
    const answers = await Promise.all(running);
    expect(answers.map((answer) => answer.statusCode)).toEqual(busy.map(() => 200));
    // Whatever the left upload was doing, it ends without a row or bytes.
    try {
      await until(() => uploadsEnded() === busy.length + 1, 'the left upload’s handler ended');
    } finally {
      removals.mockRestore();
    }
    const rows = await app.db
      .selectFrom('server_file')
      .select('name')
      .where('original_name', '=', '离开的人.png')
      .execute();
    expect(rows).toEqual([]);
  }, 60_000);

  it('strips bidi overrides and other invisible characters from upload names and alt text', async () => {
    const file = envelope<ServerFile>(
      await upload(
        content,
        '\u202e\u200b招生简章\u2066gpj\u2069.exe\ufeff\u00ad.png',
        'image/png',
        await picture(30, 30, 'png', 35),
      ),
    ).data;
    expect(file.originalName).toBe('招生简章gpj.exe.png');
    await updateAlt(file.id, '\u202e校门\u200d口\u2028');
    const row = await app.db
      .selectFrom('server_file')
      .select(['original_name', 'alt'])
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ original_name: '招生简章gpj.exe.png', alt: '校门口' });
  });
});
