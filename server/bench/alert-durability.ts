/**
 * The lead alerts' soak (npm run soak:alerts, issue 38 item 2): ALERT_SOAK_LEADS (1,000) leads
 * into a real server process with three destinations (企业微信, 钉钉 signed, 飞书 signed: local
 * robots that check what the services check, server/test/lead-alert-receivers.ts),
 * ALERT_SOAK_KILLS (3) SIGKILLs each followed by a start on the same data, and the 钉钉 robot
 * down for ALERT_SOAK_DOWN_SECONDS (60) from the first kill on. Then it prints per destination
 * the messages received, the distinct leads among them, the repeats and the stored leads
 * missing (server/test/alert-durability.ts). The embedded store in a temporary folder, or the
 * PostgreSQL database of DATABASE_URL. Exit code 1 when a lead is lost or a destination misses one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../src/db/connect';
import { reportLines, runAlertDurability, type RunServer } from '../test/alert-durability';
import { freePort } from '../../scripts/free-port.mjs';

const LEADS = Number(process.env.ALERT_SOAK_LEADS ?? 1000);
const KILLS = Number(process.env.ALERT_SOAK_KILLS ?? 3);
const DOWN_MS = Number(process.env.ALERT_SOAK_DOWN_SECONDS ?? 60) * 1000;
const ROOT = path.resolve(__dirname, '../..');

/** The server from its sources (node with tsx's loader: a SIGKILL reaches the server itself). */
async function startServer(env: Record<string, string>): Promise<RunServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/cms/web/pageType/listForClient`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready)
      return {
        base,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alert-soak-'));
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'alert-soak-web-'));
  const store = databaseUrl ? 'PostgreSQL' : 'SQLite';
  console.log(
    `lead alerts soak on ${store}: ${LEADS} leads, ${KILLS} SIGKILLs, 钉钉 down ${DOWN_MS / 1000} s`,
  );
  try {
    const report = await runAlertDurability({
      leads: LEADS,
      kills: KILLS,
      downMs: DOWN_MS,
      workers: 8,
      env: {
        DATA_DIR: dataDir,
        WEB_ROOT: webRoot,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl, STAFF_TOTP_KEY: 'ab'.repeat(32) } : {}),
      },
      start: startServer,
      storedLeads: async (prefix) => {
        const { db } = connect({ databaseUrl, dataDir });
        try {
          const rows = await db
            .selectFrom('site_message')
            .select('id')
            .where('phone', 'like', `${prefix}%`)
            .where('quarantine_reason', 'is', null)
            .execute();
          return rows.map((row) => row.id);
        } finally {
          await db.destroy();
        }
      },
      // The retries after a minute down: 10 s, 30 s, then 2 min.
      settleMs: DOWN_MS + 5 * 60_000,
      log: (line) => console.log(`  ${line}`),
    });
    for (const line of reportLines(report)) console.log(line);
    const failed = report.lostLeads > 0 || report.destinations.some((row) => row.missing > 0);
    process.exitCode = failed ? 1 : 0;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
  }
}

void main();
