import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { loadConfig } from '../../src/config/env';
import { backfillFiles } from '../../src/files/backfill';
import { backfillCommand } from '../../src/files/backfill-command';
import { insertFileRecord } from '../../src/repositories/server-file';
import { build, envelope, STORES, tempDir, type TestApp } from '../helper';
import { picture } from './pictures';

/**
 * `npm run files:backfill`: uploads made before migration 012 get their content hash, size and
 * web sizes from their stored bytes; files it cannot complete are named and left as they are.
 */
const T0 = Date.parse('2026-03-01T08:00:00.000Z');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(STORES)('the backfill of files uploaded before the media library, on %s', (store) => {
  let app: TestApp;
  let serial = 0;

  beforeAll(async () => {
    app = await build({ store });
  }, 60_000);

  /** A file as a server before 012 stored it: bytes in the storage, a row without hash or sizes. */
  const oldUpload = async (bytes: Buffer | null, ext: string, type: string, originalName: string) => {
    serial += 1;
    const name = `${String(serial).padStart(4, '0')}${'ab'.repeat(14)}.${ext}`;
    if (bytes) await app.fileStorage.put(app.db, name, Readable.from([bytes]));
    return insertFileRecord(app.db, {
      name,
      original_name: originalName,
      type,
      size: bytes?.length ?? 1234,
      uploaded_by: null,
      created_at: '2025-09-01T02:00:00.000Z',
      content_hash: null,
      width: null,
      height: null,
    });
  };
  const row = (id: number) =>
    app.db.selectFrom('server_file').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const widths = async (id: number) =>
    (
      await app.db
        .selectFrom('server_file_variant')
        .select('width')
        .where('file_id', '=', id)
        .orderBy('width')
        .execute()
    ).map((variant) => variant.width);

  it('completes pictures and videos from their bytes, names what it leaves, and does nothing the second time', async () => {
    const wide = await picture(1200, 800, 'png', 41);
    const gif = await picture(100, 50, 'gif', 42);
    const video = Buffer.concat([Buffer.from('0000001866747970697336', 'hex'), Buffer.alloc(40, 7)]);
    const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
    const photo = await oldUpload(wide, 'png', 'image/png', '校园全景.png');
    const again = await oldUpload(wide, 'png', 'image/png', '校园全景（副本）.png');
    const icon = await oldUpload(gif, 'gif', 'image/gif', '图标.gif');
    const clip = await oldUpload(video, 'mp4', 'video/mp4', '宣传片.mp4');
    const damaged = await oldUpload(broken, 'png', 'image/png', '损坏.png');
    const lost = await oldUpload(null, 'jpg', 'image/jpeg', '丢失.jpg');

    const lines: string[] = [];
    const report = await backfillFiles(app.db, app.fileStorage, {
      now: () => T0,
      progress: (line) => lines.push(line),
    });
    expect(report).toMatchObject({ done: 4, webSizes: 2 });
    expect(report.duplicates).toEqual([expect.stringContaining(`#${again.id} ${again.name}`)]);
    expect(report.duplicates[0]).toContain(`= #${photo.id} ${photo.name}`);
    expect(report.missing).toEqual([expect.stringContaining(`#${lost.id}`)]);
    expect(report.unreadable).toEqual([expect.stringContaining(`#${damaged.id}`)]);
    expect(lines).toHaveLength(6);

    expect(await row(photo.id)).toMatchObject({ content_hash: sha256(wide), width: 1200, height: 800 });
    expect(await widths(photo.id)).toEqual([480, 960]);
    // The web sizes are served as an upload's are, and are what their names say.
    const stem = photo.name.replace('.png', '');
    for (const width of [480, 960]) {
      const served = await app.inject({ url: `/uploads/${stem}-${width}.webp` });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    expect(await row(icon.id)).toMatchObject({ content_hash: sha256(gif), width: 100, height: 50 });
    expect(await widths(icon.id)).toEqual([]);
    expect(await row(clip.id)).toMatchObject({ content_hash: sha256(video), width: null });
    expect(await row(damaged.id)).toMatchObject({ content_hash: sha256(broken), width: null });
    for (const left of [again, lost]) expect((await row(left.id)).content_hash).toBeNull();

    // The library now knows the old picture: the same bytes uploaded again are that file.
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'serverFile')
      .where('action', '=', 'backfill')
      .execute();
    expect(audit.map((entry) => JSON.parse(entry.summary))).toEqual([
      { count: 4, webSizes: 2, via: 'npm run files:backfill' },
    ]);

    const second = await backfillFiles(app.db, app.fileStorage, { now: () => T0 });
    expect(second).toEqual({
      done: 0,
      webSizes: 0,
      unreadable: [],
      duplicates: [report.duplicates[0]],
      missing: [report.missing[0]],
    });
    expect(await widths(photo.id)).toEqual([480, 960]);
    await app.db.deleteFrom('server_file').where('id', 'in', [again.id, lost.id]).execute();
  });

  it('completes each file once when two runs race, and keeps every web size served', async () => {
    const files = [];
    for (let seed = 50; seed < 54; seed++)
      files.push(
        await oldUpload(await picture(1000, 500, 'png', seed), 'png', 'image/png', `并发${seed}.png`),
      );
    const [one, two] = await Promise.all([
      backfillFiles(app.db, app.fileStorage, { now: () => T0 }),
      backfillFiles(app.db, app.fileStorage, { now: () => T0 }),
    ]);
    expect(one.done + two.done).toBe(files.length);
    for (const file of files) {
      expect(await widths(file.id)).toEqual([480, 960]);
      for (const width of [480, 960]) {
        const served = await app.inject({ url: `/uploads/${file.name.replace('.png', '')}-${width}.webp` });
        expect(served.statusCode).toBe(200);
      }
    }
  });

  it('gives the site the srcset of an old picture a banner shows', async () => {
    const file = await oldUpload(await picture(1000, 400, 'jpeg', 43), 'jpg', 'image/jpeg', '旧横幅.jpg');
    const url = `/uploads/${file.name}`;
    await app.db
      .insertInto('site_banner')
      .values({
        platform: 'vocational',
        title: '旧横幅',
        image: url,
        url: null,
        sort: 97,
        status: 1,
        publish_time: null,
        end_time: null,
      })
      .execute();
    const media = async () =>
      envelope<{ title: string; imageMedia?: { srcset?: string } }[]>(
        await app.inject({ url: '/api/cms/web/siteBanner/listForClient?platform=vocational' }),
      ).data.find((banner) => banner.title === '旧横幅')?.imageMedia?.srcset;
    await app.publicContent.invalidate();
    expect(await media()).toBeUndefined();
    await backfillFiles(app.db, app.fileStorage, { now: () => T0 });
    // As a running server sees a write of another process: through the content generation, read
    // again at most every 100 ms (longer on a busy machine).
    const stem = url.replace('.jpg', '');
    const expected = `${stem}-480.webp 480w, ${stem}-960.webp 960w, ${url} 1000w`;
    let seen = await media();
    for (let tries = 0; tries < 50 && seen !== expected; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await media();
    }
    expect(seen).toBe(expected);
  });
});

describe('npm run files:backfill', () => {
  it('counts with --dry-run, completes, and answers 2 with its usage to an unknown argument', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), now: () => T0 };
    expect(await backfillCommand(['--force'], config, io)).toBe(2);
    expect(out.join('\n')).toContain('Usage: npm run files:backfill');
    out.length = 0;
    expect(await backfillCommand(['--dry-run'], config, io)).toBe(0);
    expect(out).toEqual([`Dry run: 0 files without a content hash in ${dataDir} (SQLite); nothing changed.`]);
    out.length = 0;
    expect(await backfillCommand([], config, io)).toBe(0);
    expect(out).toEqual([`Completed 0 files (0 web sizes made) in ${dataDir} (SQLite).`]);
  });
});
