/**
 * Backups of the embedded store (issue 26 item 3): `npm run db:backup` and `npm run db:restore`.
 * - Backup: SQLite's online backup (better-sqlite3's `backup()`) while the server writes: every
 *   page is copied in one step, inside one read transaction, so the copy is the store as it was
 *   at one moment (WAL: the server's writes go on meanwhile). Written under a temporary name,
 *   checked, then renamed: a file named `site-<time>.db` is always a whole backup.
 * - Restore: refused, with nothing changed, while a server runs on the store (it holds the
 *   store's lock, db/store-lock.ts), and for a file that is not a whole SQLite database of this
 *   application at migrations this code knows. Otherwise the store is replaced in one rename and
 *   the replaced one kept beside it (`site.db.replaced-<time>`).
 */
import { closeSync, existsSync, linkSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite, { type SqliteDatabase } from './sqlite-driver';
import { SQLITE_FILE } from './connect';
import { MIGRATION_TABLE } from './migrate';
import { lockStore, STORE_IN_USE } from './store-lock';

/** What a refused backup or restore says; the command prints it and exits with 1. */
export class BackupRefused extends Error {}

/** `20261127-081502-123` in UTC, sortable; with milliseconds, so that two copies in a second differ. */
export function timeStamp(at: Date): string {
  const iso = at.toISOString(); // 2026-11-27T08:15:02.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
}

export type StoreFacts = { migration: string; migrations: number; leads: number; pages: number };

const HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** The first 100 bytes of a file (SQLite's header), or fewer when the file is shorter. */
function headerOf(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(100);
    const read = readSync(fd, header, 0, 100, 0);
    return header.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether `file` is a whole SQLite database, from its header: the magic string, and a size that
 * holds every page the header counts. Throws BackupRefused saying what is wrong.
 */
function checkWholeSqliteFile(file: string, name = file): void {
  const size = statSync(file).size;
  const header = headerOf(file);
  if (header.length < 100 || !header.subarray(0, 16).equals(HEADER)) {
    throw new BackupRefused(`${name} is not an SQLite database. 该文件不是 SQLite 数据库。`);
  }
  const raw = header.readUInt16BE(16);
  const pageSize = raw === 1 ? 65536 : raw;
  const pages = header.readUInt32BE(28);
  // The page count in the header is valid when its change counter matches (bytes 24 and 92).
  const counted = header.readUInt32BE(24) === header.readUInt32BE(92) ? pages : 0;
  if (pageSize < 512 || size % pageSize !== 0 || size < counted * pageSize) {
    throw new BackupRefused(
      `${name} is truncated or damaged: ${size} bytes, ${counted ? `${counted} pages of ${pageSize} expected` : `not a whole number of ${pageSize}-byte pages`}. 备份文件不完整或已损坏。`,
    );
  }
}

/**
 * What a store holds, checked: SQLite's integrity check passes, it has this application's
 * migration table and its migrations are ones this code knows (`known`, in order). Throws
 * BackupRefused when any of that is not so.
 */
export function inspectStore(file: string, known: readonly string[], name = file): StoreFacts {
  checkWholeSqliteFile(file, name);
  let db: SqliteDatabase;
  try {
    db = new SQLite(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupRefused(`${name} cannot be opened as an SQLite database: ${(error as Error).message}`);
  }
  try {
    let integrity: string;
    try {
      integrity = String(db.pragma('integrity_check', { simple: true }));
    } catch (error) {
      throw new BackupRefused(`${name} is damaged: ${(error as Error).message}. 备份文件已损坏。`);
    }
    if (integrity !== 'ok') throw new BackupRefused(`${name} is damaged: ${integrity}. 备份文件已损坏。`);
    const hasTable = (name: string) =>
      db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
    if (!hasTable(MIGRATION_TABLE) || !hasTable('site_message')) {
      throw new BackupRefused(
        `${name} is an SQLite database, but not this application's store (no ${MIGRATION_TABLE} or site_message table). 该文件不是本网站的数据库。`,
      );
    }
    const applied = (
      db.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as { name: string }[]
    ).map((row) => row.name);
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      throw new BackupRefused(
        `${name} was made by a newer version of this application (migrations this code does not have: ${unknown.join(', ')}); ` +
          'restore it with that version. 备份来自更新版本的程序，请用该版本恢复。',
      );
    }
    if (applied.length === 0) {
      throw new BackupRefused(
        `${name} has no migration applied: not a store of this application. 该文件不是本网站的数据库。`,
      );
    }
    const { n } = db.prepare('select count(*) as n from site_message').get() as { n: number };
    const pages = Number(db.pragma('page_count', { simple: true }));
    return { migration: applied.at(-1)!, migrations: applied.length, leads: n, pages };
  } finally {
    db.close();
  }
}

export type BackupResult = { file: string; bytes: number; facts: StoreFacts };

/** A consistent copy of the store in `dataDir`, into `backupDir` (made when missing). */
export async function backupStore(
  dataDir: string,
  backupDir: string,
  known: readonly string[],
  now = new Date(),
): Promise<BackupResult> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(source))
    throw new BackupRefused(`There is no embedded store to back up: ${source} does not exist.`);
  await mkdir(backupDir, { recursive: true });
  const file = path.join(backupDir, `site-${timeStamp(now)}.db`);
  const partial = `${file}.partial`;
  // Read-write, as the server opens it (a read-only connection cannot always read a WAL store);
  // nothing is written through it.
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // The first step starts the copy; the second copies every page at once, in one read
    // transaction: a snapshot, never a mix of before and after a write.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  try {
    const facts = inspectStore(partial, known, source);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, facts };
  } finally {
    rmSync(partial, { force: true });
    rmSync(`${partial}-wal`, { force: true });
    rmSync(`${partial}-shm`, { force: true });
  }
}

export type RestoreResult = { store: string; replaced: string | null; facts: StoreFacts };

/**
 * Puts `backup` in place of the store in `dataDir`. Refused (BackupRefused, nothing changed) while
 * a server holds the store's lock, or when the file is not a whole store of this application at
 * migrations this code knows. The store being replaced is kept as `site.db.replaced-<time>`.
 */
export async function restoreStore(
  backup: string,
  dataDir: string,
  known: readonly string[],
  now = new Date(),
): Promise<RestoreResult> {
  if (!existsSync(backup) || !statSync(backup).isFile()) throw new BackupRefused(`No such file: ${backup}`);
  // Checked first, as a copy in a folder of its own (opening the file itself could write beside
  // it): a refused file leaves the data folder as it was.
  checkWholeSqliteFile(backup);
  const checking = await mkdtemp(path.join(os.tmpdir(), 'edu-site-restore-'));
  let facts: StoreFacts;
  try {
    await copyFile(backup, path.join(checking, SQLITE_FILE));
    facts = inspectStore(path.join(checking, SQLITE_FILE), known, backup);
  } finally {
    rmSync(checking, { recursive: true, force: true });
  }
  const lock = lockStore(dataDir, 'exclusive');
  if (!lock) throw new BackupRefused(`${STORE_IN_USE(dataDir)} Stop the server first; nothing was changed.`);
  const store = path.join(dataDir, SQLITE_FILE);
  // Prepared beside the store (one file system: the rename below is atomic).
  const incoming = path.join(dataDir, `${SQLITE_FILE}.restoring`);
  try {
    await copyFile(backup, incoming);
    // The same bytes as checked (the file could have changed since): checked again.
    inspectStore(incoming, known, backup);
    // The copy is a whole store on its own: no -wal or -shm goes with it.
    for (const extra of ['-wal', '-shm']) rmSync(incoming + extra, { force: true });

    let replaced: string | null = null;
    if (existsSync(store)) {
      // Whatever the last server left in the write-ahead log goes into the store first, so that
      // the store kept beside is whole on its own.
      const current = new SQLite(store, { fileMustExist: true });
      try {
        current.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        current.close();
      }
      replaced = `${store}.replaced-${timeStamp(now)}`;
      linkSync(store, replaced);
    }
    // One rename: the store is the old one or the new one, never a mix.
    renameSync(incoming, store);
    for (const extra of ['-wal', '-shm']) rmSync(store + extra, { force: true });
    return { store, replaced, facts };
  } finally {
    for (const extra of ['', '-wal', '-shm']) rmSync(incoming + extra, { force: true });
    lock.release();
  }
}
