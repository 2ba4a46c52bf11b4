import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Owner-only modes (issue 35): the data folder and the backup folder 700, the store, its -wal and
 * -shm, the key files and the backups 600, whatever the umask, so that no other local user reads
 * a lead, a password hash or a key. chmod too, so that a folder or file made earlier with wider
 * modes is narrowed. A folder the server's user does not own (a shared mount) keeps its modes:
 * changing them is not this process's to do (EPERM), and its files are still 600.
 */
export function ownerOnlyFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** Narrows an existing file to 600; nothing when it is not there. */
export function ownerOnlyFile(file: string): void {
  if (existsSync(file)) chmodSync(file, 0o600);
}

/**
 * The embedded store's folder 700 and its files 600, before SQLite opens it: site.db is made empty
 * with mode 600 when missing, and SQLite gives the -wal and -shm it makes the mode of the store.
 */
export function ownerOnlyStore(dataDir: string, storeFile: string): void {
  ownerOnlyFolder(dataDir);
  const store = path.join(dataDir, storeFile);
  closeSync(openSync(store, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) ownerOnlyFile(store + suffix);
}

/** The data folder's secret files (readOrMakeSecretFile): a backup carries them beside the store (db/backup.ts). */
export const TOTP_KEY_FILE = 'staff-totp.key';
export const PREVIEW_SECRET_FILE = 'preview-secret.key';

/**
 * A secret of the server's own, kept in a file of the data folder: 32 random bytes as hex, made on
 * the first call and read on every later one, readable by the server's user only. Of two servers
 * starting at once on the same folder, one writes it ('wx') and both read the same secret.
 */
export function readOrMakeSecretFile(dataDir: string, fileName: string): { file: string; hex: string } {
  const file = path.join(dataDir, fileName);
  ownerOnlyFolder(dataDir);
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  return { file, hex: readFileSync(file, 'utf8').trim() };
}
