// The production way (docs/operations.md, "Production"), proved: the build made here, shipped without its
// sources to a fresh folder with a production install (`npm ci --omit=dev`: no tsx, no webpack,
// no esbuild), starts with plain `node dist-server/server.js` and serves the site and the API;
// not the demo unless SEED_DEMO=1: no password printed in the repository signs anyone in.
// Run by `npm run test:e2e` after `npm run build`. Takes a few seconds (the install, from npm's cache).
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** What a production machine gets: the manifest, the lock, the three builds and the run-time config. */
const SHIPPED = [
  'package.json',
  'package-lock.json',
  'dist',
  'dist-ssr',
  'dist-server',
  'config',
  'scripts/start.mjs',
];
const BUILT = [
  'dist/index.html',
  'dist-ssr/render-page.js',
  'dist-server/server.js',
  'dist-server/db-seed.js',
];
const INSTALL_TIMEOUT_MS = 5 * 60_000;
const START_TIMEOUT_MS = 30_000;
const CHINESE = /[\u4e00-\u9fff]/;
/** Every password printed in the repository: the demo staff's, from the one module that holds them. */
const PUBLISHED = Object.entries(
  Object.fromEntries(
    [
      ...fs
        .readFileSync(path.join(root, 'server/src/staff/published-passwords.ts'), 'utf8')
        .matchAll(/'?([\w.]+)'?: '([^']+)'/g),
    ].map(([, username, password]) => [username, password]),
  ),
);

const missing = BUILT.filter((file) => !fs.existsSync(path.join(root, file)));
const skip = missing.length ? `no build (${missing.join(', ')} missing): run \`npm run build\` first` : false;

let dir;

before(
  async () => {
    if (skip) return;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-site-production-'));
    for (const item of SHIPPED) {
      fs.cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
    }
    // The npm cache makes the packages local. The one install script of a production package is
    // better-sqlite3 12's (the driver on Node 20): a production machine downloads its prebuilt
    // binding, which this offline machine cannot, so it would compile it again (a minute). The
    // binding this checkout's own install made (same version, same Node) stands in for the
    // download. better-sqlite3 13 (Node 22 and later) has no install script: its binding is in it.
    await promisify(execFile)(
      'npm',
      ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
      { cwd: dir, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
    );
    const binding = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
    fs.mkdirSync(path.dirname(path.join(dir, binding)), { recursive: true });
    fs.copyFileSync(path.join(root, binding), path.join(dir, binding));
  },
  { timeout: INSTALL_TIMEOUT_MS + 10_000 },
);

/** The servers started and not yet ended: a failed assertion must not leave one running (and the run waiting). */
const servers = new Set();

after(() => {
  // SIGTERM: npm passes it on to the server (SIGKILL would leave the server behind npm).
  for (const child of servers) child.kill('SIGTERM');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts `command` in the production folder (`env`: what else it gets); resolves once the API answers. */
async function start(command, args, env = {}) {
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: dir,
    // Nothing of this repository's environment decides where the data goes or which store is used.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(dir, 'data-')),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  servers.add(child);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      servers.delete(child);
      resolve({ code, signal });
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      assert.fail(`${command} ${args.join(' ')} exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${base}/api/cms/web/pageType/listForClient`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, base, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  assert.fail(`not answering after ${START_TIMEOUT_MS} ms:\n${output}`);
}

async function servesTheSite(base) {
  const home = await fetch(`${base}/home`);
  assert.equal(home.status, 200);
  const html = await home.text();
  assert.match(html, /<title>[^<]*[\u4e00-\u9fff]/, 'the page has its Chinese title');
  // Rendered on the server by dist-ssr/render-page.js: the menu is in the HTML, not drawn later.
  assert.match(html, /首页/, 'the rendered page shows the menu');

  const menus = await fetch(`${base}/api/cms/web/siteMenu/listForClient`);
  assert.equal(menus.status, 200);
  const answer = await menus.json();
  assert.equal(answer.code, 0);
  assert.ok(answer.data.length > 0, 'the demo menus are there (embedded store, seeded on first start)');
  assert.match(answer.data[0].name, CHINESE);
}

function signIn(base, username, password) {
  return fetch(`${base}/api/bms/system/admin/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password }),
  });
}

/** A start that is not the demo: nothing seeded, the first account's recipe logged, no sign-in with a published password. */
async function isNotTheDemo(running) {
  const menus = await (await fetch(`${running.base}/api/cms/web/siteMenu/listForClient`)).json();
  assert.deepEqual(menus, { code: 0, message: menus.message, data: [] }, 'no demo content');
  assert.match(
    running.output(),
    /no staff account yet: create the first with `npm run admin -- create <name>`/,
  );
  for (const [username, password] of PUBLISHED) {
    const refused = await signIn(running.base, username, password);
    assert.equal(refused.status, 400, `${username} does not sign in`);
    assert.equal(refused.headers.get('set-cookie'), null);
    const answer = await refused.json();
    assert.notEqual(answer.code, 0);
    assert.match(answer.message, CHINESE);
  }
}

async function stopsCleanly(running, pid = running.child.pid) {
  process.kill(pid, 'SIGTERM');
  const { code, signal } = await running.exited;
  assert.deepEqual({ code, signal }, { code: 0, signal: null }, running.output());
  assert.match(running.output(), /closing: finishing requests in flight/);
}

test('better-sqlite3 is the only production package with an install script (the install above skips them)', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const scripted = Object.entries(lock.packages)
    .filter(([name, entry]) => name && entry.hasInstallScript && !entry.dev)
    .map(([name]) => name);
  assert.deepEqual(scripted, ['node_modules/better-sqlite3']);
});

test('the production install has no build tools', { skip }, () => {
  for (const tool of ['tsx', 'webpack', 'esbuild', 'typescript', 'jest']) {
    assert.ok(!fs.existsSync(path.join(dir, 'node_modules', tool)), `${tool} is not installed`);
  }
  assert.ok(
    fs.existsSync(path.join(dir, 'node_modules', 'better-sqlite3')),
    'the dependencies are installed',
  );
  // The store's driver on Node 22 and later (server/src/db/sqlite-driver.ts): its binding comes
  // inside the package, with no install script to run.
  assert.ok(
    fs.existsSync(path.join(dir, 'node_modules', 'better-sqlite3-napi', 'prebuilds', 'linux-x64.node')),
    'better-sqlite3 13 is installed with its prebuilt binding',
  );
  assert.ok(!fs.existsSync(path.join(dir, 'src')) && !fs.existsSync(path.join(dir, 'server')), 'no sources');
});

test(
  'node dist-server/server.js on an empty store is not the demo: no sign-in with a published password',
  { skip },
  async () => {
    assert.equal(PUBLISHED.length, 7, 'every demo password read');
    const running = await start(process.execPath, ['dist-server/server.js']);
    await isNotTheDemo(running);
    await stopsCleanly(running);
  },
);

test(
  'with SEED_DEMO=1 it serves the demo on /home and the API; restarted without, the demo accounts stay shut',
  { skip },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
    const demo = await start(process.execPath, ['dist-server/server.js'], {
      SEED_DEMO: '1',
      DATA_DIR: dataDir,
    });
    await servesTheSite(demo.base);
    const [[username, password]] = PUBLISHED;
    assert.equal((await (await signIn(demo.base, username, password)).json()).code, 0, 'the demo signs in');
    await stopsCleanly(demo);

    const production = await start(process.execPath, ['dist-server/server.js'], { DATA_DIR: dataDir });
    for (const [name, published] of PUBLISHED) {
      const refused = await signIn(production.base, name, published);
      assert.equal(refused.status, 400);
      assert.match((await refused.json()).message, /公开的演示密码.*npm run admin -- password/);
    }
    assert.match(production.output(), /sign-in refused: the account has a published demo password/);
    await stopsCleanly(production);
  },
);

test(
  'npm start runs the shipped build as it is, not the demo, and passes SIGTERM on to the server',
  { skip },
  async () => {
    const running = await start('npm', ['start']);
    assert.doesNotMatch(running.output(), /building/i);
    assert.doesNotMatch(running.output(), /^The demo \(SEED_DEMO=1\)/m);
    await isNotTheDemo(running);
    await stopsCleanly(running);
  },
);
