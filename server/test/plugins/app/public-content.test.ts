import { sql } from 'kysely';
import * as contentTable from '../../../src/repositories/content-table';
import { build, envelope, STORES, until, type TestApp } from '../../helper';

// A writable copy of the module for jest.spyOn (SWC compiles exports to read-only getters).
jest.mock('../../../src/repositories/content-table', () => ({
  __esModule: true,
  ...jest.requireActual('../../../src/repositories/content-table'),
}));

/**
 * Issue 26 item 4: the kept public answers while the content generation cannot be read. The
 * process goes on serving what it keeps (the bad input: a database outage), and a read
 * that does not answer does not hold a request up until it does (a quarter of a second at most).
 */
const URL = '/api/cms/web/siteBanner/listForClient?platform=company';

describe.each(STORES)('kept public answers when the content generation cannot be read, on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { CONTENT_CHECK_INTERVAL_MS: '0' } });
  }, 60_000);

  it('serves the kept answer when the read fails', async () => {
    const kept = await app.inject({ url: URL });
    expect(kept.statusCode).toBe(200);
    await sql`alter table content_generation rename to content_generation_away`.execute(app.db);
    try {
      const again = await app.inject({ url: URL });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(kept.body);
    } finally {
      await sql`alter table content_generation_away rename to content_generation`.execute(app.db);
    }
  });

  if (store === 'postgres') {
    it('serves the kept answer while the read hangs', async () => {
      const kept = await app.inject({ url: URL });
      // Another connection holds the table: the generation's read waits for it.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const locking = app.db.transaction().execute(async (trx) => {
        await sql`lock table content_generation in access exclusive mode`.execute(trx);
        locked();
        await held;
      });
      try {
        await isLocked;
        const again = await app.inject({ url: URL });
        // Answered while the read it started waits for the lock, as it does until the lock is released.
        const readWaits = async () => {
          const { rows } = await sql<{ n: number | string }>`
            select count(*) as n from pg_locks
            where relation = 'content_generation'::regclass and not granted
              and database = (select oid from pg_database where datname = current_database())
          `.execute(app.db);
          return Number(rows[0]!.n) === 1;
        };
        await until(readWaits, 'the content generation’s read waiting for the lock');
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(kept.body);
      } finally {
        release();
        await locking;
      }
    });
  }
});

/**
 * A publish or end time passed while the next one is still being read: the kept answers may be
 * past it, so none is served until the read answers (CI once saw a banner outlive its end time
 * when that read was slow, on PostgreSQL under load).
 */
describe.each(STORES)('kept public answers while the next publish or end time is read, on %s', (store) => {
  const T0 = Date.parse('2026-03-01T08:00:00.000Z');
  const MINUTE = 60_000;
  const BANNERS = '/api/cms/web/siteBanner/listForClient?platform=academic';
  let app: TestApp;
  let now = T0;

  beforeAll(async () => {
    app = await build({ store });
    app.clock.now = () => now;
  }, 60_000);

  const titles = async () =>
    (envelope<{ title: string }[]>(await app.inject({ url: BANNERS })).data ?? []).map((b) => b.title);

  /** Holds every read of the next boundary until the returned function is called. */
  const holdBoundaryReads = () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = contentTable.soonestScheduleTime;
    const spy = jest
      .spyOn(contentTable, 'soonestScheduleTime')
      .mockImplementation(async (...args) => (await held, read(...args)));
    return () => {
      release();
      spy.mockRestore();
    };
  };

  it('serves nothing kept past an end time reached before the read of the next one answered', async () => {
    await app.db
      .insertInto('site_banner')
      .values({
        platform: 'academic',
        title: '限时招生',
        image: '/images/demo/banner-academic-1.svg',
        url: null,
        sort: 99,
        status: 1,
        publish_time: new Date(T0 + 10 * MINUTE).toISOString(),
        end_time: new Date(T0 + 20 * MINUTE).toISOString(),
      })
      .execute();
    await app.publicContent.invalidate();
    expect(app.publicContent.nextBoundary()).toBe(T0 + 10 * MINUTE);
    expect(await titles()).not.toContain('限时招生');

    const release = holdBoundaryReads();
    try {
      now = T0 + 10 * MINUTE; // the publish time: the boundary's read starts and is held
      const started = Date.now();
      expect(await titles()).toContain('限时招生');
      // The held read is waited for a quarter of a second at most, not for ever.
      expect(Date.now() - started).toBeLessThan(3000);
      now = T0 + 20 * MINUTE; // the end time, with the read still held: the kept list is past it
      expect(await titles()).not.toContain('限时招生');
    } finally {
      release();
    }
    await app.publicContent.invalidate();
    expect(app.publicContent.nextBoundary()).toBe(Number.POSITIVE_INFINITY);
    expect(await titles()).not.toContain('限时招生');
    await app.db.deleteFrom('site_banner').where('title', '=', '限时招生').execute();
  });

  it('waits for a read that answers in time, then drops what it keeps if that time has passed', async () => {
    now = T0;
    await app.db
      .insertInto('site_banner')
      .values({
        platform: 'academic',
        title: '短期公告',
        image: '/images/demo/banner-academic-1.svg',
        url: null,
        sort: 98,
        status: 1,
        publish_time: null,
        end_time: new Date(T0 + 5 * MINUTE).toISOString(),
      })
      .execute();
    await app.db
      .insertInto('site_banner')
      .values({
        platform: 'academic',
        title: '下期预告',
        image: '/images/demo/banner-academic-1.svg',
        url: null,
        sort: 97,
        status: 1,
        publish_time: new Date(T0 + 7 * MINUTE).toISOString(),
        end_time: null,
      })
      .execute();
    await app.publicContent.invalidate();
    expect(await titles()).toContain('短期公告');

    const release = holdBoundaryReads();
    now = T0 + 5 * MINUTE; // the end time: the read starts, held for 100 ms
    setTimeout(release, 100);
    const started = performance.now();
    expect(await titles()).not.toContain('短期公告');
    // The request waited for the read (a slow machine only makes it longer).
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    // Then the read answers with the next time ahead.
    for (let tries = 0; tries < 100 && app.publicContent.nextBoundary() !== T0 + 7 * MINUTE; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.publicContent.nextBoundary()).toBe(T0 + 7 * MINUTE);
  });
});
