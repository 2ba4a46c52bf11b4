import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The tables whose rows the public site shows (menus with the floating menu, content, page types,
 * banners, site settings, teachers, job positions, files with their alt text and web sizes), as
 * they were when this migration was written. A table added later that the site shows gets its
 * triggers in its own migration: server/test/db/content-generation.test.ts lists every table
 * and fails on one that is neither here (triggers found in the database) nor named as not shown.
 */
const CONTENT_TABLES = [
  'site_menu',
  'site_content',
  'site_banner',
  'page_type',
  'site_setting',
  'coworker',
  'job_position',
  'server_file',
  'server_file_variant',
] as const;

/**
 * Issue 26 item 4: caches kept until the content they show changes, in every server process on the
 * database. `content_generation` holds one row whose `generation` grows with every write to a
 * content table, bumped by triggers inside the writing transaction: no write path (the console's,
 * the seed, a script, psql) can change content without it, and it commits or rolls back with the
 * write. Each process reads the number (one row by its primary key) before serving a kept answer,
 * at most once per short interval (plugins/app/public-content.ts), and drops its caches when it grew.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('content_generation')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .execute();
    await db.insertInto('content_generation').values({ id: 1, generation: 1 }).execute();
    const bump = 'UPDATE content_generation SET generation = generation + 1 WHERE id = 1';
    if (sqlite) {
      // SQLite: row triggers only, one event each.
      for (const table of CONTENT_TABLES) {
        for (const event of ['insert', 'update', 'delete'] as const) {
          await sql
            .raw(
              `CREATE TRIGGER ${table}_${event}_content_generation AFTER ${event.toUpperCase()} ON ${table} ` +
                `BEGIN ${bump}; END`,
            )
            .execute(db);
        }
      }
      return;
    }
    // PostgreSQL: once per statement (a sort of 50 rows bumps once), truncation included.
    await sql
      .raw(
        `CREATE FUNCTION bump_content_generation() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
          `BEGIN ${bump}; RETURN NULL; END $$`,
      )
      .execute(db);
    for (const table of CONTENT_TABLES) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} ` +
            `FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation()`,
        )
        .execute(db);
    }
  },
  async down(db: AnyDb) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const table of CONTENT_TABLES) {
      if (sqlite) {
        for (const event of ['insert', 'update', 'delete'] as const) {
          await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_content_generation`).execute(db);
        }
      } else {
        await sql.raw(`DROP TRIGGER IF EXISTS ${table}_content_generation ON ${table}`).execute(db);
      }
    }
    if (!sqlite) await sql.raw('DROP FUNCTION IF EXISTS bump_content_generation()').execute(db);
    await db.schema.dropTable('content_generation').execute();
  },
};
