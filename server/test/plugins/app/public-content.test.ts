import { sql } from 'kysely';
import { build, STORES, type TestApp } from '../../helper';

/**
 * Issue 26 item 4: the kept public answers while the content generation cannot be read. The
 * process goes on serving what it keeps (the bad input: a database outage), and a read
 * that does not answer holds a request up for a quarter of a second at most.
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
    it('serves the kept answer within 0.25 s when the read hangs', async () => {
      const kept = await app.inject({ url: URL });
      // Another connection holds the table: the generation's read waits for it.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const locking = app.db.transaction().execute(async (trx) => {
        await sql`lock table content_generation in access exclusive mode`.execute(trx);
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      const again = await app.inject({ url: URL });
      const waited = Date.now() - started;
      release();
      await locking;
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(kept.body);
      expect(waited).toBeLessThan(600);
    });
  }
});
