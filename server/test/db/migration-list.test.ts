import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { migrationProvider } from '../../src/db/migrations';
import { migrationNames, migrationsPlugin } from '../../../scripts/migrations-plugin.mjs';

/**
 * Issue 24 item 1: adding a migration is adding its file. Under tsx and Jest the provider reads
 * the folder (db/migration-list.ts); the server's bundle lists the files at build time
 * (scripts/migrations-plugin.mjs, used by scripts/build-server.mjs). Both must give the same
 * migrations in the same order.
 */
const DIR = path.resolve(__dirname, '../../src/db/migrations');

/** The migrations a CommonJS bundle of the provider, built with the plugin, answers. */
async function bundledMigrations(): Promise<{ names: string[]; readsFolder: boolean }> {
  const result = await build({
    entryPoints: [path.join(DIR, 'index.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    plugins: [migrationsPlugin(DIR)],
  });
  const code = result.outputFiles[0]!.text;
  const module = { exports: {} as { migrationProvider?: typeof migrationProvider } };
  // The bundle's own code, run with this test's require (kysely from node_modules).
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  const migrations = await module.exports.migrationProvider!.getMigrations();
  expect(Object.values(migrations).every((migration) => typeof migration.up === 'function')).toBe(true);
  return { names: Object.keys(migrations), readsFolder: code.includes('readdirSync') };
}

it('lists every NNN-name.ts file of the folder, in name order, each exporting `migration`', async () => {
  const files = readdirSync(DIR).filter((file) => file !== 'index.ts');
  const expected = files.map((file) => file.replace(/\.ts$/, '')).sort();
  expect(expected.length).toBeGreaterThanOrEqual(9);
  const migrations = await migrationProvider.getMigrations();
  expect(Object.keys(migrations)).toEqual(expected);
  expect(Object.values(migrations).every((migration) => typeof migration.up === 'function')).toBe(true);
  expect(migrationNames(DIR)).toEqual(expected);
});

it("the bundle's list is the folder's, built in (no folder read at run time)", async () => {
  const bundled = await bundledMigrations();
  expect(bundled.names).toEqual(Object.keys(await migrationProvider.getMigrations()));
  expect(bundled.readsFolder).toBe(false);
});
