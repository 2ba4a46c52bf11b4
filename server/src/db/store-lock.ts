import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from './sqlite-driver';

/**
 * Who is using the embedded store: each server holds a shared lock on `DATA_DIR/site.db.lock` for
 * as long as it runs (several processes may share one store file: SQLite's WAL serialises their
 * writes), and `npm run db:restore` an exclusive one while it replaces the store, which it gets
 * only while no server runs (and while it holds it, no server starts). The lock is SQLite's own,
 * an advisory lock of the operating system on that file: it goes with the process that held it
 * however that process ends (SIGKILL, a crash), so it is never stale, unlike a pid file. The file
 * itself stays empty.
 */
export const LOCK_FILE = 'site.db.lock';

export type StoreLock = { release(): void };

/**
 * Takes the store's lock, `shared` (a server) or `exclusive` (a restore); null when a holder of
 * the other kind, or another exclusive holder, has it.
 */
export function lockStore(dataDir: string, mode: 'shared' | 'exclusive'): StoreLock | null {
  mkdirSync(dataDir, { recursive: true });
  const lock = new SQLite(path.join(dataDir, LOCK_FILE));
  try {
    lock.pragma('busy_timeout = 0');
    // No journal file beside it: nothing is ever written.
    lock.pragma('journal_mode = MEMORY');
    if (mode === 'exclusive') lock.exec('BEGIN EXCLUSIVE');
    else {
      // A read inside an open transaction holds SQLite's SHARED lock until the transaction ends.
      lock.exec('BEGIN');
      lock.prepare('SELECT count(*) FROM sqlite_master').get();
    }
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      lock.exec('ROLLBACK');
      lock.close();
    },
  };
}

/** The message of a start or a restore that found the store in use. */
export const STORE_IN_USE = (dataDir: string) =>
  `The embedded store in ${dataDir} is in use (${LOCK_FILE} is held). 嵌入式数据库正在被使用。`;
