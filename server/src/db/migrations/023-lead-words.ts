import { SqliteAdapter, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { sourceOfUtm } from '@contract/lead-sources';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

/**
 * The source of every stored lead that came with a utm_source, derived again by the built-in
 * alias table (contract/lead-sources.ts sourceOfUtm): `weixin`, `WeChat`, `微信` become `wechat`.
 * One update per distinct spelling, only of the leads whose source changes; the utm_source
 * itself (what the link carried) stays as it is. Works alike on both stores.
 */
export async function sourcesByBuiltInAliases(db: AnyDb): Promise<void> {
  const spellings = await db
    .selectFrom('site_message')
    .select('utm_source')
    .distinct()
    .where('utm_source', 'is not', null)
    .execute();
  for (const { utm_source: utmSource } of spellings as { utm_source: string }[]) {
    const source = sourceOfUtm(utmSource);
    if (source === null) continue;
    await db
      .updateTable('site_message')
      .set({ source })
      .where('utm_source', '=', utmSource)
      .where('source', '<>', source)
      .execute();
  }
}

/**
 * Issue 38 item 4, the numbers and words people use:
 * - lead_source_alias: the staff's own spellings of a source's utm_source (来源别名), beyond the
 *   built-in ones; `alias` as compared (lower case, half-width), unique; `source` a known source's
 *   key or a new source's Chinese name; who changed it last and when.
 * - site_setting: the after-lead panel's working hours and what happens next, and the site's
 *   privacy notice (a menu of the site whose page staff edit), linked from every lead form.
 * - The stored leads' sources by the built-in aliases, so the channel report stops splitting
 *   WeChat in two.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('lead_source_alias'))
      .addColumn('alias', 'text', (col) => col.notNull())
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('updated_by', 'integer')
      .addColumn('updated_by_name', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('lead_source_alias_alias_key')
      .on('lead_source_alias')
      .column('alias')
      .unique()
      .execute();
    await db.schema
      .alterTable('site_setting')
      .addColumn('working_hours', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('site_setting')
      .addColumn('lead_next_steps', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('site_setting').addColumn('privacy_menu_id', 'integer').execute();
    // A lead's source, and the utm_source it came from (the re-derivation after an alias change).
    await db.schema
      .createIndex('site_message_utm_source_idx')
      .on('site_message')
      .column('utm_source')
      .execute();
    await sourcesByBuiltInAliases(db);
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('site_message_utm_source_idx').execute();
    await db.schema.alterTable('site_setting').dropColumn('privacy_menu_id').execute();
    await db.schema.alterTable('site_setting').dropColumn('lead_next_steps').execute();
    await db.schema.alterTable('site_setting').dropColumn('working_hours').execute();
    await db.schema.dropTable('lead_source_alias').execute();
  },
};
