// `npm run bench:web`: Lighthouse (mobile) in Debian's Chromium against the production build,
// served by the real server on a fresh demo database. Prints performance, LCP, TBT and CLS.
// Each page is measured BENCH_RUNS times (default 5) and the run with the median score is
// printed, as Lighthouse's own guidance on variability advises: this machine is shared and noisy.
// A run Lighthouse could not measure (a runtime error such as NO_LCP) is marked ✗, not counted.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

if (!fs.existsSync(path.join(root, 'dist', 'index.html')) || process.env.BENCH_BUILD !== '0') {
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/src/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${origin}/api/cms/web/pageType/listForClient`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function newsListPath() {
  const response = await fetch(`${origin}/api/cms/web/siteMenu/listForClient?platform=company`);
  const { data } = await response.json();
  const walk = (menus) => menus.flatMap((menu) => [menu, ...walk(menu.subMenus)]);
  const news = walk(data).find((menu) => menu.pageType === '新闻列表');
  if (!news) throw new Error('the demo content has no 新闻列表 menu');
  return `/word_list1/${news.id}`;
}

let chrome;
try {
  await waitForServer();
  const pages = ['/home', await newsListPath(), '/enroll_info'];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log(`median of ${runs} runs per page`);
  console.log('page                         performance    LCP (ms)   TBT (ms)   CLS    scores of all runs');
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        output: 'json',
        logLevel: 'error',
      });
      results.push(result.lhr);
    }
    const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
    // A run Lighthouse could not measure (its runtimeError, e.g. NO_LCP) is no score: it is
    // shown as ✗ and left out of the median.
    const measured = results.filter((lhr) => !lhr.runtimeError);
    const failures = results.filter((lhr) => lhr.runtimeError).map((lhr) => lhr.runtimeError.code);
    if (measured.length === 0) {
      console.log(`${page.padEnd(28)} not measured: ${failures.join(', ')}`);
      continue;
    }
    const sorted = [...measured].sort((a, b) => score(a) - score(b));
    const median = sorted[Math.floor(sorted.length / 2)];
    const { audits } = median;
    const row = [
      page.padEnd(28),
      String(score(median)).padStart(11),
      String(Math.round(audits['largest-contentful-paint'].numericValue)).padStart(11),
      String(Math.round(audits['total-blocking-time'].numericValue)).padStart(10),
      audits['cumulative-layout-shift'].numericValue.toFixed(3).padStart(7),
      `    ${results.map((lhr) => (lhr.runtimeError ? '✗' : score(lhr))).join(' ')}`,
      ...(failures.length > 0 ? [`  (✗ ${failures.join(', ')})`] : []),
    ];
    console.log(row.join(' '));
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
