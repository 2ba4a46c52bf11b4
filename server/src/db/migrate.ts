import { Migrator, type Kysely } from 'kysely';
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
