/**
 * The real content server for the console's tests: the app the server's tests build
 * (server/test/helper.ts `build`), in-process, on a copy of the run's seeded embedded store
 * (server/test/console-global-setup.ts): one app per test file, so each file starts from the seed;
 * the site it serves is built (the templates' keys in its web root, written by the same setup).
 *
 * The console's calls reach it as a browser's would reach the server that serves the console: the
 * page's own origin (jsdom's http://localhost) is the server. The fetch installed here plays the
 * browser: it keeps the cookies the server sets (the HttpOnly session cookie; a jar of its own,
 * since undici's fetch keeps none) and sends them back, and sends `Origin` with every write and
 * `Sec-Fetch-Site: same-origin`, so the server's session and cross-site checks run as in
 * production. It hands the request to `app.inject` (no port, no socket); any other origin goes to
 * the fetch that was there before (MSW, where a test injects a failure).
 *
 *   const server = installRealServer();           // before installMockServer, if the file has one
 *   await server.signIn('admin');             // the real sign-in route, a demo account
 *   expect(server.calls('/api/cms/web/siteMessage/list').at(-1)?.query).toEqual({ … });
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as nodeTimers from 'node:timers';
// eslint-disable-next-line import-x/no-restricted-paths -- the types of the real store's rows
import type { Database } from '../../server/src/db/database';
// eslint-disable-next-line import-x/no-restricted-paths -- the demo accounts' published passwords
import { DEMO_PASSWORDS } from '../../server/src/staff/published-passwords';

/** The app as the tests use it: its routes (inject) and its store. */
type TestApp = FastifyInstance & { db: Kysely<Database> };
/** What the console's tests give the build: environment variables, as the server would read them. */
type BuildOptions = { env?: Record<string, string> };

/**
 * The server tests' build (server/test/helper.ts), required rather than imported: the browser
 * app's type-check (tsconfig.json, DOM types) does not take in the server's sources, which
 * server/tsconfig.json checks under Node's. Required while the file's tests are collected: the
 * helper adds its own afterAll (closing the app).
 */
function serverTestHelper(): { build: (options: BuildOptions) => Promise<TestApp> } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports, import-x/no-restricted-paths -- test code: the real server
  return require('../../server/test/helper') as { build: (options: BuildOptions) => Promise<TestApp> };
}

/**
 * The web root of a built site, which the run's setup writes once (server/test/console-global-setup.ts,
 * CONSOLE_WEB_ROOT): the templates' keys, so that page types open templates that exist and menus
 * have public pages. Without it (a run without that setup) the app serves an unbuilt site.
 */
const builtSite = (): BuildOptions => {
  const webRoot = process.env.EDU_SITE_TEST_CONSOLE_WEB_ROOT;
  return webRoot ? { env: { WEB_ROOT: webRoot } } : {};
};

/** A call the console made, as the server received it. */
export type ReceivedCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body of a write (null for none or another kind). */
  body: unknown;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** The server keeps timers off the event loop (`unref`), which jsdom's timers lack: Node's, as in production. */
const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;

/**
 * Node's timers for the test file, each one kept so that the file's end clears what is still
 * pending (as jsdom does with its own): a cache entry's 60 s timer must not keep Jest waiting.
 */
function fileTimers() {
  const pending = new Set<ReturnType<typeof nodeTimers.setTimeout>>();
  const kept =
    <Args extends unknown[]>(start: (...args: Args) => ReturnType<typeof nodeTimers.setTimeout>) =>
    (...args: Args) => {
      const timer = start(...args);
      pending.add(timer);
      return timer;
    };
  return {
    timers: {
      setTimeout: kept(
        nodeTimers.setTimeout as (...args: unknown[]) => ReturnType<typeof nodeTimers.setTimeout>,
      ),
      setInterval: kept(
        nodeTimers.setInterval as (...args: unknown[]) => ReturnType<typeof nodeTimers.setTimeout>,
      ),
      clearTimeout: nodeTimers.clearTimeout,
      clearInterval: nodeTimers.clearInterval,
    },
    clearPending() {
      for (const timer of pending) nodeTimers.clearTimeout(timer);
      pending.clear();
    },
  };
}
const SIGN_IN = '/api/bms/system/admin/signIn';

/** A demo account's published password, by its username. */
const demoPasswordOf = (username: string): string => DEMO_PASSWORDS[username as keyof typeof DEMO_PASSWORDS];

/** `env`: what else the app reads, as the server would (e.g. LEAD_ALERT_ALLOW_LOOPBACK for local receivers). */
export function installRealServer({ env = {} }: BuildOptions = {}) {
  let app: TestApp | undefined;
  /** The browser's cookies for the page's origin, by name. */
  const cookies = new Map<string, string>();
  const received: ReceivedCall[] = [];
  const otherOrigins = globalThis.fetch;

  const theApp = () => {
    if (!app) throw new Error('the real server starts in beforeAll: use it inside a test');
    return app;
  };

  const keepCookies = (set: { name: string; value: string; maxAge?: number; expires?: Date }[]) => {
    for (const cookie of set) {
      const expired =
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  };

  /**
   * One request to the app as the browser makes it (its cookies, same-origin headers); `record`:
   * counted among the console's calls. A test's own arranging is not: it never shifts what the
   * console is seen to send, whatever the console sends meanwhile.
   */
  const exchange = async (request: Request, record: boolean): Promise<Response> => {
    const url = new URL(request.url);
    if (url.origin !== globalThis.location.origin) return otherOrigins(request);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = url.host;
    headers['sec-fetch-site'] = 'same-origin';
    if (!SAFE_METHODS.has(request.method)) headers.origin = url.origin;
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    if (record)
      received.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: payload && headers['content-type']?.includes('json') ? JSON.parse(payload.toString()) : null,
      });
    const answer = await theApp().inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    // A call the console gave up on (a page left, a query replaced) fails as fetch's would.
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    keepCookies(answer.cookies);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) responseHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
  const browserFetch: typeof fetch = (input, init) => exchange(new Request(input, init), true);

  // Each test signs in for real (a scrypt hash) and walks lazily loaded screens over a real
  // store: on a loaded machine that takes longer than the console's usual 30 s.
  jest.setTimeout(90_000);
  globalThis.fetch = browserFetch;
  const jsdomTimers = TIMERS.map((name) => [name, globalThis[name]] as const);
  const { timers, clearPending } = fileTimers();
  Object.assign(globalThis, timers);
  const { build } = serverTestHelper();
  beforeAll(async () => {
    const site = builtSite();
    app = await build({ env: { ...site.env, ...env } });
  });
  afterEach(() => {
    // Each test starts signed out, with nothing received yet.
    cookies.clear();
    received.length = 0;
  });
  afterAll(() => {
    globalThis.fetch = otherOrigins;
    for (const [name, timer] of jsdomTimers) Object.assign(globalThis, { [name]: timer });
    clearPending();
  });

  return {
    get app() {
      return theApp();
    },
    /** The calls the console sent to `path` so far in this test, oldest first. */
    calls(path: string, method = 'GET'): ReceivedCall[] {
      return received.filter((call) => call.path === path && call.method === method);
    },
    /**
     * Arranges a test through the real API, as the browser (its cookies), without counting as one
     * of the console's calls: the answer's data, or an error with the server's message.
     */
    async send<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
      const request = new Request(`${globalThis.location.origin}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
      const response = await exchange(request, false);
      const answer = (await response.json()) as { code: number; message: string; data: T };
      if (answer.code !== 0) throw new Error(`${method} ${path} refused: ${answer.message}`);
      return answer.data;
    },
    /** Signs the browser in through the real sign-in route (a demo account unless a password is given). */
    async signIn(username: string, password: string = demoPasswordOf(username)) {
      await this.send('POST', SIGN_IN, { username, password });
    },
    /** Ends the session under the page, as an idle timeout or a sign-out elsewhere would. */
    forgetCookies() {
      cookies.clear();
    },
  };
}
