/**
 * The production build under forced garbage collection (npm run soak; issue 35, "the runtime"):
 * `NODE_ENV=production node --expose-gc --import ./server/bench/gc-preload.mjs dist-server/server.js`
 * on a fresh embedded store with the demo content (SEED_DEMO=1), gc() every GC_INTERVAL_MS (250;
 * a full one every GC_FULL_EVERY, 8, young-generation ones between), while workers send a mixed
 * load for SOAK_SECONDS (600):
 *   page     the site's pages (server-rendered HTML), as a browser asks for them
 *   api      the public JSON reads the pages make (menus, page types, banners, jobs, partners)
 *   lookup   admission lookups of the demo ID numbers, each with its challenge solved as the page
 *            solves it (contract/proof-of-work.ts), each from a loopback address of its own
 *            (127.30.x.y), so no address comes near the per-address limit
 *   lead     call-back requests with a person's fields (name, phone, fill time, attribution), each
 *            from an address of its own (127.60.x.y) and a phone never sent before
 *   sign-in  a staff member signs in (an account made by `dist-server/admin.js create` at start),
 *            again every 20 s
 *   console  console reads with that session: the leads, the content, the page types, the audit log
 * Then SIGTERM. Prints the server's Node and better-sqlite3, the requests per kind and answer, the
 * errors (5xx, refused or cut connections), the server's memory (VmRSS sampled every 5 s, VmHWM)
 * and how it ended. Exit 1 when the server died, or any request got another answer than 200 or none.
 *
 *   npm run build && npm run soak                       # the server on this Node
 *   SOAK_NODE=/path/to/node24/bin/node npm run soak     # the server on another Node
 * PORT (8101) and DATA_DIR (a temp folder, removed after) for the server; SOAK_WORKERS (6).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sqliteDriverFor } from '../src/db/sqlite-driver';
import { SCHOOL_ROLLS } from '../src/db/seed/school-rolls';
import type { LookupChallenge } from '../../contract/admission';
import { LOOKUP_CHALLENGE_PATH, solveProof } from '../../contract/proof-of-work';

const ROOT = path.resolve(__dirname, '..', '..');
const NODE = process.env.SOAK_NODE ?? process.execPath;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 6);
const PORT = Number(process.env.PORT ?? 8101);
const GC_INTERVAL_MS = process.env.GC_INTERVAL_MS ?? '250';
const GC_FULL_EVERY = process.env.GC_FULL_EVERY ?? '8';
const SIGN_IN_EVERY_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;
const STAFF = { username: 'soak-staff', password: `Soak-${randomBytes(18).toString('base64url')}` };

const PAGES = [
  '/home',
  '/academic_education',
  '/online_registration',
  '/recruit',
  '/education',
  '/student',
  '/about_us',
  '/concact_us',
  '/enroll_info',
];
const PUBLIC_API = [
  '/api/cms/web/siteMenu/listForClient?platform=company',
  '/api/cms/web/pageType/listForClient',
  '/api/cms/web/siteBanner/listForClient?platform=company',
  '/api/cms/web/jobPosition/listForClient?platform=company',
  '/api/cms/web/coworker/listForClient',
];
const CONSOLE = [
  '/api/bms/system/admin/signInfo',
  '/api/cms/web/siteMessage/list?pageNum=1&pageSize=15',
  '/api/cms/web/siteContent/listBySite?platform=company&pageNum=1&pageSize=15',
  '/api/cms/web/pageType/list',
  '/api/bms/system/auditLog/list?pageNum=1&pageSize=15',
];
const NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨帆', '赵磊', '黄敏', '周杰', '吴婷'];
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49';
const KINDS = ['page', 'api', 'lookup', 'lead', 'sign-in', 'console'] as const;
type Kind = (typeof KINDS)[number];
/** Shares of the load (sign-ins come on their own clock). */
const WEIGHTS: [Kind, number][] = [
  ['page', 0.3],
  ['api', 0.3],
  ['lookup', 0.2],
  ['lead', 0.1],
  ['console', 0.1],
];

type Answer = { status: number; body: string; cookie?: string };

/** Keep-alive for the reads from 127.0.0.1; the lookups and leads each open their own connection. */
const keepAlive = new Agent({ keepAlive: true, maxSockets: WORKERS * 2 });

function send(
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; localAddress?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: url,
        timeout: REQUEST_TIMEOUT_MS,
        ...(options.localAddress
          ? { localAddress: options.localAddress, agent: false }
          : { agent: keepAlive }),
        headers: {
          'user-agent': USER_AGENT,
          'accept-encoding': 'identity',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookie: response.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

const tally = new Map<Kind, Map<string, number>>(KINDS.map((kind) => [kind, new Map()]));
const failures: string[] = [];
function count(kind: Kind, outcome: string): void {
  const byOutcome = tally.get(kind)!;
  byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
}

let sequence = 0;
/** The n-th address of a block of loopback addresses: 127.<block>.x.y, y from 1 to 250. */
const loopback = (block: number, n: number) =>
  `127.${block + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

let session: { cookie: string; at: number } | undefined;
let signingIn: Promise<void> | undefined;

async function signIn(): Promise<void> {
  const base = `http://127.0.0.1:${PORT}`;
  const answer = await send('POST', '/api/bms/system/admin/signIn', {
    headers: { origin: base, 'sec-fetch-dest': 'empty' },
    body: STAFF,
  });
  count('sign-in', String(answer.status));
  if (answer.status === 200 && answer.cookie) session = { cookie: answer.cookie, at: Date.now() };
  else failures.push(`sign-in answered ${answer.status}: ${answer.body.slice(0, 200)}`);
}

async function one(kind: Kind): Promise<void> {
  const n = sequence++;
  let answer: Answer;
  if (kind === 'page') {
    answer = await send('GET', pick(PAGES), { headers: { accept: 'text/html' } });
  } else if (kind === 'api') {
    answer = await send('GET', pick(PUBLIC_API));
  } else if (kind === 'lookup') {
    // As the page looks up: a fresh challenge, solved with the page's own solver, then the number.
    const { idCardNo } = pick(SCHOOL_ROLLS);
    const localAddress = loopback(30, n);
    const challenge = await send('GET', LOOKUP_CHALLENGE_PATH, { localAddress });
    const proof =
      challenge.status === 200
        ? solveProof((JSON.parse(challenge.body) as { data: LookupChallenge }).data)
        : null;
    answer = proof
      ? await send(
          'GET',
          `/api/ems/education/schoolRollContinue/searchForClient?idCardNo=${idCardNo}&proof=${encodeURIComponent(proof)}`,
          { localAddress },
        )
      : challenge;
  } else if (kind === 'lead') {
    answer = await send('POST', '/api/cms/web/siteMessage/saveForClient', {
      localAddress: loopback(60, n),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        name: pick(NAMES),
        phone: `139${String(n).padStart(8, '0')}`,
        fillMs: 4000 + Math.floor(Math.random() * 60_000),
        pagePath: '/online_registration',
        pageTitle: '在线报名 - 华夏教育集团',
        landingPath: '/home',
        referrer: 'https://www.baidu.com/s?wd=%E4%B8%93%E5%8D%87%E6%9C%AC',
        utmSource: 'baidu',
        utmMedium: 'cpc',
        utmCampaign: 'soak',
      },
    });
  } else {
    if (!session || Date.now() - session.at > SIGN_IN_EVERY_MS) {
      signingIn ??= signIn().finally(() => (signingIn = undefined));
      await signingIn;
    }
    if (!session) return;
    answer = await send('GET', pick(CONSOLE), { headers: { cookie: session.cookie } });
  }
  count(kind, String(answer.status));
  if (answer.status >= 400 && failures.length < 20)
    failures.push(`${kind} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
}

function pickKind(): Kind {
  let roll = Math.random();
  for (const [kind, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'page';
}

/** VmRSS and VmHWM of a process, in MB (null once it is gone). */
function memory(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const server = path.join(ROOT, 'dist-server', 'server.js');
  if (!existsSync(server)) throw new Error('No dist-server/server.js: run `npm run build` first');
  const nodeVersion = execFileSync(NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  const driver = sqliteDriverFor(nodeVersion);
  const driverVersion = (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', driver, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const ownData = !process.env.DATA_DIR;
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'edu-site-soak-'));
  const logFile = path.join(os.tmpdir(), `edu-site-soak-${PORT}.log`);
  console.log(
    `server: ${NODE} (Node ${nodeVersion}), ${driver} = better-sqlite3 ${driverVersion}; ` +
      `DATA_DIR ${dataDir}, port ${PORT}; log ${logFile}`,
  );

  // A production start (deploy/edu-site@.service sets NODE_ENV too), on a store with content: the
  // demo's (SEED_DEMO=1), since a production start seeds nothing and every page would be a 404.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  const child = spawn(
    NODE,
    ['--expose-gc', '--import', './server/bench/gc-preload.mjs', 'dist-server/server.js'],
    {
      cwd: ROOT,
      env: { ...env, LOG_LEVEL: 'warn', GC_INTERVAL_MS, GC_FULL_EVERY },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = createWriteStream(logFile);
  let preload = '';
  child.stdout.pipe(log);
  child.stderr.on('data', (chunk: Buffer) => {
    log.write(chunk);
    preload += chunk
      .toString('utf8')
      .split('\n')
      .filter((line) => line.startsWith('gc-preload'))
      .map((line) => `${line}\n`)
      .join('');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server ended before answering: ${child.exitCode ?? child.signalCode}`);
    const up = await send('GET', '/api/cms/web/pageType/listForClient').then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The staff account, made the way a school makes its first one (the server keeps running).
  execFileSync(NODE, ['dist-server/admin.js', 'create', STAFF.username], {
    cwd: ROOT,
    env,
    input: `${STAFF.password}\n`,
    stdio: ['pipe', 'ignore', 'inherit'],
  });

  const pid = child.pid!;
  const samples: number[] = [];
  const sampler = setInterval(() => {
    const now = memory(pid);
    if (now) samples.push(now.rss);
  }, 5000);
  let died = false;
  void exited.then(() => (died = true));
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const progress = setInterval(() => {
    const sent = [...tally.values()].reduce(
      (sum, byOutcome) => sum + [...byOutcome.values()].reduce((a, b) => a + b, 0),
      0,
    );
    console.log(
      `${Math.round((Date.now() - started) / 1000)} s: ${sent} requests, RSS ${samples.at(-1)?.toFixed(0)} MB`,
    );
  }, 60_000);
  let errors = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < until && !died) {
        const kind = pickKind();
        try {
          await one(kind);
        } catch (error) {
          errors += 1;
          count(kind, `no answer (${(error as Error).message})`);
        }
      }
    }),
  );
  clearInterval(progress);
  clearInterval(sampler);
  const elapsed = (Date.now() - started) / 1000;
  const last = memory(pid);
  const diedDuringLoad = died;
  keepAlive.destroy();
  if (!diedDuringLoad) child.kill('SIGTERM');
  const ended = await exited;
  log.end();

  let total = 0;
  let fiveHundreds = 0;
  // Every request of the mix asks for something that is there: any other answer is a failure.
  let refused = 0;
  console.log(`\n${elapsed.toFixed(0)} s of load, ${WORKERS} workers`);
  for (const [kind, byOutcome] of tally) {
    const sum = [...byOutcome.values()].reduce((a, b) => a + b, 0);
    total += sum;
    for (const [outcome, times] of byOutcome) {
      if (/^5/.test(outcome)) fiveHundreds += times;
      else if (/^\d+$/.test(outcome) && outcome !== '200') refused += times;
    }
    console.log(
      `  ${kind.padEnd(8)} ${String(sum).padStart(7)}  ${[...byOutcome].map(([outcome, times]) => `${outcome}: ${times}`).join(', ')}`,
    );
  }
  console.log(`  total    ${String(total).padStart(7)}  (${(total / elapsed).toFixed(0)} req/s)`);
  console.log(
    `errors: ${fiveHundreds} answers 5xx, ${refused} other answers than 200, ${errors} requests without an answer`,
  );
  for (const failure of failures) console.log(`  ${failure}`);
  console.log(
    `server memory: VmRSS ${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)} MB ` +
      `(first ${samples[0]?.toFixed(0)}, last ${samples.at(-1)?.toFixed(0)}; ${samples.length} samples), VmHWM ${last?.hwm.toFixed(0)} MB`,
  );
  process.stdout.write(preload);
  console.log(
    `server ended: ${diedDuringLoad ? 'BY ITSELF during the load' : 'on SIGTERM after the load'}, exit code ${ended.code}, signal ${ended.signal}`,
  );
  if (ownData) rmSync(dataDir, { recursive: true, force: true });
  if (diedDuringLoad || ended.code !== 0 || fiveHundreds || refused || errors) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
