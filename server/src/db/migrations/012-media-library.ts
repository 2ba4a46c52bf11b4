import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Issue 25 item 5, the media library: one file per content hash (a unique index, so parallel
 * uploads of the same bytes keep one row on both stores; files of before it have none), the
 * picture's alternative text and size, and the WebP web sizes made at upload (their bytes in the
 * same storage as the original, under `<name>-<width>.webp`).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema.alterTable('server_file').addColumn('content_hash', 'text').execute();
    await db.schema
      .alterTable('server_file')
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('server_file').addColumn('width', 'integer').execute();
    await db.schema.alterTable('server_file').addColumn('height', 'integer').execute();
    await db.schema
      .createIndex('server_file_content_hash_key')
      .on('server_file')
      .column('content_hash')
      .unique()
      .execute();
    await db.schema
      .createIndex('server_file_created_at_idx')
      .on('server_file')
      .column('created_at')
      .execute();
    await db.schema
      .createTable('server_file_variant')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('file_id', 'integer', (c) => c.notNull().references('server_file.id').onDelete('cascade'))
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('size', sqlite ? 'integer' : sql`bigint`, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('server_file_variant_file_idx')
      .on('server_file_variant')
      .column('file_id')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('server_file_variant').execute();
    await db.schema.dropIndex('server_file_created_at_idx').execute();
    await db.schema.dropIndex('server_file_content_hash_key').execute();
    for (const column of ['height', 'width', 'alt', 'content_hash']) {
      await db.schema.alterTable('server_file').dropColumn(column).execute();
    }
  },
};
