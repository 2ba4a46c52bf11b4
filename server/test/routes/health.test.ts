import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import * as migrate from '../../src/db/migrate';
import { READY_TIMEOUT_MS } from '../../src/plugins/app/readiness';
import { build, fakeWebBuild, logCapture, STORES, type TestApp, type TestStore } from '../helper';
import { signIn } from './api/bms/system/staff';

// A writable copy of the module for jest.spyOn (SWC compiles exports to read-only getters).
jest.mock('../../src/db/migrate', () => ({
  __esModule: true,
  ...jest.requireActual('../../src/db/migrate'),
}));

/** index.html as the production build minifies it. */
const INDEX =
  '<!doctype html><html lang=zh-CN><head><title>华夏教育集团</title></head><body><div id=root></div></body></html>';

/** A stand-in for the build's renderer: a page that shows the site title it read from the app. */
const RENDERER = `
exports.renderPage = async ({ url, origin, fetch }) => {
  const { pathname } = new URL(url, origin);
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/slow') return new Promise(() => undefined);
  const answer = await (await fetch('/api/cms/web/siteSetting/detailsForClient')).json();
  const known = pathname === '/home' || pathname === '/about_us';
  return {
    kind: 'page',
    status: known ? 200 : 404,
    html: '<p>' + (known ? 'rendered ' : 'not found ') + pathname + ' · ' + answer.data.siteTitle + '</p>',
    head: '',
  };
};
`;

const builtWebApp = () => fakeWebBuild({ index: INDEX, renderer: RENDERER, prefix: 'edu-site-health-' }).env;

type Ready = { ready: boolean; checks: Record<string, string> };

/** The samples of `name` in Prometheus' text format, as `{labels} value` lines. */
function samples(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => line.slice(name.length));
}

/** The value of the sample of `name` whose labels include all of `labels` (0 when there is none). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, label]) => `${key}="${label}"`);
  const line = samples(text, name).find((sample) => wanted.every((pair) => sample.includes(pair)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /healthz and /readyz', () => {
  it('answer 200 ok without a log line or a cookie, and are not rate-limited', async () => {
    const { stream: logStream, lines } = logCapture();
    const app = await build({ env: { ...builtWebApp(), LOG_LEVEL: 'info' }, logStream });
    // Ten at a time: 150 at once on a loaded machine keep the event loop busier than /readyz's
    // 0.5 s, which it rightly reports.
    const answers = [];
    for (let batch = 0; batch < 15; batch++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, n) => app.inject({ url: n % 2 ? '/healthz' : '/readyz' })),
        )),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(150).fill(200));
    expect(answers.filter((answer) => answer.headers['set-cookie'] !== undefined)).toEqual([]);
    expect(answers[1]!.body).toBe('ok\n');
    expect(answers[0]!.json()).toEqual({ ready: true, checks: { database: 'ok', renderer: 'ok' } });
    // Another request is logged (so the stream works), a probe is not.
    await app.inject({ url: '/api/cms/web/pageType/listForClient' });
    expect(lines.some((line) => line.includes('/api/cms/web/pageType/listForClient'))).toBe(true);
    expect(lines.filter((line) => /healthz|readyz/.test(line))).toEqual([]);
  });

  it('says 503 and which check failed while the page renderer is missing', async () => {
    const app = await build(); // no renderer (helper.ts)
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    const answer = response.json<Ready>();
    expect(answer.ready).toBe(false);
    expect(answer.checks.database).toBe('ok');
    expect(answer.checks.renderer).toMatch(/page renderer missing/);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('says 503 when the database lacks a migration of this code', async () => {
    const app = await build({ env: builtWebApp() });
    const [latest] = await app.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .execute();
    await app.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', (latest as { name: string }).name as never)
      .execute();
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json<Ready>().checks.database).toMatch(/^migrations not done \(database at 0\d\d-/);
  });
});

/**
 * A database outage, as each store has one: PostgreSQL refuses this app's database (its
 * connections cut, new ones refused) and takes it back; the embedded store's handle is closed.
 */
const outages: Record<TestStore, (app: TestApp) => Promise<() => Promise<void>>> = {
  async postgres(app) {
    const url = new URL(app.config.databaseUrl!);
    const name = url.pathname.slice(1);
    const admin = new Client({
      host: url.hostname,
      port: Number(url.port),
      user: 'postgres',
      database: 'postgres',
    });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    return async () => {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    };
  },
  async sqlite(app) {
    // Kysely closes the better-sqlite3 handle: every query fails from now on.
    await app.db.destroy();
    return async () => undefined;
  },
};

describe.each(STORES)('a database outage on %s', (store) => {
  it('answers /readyz 503 and keeps serving kept pages; PostgreSQL is ready again after it', async () => {
    const app = await build({ store, env: builtWebApp() });
    const page = () => app.inject({ url: '/home', headers: { accept: 'text/html' } });
    const before = await page();
    expect(before.body).toContain('<p>rendered /home · 华夏教育集团</p>');
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    const restore = await outages[store](app);
    try {
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json<Ready>().checks.database).not.toBe('ok');
      // Probes keep answering while it lasts (how soon, however long the database takes to fail:
      // the test below).
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // The kept page (and the kept answers it was made of) still go out.
      const during = await page();
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(before.body);
    } finally {
      await restore();
    }
    if (store === 'postgres') {
      // The pool opens new connections once the database is back.
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        status = (await app.inject({ url: '/readyz' })).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    }
  }, 60_000);
});

describe.each(STORES)('a database that does not answer, on %s', (store) => {
  it('answers /readyz 503 once READY_TIMEOUT_MS passed, with one check running for all the probes', async () => {
    const app = await build({ store, env: builtWebApp() });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const read = migrate.latestAppliedMigration;
    const check = jest
      .spyOn(migrate, 'latestAppliedMigration')
      .mockImplementation(async (...args) => (await held, read(...args)));
    try {
      // The check never answers meanwhile: a 503 at all is the time limit's.
      for (const probe of [1, 2]) {
        const response = await app.inject({ url: '/readyz' });
        expect([probe, response.statusCode]).toEqual([probe, 503]);
        expect(response.json<Ready>().checks.database).toBe(`no answer within ${READY_TIMEOUT_MS} ms`);
      }
      // The second probe shared the first one's check: probes pile up no queries.
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      answer();
      check.mockRestore();
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  let app: TestApp;
  let scrape: () => Promise<string>;
  /** A request over a socket to the public port (injected ones are the app's own calls: not timed). */
  let get: (url: string) => Promise<Response>;
  beforeAll(async () => {
    app = await build({
      env: { ...builtWebApp(), METRICS_PORT: '0', PAGE_RENDER_TIMEOUT_MS: '100', LEAD_RATE_LIMIT: '1000' },
    });
    const address = app.metrics.address();
    if (!address) throw new Error('the metrics listener is not listening');
    scrape = async () => (await fetch(`http://127.0.0.1:${address.port}/metrics`)).text();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    get = (url) => fetch(`http://127.0.0.1:${port}${url}`, { headers: { accept: 'text/html' } });
  }, 60_000);

  it('are served on their own listener, bound to 127.0.0.1, and are a 404 on the public port', async () => {
    expect(app.metrics.address()?.address).toBe('127.0.0.1');
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // The event loop's lag, among the process metrics.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    const address = app.metrics.address()!;
    expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
    // The public port answers /metrics as any unknown path.
    for (const accept of ['text/html', 'text/plain', '*/*']) {
      const response = await app.inject({ url: '/metrics', headers: { accept } });
      const unknown = await app.inject({ url: '/no-such-path', headers: { accept } });
      expect([response.statusCode, unknown.statusCode]).toEqual([404, 404]);
      expect(response.body).not.toContain('http_request_duration_seconds');
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
    }
  });

  it('time requests by route pattern and status, with bounded labels for unknown URLs', async () => {
    const known = await get('/api/cms/web/siteContent/detailsForClient?id=1');
    for (let n = 0; n < 500; n++) {
      await (await get(`/no-such-page-${n}?q=${n}`)).arrayBuffer();
      await (await get(`/api/no/such/${n}`)).arrayBuffer();
    }
    const text = await scrape();
    const series = samples(text, 'http_request_duration_seconds_count');
    // 1,000 distinct unknown URLs are one route label, not 1,000.
    expect(series.length).toBeLessThan(20);
    expect(text).not.toMatch(/no-such-page|\/api\/no\/such/);
    const unmatched = samples(text, 'http_request_duration_seconds_count')
      .filter((sample) => sample.includes('route="(unmatched)"'))
      .reduce((sum, sample) => sum + Number(sample.split(' ').at(-1)), 0);
    expect(unmatched).toBeGreaterThanOrEqual(1000);
    expect(
      value(text, 'http_request_duration_seconds_count', { route: '(unmatched)', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1000);
    expect(
      value(text, 'http_request_duration_seconds_count', {
        route: '/api/cms/web/siteContent/detailsForClient',
        status_code: String(known.status),
        status_class: `${String(known.status)[0]}xx`,
      }),
    ).toBe(1);
    // A page's own calls to the app (its site data, its render's reads) are not requests of their own.
    expect(
      value(text, 'http_request_duration_seconds_count', {
        route: '/api/cms/web/siteSetting/detailsForClient',
      }),
    ).toBe(0);
  });

  it('count renders by outcome and the page cache’s hits and misses', async () => {
    const counts = async () => {
      const text = await scrape();
      return [
        ...['rendered', 'cached', 'error', 'timeout'].map((outcome) =>
          value(text, 'page_render_duration_seconds_count', { outcome }),
        ),
        value(text, 'page_cache_hits_total'),
        value(text, 'page_cache_misses_total'),
      ];
    };
    const before = await counts();
    const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
    await page('/about_us');
    await page('/about_us');
    await page('/broken');
    await page('/slow');
    const after = await counts();
    // rendered, cached, error, timeout; hits; misses
    expect(after.map((count, index) => count - before[index]!)).toEqual([1, 1, 1, 1, 1, 3]);
  });

  it('count leads stored and held back as suspicious, and refused sign-ins', async () => {
    const lead = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/cms/web/siteMessage/saveForClient',
        payload: new URLSearchParams({ name: '张三', ...fields }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await lead({ phone: '13800138001', fillMs: '5000' })).statusCode).toBe(200);
    expect((await lead({ phone: '13800138002', fillMs: '5000', website: 'x' })).statusCode).toBe(200);
    // Refused (a bad phone): neither stored nor counted.
    expect((await lead({ phone: '123', fillMs: '5000' })).statusCode).toBe(400);
    expect((await signIn(app, 'admin', 'wrong password')).statusCode).toBe(400);
    expect((await signIn(app, 'nobody', 'wrong password')).statusCode).toBe(400);
    const text = await scrape();
    expect(value(text, 'leads_stored_total')).toBe(2);
    expect(value(text, 'leads_quarantined_total', { reason: 'honeypot' })).toBe(1);
    expect(value(text, 'staff_sign_in_failures_total', { reason: 'password' })).toBe(2);
  });
});

describe('without METRICS_PORT', () => {
  it('serves no metrics anywhere', async () => {
    const app = await build({ env: builtWebApp() });
    expect(app.metrics.address()).toBeNull();
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
