// `npm run bench:web [-- --all]`: Lighthouse (mobile) in Debian's Chromium against the production
// build, served by the compiled server on a fresh demo database. Prints performance,
// accessibility, best practices and SEO with LCP, TBT and CLS.
// The three standing pages (/home, a news list, /enroll_info) are measured BENCH_RUNS times
// (default 5) and the run with the median performance score is printed, as Lighthouse's own
// guidance on variability advises: this machine is shared and noisy. With --all, every other
// template's route (one per template, taken from the links in /home's server-rendered HTML) is
// measured once, and the medians over all routes follow.
// A run Lighthouse could not measure (a runtime error such as NO_NAVSTART) is tried again twice;
// then it is marked ✗, not counted.
// Bars, checked and marked per route: performance ≥ 95, LCP ≤ 2.0 s, accessibility 100,
// best practices ≥ 95, SEO 100; /home's LCP ≤ 1.5 s. A bar missed sets the exit code.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CLOSED_NETWORK_FLAGS } from './chromium-flags.mjs';
import { demoServerEnv } from './demo-server-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const everyTemplate = process.argv.includes('--all');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Attempts at one run that Lighthouse could not measure (a runtime error) before it counts as ✗. */
const MEASURE_ATTEMPTS = 3;
const BARS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  lcpMs: 2000,
  homeLcpMs: 1500,
};

const built = ['dist/index.html', 'dist-server/server.js'].every((file) =>
  fs.existsSync(path.join(root, file)),
);
if (!built || process.env.BENCH_BUILD !== '0') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const server = spawn(process.execPath, ['dist-server/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: demoServerEnv({ port, dataDir, logLevel: 'warn' }),
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

/**
 * One route per template besides the standing pages: the site's own links, as a crawler finds
 * them in /home's server-rendered HTML (every published menu page is linked there), grouped by
 * the route's first path segment, which is the template's key.
 */
async function templateRoutes(standing) {
  const html = await (await fetch(`${origin}/home`)).text();
  const byTemplate = new Map();
  for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
    const route = href.replaceAll('&amp;', '&');
    const key = route.split(/[/?]/)[1];
    if (key && !byTemplate.has(key)) byTemplate.set(key, route);
  }
  const standingKeys = new Set(standing.map((route) => route.split(/[/?]/)[1]));
  return [...byTemplate].filter(([key]) => !standingKeys.has(key)).map(([, route]) => route);
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

const lcpSeconds = (lhr) =>
  lhr.runtimeError ? '✗' : (lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(1);

function missedBars(lhr, page) {
  const missed = CATEGORIES.filter((category) => score(lhr, category) < BARS[category]);
  const lcp = lhr.audits['largest-contentful-paint'].numericValue;
  if (lcp > (page === '/home' ? BARS.homeLcpMs : BARS.lcpMs)) missed.push('LCP');
  return missed;
}

let chrome;
let barsMissed = 0;
try {
  await waitForServer();
  const standing = ['/home', await newsListPath(), '/enroll_info'];
  const pages = [
    ...standing.map((page) => ({ page, runs })),
    ...(everyTemplate ? (await templateRoutes(standing)).map((page) => ({ page, runs: 1 })) : []),
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CLOSED_NETWORK_FLAGS],
  });
  console.log(
    `standing pages: median of ${runs} runs; ${everyTemplate ? 'other template routes: one run each' : 'add --all for every template route'}`,
  );
  console.log(
    'page                                 perf  a11y    bp   seo   LCP (ms)  TBT (ms)    CLS  bars   performance of all runs',
  );
  const medians = [];
  for (const { page, runs: pageRuns } of pages) {
    const results = [];
    const retried = [];
    for (let run = 0; run < pageRuns; run += 1) {
      // A run Lighthouse could not measure (NO_NAVSTART, a trace it could not read) is tried
      // again, twice at most: it measured nothing, so it is no sample to keep or to drop.
      for (let attempt = 0; ; attempt += 1) {
        const { lhr } = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          onlyCategories: CATEGORIES,
          formFactor: 'mobile',
          output: 'json',
          logLevel: 'error',
        });
        if (!lhr.runtimeError || attempt === MEASURE_ATTEMPTS - 1) {
          results.push(lhr);
          break;
        }
        retried.push(lhr.runtimeError.code);
      }
    }
    // A run Lighthouse could not measure (its runtimeError, e.g. NO_LCP) is no score: it is
    // shown as ✗ and left out of the median.
    const measured = results.filter((lhr) => !lhr.runtimeError);
    const failures = results.filter((lhr) => lhr.runtimeError).map((lhr) => lhr.runtimeError.code);
    if (measured.length === 0) {
      barsMissed += 1;
      console.log(`${page.padEnd(36)} not measured: ${failures.join(', ')}`);
      continue;
    }
    const sorted = [...measured].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = sorted[Math.floor(sorted.length / 2)];
    medians.push(median);
    const { audits } = median;
    const missed = missedBars(median, page);
    if (missed.length > 0) barsMissed += 1;
    const row = [
      page.slice(0, 36).padEnd(36),
      ...CATEGORIES.map((category) => String(score(median, category)).padStart(5)),
      String(Math.round(audits['largest-contentful-paint'].numericValue)).padStart(10),
      String(Math.round(audits['total-blocking-time'].numericValue)).padStart(9),
      audits['cumulative-layout-shift'].numericValue.toFixed(3).padStart(6),
      `  ${missed.length === 0 ? 'ok  ' : `✗ ${missed.join(',')}`}`,
      `  ${results.map((lhr) => (lhr.runtimeError ? '✗' : score(lhr, 'performance'))).join(' ')}`,
      // LCP varies most between runs (whether scripts ran before the first paint): every run's.
      ...(results.length > 1 ? [`  LCP ${results.map(lcpSeconds).join(' ')} s`] : []),
      ...(failures.length > 0 ? [`  (✗ ${failures.join(', ')})`] : []),
      ...(retried.length > 0 ? [`  (tried again after ${retried.join(', ')})`] : []),
    ];
    console.log(row.join(' '));
  }
  if (medians.length > 1) {
    const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      [
        `median of ${medians.length} routes`.padEnd(36),
        ...CATEGORIES.map((category) =>
          String(middle(medians.map((lhr) => score(lhr, category)))).padStart(5),
        ),
        String(
          Math.round(middle(medians.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue))),
        ).padStart(10),
        String(
          Math.round(middle(medians.map((lhr) => lhr.audits['total-blocking-time'].numericValue))),
        ).padStart(9),
        middle(medians.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue))
          .toFixed(3)
          .padStart(6),
      ].join(' '),
    );
  }
  console.log(`\n${barsMissed === 0 ? 'every route meets its bars' : `${barsMissed} route(s) miss a bar`}`);
  if (barsMissed > 0) process.exitCode = 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
