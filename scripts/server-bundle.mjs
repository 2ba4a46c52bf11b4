// esbuild's options for a bundle of the server (server/src and what it imports outside
// node_modules), shared by the production build (scripts/build-server.mjs) and the tests that run
// a command as production does (server/test/server-process.ts): a bundle made one way only.
import path from 'node:path';
import { migrationsPlugin } from './migrations-plugin.mjs';

/** `root`: the repository (absolute). Add `entryPoints` and `outdir`. */
export function serverBundleOptions(root) {
  return {
    absWorkingDir: root,
    bundle: true,
    // Packages stay external: Node loads them from node_modules (a production install has them).
    packages: 'external',
    platform: 'node',
    target: 'node20',
    // ES modules: typebox and @fastify/cookie ship ES modules only; CommonJS packages import fine.
    format: 'esm',
    tsconfig: 'server/tsconfig.json',
    logLevel: 'warning',
    // The migrations, listed from their folder at build time (server/src/db/migration-list.ts).
    plugins: [migrationsPlugin(path.join(root, 'server/src/db/migrations'))],
  };
}
