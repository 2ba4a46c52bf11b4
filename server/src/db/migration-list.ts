import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely';

/** A migration file: `NNN-what.ts`, exporting `migration`; its name without `.ts` says when it runs. */
export const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.ts$/;

export type MigrationModule = { migration: Migration };

/**
 * Every migration of db/migrations/, in name order: adding one is adding its file. This reads
 * the folder (tsx, Jest); the server's bundle has no folder, and scripts/migrations-plugin.mjs
 * replaces this module there with one that imports the same files statically.
 */
export async function migrationModules(): Promise<[string, MigrationModule][]> {
  const names = readdirSync(path.join(__dirname, 'migrations'))
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
    .sort();
  return Promise.all(
    names.map(async (name): Promise<[string, MigrationModule]> => [
      name,
      (await import(`./migrations/${name}`)) as MigrationModule,
    ]),
  );
}
