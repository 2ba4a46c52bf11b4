import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Who is using the embedded store: the server (and `npm run db:restore` while it replaces the
 * store) holds an exclusive lock on `DATA_DIR/site.db.lock` for as long as it runs. The lock is
 * SQLite's own, an advisory lock of the operating system on that file: it goes with the process
 * that held it however that process ends (SIGKILL, a crash), so it is never stale, unlike a pid
 * file. The file itself stays empty.
 */
export const LOCK_FILE = 'site.db.lock';

export type StoreLock = { release(): void };

/** Takes the store's lock; null when another process (or another holder in this one) has it. */
export function lockStore(dataDir: string): StoreLock | null {
  mkdirSync(dataDir, { recursive: true });
  const lock = new SQLite(path.join(dataDir, LOCK_FILE));
  try {
    lock.pragma('busy_timeout = 0');
    // No journal file beside it: nothing is ever written.
    lock.pragma('journal_mode = MEMORY');
    lock.exec('BEGIN EXCLUSIVE');
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
  `The embedded store in ${dataDir} is in use by a running server (it holds ${LOCK_FILE}). ` +
  '嵌入式数据库正被运行中的服务器使用。';
