import { sql, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

/** The trail's objects kept per site, and how a row of each finds its site. */
const SITE_OF: Record<string, ReturnType<typeof sql>> = {
  siteMenu: sql`(select platform from site_menu where cast(site_menu.id as text) = audit_log.entity_id)`,
  siteBanner: sql`(select platform from site_banner where cast(site_banner.id as text) = audit_log.entity_id)`,
  coworker: sql`(select platform from coworker where cast(coworker.id as text) = audit_log.entity_id)`,
  jobPosition: sql`(select platform from job_position where cast(job_position.id as text) = audit_log.entity_id)`,
  siteSetting: sql`(select platform from site_setting where cast(site_setting.id as text) = audit_log.entity_id)`,
  siteMessage: sql`(select platform from site_message where cast(site_message.id as text) = audit_log.entity_id)`,
  siteContent: sql`(select site_menu.platform from site_content
    join site_menu on site_menu.id = site_content.menu_id
    where cast(site_content.id as text) = audit_log.entity_id)`,
};

/**
 * Issue 37 item 1: the trail per site. audit_log.platform, the site of the record a row is about
 * (null: the group's own objects — accounts, sessions, page types, files — or a record gone
 * before this migration); a 站点管理员 reads the rows of their sites. The rows of before get the
 * site of their record where it still exists.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('audit_log').addColumn('platform', 'text').execute();
    for (const [entity, site] of Object.entries(SITE_OF)) {
      await sql`update audit_log set platform = ${site} where entity = ${entity}`.execute(db);
    }
    await db.schema
      .createIndex('audit_log_platform_idx')
      .on('audit_log')
      .columns(['platform', 'id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('audit_log_platform_idx').execute();
    await db.schema.alterTable('audit_log').dropColumn('platform').execute();
  },
};
