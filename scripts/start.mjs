// `npm start`: build the web app when it is missing or older than its sources, then serve
// the site and the API on one port from the embedded database (seeded on first run).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The browser app and the server's page renderer, built together by one webpack run.
const builtFiles = [path.join(root, 'dist', 'index.html'), path.join(root, 'dist-ssr', 'render-page.js')];
const sources = ['src', 'templates', 'public', 'webpack.config.ts', 'babel.config.cjs', 'package-lock.json'];

function newestChange(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((name) => name !== '__tests__')
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = Math.min(
  ...builtFiles.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0),
);
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: building the web app…' : 'Building the web app…',
  );
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
