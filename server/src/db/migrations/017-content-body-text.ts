import type { Kysely, Migration } from 'kysely';
import { richTextPlain } from '../../lib/contains-text';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Rows read and written at a time by the backfill: bodies are up to 100,000 characters each. */
const BATCH = 200;

/**
 * Issue 35: the staff's content search stripped the tags of up to 5,000 bodies on the event loop
 * at every search (about 10 MB held /healthz for about a second). `site_content.body_text` keeps
 * each body's text and `body_text_bytes` its size in UTF-8, made when the body is written
 * (repositories/content-table.ts), so the search is a LIKE in SQL on both stores, bounded by the
 * bytes it reads. Existing rows are filled here, a batch at a time.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('site_content')
      .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('site_content')
      .addColumn('body_text_bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // In one transaction: on SQLite, each update on its own would be a commit synced to disk,
    // thousands of them before the server answers. PostgreSQL's migrations already run in one
    // (the migrator's, or the schema check's own on its connection, which a transaction begun
    // here would commit).
    if (db.isTransaction || db.getExecutor().adapter.supportsTransactionalDdl) await backfill(db);
    else await db.transaction().execute(backfill);
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('site_content').dropColumn('body_text_bytes').execute();
    await db.schema.alterTable('site_content').dropColumn('body_text').execute();
  },
};

/** Every existing body's text, a batch at a time. */
async function backfill(db: AnyDb): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; body: string | null }[] = await db
      .selectFrom('site_content')
      .select(['id', 'body'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const text = richTextPlain(row.body);
      if (text === '') continue;
      await db
        .updateTable('site_content')
        .set({ body_text: text, body_text_bytes: Buffer.byteLength(text) })
        .where('id', '=', row.id)
        .execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}
