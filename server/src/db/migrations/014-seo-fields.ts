import type { Kysely, Migration } from 'kysely';

/**
 * SEO and sharing fields (issue 25 item 3) of content items and menus: the search title and
 * description, the share picture (null: the page head derives them as before) and `noindex`.
 * One column per statement: SQLite adds (and drops) one column per ALTER TABLE.
 */
const TABLES = ['site_content', 'site_menu'] as const;
const TEXT_COLUMNS = ['seo_title', 'seo_description', 'seo_image'] as const;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      for (const column of TEXT_COLUMNS)
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      await db.schema
        .alterTable(table)
        .addColumn('noindex', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) {
      for (const column of [...TEXT_COLUMNS, 'noindex'])
        await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
