/**
 * API throughput (npm run bench:api): a bare Fastify route against the menu list, the content
 * list and the lead form of the real app on a temp SQLite store, 50 connections for 10 s each.
 * The servers run as child processes (this file with --serve), so the load generator does not
 * share their event loop. A target and the bare route take turns in 2-second slices (five each,
 * 10 s in all) and are compared with each other: on a shared 2-core machine the background load
 * changes from one second to the next, and both must see the same.
 * Every request carries a browser's Accept-Encoding, as the site's own calls do: the public reads
 * are sent as the compressed bytes their cache made once.
 *
 * Two ratios per target. Throughput (req/s against the bare route's) is what a client sees, but
 * here the load generator shares the two cores with the server and spends most of its time
 * parsing answers, so a bigger answer (the menu tree, the security headers) lowers it even when
 * the server is idle. Server cost is the bare route's CPU time per request over the target's,
 * read from /proc for the server process alone: what the app itself costs per request. The bars
 * apply to server cost: reads ≥ 0.8 × bare, lead ≥ 0.2 × bare, signed-in list ≥ 0.1 × bare; stored
 * leads ≥ acknowledged. A back-office list signed in (the content staff's content list, with the
 * session cookie) is measured too: every call checks the session and reads the database.
 * The public reads are also compared with a bare route sending as many bytes as their answer
 * ("same bytes"): on loopback the kernel's work of sending an answer is charged to the process
 * that sends it, so this ratio is what the app adds on top of Fastify for the same answer, where
 * the first also counts the answer being bigger than the bare route's 40 bytes.
 * Then the lead export (issue 13 item 9): 100,000 leads exported as CSV by a staff member; the
 * time, the rows, and the server process's resident memory (sampled from /proc every 20 ms, and
 * its VmHWM). `BENCH_ONLY=export` runs only this part, `BENCH_ONLY=reads` only the two public reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import type { MenuEntry } from '@contract/site-menu';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;
const SLICES = 5;
// staff: a signed-in list reads the session and the database on every call (no cache).
const BARS = { read: 0.8, lead: 0.2, staff: 0.1 };
/** What Chromium sends with every fetch. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function serve(role: string, port: number): Promise<void> {
  if (role === 'bare') {
    const bare = Fastify();
    const answer = { code: 0, message: 'success', data: { ok: true } };
    bare.get('/', async () => answer);
    await bare.listen({ port, host: '127.0.0.1' });
  } else if (role === 'bare-sized') {
    // A bare route sending as many bytes as a target's answer, made once as the app's cache does.
    const bytes = Number(process.env.BARE_BODY_BYTES);
    const head = '{"code":0,"message":"success","data":"';
    const answer = `${head}${'x'.repeat(Math.max(0, bytes - head.length - 2))}"}`;
    const bare = Fastify();
    bare.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(answer));
    await bare.listen({ port, host: '127.0.0.1' });
  } else {
    const app = buildApp(loadConfig());
    await app.listen({ port, host: '127.0.0.1' });
  }
  process.stdout.write('ready\n');
}

function startChild(role: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...process.execArgv, __filename, '--serve', role, String(port)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
  });
}

type Target = Parameters<typeof autocannon>[0];

type Measured = { rps: number; bytesPerAnswer: number; requests: number; cpuMs: number };

const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system) a process has used, from /proc/<pid>/stat. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/**
 * One autocannon run of `seconds` against a server process: requests per second, the bytes of
 * an answer on the wire, and the CPU time the server spent meanwhile.
 */
async function rate(target: Target, server: ChildProcess, seconds: number): Promise<Measured> {
  const cpuBefore = cpuMsOf(server.pid!);
  const result = await autocannon({
    ...target,
    headers: { ...BROWSER_HEADERS, ...target.headers },
    connections: CONNECTIONS,
    duration: seconds,
  });
  const cpuMs = cpuMsOf(server.pid!) - cpuBefore;
  if (result.errors || result.timeouts)
    console.log(`  ${target.url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    rps: result.requests.total / result.duration,
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
    requests: result.requests.total,
    cpuMs,
  };
}

type Comparison = {
  bareRps: number;
  rps: number;
  bytes: number;
  bareCpuPerRequest: number;
  cpuPerRequest: number;
};

/** The target and the bare route in alternating slices, each warmed up first. */
async function compare(
  bare: { target: Target; server: ChildProcess },
  app: { target: Target; server: ChildProcess },
): Promise<Comparison> {
  await rate(bare.target, bare.server, WARM_UP_S);
  await rate(app.target, app.server, WARM_UP_S);
  const sums = { bareRps: 0, rps: 0, bareCpu: 0, bareRequests: 0, cpu: 0, requests: 0 };
  let bytes = 0;
  for (let slice = 0; slice < SLICES; slice++) {
    const base = await rate(bare.target, bare.server, DURATION_S / SLICES);
    const measured = await rate(app.target, app.server, DURATION_S / SLICES);
    sums.bareRps += base.rps;
    sums.bareCpu += base.cpuMs;
    sums.bareRequests += base.requests;
    sums.rps += measured.rps;
    sums.cpu += measured.cpuMs;
    sums.requests += measured.requests;
    bytes = measured.bytesPerAnswer;
  }
  return {
    bareRps: sums.bareRps / SLICES,
    rps: sums.rps / SLICES,
    bytes,
    bareCpuPerRequest: sums.bareCpu / Math.max(1, sums.bareRequests),
    cpuPerRequest: sums.cpu / Math.max(1, sums.requests),
  };
}

const EXPORT_LEADS = 100_000;

/** kB of a /proc/<pid>/status field (Linux), or NaN elsewhere. */
function procKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** Inserts EXPORT_LEADS leads, signs in as the demo admin and times the export, sampling the server's memory. */
async function benchExport(app: string, dataDir: string, pid: number): Promise<void> {
  const { db } = connect({ databaseUrl: undefined, dataDir });
  const start = new Date('2026-01-01T00:00:00Z').getTime();
  for (let from = 0; from < EXPORT_LEADS; from += 1000) {
    const rows = Array.from({ length: 1000 }, (_, k) => {
      const n = from + k;
      return {
        name: n % 1000 === 0 ? '=1+1' : `导出学员${n}`,
        phone: String(15000000000 + n),
        channel: '运营营销',
        address: null,
        created_at: new Date(start + n * 1000).toISOString(),
        source_ip: null,
        status: 0 as const,
        idempotency_key: null,
        public_id: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        platform: 'company',
      };
    });
    await db.insertInto('site_message').values(rows).execute();
  }
  await db.destroy();
  const signIn = await fetch(`${app}/api/bms/system/admin/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app },
    body: JSON.stringify({ username: 'admin', password: 'Huaxia@2026demo' }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const rssBefore = procKb(pid, 'VmRSS');
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, procKb(pid, 'VmRSS'))), 20);
  const began = performance.now();
  const response = await fetch(`${app}/api/cms/web/siteMessage/export`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  console.log(
    `\nlead export: ${lines - 1} rows (${EXPORT_LEADS} inserted, with any stored before), ${(bytes / 1048576).toFixed(1)} MiB in ${seconds.toFixed(2)} s` +
      ` (${((lines - 1) / seconds).toFixed(0)} rows/s); server RSS before ${mb(rssBefore)}, peak during ${mb(peak)}` +
      ` (+${mb(peak - rssBefore)}), VmHWM ${mb(procKb(pid, 'VmHWM'))}; HTTP ${response.status}`,
  );
  if (response.status !== 200 || lines - 1 < EXPORT_LEADS) process.exitCode = 1;
}

/** sameSizeCost: server cost against a bare route sending as many bytes (public reads). */
type Row = { label: string; bar: number; sameSizeCost?: number } & Comparison;

/** The table of targets against the bare route; true when a target is below its bar. */
function printRows(rows: readonly Row[]): boolean {
  let failed = false;
  console.log(
    `${'target'.padEnd(26)} ${'req/s'.padStart(6)} ${'bare'.padStart(6)} ${'ratio'.padStart(6)}  ${'B/answer'.padStart(8)}  ` +
      `${'µs CPU/req'.padStart(10)} ${'bare'.padStart(6)}  server cost ratio         same bytes`,
  );
  for (const row of rows) {
    const throughput = row.rps / row.bareRps;
    const cost = row.bareCpuPerRequest / row.cpuPerRequest;
    if (cost < row.bar) failed = true;
    console.log(
      `${row.label.padEnd(26)} ${row.rps.toFixed(0).padStart(6)} ${row.bareRps.toFixed(0).padStart(6)} ${throughput.toFixed(2).padStart(6)}  ` +
        `${row.bytes.toFixed(0).padStart(8)}  ${(row.cpuPerRequest * 1000).toFixed(1).padStart(10)} ${(row.bareCpuPerRequest * 1000).toFixed(1).padStart(6)}  ` +
        `${cost.toFixed(2)}  ${cost >= row.bar ? 'ok' : 'BELOW BAR'} (bar ${row.bar})` +
        (row.sameSizeCost === undefined ? '' : `   ${row.sameSizeCost.toFixed(2)}`),
    );
  }
  return failed;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-bench-'));
  const children: ChildProcess[] = [];
  try {
    const [barePort, appPort, sizedPort] = [18431, 18432, 18433];
    const env = {
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT: '100000000',
    };
    const bareServer = await startChild('bare', barePort, env);
    const appServer = await startChild('app', appPort, env);
    children.push(bareServer, appServer);
    const app = `http://127.0.0.1:${appPort}`;
    const appPid = children[1]!.pid!;
    if (process.env.BENCH_ONLY === 'export') {
      await benchExport(app, dataDir, appPid);
      return;
    }

    const tree = (await (
      await fetch(`${app}/api/cms/web/siteMenu/listForClient?platform=company`)
    ).json()) as {
      data: MenuEntry[];
    };
    const news = tree.data.flatMap((menu) => menu.subMenus).find((menu) => menu.name === '集团新闻')!;

    console.log(
      `autocannon: ${CONNECTIONS} connections; per target ${DURATION_S} s in ${SLICES} slices alternating with the bare route (after ${WARM_UP_S} s warm-up each)\n`,
    );
    const bare = { target: { url: `http://127.0.0.1:${barePort}/` }, server: bareServer };
    const rows: Row[] = [];
    const record = async (label: string, bar: number, target: Target) => {
      rows.push({ label, bar, ...(await compare(bare, { target, server: appServer })) });
    };
    /** A public read, against the bare route and against a bare route sending as many bytes. */
    const recordRead = async (label: string, url: string) => {
      await record(label, BARS.read, { url });
      const bodyBytes = Number(
        (await fetch(url, { headers: BROWSER_HEADERS })).headers.get('content-length'),
      );
      const sized = await startChild('bare-sized', sizedPort, { BARE_BODY_BYTES: String(bodyBytes) });
      try {
        const comparison = await compare(
          { target: { url: `http://127.0.0.1:${sizedPort}/` }, server: sized },
          { target: { url }, server: appServer },
        );
        rows.at(-1)!.sameSizeCost = comparison.bareCpuPerRequest / comparison.cpuPerRequest;
      } finally {
        sized.kill('SIGTERM');
      }
    };

    await recordRead('menu list (company)', `${app}/api/cms/web/siteMenu/listForClient?platform=company`);
    await recordRead(
      'content list (page of 6)',
      `${app}/api/cms/web/siteContent/listForClient?menuId=${news.id}&pageNum=1&pageSize=6`,
    );

    if (process.env.BENCH_ONLY === 'reads') {
      if (printRows(rows)) process.exitCode = 1;
      return;
    }

    // Signed in once as the demo editor (content bit); every call then carries the session cookie.
    const signIn = await fetch(`${app}/api/bms/system/admin/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app },
      body: JSON.stringify({ username: 'editor', password: 'Bianji@2026demo' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (!signIn.ok || !cookie.startsWith('sid=')) throw new Error(`bench sign-in failed: ${signIn.status}`);
    await record('staff content list (signed in)', BARS.staff, {
      url: `${app}/api/cms/web/siteContent/list?menuId=${news.id}&pageNum=1&pageSize=20`,
      headers: { cookie },
    });

    let counter = 0;
    let acknowledged = 0;
    const leadDb = connect({ databaseUrl: undefined, dataDir });
    const before = Number(
      (
        await leadDb.db
          .selectFrom('site_message')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await record('lead submit (form POST)', BARS.lead, {
      url: `${app}/api/cms/web/siteMessage/saveForClient`,
      requests: [
        {
          method: 'POST',
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (request) => ({
            ...request,
            // fillMs: how long a person had the form open (a lead without it is taken for a bot).
            body: `name=${encodeURIComponent('压测学员')}&phone=${String(13000000000 + counter++)}&fillMs=8000`,
          }),
          onResponse: (status, body) => {
            if (status === 200 && body.startsWith('{"code":0,')) acknowledged += 1;
          },
        },
      ],
    });
    const stored =
      Number(
        (
          await leadDb.db
            .selectFrom('site_message')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ) - before;
    await leadDb.db.destroy();

    const failed = printRows(rows);
    // Every lead answered with code 0 must have been stored (the warm-up ones are counted on both sides).
    const leadsOk = stored >= acknowledged;
    console.log(
      `\nleads acknowledged (2xx, code 0): ${acknowledged}; leads stored: ${stored}  ${leadsOk ? 'ok' : 'MISSING LEADS'}`,
    );
    if (failed || !leadsOk) process.exitCode = 1;
    await benchExport(app, dataDir, appPid);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt === -1) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  serve(process.argv[serveAt + 1] ?? 'app', Number(process.argv[serveAt + 2])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
