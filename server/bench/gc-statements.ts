/**
 * Statements prepared and dropped in a loop on the embedded store, opened as the server opens it
 * (db/connect.ts, with the driver db/sqlite-driver.ts picks for this Node), with the two kinds of
 * garbage collection that finalise them:
 * - ordinary ones, which V8 starts by itself when the code allocates: their finalisers run as a
 *   task of their own, outside any JavaScript call. That is where better-sqlite3 12 aborts on Node
 *   24.19 and later (`Assertion failed: (env) != nullptr` in Statement::~Statement,
 *   WiseLibs/better-sqlite3#1515): on the first one.
 * - forced ones (gc(), with --expose-gc), which finalise inside the call and never tripped 12.
 *
 *   node --expose-gc --import tsx server/bench/gc-statements.ts
 *
 * Prints the Node version and a line per round; exits 0 once every round finished. An abort ends
 * the process with SIGABRT before the last line (server/test/db/sqlite-driver.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { connect } from '../src/db/connect';

const ROUNDS = Number(process.env.GC_ROUNDS ?? 20);
const STATEMENTS_PER_ROUND = 250;
/** Short-lived objects a round: several young-generation collections' worth. */
const GARBAGE_PER_ROUND = 200_000;

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) {
  console.error('Run with --expose-gc: node --expose-gc --import tsx server/bench/gc-statements.ts');
  process.exit(2);
}

async function main(): Promise<void> {
  console.log(`node ${process.version}: statements under garbage collection`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-gc-'));
  const store = connect({ databaseUrl: undefined, dataDir });
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Kysely prepares a statement for each query and drops it: the server's own path.
      for (let i = 0; i < STATEMENTS_PER_ROUND; i += 1) await sql`SELECT ${i} AS n`.execute(store.db);
      let garbage: { i: number; s: string }[] | null = [];
      for (let i = 0; i < GARBAGE_PER_ROUND; i += 1) garbage.push({ i, s: `x${i}` });
      garbage = null;
      // The event loop turns: finalisers V8 left as tasks run here.
      await sleep(20);
      collect!();
      console.log(`round ${round}/${ROUNDS}: ${round * STATEMENTS_PER_ROUND} statements dropped, collected`);
    }
  } finally {
    await store.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('finished: no abort');
}

void main();
