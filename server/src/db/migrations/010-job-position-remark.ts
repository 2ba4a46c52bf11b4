import type { Kysely, Migration } from 'kysely';

/** A job opening's note for staff only (who to contact, until when): never on the site. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('job_position')
      .addColumn('remark', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('job_position').dropColumn('remark').execute();
  },
};
