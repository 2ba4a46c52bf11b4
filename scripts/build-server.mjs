// The server's production build: server/src (and everything it imports outside node_modules,
// wherever it lives) bundled by esbuild into dist-server/, run with plain `node`: no TypeScript
// runner at run time. Packages stay external: Node loads them from node_modules, so a production
// install (`npm ci --omit=dev`) has what the bundle needs.
//   dist-server/server.js   the content server (`node dist-server/server.js`)
//   dist-server/db-seed.js  `npm run db:seed`: the demo content into the configured database
//   dist-server/admin.js    `npm run admin -- create <name>`: a staff account
//   dist-server/leads-retention.js  `npm run leads:retention -- --months N`: anonymise or delete old leads
//   dist-server/db-backup.js  `npm run db:backup`: a consistent copy of the embedded store
//   dist-server/db-restore.js `npm run db:restore -- <file>`: a backup put back in its place
//   dist-server/files-backfill.js `npm run files:backfill`: hashes and web sizes of uploads before 012
//   dist-server/rich-text-worker.js the rich-text sanitiser's thread, started by the server
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist-server');

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  ...serverBundleOptions(root),
  entryPoints: {
    server: 'server/src/server.ts',
    'db-seed': 'server/src/db-seed.ts',
    admin: 'server/src/admin.ts',
    'leads-retention': 'server/src/leads-retention.ts',
    'db-backup': 'server/src/db-backup.ts',
    'db-restore': 'server/src/db-restore.ts',
    'files-backfill': 'server/src/files-backfill.ts',
    // The rich-text sanitiser's thread (server/src/lib/rich-text.ts starts it from here).
    'rich-text-worker': 'server/src/lib/rich-text-worker.ts',
  },
  // Tells the bundle's code it is the bundle (the sanitiser's thread is the file above).
  define: { 'process.env.EDU_SITE_BUNDLED': '"1"' },
  outdir,
  // Stack traces in production logs point into server/src (the map holds no source text).
  sourcemap: 'linked',
  sourcesContent: false,
  banner: { js: 'process.setSourceMapsEnabled(true);' },
  metafile: true,
});
// The bundles are ES modules in a package whose files are CommonJS by default.
fs.writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);

const bundled = Object.keys(result.metafile.inputs);
const fromPackages = bundled.filter((input) => input.includes('node_modules'));
if (fromPackages.length) throw new Error(`Packages were bundled: ${fromPackages.join(', ')}`);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith('.js')) console.log(`${file}  ${kb(output.bytes)}`);
}
