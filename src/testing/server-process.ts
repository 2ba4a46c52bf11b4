import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

/**
 * The real content server as its own process, for a test that needs real HTTP to it (run under
 * `@jest-environment node`): a child process on a free loopback port with a fresh, seeded SQLite
 * database in a temporary folder. A console screen's tests use the in-process app instead
 * (src/testing/real-server.ts): faster, and their requests go through the screen's own fetch.
 */
export type RealServer = { origin: string; stop: () => void };

const root = path.resolve(__dirname, '../..');

async function waitUntilUp(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the content server did not start at ${url}`);
}

/** Starts the server with the demo data and `env` over the defaults; answers once it serves. */
export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-server-'));
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/api/cms/web/pageType/listForClient`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
