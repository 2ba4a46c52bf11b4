import {
  SqliteAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

/** `integer primary key autoincrement` on SQLite, `serial primary key` on PostgreSQL. */
function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

/** A boolean stored as 0/1: the same column type and values on both stores. */
const flag = (name: string, initial: 0 | 1) => (col: ColumnDefinitionBuilder) =>
  col
    .notNull()
    .defaultTo(initial)
    .check(sql`${sql.ref(name)} in (0, 1)`);

export const migration: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('site_menu'))
      .addColumn('parent_id', 'integer', (col) => col.references('site_menu.id').onDelete('cascade'))
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('status', 'integer', flag('status', 1))
      .addColumn('path', 'text')
      .addColumn('page_type', 'text')
      .addColumn('icon', 'text')
      .addColumn('sort_type', 'text')
      .addColumn('content_type', 'text')
      .addColumn('open_type', 'text', (col) => col.notNull().defaultTo('self'))
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('site_menu_platform_idx')
      .on('site_menu')
      .columns(['platform', 'sort'])
      .execute();
    await db.schema.createIndex('site_menu_parent_idx').on('site_menu').column('parent_id').execute();

    await withId(db, db.schema.createTable('site_content'))
      .addColumn('menu_id', 'integer', (col) => col.notNull().references('site_menu.id').onDelete('cascade'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('url', 'text')
      .addColumn('image', 'text')
      .addColumn('summary', 'text')
      .addColumn('body', 'text')
      .addColumn('video', 'text')
      .addColumn('publish_time', 'text', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'integer', flag('status', 1))
      .execute();
    await db.schema
      .createIndex('site_content_menu_sort_idx')
      .on('site_content')
      .columns(['menu_id', 'status', 'sort'])
      .execute();
    await db.schema
      .createIndex('site_content_menu_publish_idx')
      .on('site_content')
      .columns(['menu_id', 'status', 'publish_time'])
      .execute();

    await withId(db, db.schema.createTable('site_banner'))
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('url', 'text')
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'integer', flag('status', 1))
      .execute();
    await db.schema
      .createIndex('site_banner_platform_idx')
      .on('site_banner')
      .columns(['platform', 'sort'])
      .execute();

    await withId(db, db.schema.createTable('page_type'))
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('template_key', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text')
      .addColumn('sort_type', 'text')
      .execute();

    await withId(db, db.schema.createTable('site_message'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('address', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('source_ip', 'text')
      .addColumn('status', 'integer', flag('status', 0))
      .addColumn('idempotency_key', 'text', (col) => col.unique())
      .execute();
    await db.schema.createIndex('site_message_created_idx').on('site_message').column('created_at').execute();

    await withId(db, db.schema.createTable('school_roll_continue'))
      .addColumn('site_id', 'integer', (col) => col.notNull())
      .addColumn('id_card_no', 'text', (col) => col.notNull())
      .addColumn('year', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('major', 'text', (col) => col.notNull())
      .addColumn('gender', 'integer', (col) => col.notNull())
      .addUniqueConstraint('school_roll_continue_site_card_key', ['site_id', 'id_card_no'])
      .execute();

    await withId(db, db.schema.createTable('coworker'))
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('avatar', 'text')
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('subjects', 'text', (col) => col.notNull())
      .addColumn('bio', 'text', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'integer', flag('status', 1))
      .execute();
    await db.schema
      .createIndex('coworker_platform_idx')
      .on('coworker')
      .columns(['platform', 'sort'])
      .execute();

    await withId(db, db.schema.createTable('job_position'))
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('department', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('headcount', 'integer', (col) => col.notNull())
      .addColumn('salary', 'text', (col) => col.notNull())
      .addColumn('requirements', 'text', (col) => col.notNull())
      .addColumn('publish_time', 'text', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'integer', flag('status', 1))
      .execute();
    await db.schema
      .createIndex('job_position_platform_idx')
      .on('job_position')
      .columns(['platform', 'sort'])
      .execute();

    await withId(db, db.schema.createTable('site_setting'))
      .addColumn('platform', 'text', (col) => col.notNull().unique())
      .addColumn('site_title', 'text', (col) => col.notNull())
      .addColumn('contact_title', 'text', (col) => col.notNull())
      .addColumn('copyright', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('home_url', 'text', (col) => col.notNull())
      .addColumn('wechat_qr', 'text')
      .addColumn('weibo_qr', 'text')
      .addColumn('xiaohongshu_qr', 'text')
      .addColumn('icp_links', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'site_setting',
      'job_position',
      'coworker',
      'school_roll_continue',
      'site_message',
      'page_type',
      'site_banner',
      'site_content',
      'site_menu',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
