/**
 * Once for the whole run of the server's tests (issue 24 item 5):
 * - one PostgreSQL cluster: starting one per file cost each of them an initdb and a start;
 * - a database migrated and seeded with the demo, per store, that each test app starts from as a
 *   copy (helper.ts `build`): migrating and seeding for every app (the demo staff's scrypt hashes
 *   most of all) was a large part of the tests' time.
 * Both reach the workers through the environment, which they inherit; each test's app still
 * gets a database of its own. Without PostgreSQL installed no cluster starts here: a test that
 * needs it says how to install it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SQLITE_FILE } from '../src/db/connect';
import {
  findPostgresBin,
  SEEDED_TEMPLATES,
  SHARED_CLUSTER_PORT,
  startPostgres,
  type PostgresCluster,
} from './pg-harness';

declare global {
  var eduSiteTestCluster: PostgresCluster | undefined;
  var eduSiteTestTemplateDirs: string[] | undefined;
}

export default function globalSetup(): Promise<void> {
  return seedTemplates({ postgres: true });
}

/**
 * Seeds the templates the run lacks. The console's web tests need the embedded store only
 * (console-global-setup.ts); when they run with the server's, whichever comes second adds what
 * the first left out.
 */
export async function seedTemplates({ postgres }: { postgres: boolean }): Promise<void> {
  const startCluster = postgres && findPostgresBin() !== undefined && !process.env[SHARED_CLUSTER_PORT];
  if (process.env[SEEDED_TEMPLATES.sqlite] && !startCluster) return;
  let postgresUrl: string | undefined;
  if (startCluster) {
    const cluster = await startPostgres();
    globalThis.eduSiteTestCluster = cluster;
    process.env[SHARED_CLUSTER_PORT] = String(cluster.port);
    postgresUrl = await cluster.createDatabase();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-seeded-'));
  globalThis.eduSiteTestTemplateDirs = [...(globalThis.eduSiteTestTemplateDirs ?? []), dir];
  const repo = path.resolve(__dirname, '../..');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/test/seeded-templates.ts', dir, ...(postgresUrl ? [postgresUrl] : [])],
    { cwd: repo, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  process.env[SEEDED_TEMPLATES.sqlite] = path.join(dir, SQLITE_FILE);
  if (postgresUrl) process.env[SEEDED_TEMPLATES.postgres] = new URL(postgresUrl).pathname.slice(1);
}

/** Removes the seeded SQLite templates (global-teardown.ts). */
export function removeSeededTemplates(): void {
  for (const dir of globalThis.eduSiteTestTemplateDirs ?? []) rmSync(dir, { recursive: true, force: true });
  globalThis.eduSiteTestTemplateDirs = undefined;
}
