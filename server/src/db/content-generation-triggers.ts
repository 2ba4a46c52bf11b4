import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { CollectionDefinition } from '@contract/collections/collection';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BUMP = 'UPDATE content_generation SET generation = generation + 1 WHERE id = 1';
const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The content generation's triggers of a collection the public site shows (migration 015 made
 * them for the tables of its time, and the function PostgreSQL's call): a migration that creates
 * a collection's table calls this with its definition, so its writes drop the site's kept
 * answers. Nothing for a collection the site does not show. The SQL is migration 015's: a
 * migration that ran must make the same triggers when it runs again on a new database, so this
 * stays as it is.
 */
export async function createContentGenerationTriggers(
  db: AnyDb,
  { table, shownOnSite }: Pick<CollectionDefinition, 'table' | 'shownOnSite'>,
): Promise<void> {
  if (!shownOnSite) return;
  if (isSqlite(db)) {
    // SQLite: row triggers only, one event each.
    for (const event of SQLITE_EVENTS) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_${event}_content_generation AFTER ${event.toUpperCase()} ON ${table} ` +
            `BEGIN ${BUMP}; END`,
        )
        .execute(db);
    }
    return;
  }
  // PostgreSQL: once per statement (a sort of 50 rows bumps once), truncation included.
  await sql
    .raw(
      `CREATE TRIGGER ${table}_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation()`,
    )
    .execute(db);
}

/** Undoes createContentGenerationTriggers (a migration's `down`, before it drops the table). */
export async function dropContentGenerationTriggers(
  db: AnyDb,
  { table }: Pick<CollectionDefinition, 'table'>,
): Promise<void> {
  if (isSqlite(db)) {
    for (const event of SQLITE_EVENTS) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_content_generation`).execute(db);
    }
  } else {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_content_generation ON ${table}`).execute(db);
  }
}
