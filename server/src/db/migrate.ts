import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { migrationProvider } from './migrations';

/** Brings the schema to the latest migration; Kysely's lock makes concurrent starts safe. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The table Kysely records the applied migrations in. */
export const MIGRATION_TABLE = 'kysely_migration';

/** The names of this code's migrations (`NNN-what`), in order. */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort();
}

/** The name of the newest migration this code has. */
export async function latestKnownMigration(): Promise<string> {
  const latest = (await knownMigrations()).at(-1);
  if (latest === undefined) throw new Error('no migration found');
  return latest;
}

/** The newest migration applied to the store; null when none is (a new or foreign database). */
export async function latestAppliedMigration(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)} order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? null;
}
