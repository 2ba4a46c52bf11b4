import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

/**
 * Issue 25 item 1: previews. A preview keeps the values of a form (saved or not) for a short
 * while, so that the page they make can be rendered before anything is published: what kind of
 * record (`content`, `menu`, `banner`, `setting`), the record's id when it exists, the values as
 * JSON (the columns the save would write), who asked and until when the link works.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('preview')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer')
      .addColumn('values_json', 'text', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('preview_staff_idx')
      .on('preview')
      .columns(['staff_id', 'created_at'])
      .execute();
    await db.schema.createIndex('preview_expires_idx').on('preview').column('expires_at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('preview').execute();
  },
};
