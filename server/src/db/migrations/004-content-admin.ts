import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

/**
 * Issue 13 (content staff's API): schedules. Content already has a publish time; it gains an
 * optional end time, after which it is hidden again. Banners gain both (null: no limit). Times
 * are ISO 8601 text in UTC, as every other time here, so they compare as text on both stores.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('site_content').addColumn('end_time', 'text').execute();
    await db.schema.alterTable('site_banner').addColumn('publish_time', 'text').execute();
    await db.schema.alterTable('site_banner').addColumn('end_time', 'text').execute();
    // The next publish/end time ahead is read after every change (plugins/app/public-content.ts).
    await db.schema
      .createIndex('site_content_publish_idx')
      .on('site_content')
      .column('publish_time')
      .execute();
    await db.schema.createIndex('site_content_end_idx').on('site_content').column('end_time').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('site_content_end_idx').execute();
    await db.schema.dropIndex('site_content_publish_idx').execute();
    await db.schema.alterTable('site_banner').dropColumn('end_time').execute();
    await db.schema.alterTable('site_banner').dropColumn('publish_time').execute();
    await db.schema.alterTable('site_content').dropColumn('end_time').execute();
  },
};
