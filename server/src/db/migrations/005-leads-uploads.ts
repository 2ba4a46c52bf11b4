import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Issue 13 items 3, 5 and 9: the admissions workflow of leads (status, who handles it, a
 * follow-up date, the platform the lead came from, notes) and uploaded files (metadata on both
 * stores; the bytes in chunks on PostgreSQL, where several processes must serve every file).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const serial = (table: string) =>
      sqlite
        ? db.schema.createTable(table).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        : db.schema.createTable(table).addColumn('id', 'serial', (col) => col.primaryKey());

    // 0 新线索, 1 已联系, 2 已报名, 3 无效 (contract/lead-status.ts). The old 0/1 `status` meant
    // "called back": it carries over, and stays for what reads it.
    await db.schema
      .alterTable('site_message')
      .addColumn('lead_status', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`lead_status in (0, 1, 2, 3)`),
      )
      .execute();
    await db.updateTable('site_message').set({ lead_status: 1 }).where('status', '=', 1).execute();
    await db.schema
      .alterTable('site_message')
      .addColumn('assignee_id', 'integer', (col) => col.references('staff_account.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('site_message').addColumn('follow_up_date', 'text').execute();
    // The platform of the host the lead was sent from; null for leads stored before.
    await db.schema.alterTable('site_message').addColumn('platform', 'text').execute();
    await db.schema
      .createIndex('site_message_status_idx')
      .on('site_message')
      .columns(['lead_status', 'created_at'])
      .execute();

    await serial('site_message_note')
      .addColumn('lead_id', 'integer', (col) =>
        col.notNull().references('site_message.id').onDelete('cascade'),
      )
      .addColumn('staff_id', 'integer', (col) => col.references('staff_account.id').onDelete('set null'))
      // The author's display name when the note was written: kept when the account goes.
      .addColumn('author_name', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('site_message_note_lead_idx')
      .on('site_message_note')
      .column('lead_id')
      .execute();

    await serial('server_file')
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('original_name', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('size', 'bigint', (col) => col.notNull())
      .addColumn('uploaded_by', 'integer', (col) => col.references('staff_account.id').onDelete('set null'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('server_file_chunk')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('seq', 'integer', (col) => col.notNull())
      .addColumn('data', sqlite ? 'blob' : sql`bytea`, (col) => col.notNull())
      .addPrimaryKeyConstraint('server_file_chunk_pkey', ['name', 'seq'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('server_file_chunk').execute();
    await db.schema.dropTable('server_file').execute();
    await db.schema.dropTable('site_message_note').execute();
    await db.schema.dropIndex('site_message_status_idx').execute();
    for (const column of ['platform', 'follow_up_date', 'assignee_id', 'lead_status']) {
      await db.schema.alterTable('site_message').dropColumn(column).execute();
    }
  },
};
