import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, serverOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { SQLITE_FILE } from '../src/db/connect';
import type { Database } from '../src/db/database';
import type { Platform } from '@contract/common';
import { SEEDED_TEMPLATES, testCluster, type PostgresCluster } from './pg-harness';

/** Repository and route tests run against both stores. */
export const STORES = ['sqlite', 'postgres'] as const;
export type TestStore = (typeof STORES)[number];

export type BuildOptions = {
  store?: TestStore;
  /** Extra environment variables, as the server would read them. */
  env?: Record<string, string>;
  /** Called with the app before its plugins load (e.g. to add an onRoute hook that sees every route). */
  beforeReady?: (app: TestApp) => void;
  /** Where the app's log lines go (the app's own logger options otherwise; LOG_LEVEL is silent unless env sets it). */
  logStream?: Writable;
  /** Fastify options over the app's own (e.g. `trustProxy`), as buildApp takes them. */
  serverOptions?: FastifyServerOptions;
  /** Sees every route as it is registered (the permission walk collects them with it). */
  onRoute?: (route: RouteOptions) => void;
};

export type TestApp = ReturnType<typeof buildApp>;

const cleanups: (() => Promise<void>)[] = [];
let cluster: Promise<PostgresCluster> | undefined;

/**
 * The PostgreSQL cluster of the run (one for all files, server/test/global-setup.ts; a file run
 * alone outside Jest's setup starts its own); each app gets a fresh database in it.
 */
export function postgresCluster(): Promise<PostgresCluster> {
  if (!cluster) {
    cluster = testCluster();
    // A cluster that failed to start has nothing to stop; its error already failed the tests.
    cleanups.push(async () => (await cluster?.catch(() => undefined))?.stop());
  }
  return cluster;
}

export function tempDir(prefix = 'edu-site-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What decides what a start seeds: an app given any of these prepares its own store. */
const SEED_SETTINGS = new Set(['SEED_DEMO', 'ENROLL_SITE_ID', 'DATABASE_URL', 'DATA_DIR']);

/** The app on a fresh, seeded database (a temp SQLite file, or a new PostgreSQL database), ready for inject(). */
export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const dir = tempDir();
  const env: Record<string, string> = {
    DATA_DIR: dir,
    WEB_ROOT: path.join(dir, 'web'),
    // No page renderer unless a test brings one: pages go out as the browser app's shell.
    PAGE_RENDERER: path.join(dir, 'no-renderer.js'),
    // Renders in the test's thread (render-workers.test.ts tests the worker threads).
    PAGE_RENDER_WORKERS: '0',
    LOG_LEVEL: 'silent',
    // The tests read the demo content, on PostgreSQL too (where it is seeded only when asked).
    SEED_DEMO: '1',
    ...options.env,
  };
  // A copy of the run's seeded database (global-setup.ts), unless the test changes what is seeded.
  const template = Object.keys(options.env ?? {}).some((key) => SEED_SETTINGS.has(key))
    ? undefined
    : process.env[SEEDED_TEMPLATES[options.store ?? 'sqlite']];
  if (options.store === 'postgres') {
    env.DATABASE_URL = await (await postgresCluster()).createDatabase(template);
  } else if (template) {
    copyFileSync(template, path.join(dir, SQLITE_FILE));
  }
  const config = loadConfig(env);
  const { logStream } = options;
  const logger = serverOptions(config).logger;
  const app = buildApp(config, {
    ...(logStream ? { logger: { ...(typeof logger === 'object' ? logger : {}), stream: logStream } } : {}),
    ...options.serverOptions,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  cleanups.push(() => app.close());
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 30_000);

/** The envelope of an inject() response. */
export function envelope<T = unknown>(response: {
  json(): unknown;
}): { code: number; message: string; data: T } {
  return response.json() as { code: number; message: string; data: T };
}

/** A refusal in the envelope: the HTTP `status`, the envelope's `code` and `message`, no data. */
export function expectRefusedWith(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: number,
  message: string,
): void {
  expect(response.statusCode).toBe(status);
  expect(envelope(response)).toEqual({ code, message, data: null });
}

/** A 404 in the envelope: the not-found code, `message`, no data. */
export function expectNotFound(response: { statusCode: number; json(): unknown }, message: string): void {
  expectRefusedWith(response, 404, 100000002, message);
}

/** Chinese text, at least one Han character: every failure message must be one. */
export const CHINESE = /[\u4e00-\u9fff]/;

/** A refusal: 4xx, a non-zero code, a Chinese message (containing `text`), and no data. */
export function expectRefused(
  answer: { status: number; code: number; message: string; data: unknown },
  text?: string,
): void {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.code).not.toBe(0);
  expect(answer.message).toMatch(CHINESE);
  if (text !== undefined) expect(answer.message).toContain(text);
  expect(answer.data).toBeNull();
}

/** How many rows `table` holds (PostgreSQL counts as a bigint string, hence the Number). */
export async function rowCount(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The id of a demo menu by its name, of the company site unless `platform` says otherwise. */
export async function menuId(
  db: Kysely<Database>,
  name: string,
  platform: Platform = 'company',
): Promise<number> {
  const menu = await db
    .selectFrom('site_menu')
    .select('id')
    .where('platform', '=', platform)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return menu.id;
}

/** The ids of the hidden records (status 0: drafts, unpublished menus …) of `table`; the demo has some of each. */
export async function hiddenIds(
  db: Kysely<Database>,
  table: 'site_menu' | 'site_content' | 'coworker',
): Promise<[number, ...number[]]> {
  const rows = await db.selectFrom(table).select('id').where('status', '=', 0).orderBy('id').execute();
  if (rows.length === 0) throw new Error(`no hidden record in ${table}`);
  return rows.map((row) => row.id) as [number, ...number[]];
}

/**
 * Waits until `condition` holds: the signal that some work finished, in place of a fixed sleep
 * that a loaded machine outlasts. Fails naming `what` if it never holds within `limitMs`, which
 * only a failure ever waits for.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  limitMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${limitMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits, if need be, for the clock's next minute: the per-minute limits count in fixed windows
 * aligned on it (plugins/external/rate-limit-store.ts), so a burst whose last request must be
 * refused starts with at least `needMs` of one window left, never straddling two.
 */
export async function freshMinuteWindow(needMs = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 10));
}

/** The smallest page shell a build could have: its title, and the root the render goes into. */
export const MINIMAL_INDEX =
  '<!doctype html><html lang=zh-CN><head><title>华夏</title></head><body><div id=root></div></body></html>';

/**
 * A stand-in for the production build, for the tests that serve pages: `index.html` (and any other
 * `files`) in a web root, and a page renderer module (unless `renderer` is null), in a temporary
 * folder. Returns the environment that points the app at them (`env`), and where they are.
 */
export function fakeWebBuild(options: {
  index: string;
  renderer: string | null;
  files?: Record<string, string>;
  prefix?: string;
}): { env: { WEB_ROOT: string; PAGE_RENDERER: string }; webRoot: string; renderer: string; dir: string } {
  const dir = tempDir(options.prefix ?? 'edu-site-build-');
  const webRoot = path.join(dir, 'dist');
  mkdirSync(webRoot);
  writeFileSync(path.join(webRoot, 'index.html'), options.index);
  for (const [name, text] of Object.entries(options.files ?? {}))
    writeFileSync(path.join(webRoot, name), text);
  const renderer = path.join(dir, 'dist-ssr', 'render-page.js');
  if (options.renderer !== null) {
    mkdirSync(path.dirname(renderer));
    writeFileSync(renderer, options.renderer);
  }
  return { env: { WEB_ROOT: webRoot, PAGE_RENDERER: renderer }, webRoot, renderer, dir };
}

/** A log stream for `build({ logStream })` and every line the app writes to it, as written. */
export function logCapture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}
