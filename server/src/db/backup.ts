/**
 * Backups of the embedded store (issue 26 item 3; issue 35): `npm run db:backup` and `npm run db:restore`.
 * - Backup: SQLite's `VACUUM INTO` while the server writes: one read transaction, so the copy is
 *   the store as it was at one moment (WAL: the server's writes go on meanwhile), written as a
 *   fresh file: no free page of the store, so nothing deleted, goes with it. Written under a
 *   temporary name, checked, then renamed: a file named `site-<time>.db` is always a whole backup.
 *   The data folder's keys (the TOTP key two-factor secrets are sealed under, the preview links'
 *   secret) go beside it as `site-<time>.db.keys`. The backup folder is 700, its files 600.
 * - Restore: refused, with nothing changed, while a server runs on the store (it holds the
 *   store's lock, db/store-lock.ts); for a file that is not a whole SQLite database of this
 *   application at migrations this code knows; for a store whose schema is not exactly what those
 *   migrations make (db/schema-check.ts: a trigger, view, index, table or column added by hand is
 *   named); and for one whose two-factor secrets the key it would run with cannot open. Otherwise
 *   the keys are put back, the store replaced in one rename and the replaced ones kept beside
 *   (`site.db.replaced-<time>`, `staff-totp.key.replaced-<time>`).
 */
import {
  chmodSync,
  closeSync,
  existsSync,
  linkSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite, { type SqliteDatabase } from './sqlite-driver';
import { openSecret } from '../lib/sealed-secret';
import { ownerOnlyFile, ownerOnlyFolder, PREVIEW_SECRET_FILE, TOTP_KEY_FILE } from '../lib/secret-file';
import { SQLITE_FILE } from './connect';
import { MIGRATION_TABLE } from './migrate';
import { referenceSchema, SCHEMA_DIFFERS, schemaDifferences, schemaOf } from './schema-check';
import { LOCK_FILE, lockStore, STORE_IN_USE } from './store-lock';

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

/** Opens a store to be checked: code in its schema may not call the server's own functions. */
function openToCheck(file: string, name: string): SqliteDatabase {
  let db: SqliteDatabase;
  try {
    db = new SQLite(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupRefused(`${name} cannot be opened as an SQLite database: ${(error as Error).message}`);
  }
  db.pragma('trusted_schema = OFF');
  return db;
}

/**
 * Refuses a store whose applied migrations (`applied`, in order) are not ones this code knows
 * (`known`, in order): one it does not have (a newer version), none at all, or one left out before
 * the last applied. Both stores: SQLite files here, PostgreSQL databases in postgres-schema-check.ts.
 */
export function checkAppliedMigrations(
  applied: readonly string[],
  known: readonly string[],
  name: string,
): void {
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
  const skipped = known.slice(0, applied.length).filter((migration) => !applied.includes(migration));
  if (skipped.length > 0) {
    throw new BackupRefused(
      `${name} lacks migrations before its last one (${skipped.join(', ')}): not a store this application made. ` +
        `该数据库缺少迁移 ${skipped.join('、')}，不是本程序建立的数据库。`,
    );
  }
}

/**
 * What a store holds, checked: SQLite's integrity check passes, it has this application's
 * migration table and its migrations are ones this code knows (`known`, in order, none left out
 * before the last). With `schema`, its schema must also be exactly what those migrations make
 * (a restore). Throws BackupRefused when any of that is not so.
 */
export async function inspectStore(
  file: string,
  known: readonly string[],
  name = file,
  options: { schema?: boolean } = {},
): Promise<StoreFacts> {
  checkWholeSqliteFile(file, name);
  const db = openToCheck(file, name);
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
    checkAppliedMigrations(applied, known, name);
    if (options.schema) {
      const differences = schemaDifferences(schemaOf(db), await referenceSchema(applied.at(-1)!));
      if (differences.length > 0) {
        throw new BackupRefused(
          `${name} does not have the schema this application's migrations make (up to ${applied.at(-1)}). ` +
            `${SCHEMA_DIFFERS}，未恢复：${differences.join('；')}。`,
        );
      }
    }
    const { n } = db.prepare('select count(*) as n from site_message').get() as { n: number };
    const pages = Number(db.pragma('page_count', { simple: true }));
    return { migration: applied.at(-1)!, migrations: applied.length, leads: n, pages };
  } finally {
    db.close();
  }
}

/** The data folder's keys a backup carries: two-factor secrets and preview links are useless without them. */
export const KEY_FILES = [TOTP_KEY_FILE, PREVIEW_SECRET_FILE] as const;
type Keys = Partial<Record<(typeof KEY_FILES)[number], string>>;
const KEY_SHAPE: Record<(typeof KEY_FILES)[number], RegExp> = {
  [TOTP_KEY_FILE]: /^[0-9a-f]{64}$/i,
  [PREVIEW_SECRET_FILE]: /^[\x21-\x7e]{32,}$/,
};

/** Where a backup's keys are: beside it, `site-<time>.db.keys` (JSON: key file name → its text). */
export const keysFileOf = (backup: string): string => `${backup}.keys`;

/** The key files of `dataDir` (those there are), into `file` with mode 600; null when there is none. */
function writeKeys(dataDir: string, file: string): string | null {
  const keys: Keys = {};
  for (const name of KEY_FILES) {
    const stored = path.join(dataDir, name);
    if (existsSync(stored)) keys[name] = readFileSync(stored, 'utf8').trim();
  }
  if (Object.keys(keys).length === 0) return null;
  const partial = `${file}.partial`;
  writeFileSync(partial, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  return file;
}

/** The keys beside a backup, checked; none when there is no keys file. */
function readKeys(backup: string): Keys {
  const file = keysFileOf(backup);
  if (!existsSync(file)) return {};
  const refused = () =>
    new BackupRefused(
      `${file} is not a keys file of a backup. 备份旁的密钥文件 ${path.basename(file)} 已损坏。`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw refused();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw refused();
  const keys: Keys = {};
  for (const [name, value] of Object.entries(parsed)) {
    const shape = KEY_SHAPE[name as (typeof KEY_FILES)[number]];
    if (!shape || typeof value !== 'string' || !shape.test(value)) throw refused();
    keys[name as (typeof KEY_FILES)[number]] = value;
  }
  return keys;
}

/** The key two-factor secrets are opened with after a restore, and where it comes from (source; label: in Chinese). */
type TotpKey = { key: Buffer | null; source: string; label: string };

/** STAFF_TOTP_KEY when set, else the key beside the backup, else the data folder's own, else none (one would be made). */
function totpKeyAfterRestore(
  dataDir: string,
  backup: string,
  keys: Keys,
  configured: Buffer | null,
): TotpKey {
  if (configured) return { key: configured, source: 'STAFF_TOTP_KEY', label: ' STAFF_TOTP_KEY ' };
  const beside = keys[TOTP_KEY_FILE];
  if (beside)
    return { key: Buffer.from(beside, 'hex'), source: keysFileOf(backup), label: '备份旁的密钥文件' };
  const file = path.join(dataDir, TOTP_KEY_FILE);
  if (existsSync(file)) {
    return {
      key: Buffer.from(readFileSync(file, 'utf8').trim(), 'hex'),
      source: file,
      label: '数据文件夹中的密钥',
    };
  }
  return { key: null, source: 'no key (a new one would be made)', label: '新生成的密钥' };
}

/**
 * Refuses a store whose two-factor secrets, or lead alert addresses and secrets (issue 38 item 2,
 * sealed under the same key), the key cannot open: restored, its accounts could not sign in with
 * their codes, and its alerts would go nowhere.
 */
function checkTotpKey(file: string, key: TotpKey, name: string): void {
  const db = openToCheck(file, name);
  let sealed: string[];
  let alertSealed: string[];
  try {
    const hasTable = (table: string) =>
      db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table) !== undefined;
    sealed = hasTable('staff_two_factor')
      ? (db.prepare('select secret from staff_two_factor').all() as { secret: string }[]).map(
          (row) => row.secret,
        )
      : [];
    alertSealed = hasTable('lead_alert_target')
      ? (
          db.prepare('select address, secret from lead_alert_target').all() as {
            address: string;
            secret: string | null;
          }[]
        ).flatMap((row) => (row.secret === null ? [row.address] : [row.address, row.secret]))
      : [];
  } finally {
    db.close();
  }
  const unopened = sealed.filter((secret) => openSecret(secret, key.key) === null).length;
  if (unopened > 0) {
    throw new BackupRefused(
      `${name}: the two-factor secrets of ${unopened} account(s) cannot be opened with ${key.source}. ` +
        `备份中 ${unopened} 个账号的两步验证密钥无法用${key.label}解开，未恢复：` +
        `请把备份旁的 ${path.basename(keysFileOf(name))} 放回备份所在文件夹，或设置备份时所用的 STAFF_TOTP_KEY。`,
    );
  }
  const alertsUnopened = alertSealed.filter((text) => openSecret(text, key.key) === null).length;
  if (alertsUnopened > 0) {
    throw new BackupRefused(
      `${name}: ${alertsUnopened} lead alert address(es) or secret(s) cannot be opened with ${key.source}. ` +
        `备份中 ${alertsUnopened} 个线索通知的地址或密钥无法用${key.label}解开，未恢复：` +
        `请把备份旁的 ${path.basename(keysFileOf(name))} 放回备份所在文件夹，或设置备份时所用的 STAFF_TOTP_KEY。`,
    );
  }
}

export type BackupResult = { file: string; bytes: number; facts: StoreFacts; keys: string | null };

/** A consistent copy of the store in `dataDir`, into `backupDir` (made when missing), with its keys beside it. */
export async function backupStore(
  dataDir: string,
  backupDir: string,
  known: readonly string[],
  now = new Date(),
): Promise<BackupResult> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(source))
    throw new BackupRefused(`There is no embedded store to back up: ${source} does not exist.`);
  ownerOnlyFolder(backupDir);
  const file = path.join(backupDir, `site-${timeStamp(now)}.db`);
  const partial = `${file}.partial`;
  // Read-write, as the server opens it (a read-only connection cannot always read a WAL store);
  // nothing is written through it.
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // One read transaction: a snapshot, never a mix of before and after a write. A fresh file,
    // made 600 before anything is written to it.
    rmSync(partial, { force: true });
    closeSync(openSync(partial, 'w', 0o600));
    db.prepare('VACUUM INTO ?').run(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  try {
    ownerOnlyFile(partial);
    const facts = await inspectStore(partial, known, source);
    const keys = writeKeys(dataDir, keysFileOf(file));
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, facts, keys };
  } finally {
    rmSync(partial, { force: true });
    rmSync(`${partial}-wal`, { force: true });
    rmSync(`${partial}-shm`, { force: true });
  }
}

export type RestoreResult = { store: string; replaced: string | null; facts: StoreFacts; keys: string[] };

export type RestoreOptions = {
  /** STAFF_TOTP_KEY, when set: what the server seals two-factor secrets with instead of the key file. */
  staffTotpKey?: Buffer | null;
  now?: Date;
};

/**
 * Puts `backup` (and the keys beside it) in place of the store in `dataDir`. Refused
 * (BackupRefused, nothing changed) while a server holds the store's lock, when the file is not a
 * whole store of this application at migrations this code knows, when its schema is not exactly
 * what those migrations make, and when its two-factor secrets cannot be opened with the key the
 * server will have. The store and keys being replaced are kept as `<name>.replaced-<time>`.
 */
export async function restoreStore(
  backup: string,
  dataDir: string,
  known: readonly string[],
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const now = options.now ?? new Date();
  if (!existsSync(backup) || !statSync(backup).isFile()) throw new BackupRefused(`No such file: ${backup}`);
  // Checked first, as a copy in a folder of its own (opening the file itself could write beside
  // it): a refused file leaves the data folder as it was.
  checkWholeSqliteFile(backup);
  // A server running on the store (it made the lock file) is told at once, before the slower
  // checks; the lock is taken again, and held, for the replacement itself.
  if (existsSync(path.join(dataDir, LOCK_FILE))) {
    const inUse = lockStore(dataDir, 'exclusive');
    if (!inUse)
      throw new BackupRefused(`${STORE_IN_USE(dataDir)} Stop the server first; nothing was changed.`);
    inUse.release();
  }
  const keys = readKeys(backup);
  const key = totpKeyAfterRestore(dataDir, backup, keys, options.staffTotpKey ?? null);
  const checking = await mkdtemp(path.join(os.tmpdir(), 'edu-site-restore-'));
  let facts: StoreFacts;
  try {
    await copyFile(backup, path.join(checking, SQLITE_FILE));
    facts = await inspectStore(path.join(checking, SQLITE_FILE), known, backup, { schema: true });
    checkTotpKey(path.join(checking, SQLITE_FILE), key, backup);
  } finally {
    rmSync(checking, { recursive: true, force: true });
  }
  const lock = lockStore(dataDir, 'exclusive');
  if (!lock) throw new BackupRefused(`${STORE_IN_USE(dataDir)} Stop the server first; nothing was changed.`);
  ownerOnlyFolder(dataDir);
  const store = path.join(dataDir, SQLITE_FILE);
  // Prepared beside the store (one file system: the rename below is atomic).
  const incoming = path.join(dataDir, `${SQLITE_FILE}.restoring`);
  try {
    await copyFile(backup, incoming);
    chmodSync(incoming, 0o600);
    // The same bytes as checked (the file could have changed since): checked again.
    await inspectStore(incoming, known, backup, { schema: true });
    checkTotpKey(incoming, key, backup);
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
    const restoredKeys = putKeysBack(dataDir, keys, now);
    // One rename: the store is the old one or the new one, never a mix.
    renameSync(incoming, store);
    for (const extra of ['-wal', '-shm']) rmSync(store + extra, { force: true });
    return { store, replaced, facts, keys: restoredKeys };
  } finally {
    for (const extra of ['', '-wal', '-shm']) rmSync(incoming + extra, { force: true });
    lock.release();
  }
}

/** Writes the backup's keys into the data folder (600), keeping a different one there as `<name>.replaced-<time>`. */
function putKeysBack(dataDir: string, keys: Keys, now: Date): string[] {
  const written: string[] = [];
  for (const name of KEY_FILES) {
    const value = keys[name];
    if (value === undefined) continue;
    const file = path.join(dataDir, name);
    if (existsSync(file)) {
      if (readFileSync(file, 'utf8').trim() === value) continue;
      linkSync(file, `${file}.replaced-${timeStamp(now)}`);
    }
    const partial = `${file}.restoring`;
    writeFileSync(partial, `${value}\n`, { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    written.push(file);
  }
  return written;
}
