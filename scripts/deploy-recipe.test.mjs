// The deployment recipe (docs/deploy.md), proved on loopback ports: a throwaway PostgreSQL
// cluster, two app processes started from the build as deploy/systemd/edu-site@.service starts
// them (its ExecStart, its Environment and deploy/edu-site.env), and nginx running
// deploy/nginx/edu-site.conf itself, with only its ports and paths replaced. Through nginx:
// files of dist/ come from nginx with their cache headers; a staff session, the rate limits, an
// upload, a content change and the sitemap hold across the two processes; then a rolling restart
// (one process at a time) under a stream of page reads and leads costs no request and no lead.
// Run by `npm run test:e2e` after `npm run build` (about 40 s). Ports: DEPLOY_TEST_PORT_BASE
// (8400) + 1 to 5, PostgreSQL on DEPLOY_TEST_PG_PORT (55440, or a free port when that one is taken).
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RECIPE = {
  nginx: path.join(root, 'deploy/nginx/edu-site.conf'),
  env: path.join(root, 'deploy/edu-site.env'),
  unit: path.join(root, 'deploy/systemd/edu-site@.service'),
};
const PORT_BASE = Number(process.env.DEPLOY_TEST_PORT_BASE ?? 8400);
const APP_PORTS = [PORT_BASE + 1, PORT_BASE + 2];
const HTTP_PORT = PORT_BASE + 3;
const HTTPS_PORT = PORT_BASE + 4;
/** deploy/rolling-restart.sh's `systemctl restart` reaches the test here. */
const CONTROL_PORT = PORT_BASE + 5;
const PG_PORT = Number(process.env.DEPLOY_TEST_PG_PORT ?? 55440);
const SITE = `https://localhost:${HTTPS_PORT}`;
const STAFF = { username: 'deployer', password: 'Bushu-ceshi#2026-zhanghao' };
const START_TIMEOUT_MS = 60_000;
/** The app's own test limit for the lookup, to see the shared count (the file sets none). */
const LOOKUP_RATE_LIMIT = 5;
/**
 * How soon a change made through one process shows through the other: each process looks at the
 * content generation at most every CONTENT_CHECK_INTERVAL_MS (100 ms by default) before serving a
 * kept page; the rest is margin for a loaded machine.
 */
const CHANGE_SHOWS_WITHIN_MS = 1500;
/** How long the load runs before and after the restarts. */
const LOAD_MARGIN_MS = 1500;

const run = promisify(execFile);

/**
 * Whether a process is ready to take requests: GET /readyz answers 200 (database reachable and
 * migrated, renderer loaded), as deploy/rolling-restart.sh asks it.
 */
const READY_PATH = '/readyz';
async function isReady(port) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: READY_PATH, timeout: 2000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

// --- what this machine needs -------------------------------------------------------------------

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file));
const POSTGRES_BIN = fs.existsSync('/usr/lib/postgresql')
  ? fs
      .readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => `/usr/lib/postgresql/${version}/bin`)
      .find((bin) => fs.existsSync(`${bin}/initdb`))
  : undefined;
const BUILT = ['dist/index.html', 'dist-ssr/render-page.js', 'dist-server/server.js', 'dist-server/admin.js'];
const missing = [
  ...BUILT.filter((file) => !fs.existsSync(path.join(root, file))).map((file) => `${file} (npm run build)`),
  ...(NGINX ? [] : ['nginx (apt-get install nginx)']),
  ...(POSTGRES_BIN ? [] : ['PostgreSQL (apt-get install postgresql)']),
];
// CI installs nginx and PostgreSQL (.ci/run): there a missing one fails instead of skipping.
if (missing.length && process.env.CI) throw new Error(`the deployment test needs ${missing.join(', ')}`);
const skip = missing.length ? `needs ${missing.join(', ')}` : false;

// --- the recipe's files, read as the machine would -------------------------------------------------

/** KEY=VALUE lines of an EnvironmentFile. */
function readEnvFile(file) {
  const values = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    // A value in single quotes is taken as it is (systemd and sh both drop the quotes).
    if (match) values[match[1]] = match[2].replace(/^'(.*)'$/, '$1');
  }
  return values;
}

/** The unit's [Service] settings (a key given twice keeps its last value). */
function readUnit(file) {
  const settings = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings[match[1]] = match[2];
  }
  return settings;
}

const seconds = (value) => {
  const match = /^(\d+)(s|min)?$/.exec(value ?? '');
  assert.ok(match, `a time in seconds: ${value}`);
  return Number(match[1]) * (match[2] === 'min' ? 60 : 1);
};

/** The recipe's nginx file with only its ports and paths replaced; each must be found. */
function nginxSiteConf(dir, { cert, key, ipv6 }) {
  let text = fs.readFileSync(RECIPE.nginx, 'utf8');
  const replace = (from, to) => {
    assert.ok(text.includes(from), `deploy/nginx/edu-site.conf has \`${from}\``);
    text = text.replaceAll(from, to);
  };
  replace('server 127.0.0.1:8001 ', `server 127.0.0.1:${APP_PORTS[0]} `);
  replace('server 127.0.0.1:8002 ', `server 127.0.0.1:${APP_PORTS[1]} `);
  replace('listen 80;', `listen 127.0.0.1:${HTTP_PORT};`);
  replace('listen [::]:80;', ipv6 ? `listen [::1]:${HTTP_PORT};` : '');
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${HTTPS_PORT} ssl http2;`);
  replace('listen [::]:443 ssl http2;', ipv6 ? `listen [::1]:${HTTPS_PORT} ssl http2;` : '');
  replace('https://$host$request_uri', `https://$host:${HTTPS_PORT}$request_uri`);
  replace('/srv/edu-site/current/dist', path.join(root, 'dist'));
  replace('/etc/letsencrypt/live/example.edu.cn/fullchain.pem', cert);
  replace('/etc/letsencrypt/live/example.edu.cn/privkey.pem', key);
  replace('/var/www/letsencrypt', path.join(dir, 'acme'));
  replace('/var/log/nginx/', `${dir}/`);
  // Nothing of the machine's own nginx (/etc/nginx, /var/lib/nginx, /var/log/nginx) is used.
  assert.doesNotMatch(text.replace(/^\s*#.*$/gm, ''), /\/(etc|srv|var)\//);
  return text;
}

/** nginx's own frame for the site file (Debian's /etc/nginx/nginx.conf is not used). */
function nginxMainConf(dir) {
  const temp = (name) => `${name}_temp_path ${dir}/${name}-temp;`;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    types {
        text/html html; text/css css; application/javascript js; application/json json;
        image/svg+xml svg; image/png png; image/jpeg jpg jpeg; image/gif gif; image/webp webp;
        video/mp4 mp4; text/plain txt;
    }
    default_type application/octet-stream;
    sendfile on;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    access_log ${dir}/other.access.log;
    include ${dir}/edu-site.conf;
}
`;
}

// --- state of the run ----------------------------------------------------------------------------

let dir;
let pgPort;
let databaseUrl;
let appEnv;
let nginx;
let ca;
let agent;
let accessLog;
const apps = [];
const cleanups = [];

function startProcess(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

/** An app process as edu-site@<port> runs it: ExecStart in WorkingDirectory with the unit's environment. */
async function startApp(port, { waitReady = true } = {}) {
  const unit = readUnit(RECIPE.unit);
  const [program, ...args] = unit.ExecStart.split(/\s+/);
  assert.match(program, /\/node$/);
  const unitEnv = Object.fromEntries(
    unit.Environment.split(/\s+/).map((pair) => {
      const [name, value] = pair.split('=');
      return [name, value.replace('%i', String(port))];
    }),
  );
  const app = startProcess(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...appEnv, ...unitEnv },
  });
  if (!waitReady) return { ...app, port };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null)
      assert.fail(`app on ${port} exited ${app.child.exitCode}:\n${app.output()}`);
    if (await isReady(port)) return { ...app, port };
    await sleep(100);
  }
  app.child.kill('SIGKILL');
  assert.fail(`app on ${port} not ready after ${START_TIMEOUT_MS} ms:\n${app.output()}`);
}

/** SIGTERM, as systemd stops a unit (KillSignal=SIGTERM); it must exit 0 within TimeoutStopSec. */
async function stopApp(app) {
  const limit = seconds(readUnit(RECIPE.unit).TimeoutStopSec) * 1000;
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), limit);
  const result = await app.exited;
  clearTimeout(timer);
  return result;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freeIpv6() {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(0, '::1', () => server.close(() => resolve(true)));
  });
}

// --- requests through nginx ------------------------------------------------------------------------

/** A request to nginx's HTTPS port as a browser on SITE sends it (certificate checked against the test's CA). */
function request(method, pathname, { headers = {}, body, from } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        servername: 'localhost',
        method,
        path: pathname,
        // `from`: another loopback address as the client's (its own connection).
        ...(from ? { localAddress: from, agent: false, ca } : { agent }),
        timeout: 15_000,
        headers: { host: `localhost:${HTTPS_PORT}`, ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode,
            headers: response.headers,
            bytes,
            text: bytes.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${pathname}: no answer in 15 s`)));
    outgoing.end(body);
  });
}

const json = (answer) => JSON.parse(answer.text);

/**
 * The lookup's address for `idCardNo` with the proof of a fresh challenge, solved as the page
 * solves it (contract/proof-of-work.ts; node:crypto here). The challenge comes through nginx too.
 */
async function lookupPath(idCardNo, options) {
  const { salt, challenge, signature, maxNumber } = json(
    await request('GET', '/api/ems/education/schoolRollContinue/challengeForClient', options),
  ).data;
  for (let n = 0; n <= maxNumber; n++) {
    if (createHash('sha256').update(`${salt}${n}`).digest('hex') === challenge) {
      const proof = encodeURIComponent(`${salt}:${n}:${signature}`);
      return `/api/ems/education/schoolRollContinue/searchForClient?idCardNo=${idCardNo}&proof=${proof}`;
    }
  }
  throw new Error('the lookup challenge has no solution');
}

/** nginx's access log lines from `mark` on: path, status and the process(es) that answered. */
function accessLogSince(mark) {
  const text = fs.readFileSync(accessLog, 'utf8').slice(mark);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = /"(\S+) (\S+) [^"]*" (\d+) \d+ \S+ upstream=(.*?) (\S+(?:, \S+)*) "/.exec(line);
      assert.ok(match, `an access log line of the recipe's format: ${line}`);
      return { method: match[1], path: match[2], status: Number(match[3]), upstream: match[4], line };
    });
}
/** The lines from `mark` on, once there are `count`: nginx writes a line just after its answer. */
async function loggedSince(mark, count) {
  const deadline = Date.now() + 2000;
  for (;;) {
    const entries = accessLogSince(mark);
    if (entries.length >= count || Date.now() > deadline) return entries;
    await sleep(5);
  }
}
const logMark = () => fs.statSync(accessLog).size;
const portsOf = (entries) => new Set(entries.flatMap((entry) => entry.upstream.match(/:\d+/g) ?? []));
const BOTH = new Set(APP_PORTS.map((port) => `:${port}`));

let session;

before(
  async () => {
    if (skip) return;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-site-deploy-'));
    // nginx's workers (and PostgreSQL, when run as root) are other users: they must reach the folder.
    fs.chmodSync(dir, 0o755);
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));

    // PostgreSQL: a cluster of its own, and the role and database of docs/deploy.md.
    const pgDir = path.join(dir, 'pg');
    fs.mkdirSync(pgDir);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
      const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
      fs.chownSync(pgDir, uid, gid);
    }
    const pgTool = (tool, args) =>
      asRoot
        ? run('runuser', ['-u', 'postgres', '--', `${POSTGRES_BIN}/${tool}`, ...args])
        : run(`${POSTGRES_BIN}/${tool}`, args);
    const data = path.join(pgDir, 'data');
    await pgTool('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const startPostgres = (port) =>
      pgTool('pg_ctl', [
        '-D',
        data,
        '-w',
        '-l',
        path.join(pgDir, 'server.log'),
        'start',
        '-o',
        `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1`,
      ]);
    // 55440 is inside Linux's range of ports for outgoing connections: a client socket of another
    // program may hold it for a while. Then a port the system gives.
    pgPort = PG_PORT;
    try {
      await startPostgres(pgPort);
    } catch (error) {
      const log = fs.readFileSync(path.join(pgDir, 'server.log'), 'utf8');
      if (!/could not bind|already in use/i.test(log)) throw new Error(`${error.message}\n${log}`);
      pgPort = await freePort();
      console.log(`# port ${PG_PORT} is taken: PostgreSQL on ${pgPort}`);
      await startPostgres(pgPort);
    }
    cleanups.push(() => pgTool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined));
    const rolePassword = randomBytes(12).toString('hex');
    const admin = new pg.Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query(`CREATE ROLE edu_site LOGIN PASSWORD '${rolePassword}'`);
    await admin.query('CREATE DATABASE edu_site OWNER edu_site');
    await admin.end();

    // The environment file, its secrets and paths replaced.
    const file = readEnvFile(RECIPE.env);
    assert.equal(file.TRUST_PROXY, '1', 'one proxy in front: nginx');
    assert.ok(!('PORT' in file) && !('HOST' in file), 'each instance sets its own port');
    databaseUrl = file.DATABASE_URL.replace('CHANGE-ME', rolePassword).replace(':5432/', `:${pgPort}/`);
    assert.notEqual(databaseUrl, file.DATABASE_URL);
    assert.equal(Object.values(JSON.parse(file.HOST_KINDS)).length, 4, 'HOST_KINDS is JSON');
    appEnv = {
      ...file,
      // This machine's names for the four sites.
      HOST_KINDS: fs.readFileSync(path.join(root, 'config/host-kinds.json'), 'utf8'),
      DATABASE_URL: databaseUrl,
      STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
      PREVIEW_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(dir, 'data'),
      // The test's own: demo pages to read, one client address for every load request, and a
      // lookup limit small enough to reach.
      SEED_DEMO: '1',
      LEAD_RATE_LIMIT: '1000000',
      LOOKUP_RATE_LIMIT: String(LOOKUP_RATE_LIMIT),
      LOOKUP_CHALLENGE_MAX_NUMBER: '2000',
    };
    assert.ok(
      !Object.values(appEnv).some((value) => value.includes('CHANGE-ME')),
      'every CHANGE-ME replaced',
    );

    // The first staff account, as docs/deploy.md makes it (the password on stdin instead of a terminal).
    const create = spawn(process.execPath, ['dist-server/admin.js', 'create', STAFF.username], {
      cwd: root,
      env: { PATH: process.env.PATH, ...appEnv },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let created = '';
    create.stdout.on('data', (chunk) => (created += chunk));
    create.stderr.on('data', (chunk) => (created += chunk));
    create.stdin.end(`${STAFF.password}\n`);
    const [code] = await new Promise((resolve) => create.once('exit', (...result) => resolve(result)));
    assert.equal(code, 0, created);

    // Two app processes, one after the other (the first seeds the demo).
    for (const port of APP_PORTS) apps.push(await startApp(port));
    cleanups.push(() => Promise.all(apps.map((app) => (app.child.exitCode === null ? stopApp(app) : null))));

    // A certificate for localhost, its own CA.
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ]);
    ca = fs.readFileSync(cert);
    agent = new https.Agent({ keepAlive: true, ca, maxSockets: 16 });
    cleanups.push(() => agent.destroy());

    // nginx with the recipe's file.
    const nginxDir = path.join(dir, 'nginx');
    fs.mkdirSync(nginxDir);
    fs.mkdirSync(path.join(dir, 'acme'));
    fs.writeFileSync(
      path.join(dir, 'edu-site.conf'),
      nginxSiteConf(dir, { cert, key, ipv6: await freeIpv6() }),
    );
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxMainConf(dir));
    const args = ['-p', nginxDir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'];
    const check = await run(NGINX, [...args, '-t']).catch((error) => error);
    assert.match(`${check.stderr}`, /test is successful/, `nginx -t:\n${check.stderr}`);
    nginx = startProcess(NGINX, [...args, '-g', 'daemon off;']);
    cleanups.push(async () => {
      if (nginx.child.exitCode !== null) return;
      nginx.child.kill('SIGQUIT');
      await nginx.exited;
    });
    accessLog = path.join(dir, 'edu-site.access.log');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await request('GET', '/favicon.svg').catch(() => null);
      if (answer?.status === 200) break;
      if (nginx.child.exitCode !== null || Date.now() > deadline)
        assert.fail(`nginx did not start:\n${nginx.output()}`);
      await sleep(100);
    }

    // The staff member signs in through nginx.
    const signIn = await request('POST', '/api/bms/system/admin/signIn', {
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify(STAFF),
    });
    assert.equal(signIn.status, 200, signIn.text);
    assert.equal(json(signIn).code, 0, signIn.text);
    const setCookie = [signIn.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('sid='));
    assert.ok(setCookie, 'a session cookie');
    session = { setCookie, cookie: setCookie.split(';')[0] };
  },
  { timeout: 120_000 },
);

after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Staff calls as the console makes them: its cookie, this site's Origin. */
const staffHeaders = () => ({ cookie: session.cookie, origin: SITE, 'sec-fetch-dest': 'empty' });

test('the unit file is valid for systemd and stops within its timeout', { skip }, async (t) => {
  const unit = readUnit(RECIPE.unit);
  assert.equal(unit.Restart, 'on-failure');
  assert.equal(unit.KillSignal, 'SIGTERM');
  assert.equal(unit.EnvironmentFile, '/etc/edu-site/env');
  assert.match(unit.Environment, /PORT=%i/);
  const grace = Number(
    /SHUTDOWN_GRACE_MS = ([\d_]+)/
      .exec(fs.readFileSync(path.join(root, 'server/src/server.ts'), 'utf8'))[1]
      .replaceAll('_', ''),
  );
  assert.ok(seconds(unit.TimeoutStopSec) * 1000 > grace, `TimeoutStopSec above the server's own ${grace} ms`);
  const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => fs.existsSync(file));
  if (!analyze) return t.diagnostic('systemd-analyze not installed: the unit was not verified');
  // As it is, with node where this machine has it (the unit names /usr/local/bin/node).
  const unitDir = path.join(dir, 'systemd');
  fs.mkdirSync(unitDir, { recursive: true });
  fs.writeFileSync(
    path.join(unitDir, 'edu-site@.service'),
    fs.readFileSync(RECIPE.unit, 'utf8').replace('/usr/local/bin/node', process.execPath),
  );
  const { stdout, stderr } = await run(analyze, [
    'verify',
    path.join(unitDir, `edu-site@${APP_PORTS[0]}.service`),
  ]);
  assert.equal(`${stdout}${stderr}`.trim(), '');
});

test(
  'plain HTTP is sent to HTTPS; the session cookie is Secure (X-Forwarded-Proto, TRUST_PROXY)',
  { skip },
  async () => {
    const answer = await new Promise((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: HTTP_PORT,
            path: '/home?x=1',
            headers: { host: `localhost:${HTTP_PORT}` },
          },
          resolve,
        )
        .on('error', reject);
    });
    answer.resume();
    assert.equal(answer.statusCode, 301);
    assert.equal(answer.headers.location, `${SITE}/home?x=1`);
    assert.match(session.setCookie, /;\s*Secure/i);
    assert.match(session.setCookie, /;\s*HttpOnly/i);
  },
);

test(
  'files of dist/ come from nginx with their cache headers; pages from the processes',
  { skip },
  async () => {
    const mark = logMark();
    const home = await request('GET', '/home');
    assert.equal(home.status, 200);
    assert.match(home.headers['cache-control'], /no-cache/);
    const script = /src="?(\/assets\/[^"\s>]+\.js)/.exec(home.text)?.[1];
    assert.ok(script, 'the page names its hashed scripts');
    const asset = await request('GET', script, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(asset.status, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(asset.headers['content-type'], /javascript/);
    assert.equal(asset.headers['content-encoding'], 'gzip');
    assert.equal(asset.headers['x-content-type-options'], 'nosniff');
    const icon = await request('GET', '/favicon.svg');
    assert.equal(icon.status, 200);
    assert.equal(icon.headers['cache-control'], 'public, max-age=3600');
    // The build's notes are not files of the site: nginx passes them on, the app refuses them.
    assert.equal((await request('GET', '/page-chunks.json')).status, 404);
    // /home and the icon (nginx does not log /assets/); page-chunks.json.
    const entries = await loggedSince(mark, 3);
    const find = (pathname) => entries.find((entry) => entry.path === pathname);
    assert.match(find('/home').upstream, /^127\.0\.0\.1:\d+$/, 'a page: a process answered');
    assert.equal(find('/favicon.svg').upstream, '-', 'the icon: nginx answered');
    // /assets/ is not logged (access_log off): the asset is nginx's own answer, no process saw it.
    assert.equal(find(script), undefined);
  },
);

test('a staff session made through one process works on the other', { skip }, async () => {
  const mark = logMark();
  for (let n = 0; n < 6; n++) {
    const answer = await request('GET', '/api/bms/system/admin/signInfo', { headers: staffHeaders() });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(json(answer).code, 0);
    assert.equal(json(answer).data.username, STAFF.username);
  }
  const served = (await loggedSince(mark, 6)).filter(
    (entry) => entry.path === '/api/bms/system/admin/signInfo',
  );
  assert.deepEqual(portsOf(served), BOTH, 'both processes answered the session');
});

test(
  'the rate limits are one count across the processes, and a client cannot choose its address',
  { skip },
  async () => {
    // The lookup counts per fixed minute: not across a minute's end.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await sleep(60_500 - intoMinute);
    const mark = logMark();
    const statuses = [];
    for (let n = 0; n < LOOKUP_RATE_LIMIT + 2; n++) {
      // A client writing its own X-Forwarded-For: nginx replaces it (TRUST_PROXY=1 reads nginx's).
      const options = { headers: { 'x-forwarded-for': `10.9.8.${n}` } };
      const answer = await request('GET', await lookupPath('110101199003070011', options), options);
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [...Array(LOOKUP_RATE_LIMIT).fill(200), 429, 429]);
    // Another client (nginx sees 127.0.0.3; the processes see nginx's 127.0.0.1 and read the
    // client from X-Forwarded-For) has its own count.
    const other = await request('GET', await lookupPath('110101199003070011', { from: '127.0.0.3' }), {
      from: '127.0.0.3',
    });
    assert.equal(other.status, 200, 'another client address is counted apart');
    assert.deepEqual(portsOf(await loggedSince(mark, statuses.length + 1)), BOTH);

    // LEAD_PHONE_DAILY_LIMIT (3) leads per phone number, whichever process takes them.
    const leads = [];
    for (let n = 0; n < 5; n++) {
      const answer = await request('POST', '/api/cms/web/siteMessage/saveForClient', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': randomUUID() },
        body: new URLSearchParams({ name: '限额检查', phone: '13700137000', fillMs: '5000' }).toString(),
      });
      leads.push(answer.status);
    }
    assert.deepEqual(leads, [200, 200, 200, 429, 429]);
  },
);

let uploaded;

test(
  'a body over the limit is refused by nginx in the API’s words; an upload through one process is served by the other',
  { skip },
  async () => {
    const tooLarge = await request('POST', '/api/cms/web/siteMessage/saveForClient', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    assert.equal(tooLarge.status, 413);
    assert.equal(json(tooLarge).code, 100000005);

    // A picture of noise: over nginx's 1 MiB default, within the upload location's limit.
    const width = 900;
    const height = 600;
    const picture = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    assert.ok(picture.length > 1024 * 1024, `${picture.length} bytes`);
    const boundary = `----deploy${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deploy.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await request('POST', '/api/cms/resource/serverFile/upload', {
      headers: { ...staffHeaders(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    assert.equal(answer.status, 200, answer.text);
    uploaded = json(answer).data;
    const mark = logMark();
    for (let n = 0; n < 4; n++) {
      const file = await request('GET', uploaded.url);
      assert.equal(file.status, 200);
      assert.ok(file.bytes.equals(picture), 'the same bytes');
    }
    assert.deepEqual(portsOf(await loggedSince(mark, 4)), BOTH, 'both processes served the file');
  },
);

test('a content change through one process shows through the other within 1.5 s', { skip }, async () => {
  const title = `部署检查横幅${randomBytes(3).toString('hex')}`;
  // Both processes have the page rendered and kept before the change.
  for (let n = 0; n < 2; n++) assert.equal((await request('GET', '/home')).status, 200);
  const saved = await request('POST', '/api/cms/web/siteBanner', {
    headers: { ...staffHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({
      platform: 'company',
      title,
      image: uploaded?.url ?? '/images/demo/banner-company-1.svg',
      status: true,
    }),
  });
  assert.equal(json(saved).code, 0, saved.text);
  const started = Date.now();
  const seenOn = new Set();
  while (seenOn.size < 2 && Date.now() - started < CHANGE_SHOWS_WITHIN_MS) {
    const mark = logMark();
    const page = await request('GET', '/home');
    const [entry] = await loggedSince(mark, 1);
    if (page.text.includes(title)) seenOn.add(entry.upstream);
  }
  const seenAfter = Date.now() - started;
  console.log(`# a banner saved through nginx showed on /home from both processes after ${seenAfter} ms`);
  assert.equal(seenOn.size, 2, `seen through ${[...seenOn].join(', ') || 'neither process'} only`);
  assert.ok(seenAfter <= CHANGE_SHOWS_WITHIN_MS);
});

test('the sitemap is the same from both processes', { skip }, async () => {
  const mark = logMark();
  const maps = [];
  for (let n = 0; n < 4; n++) {
    const answer = await request('GET', '/sitemap.xml');
    assert.equal(answer.status, 200);
    maps.push(answer.text);
  }
  assert.match(maps[0], /<loc>https:\/\/localhost\//);
  assert.equal(new Set(maps).size, 1);
  assert.deepEqual(portsOf(await loggedSince(mark, 4)), BOTH);
});

/**
 * Readers of pages and posters of leads (named `leadName`, each its own phone number) through
 * nginx, until `stop()`: what they sent, what failed and the ids of the leads acknowledged.
 */
function loadThroughNginx(leadName) {
  const figures = { requests: 0, reads: 0, leadPosts: 0, failed: 0, acknowledged: [] };
  const failures = [];
  let loading = true;
  const reads = ['/home', '/sitemap.xml', '/api/cms/web/siteMenu/listForClient?platform=company'];

  const reader = async (worker) => {
    for (let n = worker; loading; n++) {
      const pathname = reads[n % reads.length];
      figures.requests++;
      figures.reads++;
      try {
        const answer = await request('GET', pathname);
        if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text.slice(0, 200)}`);
      } catch (error) {
        figures.failed++;
        failures.push(`GET ${pathname}: ${error.message}`);
      }
    }
  };
  const leadPoster = async () => {
    while (loading) {
      phones++;
      const number = `139${String(phones).padStart(8, '0')}`;
      figures.requests++;
      figures.leadPosts++;
      try {
        const answer = await request('POST', '/api/cms/web/siteMessage/saveForClient', {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': randomUUID(),
            origin: SITE,
          },
          body: new URLSearchParams({ name: leadName, phone: number, fillMs: '5000' }).toString(),
        });
        const body = json(answer);
        if (answer.status !== 200 || body.code !== 0)
          throw new Error(`${answer.status} ${answer.text.slice(0, 200)}`);
        figures.acknowledged.push(body.data.id);
      } catch (error) {
        figures.failed++;
        failures.push(`POST lead ${number}: ${error.message}`);
      }
    }
  };
  const running = Promise.all([
    ...Array.from({ length: READERS }, (_, worker) => reader(worker)),
    ...Array.from({ length: LEAD_POSTERS }, () => leadPoster()),
  ]);
  return {
    figures,
    failures,
    stop: async () => {
      loading = false;
      await running;
    },
  };
}

/** Phone numbers handed out so far by the lead posters: each lead its own, across the tests. */
let phones = 0;
const READERS = 3;
const LEAD_POSTERS = 2;

/** How many of the leads `ids` are stored, and the rows and distinct phones of those named `leadName`. */
async function storedLeads(ids, leadName) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS stored FROM site_message WHERE public_id = ANY($1)',
      [ids],
    );
    const { rows: named } = await client.query(
      'SELECT count(*)::int AS rows, count(DISTINCT phone)::int AS phones FROM site_message WHERE name = $1',
      [leadName],
    );
    return { stored: rows[0].stored, rows: named[0].rows, phones: named[0].phones };
  } finally {
    await client.end();
  }
}

test('a rolling restart under load costs no request and no lead', { skip, timeout: 90_000 }, async () => {
  const upstream = fs.readFileSync(RECIPE.nginx, 'utf8');
  const failTimeout = seconds(/fail_timeout=(\S+);/.exec(upstream)[1]);
  assert.match(
    fs.readFileSync(path.join(root, 'deploy/rolling-restart.sh'), 'utf8'),
    new RegExp(`FAIL_TIMEOUT:-${failTimeout}}`),
  );
  const mark = logMark();
  const load = loadThroughNginx('滚动重启');
  const { figures, failures } = load;
  const started = Date.now();
  await sleep(LOAD_MARGIN_MS);

  // deploy/rolling-restart.sh itself, its `systemctl restart edu-site@<port>` answered by this
  // test as systemd would: SIGTERM (the process must exit 0), then the unit's ExecStart again.
  const restarts = [];
  const control = http.createServer((incoming, answer) => {
    const port = Number(/^\/restart\/edu-site@(\d+)$/.exec(incoming.url ?? '')?.[1]);
    const index = APP_PORTS.indexOf(port);
    const restart = async () => {
      assert.ok(index >= 0, `a unit of the test: ${incoming.url}`);
      const old = apps[index];
      const stopping = Date.now();
      const exit = await stopApp(old);
      assert.deepEqual(exit, { code: 0, signal: null }, old.output());
      restarts.push(`${port} stopped in ${Date.now() - stopping} ms`);
      apps[index] = await startApp(port, { waitReady: false });
    };
    restart().then(
      () => answer.end('restarted\n'),
      (error) => {
        answer.statusCode = 500;
        answer.end(`${error.message}\n`);
      },
    );
  });
  await new Promise((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(
    path.join(bin, 'systemctl'),
    `#!/bin/sh\n[ "$1" = restart ] || exit 1\nexec curl -fsS -X POST "http://127.0.0.1:${CONTROL_PORT}/restart/$2"\n`,
    { mode: 0o755 },
  );
  const restarting = Date.now();
  try {
    const { stdout } = await run(
      'sh',
      [path.join(root, 'deploy/rolling-restart.sh'), ...APP_PORTS.map(String)],
      {
        env: {
          ...process.env,
          PATH: `${bin}:${process.env.PATH}`,
          READY_PATH,
          FAIL_TIMEOUT: String(failTimeout),
        },
      },
    );
    assert.equal(stdout.match(/: ready$/gm)?.length, APP_PORTS.length, stdout);
  } finally {
    control.close();
  }
  restarts.push(`the script took ${Date.now() - restarting} ms`);
  await sleep(LOAD_MARGIN_MS);
  await load.stop();
  const elapsed = Date.now() - started;
  const leads = await storedLeads(figures.acknowledged, '滚动重启');
  const entries = await loggedSince(mark, figures.requests);
  const passedOn = entries.filter((entry) => entry.upstream.includes(',')).length;
  console.log(
    `# rolling restart under load (${(elapsed / 1000).toFixed(1)} s; ${restarts.join('; ')}): ` +
      `${figures.requests} requests (${figures.reads} reads, ${figures.leadPosts} lead posts), ` +
      `${figures.failed} failed, ${figures.acknowledged.length} leads acknowledged, ${leads.stored} stored ` +
      `(${leads.rows} rows, ${leads.phones} phone numbers); nginx passed ${passedOn} requests on to the other process`,
  );
  assert.deepEqual(failures, []);
  assert.ok(figures.acknowledged.length > 0);
  assert.equal(leads.stored, figures.acknowledged.length, 'every acknowledged lead is stored');
  assert.equal(leads.rows, leads.phones, 'no lead stored twice');
  assert.equal(leads.rows, figures.acknowledged.length);
});

test('a process killed behind nginx loses no acknowledged lead', { skip, timeout: 60_000 }, async () => {
  const load = loadThroughNginx('进程被杀');
  const { figures, failures } = load;
  await sleep(LOAD_MARGIN_MS);
  const [port] = APP_PORTS;
  const killed = apps[0];
  killed.child.kill('SIGKILL');
  await killed.exited;
  // nginx finds it gone and carries on with the other process; then systemd's Restart=on-failure.
  await sleep(LOAD_MARGIN_MS);
  apps[0] = await startApp(port);
  await sleep(LOAD_MARGIN_MS);
  await load.stop();
  const leads = await storedLeads(figures.acknowledged, '进程被杀');
  console.log(
    `# ${port} killed (SIGKILL) under load: ${figures.requests} requests (${figures.reads} reads, ` +
      `${figures.leadPosts} lead posts), ${figures.failed} failed, ${figures.acknowledged.length} leads ` +
      `acknowledged, ${leads.stored} of them stored (${leads.rows} rows, ${leads.phones} phone numbers)` +
      (failures.length ? `; failed: ${failures.join(' | ')}` : ''),
  );
  assert.ok(figures.acknowledged.length > 0);
  assert.equal(leads.stored, figures.acknowledged.length, 'every acknowledged lead is stored');
  assert.equal(leads.rows, leads.phones, 'no lead stored twice');
  // A post the killed process was answering is not sent again by nginx (a POST is not idempotent
  // to it): it fails, unacknowledged, as the visitor's form then says. Nothing else may.
  assert.ok(failures.length <= LEAD_POSTERS, failures.join('\n'));
  for (const failure of failures) assert.match(failure, /^POST lead \d+: 502 /);
});
