import { sql, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

const ATTRIBUTION_TEXT = [
  'page_path',
  'page_title',
  'landing_path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'medium',
  'device',
  'quarantine_reason',
  'restored_at',
] as const;

/**
 * Issue 21: every lead counts. Suspicious leads are stored with their reason instead of being
 * dropped (`quarantine_reason`, null for a normal lead; `restored_at` once staff move one into the
 * normal list); each lead records where it came from (the form's page, the visit's landing page,
 * referrer and utm_* values, the derived source and medium, the device class, WeChat or not) and
 * how long the form took. Site settings gain the admission lookup's notice.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    for (const column of ATTRIBUTION_TEXT) {
      await db.schema.alterTable('site_message').addColumn(column, 'text').execute();
    }
    // Leads stored before this migration: where they came from was not recorded.
    await db.schema
      .alterTable('site_message')
      .addColumn('source', 'text', (col) => col.notNull().defaultTo('unknown'))
      .execute();
    await db.schema
      .alterTable('site_message')
      .addColumn('in_wechat', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('site_message').addColumn('fill_ms', 'integer').execute();
    // The channel report groups a date range by source or campaign.
    await db.schema
      .createIndex('site_message_source_idx')
      .on('site_message')
      .columns(['source', 'created_at'])
      .execute();
    await db.schema
      .createIndex('site_message_campaign_idx')
      .on('site_message')
      .columns(['utm_campaign', 'created_at'])
      .execute();
    // The retention sweep and the 可疑线索 view read quarantined leads by age.
    await db.schema
      .createIndex('site_message_quarantine_idx')
      .on('site_message')
      .columns(['quarantine_reason', 'created_at'])
      .where(sql.ref('quarantine_reason'), 'is not', null)
      .execute();

    await db.schema
      .alterTable('site_setting')
      .addColumn('enroll_notice', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('site_setting').dropColumn('enroll_notice').execute();
    await db.schema.dropIndex('site_message_quarantine_idx').execute();
    await db.schema.dropIndex('site_message_campaign_idx').execute();
    await db.schema.dropIndex('site_message_source_idx').execute();
    for (const column of ['fill_ms', 'in_wechat', 'source', ...ATTRIBUTION_TEXT]) {
      await db.schema.alterTable('site_message').dropColumn(column).execute();
    }
  },
};
