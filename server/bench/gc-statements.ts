/**
 * Statements prepared and dropped in a loop on the embedded store, each round ended by a forced
 * garbage collection: what aborts better-sqlite3 12 on Node 24.19 and later (`Assertion failed:
 * (env) != nullptr`, WiseLibs/better-sqlite3#1515). Opens the store as the server does
 * (db/connect.ts, so the driver db/sqlite-driver.ts picks for this Node), and runs queries both
 * through Kysely (a statement prepared per query, the server's own path) and straight on the driver.
 *
 *   node --expose-gc --import tsx server/bench/gc-statements.ts
 *
 * Prints the Node and driver versions and a line per round; exits 0 once every round finished.
 * An abort ends the process with SIGABRT before the last line (server/test/db/sqlite-driver.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connect } from '../src/db/connect';
import SQLite, { SQLITE_DRIVER } from '../src/db/sqlite-driver';

const ROUNDS = Number(process.env.GC_ROUNDS ?? 20);
const STATEMENTS_PER_ROUND = 250;

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) {
  console.error('Run with --expose-gc: node --expose-gc --import tsx server/bench/gc-statements.ts');
  process.exit(2);
}

/** The installed version of the driver package (node_modules beside the repository). */
function driverVersion(): string {
  const manifest = path.resolve(__dirname, '..', '..', 'node_modules', SQLITE_DRIVER, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${SQLITE_DRIVER} (better-sqlite3 ${driverVersion()})`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-gc-'));
  const store = connect({ databaseUrl: undefined, dataDir });
  const raw = new SQLite(':memory:');
  try {
    raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (let i = 0; i < STATEMENTS_PER_ROUND; i += 1) {
        await sql`SELECT ${i} AS n`.execute(store.db);
        raw.prepare('SELECT v FROM t WHERE id = ?').get(i);
      }
      collect();
      console.log(`round ${round}/${ROUNDS}: ${round * STATEMENTS_PER_ROUND * 2} statements, gc() done`);
    }
  } finally {
    raw.close();
    await store.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('finished: no abort');
}

void main();
