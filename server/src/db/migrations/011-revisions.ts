import { SqliteAdapter, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

/**
 * Issue 25 item 2: every save of content, menus, page types, banners, teachers, job positions and
 * site settings keeps a revision of the record as stored after it (server/src/repositories/revision.ts).
 * No foreign key to the record: a deleted record's revisions stay (a restore is then refused with
 * a message), and none to staff_account, like the audit trail.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('revision'))
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('record_id', 'integer', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('restored_from', 'integer')
      .addColumn('staff_id', 'integer')
      .addColumn('staff_name', 'text')
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('snapshot', 'text', (col) => col.notNull())
      .addColumn('changed', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .createIndex('revision_record_version_idx')
      .on('revision')
      .columns(['entity', 'record_id', 'version'])
      .unique()
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('revision').execute();
  },
};
