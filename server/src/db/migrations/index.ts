import type { Migration, MigrationProvider } from 'kysely';
import { migrationModules } from '../migration-list';

/**
 * Every migration of this folder (`NNN-what.ts`, each exporting `migration`), in name order:
 * adding a migration is adding its file. ../migration-list.ts reads the folder under tsx and Jest; in the
 * server's bundle scripts/migrations-plugin.mjs lists the same files statically.
 */
export const migrationProvider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> =>
    Object.fromEntries((await migrationModules()).map(([name, module]) => [name, module.migration])),
};
