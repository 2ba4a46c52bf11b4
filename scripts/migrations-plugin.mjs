// The bundle's list of database migrations (issue 24 item 1: adding a migration is adding its
// file). Under tsx and Jest, server/src/db/migration-list.ts reads the folder; a bundle has no
// folder to read, so this esbuild plugin replaces that module with one that imports every
// migration file statically, in name order. server/test/db/migration-list.test.ts builds with it
// and checks that the bundle's list and the folder's agree.
import fs from 'node:fs';
import path from 'node:path';

/** A migration file: `NNN-what.ts`; its name without `.ts` is the migration's name (as migration-list.ts). */
export const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.ts$/;

/** The migrations' names in `dir`, in the order they run. */
export const migrationNames = (dir) =>
  fs
    .readdirSync(dir)
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
    .sort();

/** `dir`: server/src/db/migrations (absolute); the module replaced is ../migration-list.ts. */
export function migrationsPlugin(dir) {
  const listed = path.join(dir, '..', 'migration-list.ts');
  return {
    name: 'migrations',
    setup(build) {
      build.onResolve({ filter: /migration-list$/ }, (args) =>
        path.resolve(args.resolveDir, `${args.path}.ts`) === listed
          ? { path: listed, namespace: 'migrations' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'migrations' }, () => {
        const names = migrationNames(dir);
        const contents = [
          ...names.map((name, index) => `import * as m${index} from ${JSON.stringify(`./${name}.ts`)};`),
          'export async function migrationModules() {',
          `  return [${names.map((name, index) => `[${JSON.stringify(name)}, m${index}]`).join(', ')}];`,
          '}',
        ].join('\n');
        return { contents, loader: 'ts', resolveDir: dir, watchDirs: [dir] };
      });
    },
  };
}
