/**
 * API throughput (npm run bench:api): a bare Fastify route against the menu list, the content
 * list and the lead form of the real app on a temp SQLite store, 50 connections for 10 s each.
 * The servers run as child processes (this file with --serve), so the load generator does not
 * share their event loop. A target and the bare route take turns in 2-second slices (five each,
 * 10 s in all) and are compared with each other: on a shared 2-core machine the background load
 * changes from one second to the next, and both must see the same.
 * Every request carries a browser's Accept-Encoding, as the site's own calls do: the public reads
 * are sent as the compressed bytes their cache made once.
 * A back-office list signed in (the content staff's content list, with the session cookie) is
 * measured too: every call checks the session and reads the database, nothing is cached.
 * Bars: reads ≥ 0.8 × bare, lead ≥ 0.2 × bare, signed-in list ≥ 0.1 × bare; stored leads ≥ acknowledged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import type { MenuEntry } from '../../contract/site-menu';

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

type Measured = { rps: number; bytesPerAnswer: number };

/** Requests per second of one autocannon run of `seconds`, and the bytes of an answer on the wire. */
async function rate(target: Target, seconds: number): Promise<Measured> {
  const result = await autocannon({
    ...target,
    headers: { ...BROWSER_HEADERS, ...target.headers },
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors || result.timeouts)
    console.log(`  ${target.url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    rps: result.requests.total / result.duration,
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
  };
}

/** The target and the bare route in alternating slices, each warmed up first. */
async function compare(
  bare: Target,
  target: Target,
): Promise<{ bare: number; target: number; bytes: number }> {
  await rate(bare, WARM_UP_S);
  await rate(target, WARM_UP_S);
  let [bareSum, targetSum, bytes] = [0, 0, 0];
  for (let slice = 0; slice < SLICES; slice++) {
    bareSum += (await rate(bare, DURATION_S / SLICES)).rps;
    const measured = await rate(target, DURATION_S / SLICES);
    targetSum += measured.rps;
    bytes = measured.bytesPerAnswer;
  }
  return { bare: bareSum / SLICES, target: targetSum / SLICES, bytes };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-bench-'));
  const children: ChildProcess[] = [];
  try {
    const [barePort, appPort] = [18431, 18432];
    const env = {
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT: '100000000',
    };
    children.push(await startChild('bare', barePort, env));
    children.push(await startChild('app', appPort, env));
    const app = `http://127.0.0.1:${appPort}`;

    const tree = (await (
      await fetch(`${app}/api/cms/web/siteMenu/listForClient?platform=company`)
    ).json()) as {
      data: MenuEntry[];
    };
    const news = tree.data.flatMap((menu) => menu.subMenus).find((menu) => menu.name === '集团新闻')!;

    console.log(
      `autocannon: ${CONNECTIONS} connections; per target ${DURATION_S} s in ${SLICES} slices alternating with the bare route (after ${WARM_UP_S} s warm-up each)\n`,
    );
    const bare: Target = { url: `http://127.0.0.1:${barePort}/` };
    const rows: { label: string; bare: number; rps: number; bytes: number; bar: number }[] = [];
    const record = async (label: string, bar: number, target: Target) => {
      const measured = await compare(bare, target);
      rows.push({ label, bare: measured.bare, rps: measured.target, bytes: measured.bytes, bar });
    };

    await record('menu list (company)', BARS.read, {
      url: `${app}/api/cms/web/siteMenu/listForClient?platform=company`,
    });
    await record('content list (page of 6)', BARS.read, {
      url: `${app}/api/cms/web/siteContent/listForClient?menuId=${news.id}&pageNum=1&pageSize=6`,
    });

    // Signed in once as the demo editor (content bit); every call then carries the session cookie.
    const signIn = await fetch(`${app}/api/bms/system/admin/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app },
      body: JSON.stringify({ username: 'editor', password: 'Editor@2026demo' }),
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
            body: `name=${encodeURIComponent('压测学员')}&phone=${String(13000000000 + counter++)}`,
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

    let failed = false;
    for (const { label, bare: base, rps, bytes, bar } of rows) {
      const ratio = rps / base;
      if (ratio < bar) failed = true;
      console.log(
        `${label.padEnd(31)} ${rps.toFixed(0).padStart(6)} req/s  ${bytes.toFixed(0).padStart(6)} B/answer   bare Fastify alongside ${base.toFixed(0).padStart(6)} req/s` +
          `   ratio ${ratio.toFixed(2)}  ${ratio >= bar ? 'ok' : 'BELOW BAR'} (bar ${bar})`,
      );
    }
    // Every lead answered with code 0 must have been stored (the warm-up ones are counted on both sides).
    const leadsOk = stored >= acknowledged;
    console.log(
      `\nleads acknowledged (2xx, code 0): ${acknowledged}; leads stored: ${stored}  ${leadsOk ? 'ok' : 'MISSING LEADS'}`,
    );
    if (failed || !leadsOk) process.exitCode = 1;
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
