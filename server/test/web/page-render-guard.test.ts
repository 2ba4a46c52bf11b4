import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PageRenderer } from '../../src/web/page-renderer';
import { build, fakeWebBuild, logCapture, type TestApp, until } from '../helper';

const INDEX =
  '<!doctype html><html lang=zh-CN><head><title>华夏教育集团</title></head><body><div id=root></div></body></html>';

/**
 * A stand-in for the build's renderer that writes what it was asked into stats.json beside it
 * (the server loads it with Node's own require, outside Jest's module registry): how often each
 * path was rendered, the URLs and origins it got, how many renders ran at once, and what a
 * render that was given up on saw. A /wait… render holds its slot until the test writes the
 * file \`release\` beside it, so the test decides when renders end, not the clock.
 */
const RENDERER = `
const fs = require('node:fs');
const path = require('node:path');
const file = path.join(__dirname, 'stats.json');
const stats = { renders: {}, urls: [], origins: [], running: 0, maxRunning: 0, aborted: 0, fetchAfterAbort: null };
const save = () => fs.writeFileSync(file, JSON.stringify(stats));
save();
exports.renderPage = async ({ url, origin, fetch, signal }) => {
  const { pathname } = new URL(url, origin);
  stats.renders[pathname] = (stats.renders[pathname] ?? 0) + 1;
  stats.urls.push(url);
  stats.origins.push(origin);
  save();
  if (pathname.startsWith('/wait')) {
    stats.running += 1;
    stats.maxRunning = Math.max(stats.maxRunning, stats.running);
    save();
    while (!fs.existsSync(path.join(__dirname, 'release'))) await new Promise((resolve) => setTimeout(resolve, 10));
    stats.running -= 1;
    save();
  }
  if (pathname === '/hang') {
    await new Promise((resolve) => signal && signal.addEventListener('abort', resolve));
    stats.aborted += 1;
    try {
      await fetch('/api/cms/web/siteSetting/detailsForClient');
      stats.fetchAfterAbort = 'answered';
    } catch {
      stats.fetchAfterAbort = 'refused';
    }
    save();
    return null;
  }
  if (pathname.startsWith('/big')) return { kind: 'page', html: '<p>' + 'x'.repeat(20000) + '</p>', head: '' };
  return { kind: 'page', html: '<p>' + pathname + '</p>', head: '' };
};
`;

type Stats = {
  renders: Record<string, number>;
  urls: string[];
  origins: string[];
  running: number;
  maxRunning: number;
  aborted: number;
  fetchAfterAbort: string | null;
};

/** The query keys the pages read, as the build writes them (webpack.config.ts, PageQueriesPlugin). */
const PAGE_QUERIES = { keys: ['id', 'page'] };

function setup() {
  const { webRoot, renderer, dir } = fakeWebBuild({
    index: INDEX,
    renderer: RENDERER,
    files: { 'page-queries.json': JSON.stringify(PAGE_QUERIES) },
    prefix: 'edu-site-ssr-guard-',
  });
  const stats = (): Stats =>
    JSON.parse(readFileSync(path.join(dir, 'dist-ssr', 'stats.json'), 'utf8')) as Stats;
  /** Lets the held /wait… renders end. */
  const release = () => writeFileSync(path.join(dir, 'dist-ssr', 'release'), '');
  return { webRoot, renderer, stats, release };
}

const page = (app: TestApp, url: string, host = 'localhost') =>
  app.inject({ url, headers: { accept: 'text/html', host } });

describe('the page cache keys on what the pages read', () => {
  let app: TestApp;
  let stats: () => Stats;
  beforeAll(async () => {
    const made = setup();
    stats = made.stats;
    app = await build({
      env: {
        WEB_ROOT: made.webRoot,
        PAGE_RENDERER: made.renderer,
        // The company's own host is listed: every other host is rendered as it.
        HOST_KINDS: JSON.stringify({ localhost: 'company', 'academic.localhost': 'academic' }),
      },
    });
  }, 60_000);

  it('renders a page once whatever query keys no page reads are added', async () => {
    const bodies = new Set<string>();
    for (let i = 0; i < 50; i += 1) bodies.add((await page(app, `/about_us?o=${i}&utm_source=x${i}`)).body);
    expect(stats().renders['/about_us']).toBe(1);
    expect(bodies.size).toBe(1);
    // The renderer never sees the ignored keys, only that there were some.
    expect(stats().urls).toEqual(['/about_us?_']);
  });

  it('renders again for a key a page reads, in one order whatever the request’s', async () => {
    await page(app, '/article_details?id=1&o=1');
    await page(app, '/article_details?o=2&id=1');
    await page(app, '/article_details?id=2');
    await page(app, '/article_details?page=2&id=2');
    await page(app, '/article_details?id=2&page=2');
    // id=1 with other keys; id=2 as asked; id=2&page=2 in another order; id=2&page=2 as asked.
    expect(stats().renders['/article_details']).toBe(4);
    expect(stats().urls).toContain('/article_details?id=2&page=2');
    expect(stats().urls).toContain('/article_details?id=2&page=2&_');
  });

  it('renders once for every host of one kind, not once per Host header', async () => {
    for (const host of ['a.example', 'b.example', 'c.example:8081', 'LOCALHOST'])
      await page(app, '/news', host);
    expect(stats().renders['/news']).toBe(1);
    await page(app, '/news', 'academic.localhost');
    await page(app, '/news', 'academic.localhost:9999');
    expect(stats().renders['/news']).toBe(2);
    expect([...new Set(stats().origins)].sort()).toEqual(['http://academic.localhost', 'http://localhost']);
  });
});

describe('the page renderer under load', () => {
  it('runs at most PAGE_RENDER_CONCURRENCY renders and sends the other pages unrendered at once', async () => {
    const made = setup();
    const app = await build({
      env: { WEB_ROOT: made.webRoot, PAGE_RENDERER: made.renderer, PAGE_RENDER_CONCURRENCY: '2' },
    });
    await page(app, '/warm-up'); // loads the renderer
    const unrendered: number[] = [];
    const answers = Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        const rendered = (await page(app, `/wait${n}`)).body.includes(`<p>/wait${n}</p>`);
        if (!rendered) unrendered.push(n);
        return rendered;
      }),
    );
    try {
      // The others did not wait for a render slot: they are answered while two renders still hold
      // theirs (held until released, however slow the machine).
      await until(() => unrendered.length === 4, 'four pages answered while two renders hold the slots');
      expect(made.stats().running).toBe(2);
    } finally {
      made.release();
    }
    expect((await answers).filter(Boolean)).toHaveLength(2);
    expect(made.stats().maxRunning).toBe(2);
  }, 60_000);

  it('gives up a render after the time limit: its signal aborts and its calls are refused', async () => {
    const made = setup();
    const { stream: logStream, lines } = logCapture();
    const app = await build({
      env: {
        WEB_ROOT: made.webRoot,
        PAGE_RENDERER: made.renderer,
        PAGE_RENDER_TIMEOUT_MS: '300',
        LOG_LEVEL: 'warn',
      },
      logStream,
    });
    // /hang never ends unless its signal aborts: an answer at all means the render was given up.
    const response = await page(app, '/hang');
    expect(response.body).toContain('<div id=root></div>');
    // Given up at the limit set, not at the default's 2 s.
    expect(lines.join('')).toContain('Page render took over 300 ms');
    // The aborted render goes on to try a call: wait for it, whatever the machine's load.
    await until(() => made.stats().fetchAfterAbort !== null, 'the aborted render tried its call');
    expect(made.stats().aborted).toBe(1);
    expect(made.stats().fetchAfterAbort).toBe('refused');
  }, 60_000);

  it('keeps the rendered pages within their byte budget, whatever the number of URLs', async () => {
    const made = setup();
    const app = await build({ env: { WEB_ROOT: made.webRoot } });
    const maxBytes = 256 * 1024;
    const renderer = new PageRenderer({
      file: made.renderer,
      fastify: app,
      log: app.log,
      maxBytes,
      concurrency: 4,
      timeoutMs: 2000,
      queryKeys: async () => PAGE_QUERIES.keys,
    });
    const origin = 'http://localhost';
    for (let i = 0; i < 3600; i += 1) {
      // 4 routes asked with 900 unknown query strings each, and 3,600 distinct big pages.
      await renderer.render(`/route${i % 4}?o=${i}`, origin, {});
      await renderer.render(`/big${i}`, origin, {});
      expect(renderer.cachedBytes).toBeLessThanOrEqual(maxBytes);
    }
    const { renders } = made.stats();
    for (let r = 0; r < 4; r += 1) expect(renders[`/route${r}`]).toBe(1);
    expect(renderer.cachedBytes).toBeGreaterThan(maxBytes / 2);
  }, 120_000);
});
