// `npm start`: build what is missing or older than its sources (the web app and its page renderer
// with webpack, the server with esbuild), then run the compiled server, `node dist-server/server.js`,
// in a child process that gets the signals sent to this one.
// `npm run db:seed` runs `node scripts/start.mjs db-seed`: the same, then dist-server/db-seed.js;
// `npm run admin -- create <name>` runs dist-server/admin.js with the arguments after the entry,
// `npm run leads:retention -- --months N` dist-server/leads-retention.js, `npm run db:backup` and
// `npm run db:restore -- <file>` dist-server/db-backup.js and db-restore.js, `npm run files:backfill`
// dist-server/files-backfill.js.
// On a production install (no devDependencies, so no webpack or esbuild) nothing is built: the
// build made on the build machine is run as it is.
// `npm start` of a checkout is the quick start, the demo: the server gets SEED_DEMO=1 unless the
// caller set SEED_DEMO (README "Demo data"). On a production install it is not the demo: the server
// gets the caller's environment as it is, as `node dist-server/server.js` would.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ENTRIES = [
  'server',
  'db-seed',
  'admin',
  'leads-retention',
  'db-backup',
  'db-restore',
  'files-backfill',
];
const entry = process.argv[2] ?? 'server';
if (!ENTRIES.includes(entry)) {
  console.error(`Unknown entry "${entry}": one of ${ENTRIES.join(', ')}`);
  process.exit(1);
}

/** Each build: what it writes, what it is made from, and how to run it. */
const builds = [
  {
    name: 'the web app',
    tool: 'webpack',
    // The browser app and the server's page renderer, built together by one webpack run.
    outputs: ['dist/index.html', 'dist-ssr/render-page.js'],
    sources: ['src', 'templates', 'public', 'webpack.config.ts', 'babel.config.cjs', 'package-lock.json'],
    command: [path.join(root, 'node_modules', '.bin', 'webpack'), '--mode', 'production'],
  },
  {
    name: 'the server',
    tool: 'esbuild',
    outputs: ENTRIES.map((name) => `dist-server/${name}.js`),
    // contract/ holds the wire schemas the server imports; the bundle carries them.
    sources: [
      'server/src',
      'contract',
      'server/tsconfig.json',
      'scripts/build-server.mjs',
      'package-lock.json',
    ],
    command: [process.execPath, path.join(root, 'scripts', 'build-server.mjs')],
  },
];

function newestChange(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((name) => name !== '__tests__')
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

/** 0 when an output is missing, else when the oldest output was written. */
const builtAt = (build) =>
  Math.min(
    ...build.outputs.map(
      (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );

const installed = (tool) => {
  try {
    createRequire(path.join(root, 'package.json')).resolve(`${tool}/package.json`);
    return true;
  } catch {
    return false;
  }
};

/** The child that runs now (a build, then the server): the signals sent to this process go to it. */
let child;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(1);
  });
}

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    // A child ended by a signal exits as a shell reports it: 128 + the signal's number.
    child.once('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
}

for (const build of builds) {
  const at = builtAt(build);
  if (!installed(build.tool)) {
    // A production install: run the build that was shipped, whatever the files' dates say.
    if (at) continue;
    console.error(
      `${build.outputs.join(' and ')} missing, and ${build.tool} is not installed (a production install).\n` +
        'Build where the devDependencies are installed (`npm ci && npm run build`), then ship the build.',
    );
    process.exit(1);
  }
  const changedAt = Math.max(...build.sources.map((source) => newestChange(path.join(root, source))));
  if (at >= changedAt) continue;
  console.log(`${at ? 'Sources changed since the last build' : 'No build yet'}: building ${build.name}…`);
  const status = await run(build.command[0], build.command.slice(1));
  if (status !== 0) process.exit(status);
}

const checkout = builds.every((build) => installed(build.tool));
const demo = entry === 'server' && checkout && !process.env.SEED_DEMO?.trim();
if (demo) {
  console.log(
    'The demo (SEED_DEMO=1): an empty database gets the demo content and its staff accounts, ' +
      'whose passwords are published (README "Demo data"). A server runs `node dist-server/server.js`.',
  );
}
const status = await run(
  process.execPath,
  [path.join(root, 'dist-server', `${entry}.js`), ...process.argv.slice(3)],
  {
    NODE_ENV: 'production',
    ...process.env,
    // The demo may send lead alerts to robots on this machine (http://127.0.0.1, docs/lead-alerts.md).
    ...(demo
      ? { SEED_DEMO: '1', LEAD_ALERT_ALLOW_LOOPBACK: process.env.LEAD_ALERT_ALLOW_LOOPBACK ?? '1' }
      : {}),
  },
);
process.exit(status);
