import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import {
  createContentGenerationTriggers,
  dropContentGenerationTriggers,
} from '../content-generation-triggers';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

/** The site shows campuses: their writes drop the site's kept answers, in every process. */
const CAMPUS = { table: 'campus', shownOnSite: true } as const;

/**
 * Issue 39 item 2: a site's campuses (校区) for the campus finder, 联系我们 and 交通指引: name,
 * city, address, phone, opening hours, a picture, and optionally coordinates (`经度,纬度`, GCJ-02).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('campus'))
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('hours', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('picture', 'text')
      .addColumn('coordinates', 'text')
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(1)
          .check(sql`status in (0, 1)`),
      )
      .execute();
    await db.schema.createIndex('campus_platform_idx').on('campus').columns(['platform', 'sort']).execute();
    await createContentGenerationTriggers(db, CAMPUS);
  },
  async down(db: AnyDb) {
    await dropContentGenerationTriggers(db, CAMPUS);
    await db.schema.dropTable('campus').execute();
  },
};
