/**
 * The lead funnel (npm run bench:leads, issue 21): what happens to every lead offered to the real
 * server. A server process (SQLite in a temp folder by default; DATABASE_URL for PostgreSQL) gets
 * a mixed stream from several concurrent workers: people (each from an address of their own, a
 * fill time of seconds, where they came from) and programs (the honeypot filled, 200 ms, no fill
 * time; some from a few addresses that send far more than the rate limit allows), with phone
 * numbers that come back more often than the daily limit allows. The server is killed with
 * SIGKILL a few times and started again on the same data and port; a request cut by a kill is
 * sent again with the same Idempotency-Key, as the site's form does, up to RETRIES times.
 * Then the database is read and the funnel printed: offered, acknowledged (提交成功), stored as
 * normal and as suspicious leads, refused (with the server's reasons), unanswered, and lost:
 * acknowledged but not stored with the id and the suspicion it was answered with. Lost must be 0
 * (exit code 1 otherwise).
 *
 * BENCH_LEADS (3000) leads, BENCH_WORKERS (8) workers, BENCH_KILLS (3) kills.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../src/db/connect';
import type { QuarantineReason } from '@contract/lead-rules';
import { freePort } from '../../scripts/free-port.mjs';

const LEADS = Number(process.env.BENCH_LEADS ?? 3000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const KILLS = Number(process.env.BENCH_KILLS ?? 3);
const RETRIES = 5;
const REQUEST_TIMEOUT_MS = 10_000;
const ROOT = path.resolve(__dirname, '../..');

type Kind = 'person' | QuarantineReason;

type Offer = {
  kind: Kind;
  phone: string;
  /** The client's address: a person's own, or one of a few a program sends from. */
  address: string;
  key: string;
  body: Record<string, string | number>;
  userAgent: string;
};

/** A deterministic stream (the same run after run): a small linear congruential generator. */
let seed = 20_261_124;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
];
const VISITS: Record<string, string>[] = [
  {},
  { referrer: 'https://www.baidu.com/s?wd=%E6%88%90%E4%BA%BA%E6%9C%AC%E7%A7%91' },
  { utmSource: 'wechat', utmMedium: 'social', utmCampaign: 'autumn' },
  { utmSource: 'baidu', utmMedium: 'cpc', utmCampaign: '2025qiuji', utmTerm: '专升本' },
  { referrer: 'https://www.eol.cn/news/1.html' },
];
const NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨帆', '赵磊', '黄敏', '周杰', '吴婷'];

function plan(): Offer[] {
  // A run of its own: phone numbers 17RRR…, so runs against one PostgreSQL database do not mix.
  const run = String(Date.now() % 1000).padStart(3, '0');
  const offers: Offer[] = [];
  for (let n = 0; n < LEADS; n++) {
    const roll = random();
    const kind: Kind =
      roll < 0.7 ? 'person' : roll < 0.8 ? 'honeypot' : roll < 0.9 ? 'tooFast' : 'noFillTime';
    // One lead in 20 is a number seen before (a visitor trying again, a program repeating itself).
    const phone =
      n > 10 && random() < 0.05
        ? offers[Math.floor(random() * Math.min(n, 40))]!.phone
        : `17${run}${String(n).padStart(6, '0')}`;
    // People each from an address of their own; half of the programs from 4 addresses only.
    const address =
      kind !== 'person' && random() < 0.5
        ? `127.200.0.${1 + Math.floor(random() * 4)}`
        : `127.${10 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
    const fill: Record<string, string | number> =
      kind === 'person'
        ? { fillMs: 2000 + Math.floor(random() * 60_000) }
        : kind === 'honeypot'
          ? { fillMs: 4000, website: 'http://spam.example' }
          : kind === 'tooFast'
            ? { fillMs: 200 }
            : {};
    offers.push({
      kind,
      phone,
      address,
      key: randomUUID(),
      userAgent: pick(USER_AGENTS),
      body: {
        name: pick(NAMES),
        phone,
        pagePath: '/online_registration',
        pageTitle: '在线报名 - 华夏教育集团',
        landingPath: '/home',
        ...pick(VISITS),
        ...fill,
      },
    });
  }
  return offers;
}

type Answer = { status: number; code: number; message: string; id?: string };

function post(port: number, offer: Offer): Promise<Answer> {
  const payload = JSON.stringify(offer.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: offer.address,
        method: 'POST',
        path: '/api/cms/web/siteMessage/saveForClient',
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': offer.key,
          'user-agent': offer.userAgent,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              code: number;
              message: string;
              data: { id: string } | null;
            };
            resolve({
              status: response.statusCode ?? 0,
              code: body.code,
              message: body.message,
              id: body.data?.id,
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

type Server = { child: ChildProcess; exited: Promise<void> };

async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/cms/web/pageType/listForClient`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lead-funnel-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    WEB_ROOT: dataDir,
    PAGE_RENDERER: path.join(dataDir, 'no-renderer.js'),
    SEED_DEMO: '0',
  };
  const port = await freePort();
  const offers = plan();
  const started = performance.now();
  let server = await startServer(env, port);
  let restarting: Promise<void> | undefined;

  const acknowledged = new Map<number, string>();
  const refused = new Map<string, number>();
  let unanswered = 0;
  let cutByKill = 0;
  let next = 0;
  let finished = 0;
  const killAt = Array.from({ length: KILLS }, (_, k) => Math.floor(((k + 1) * LEADS) / (KILLS + 1)));

  const kill = async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startServer(env, port);
  };

  const worker = async () => {
    while (next < offers.length) {
      const index = next++;
      const offer = offers[index]!;
      for (let attempt = 0; ; attempt++) {
        await restarting;
        try {
          const answer = await post(port, offer);
          if (answer.status === 200 && answer.code === 0 && answer.id) acknowledged.set(index, answer.id);
          else {
            const reason = `${answer.status} ${answer.message}`;
            refused.set(reason, (refused.get(reason) ?? 0) + 1);
          }
          break;
        } catch {
          // The server was killed with this request in flight: send it again once it is back.
          if (attempt === 0) cutByKill += 1;
          if (attempt >= RETRIES) {
            unanswered += 1;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      finished += 1;
      if (killAt.length && finished >= killAt[0]! && !restarting) {
        killAt.shift();
        restarting = kill().finally(() => {
          restarting = undefined;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await restarting;
  server.child.kill('SIGTERM');
  await server.exited;
  const seconds = (performance.now() - started) / 1000;

  const { db } = connect({ databaseUrl, dataDir });
  const phones = [...new Set(offers.map((offer) => offer.phone))];
  const rows: { public_id: string | null; quarantine_reason: string | null }[] = [];
  for (let start = 0; start < phones.length; start += 500) {
    rows.push(
      ...(await db
        .selectFrom('site_message')
        .select(['public_id', 'quarantine_reason'])
        .where('phone', 'in', phones.slice(start, start + 500))
        .execute()),
    );
  }
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });

  const stored = new Map(rows.map((row) => [row.public_id, row.quarantine_reason]));
  const lost = [...acknowledged].filter(([index, id]) => {
    const kind = offers[index]!.kind;
    return !stored.has(id) || stored.get(id) !== (kind === 'person' ? null : kind);
  });
  const ackedIds = new Set(acknowledged.values());
  const count = (predicate: (offer: Offer) => boolean) => offers.filter(predicate).length;
  const byReason = (reason: string | null) => rows.filter((row) => row.quarantine_reason === reason).length;
  // Chinese characters take two columns in a terminal.
  const width = (text: string) =>
    [...text].reduce((sum, c) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);
  const line = (label: string, value: number | string, note = '') =>
    console.log(
      `  ${label}${' '.repeat(Math.max(1, 52 - width(label)))}${String(value).padStart(6)}${note ? `  ${note}` : ''}`,
    );

  console.log(
    `\nlead funnel on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${WORKERS} workers, ${KILLS} SIGKILLs and restarts, ${seconds.toFixed(1)} s`,
  );
  line(
    'leads offered',
    offers.length,
    `${count((o) => o.kind === 'person')} person-like, ${count((o) => o.kind !== 'person')} bot-like`,
  );
  line('acknowledged (提交成功)', acknowledged.size);
  line('stored as normal leads', byReason(null));
  line(
    'stored as suspicious leads (可疑线索)',
    rows.length - byReason(null),
    `honeypot ${byReason('honeypot')}, tooFast ${byReason('tooFast')}, noFillTime ${byReason('noFillTime')}`,
  );
  line(
    'refused',
    [...refused.values()].reduce((sum, n) => sum + n, 0),
  );
  for (const [reason, n] of [...refused].sort((a, b) => b[1] - a[1])) line(`  ${reason}`, n);
  line('requests cut by a kill (then sent again)', cutByKill);
  line('no answer after all retries', unanswered);
  line('stored, answer never received', rows.filter((row) => !ackedIds.has(row.public_id ?? '')).length);
  line('lost (acknowledged, not stored as answered)', lost.length);
  if (lost.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
