import { randomUUID } from 'node:crypto';
import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Issue 12: rate-limit counters that several server processes share (one row per bucket and
 * window, incremented atomically), an opaque public id for each lead (the answer no longer tells
 * how many leads there are), and an index for the leads per phone number per day.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    // Counters are worth nothing after a crash: on PostgreSQL the table skips the WAL (UNLOGGED).
    await db.schema
      .createTable('rate_limit')
      .$call((table) => (sqlite ? table : table.modifyFront(sql`unlogged`)))
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('rate_limit_pkey', ['bucket', 'window_start'])
      .execute();
    await db.schema.createIndex('rate_limit_expires_idx').on('rate_limit').column('expires_at').execute();

    await db.schema.alterTable('site_message').addColumn('public_id', 'text').execute();
    const rows: { id: number }[] = await db.selectFrom('site_message').select('id').execute();
    for (const row of rows) {
      await db
        .updateTable('site_message')
        .set({ public_id: randomUUID() })
        .where('id', '=', row.id)
        .execute();
    }
    await db.schema
      .createIndex('site_message_public_id_key')
      .unique()
      .on('site_message')
      .column('public_id')
      .execute();
    await db.schema
      .createIndex('site_message_phone_created_idx')
      .on('site_message')
      .columns(['phone', 'created_at'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropIndex('site_message_phone_created_idx').execute();
    await db.schema.dropIndex('site_message_public_id_key').execute();
    await db.schema.alterTable('site_message').dropColumn('public_id').execute();
    await db.schema.dropTable('rate_limit').execute();
  },
};
