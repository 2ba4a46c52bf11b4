/**
 * Uncached page renders (npm run bench:render, issue 26 item 4): how many pages the production
 * build renders per second when it keeps none (PAGE_CACHE_MAX_BYTES=0), for /home and a news list.
 * Run `npm run build` first: the bench starts `node dist-server/server.js` as production does, on
 * a fresh embedded store with the demo content, and drives each page with autocannon for
 * BENCH_SECONDS (10) after a warm-up of 3 s, BENCH_CONNECTIONS (4: the render concurrency of a
 * 2-core machine) connections at once. A page counts as rendered when its HTML has the app drawn
 * inside the root (an unrendered one, sent for the browser to draw when the server is busy or a
 * render fails, has an empty root and is counted apart). It prints renders/s, p95 latency and
 * the server process's CPU time per rendered page (from /proc: what a render costs, whatever else
 * runs on the machine), and the ratio to BEFORE, the figures of the build before issue 26 (main at
 * de38c1f) on this machine.
 *
 * BENCH_BUILD: a folder holding another build (dist/, dist-ssr/, dist-server/, config/), to
 * measure it instead of this repository's (how BEFORE was measured). Extra environment variables
 * reach the server (e.g. PAGE_RENDER_WORKERS=0 to render in the server's thread).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/free-port.mjs';
import { demoServerEnv } from '../../scripts/demo-server-env.mjs';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(process.env.BENCH_BUILD ?? ROOT);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const WARM_UP_S = 3;

/** The pages measured: the home page (a fixed page of many sections) and the company's news list. */
const PAGES = [
  { label: '/home', path: '/home' },
  { label: 'news list /word_list1/5', path: '/word_list1/5' },
] as const;

/**
 * main's build before issue 26 item 4 (de38c1f), measured with this script
 * (`BENCH_BUILD=<main's build> npm run bench:render`) on this 2-core machine: the medians of five
 * runs on 2026-11-27, when the machine ran nothing else (renders/s 60–76 for /home between those
 * runs; with other work on the machine it fell to 21–38). Compare runs made one after the other;
 * CPU time per render varies less.
 */
const BEFORE: Record<string, { rps: number; p95: number; cpuMs?: number }> = {
  '/home': { rps: 64.7, p95: 76, cpuMs: 19.0 },
  'news list /word_list1/5': { rps: 85.3, p95: 57, cpuMs: 14.1 },
};

/** A page drawn by the server has the app inside its root; an unrendered one an empty root. */
const UNRENDERED_ROOT = /<div id="?root"?><\/div>/;

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(BUILD, 'dist-server/server.js')], {
    cwd: BUILD,
    env: demoServerEnv({ port, dataDir, logLevel: 'fatal' }, { PAGE_CACHE_MAX_BYTES: '0' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/home`).then(
      async (response) => response.ok && !UNRENDERED_ROOT.test(await response.text()),
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not render /home within 60 s');
}

type Measured = {
  rendered: number;
  unrendered: number;
  failed: number;
  seconds: number;
  p95: number;
  /** CPU time the server process used meanwhile (user + system), ms. */
  cpuMs: number;
};

const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system) a process has used, from /proc/<pid>/stat (Linux; NaN elsewhere). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return Number.NaN;
  }
}

/** autocannon on one page for `seconds`: answers sorted into rendered, unrendered and failed; p95 of all. */
function drive(url: string, seconds: number, pid: number): Promise<Measured> {
  const counts = { rendered: 0, unrendered: 0, failed: 0 };
  const cpuBefore = cpuMsOf(pid);
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' },
        requests: [
          {
            onResponse: (status, body) => {
              if (status !== 200) counts.failed += 1;
              else if (UNRENDERED_ROOT.test(body)) counts.unrendered += 1;
              else counts.rendered += 1;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? Number.NaN;
        counts.failed += result.errors + result.timeouts;
        resolve({ ...counts, seconds: result.duration, p95, cpuMs: cpuMsOf(pid) - cpuBefore });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

async function main(): Promise<void> {
  if (!existsSync(path.join(BUILD, 'dist-server/server.js')) || !existsSync(path.join(BUILD, 'dist-ssr'))) {
    console.error(`No build in ${BUILD}: run npm run build first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-bench-render-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const rows: string[] = [];
  try {
    for (const page of PAGES) {
      const url = `http://127.0.0.1:${port}${page.path}`;
      await drive(url, WARM_UP_S, server.pid!);
      const measured = await drive(url, SECONDS, server.pid!);
      const cpuPerRender = measured.cpuMs / Math.max(1, measured.rendered);
      const rps = measured.rendered / measured.seconds;
      const before = BEFORE[page.label];
      const ratio = before?.rps
        ? `${(rps / before.rps).toFixed(2)}× renders/s, ${before.cpuMs ? `${(before.cpuMs / cpuPerRender).toFixed(2)}× renders per CPU-second` : ''}`
        : '—';
      rows.push(
        `${page.label.padEnd(26)} ${rps.toFixed(1).padStart(9)} ${`${measured.p95.toFixed(0)} ms`.padStart(8)}` +
          ` ${`${cpuPerRender.toFixed(1)} ms`.padStart(12)}` +
          ` ${String(measured.unrendered).padStart(10)} ${String(measured.failed).padStart(6)}` +
          ` ${before?.rps ? `${before.rps.toFixed(1)} /s, p95 ${before.p95} ms, ${before.cpuMs} ms CPU` : '—'.padStart(4)}  ${ratio}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nUncached renders (PAGE_CACHE_MAX_BYTES=0), ${CONNECTIONS} connections, ${SECONDS} s per page, render workers: ${process.env.PAGE_RENDER_WORKERS ?? 'default (one per core)'}, build: ${BUILD}`,
  );
  console.log(
    `${'page'.padEnd(26)} ${'renders/s'.padStart(9)} ${'p95'.padStart(8)} ${'CPU/render'.padStart(12)} ${'unrendered'.padStart(10)} ${'failed'.padStart(6)} before (main de38c1f)                  ratio`,
  );
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
