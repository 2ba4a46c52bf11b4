import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../scripts/server-bundle.mjs';
import { postgresCluster } from './helper';
import { freePort } from '../../scripts/free-port.mjs';

const REPO = path.resolve(__dirname, '../..');
const SERVER = path.join(REPO, 'server/src/server.ts');

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
  stop(): Promise<void>;
};

/**
 * The server as production runs it (`npm start`: `node dist-server/server.js`), bundled by
 * esbuild with the options of scripts/build-server.mjs, for a file that starts the server many
 * times: it starts in about half the time of the tsx loader, which resolves and hooks each of the
 * server's modules at every start. Built before the file's tests into a folder of its own inside
 * node_modules (so that the bundle's packages resolve as they do from dist-server/), removed after
 * them. Call it at the top of a test file; the function it returns gives the bundle's path.
 * `source`: another of the server's commands (admin.ts: `npm run admin`, dist-server/admin.js).
 */
export function bundledServer(source = SERVER): () => string {
  const name = path.basename(source, '.ts');
  let entry: string | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    const cache = path.join(REPO, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(path.join(cache, 'server-bundle-'));
    await build({
      ...serverBundleOptions(REPO),
      entryPoints: { [name]: source },
      outdir: dir,
    });
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    entry = path.join(dir, `${name}.js`);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!entry) throw new Error('bundledServer(): the bundle is built before the tests');
    return entry;
  };
}

/**
 * The real server in a child process (node with tsx's loader, as `npm run serve` runs it; not the
 * tsx CLI, which runs the server in a grandchild a SIGKILL would miss), on a
 * free loopback port; resolves once it answers. It does not share the test's event loop.
 * `entry`: a bundle of bundledServer() to run instead of the sources.
 */
export async function startServerProcess(
  env: Record<string, string>,
  entry?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, entry ? [entry] : ['--import', 'tsx', SERVER], {
    cwd: REPO,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      // The embedded store with the demo, as these processes had it before the demo needed SEED_DEMO=1.
      ...(env.DATABASE_URL ? {} : { SEED_DEMO: '1' }),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/cms/web/pageType/listForClient`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, base, exited, stop };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

/**
 * Two server processes on one fresh PostgreSQL database with the demo content, started before the
 * file's tests (one after the other: the first migrates and seeds, the second finds it done) and
 * stopped after them. `env`: what else both read.
 */
export function twoServersOnOneDatabase(env: Record<string, string>): ServerProcess[] {
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const shared = { DATABASE_URL: await (await postgresCluster()).createDatabase(), SEED_DEMO: '1', ...env };
    servers.push(await startServerProcess(shared));
    servers.push(await startServerProcess(shared));
  }, 120_000);
  afterAll(() => Promise.all(servers.map((server) => server.stop())));
  return servers;
}
