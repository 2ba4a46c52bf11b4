import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

/**
 * Issue 37 item 2: review before publishing (contract/review.ts).
 * - site_review_policy: a site's review mode; a site without a row is `off` (today's flow).
 * - review_request: a record's proposed change or publication, its author, where it stands and
 *   the reviewer's decision. `body` is the save body an approval runs through the record's own
 *   save; `proposed` the columns it makes (the author's edit screen and the comparison show
 *   them). At most one open request per record (a partial unique index, in both stores). No
 *   foreign keys to the records or accounts, like the trail: a request outlives its record.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('site_review_policy')
      .addColumn('platform', 'text', (col) => col.primaryKey())
      .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('off', 'others', 'all')`))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await withId(db, db.schema.createTable('review_request'))
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('record_id', 'integer', (col) => col.notNull())
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('publish', 'change')`))
      .addColumn('state', 'text', (col) =>
        col.notNull().check(sql`state in ('draft', 'pending', 'returned', 'approved', 'withdrawn')`),
      )
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('proposed', 'text', (col) => col.notNull())
      .addColumn('author_id', 'integer')
      .addColumn('author_name', 'text', (col) => col.notNull())
      .addColumn('submitted_at', 'text')
      .addColumn('reviewer_id', 'integer')
      .addColumn('reviewer_name', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('comment', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await sql`create unique index review_request_open_idx on review_request (entity, record_id)
      where state in ('draft', 'pending', 'returned')`.execute(db);
    await db.schema
      .createIndex('review_request_queue_idx')
      .on('review_request')
      .columns(['state', 'platform', 'id'])
      .execute();
    await db.schema
      .createIndex('review_request_author_idx')
      .on('review_request')
      .columns(['author_id', 'state', 'id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('review_request').execute();
    await db.schema.dropTable('site_review_policy').execute();
  },
};
